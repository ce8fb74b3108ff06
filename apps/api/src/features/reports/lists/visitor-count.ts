import { sql } from 'drizzle-orm';
import { columns, renamed } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 8 · Número Visitantes (docs/product/reporting.md#list-reports): the visits done (the 'visita'
 * rule), dated by the day done, with the participants expected and those who came, summed over
 * the whole filtered set.
 */
export const visitorCount = orderList({
  columns: [
    columns.id,
    columns.state,
    columns.activityName,
    columns.visitType,
    renamed(columns.doneDate, 'Fecha de visita'),
    columns.entityName,
    columns.council,
    columns.target,
    columns.visitors,
    columns.realParticipants,
  ],
  stats: {
    visitors: sql.raw('coalesce(sum(f.visitors), 0)::int'),
    realParticipants: sql.raw('coalesce(sum(f.real_participants), 0)::int'),
  },
  summary: (total, stats) => [
    { label: 'Total solicitudes', value: total },
    { label: 'Total participantes', value: stats.visitors ?? 0 },
    { label: 'Total participantes reales', value: stats.realParticipants ?? 0 },
  ],
});
