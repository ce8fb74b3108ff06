import { sql } from 'drizzle-orm';
import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 13 · Realización (docs/product/reporting.md#list-reports): what was done, with the totals of the
 * whole filtered set above the table.
 */
export const completion = orderList({
  columns: [
    columns.id,
    columns.state,
    columns.activityName,
    columns.complement,
    columns.edition,
    columns.entityName,
    columns.council,
    columns.completionDate,
    columns.visitors,
    columns.realParticipants,
    columns.units,
    columns.price,
  ],
  stats: {
    visitors: sql.raw('coalesce(sum(f.visitors), 0)::int'),
    realParticipants: sql.raw('coalesce(sum(f.real_participants), 0)::int'),
    amount: sql.raw('coalesce(sum(f.price), 0)::float8'),
  },
  summary: (total, stats) => [
    { label: 'Total solicitudes', value: total },
    { label: 'Total participantes', value: stats.visitors ?? 0 },
    { label: 'Total participantes reales', value: stats.realParticipants ?? 0 },
    { label: 'Total importe', value: stats.amount ?? 0 },
  ],
});
