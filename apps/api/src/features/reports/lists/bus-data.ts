import { sql } from 'drizzle-orm';
import { columns } from '../columns.ts';
import { orderList } from '../list-type.ts';

/**
 * 9 · Datos de autobús (docs/product/reporting.md#list-reports): the orders whose management
 * answers say a bus goes (the bus rule), by agreed day and time, with where to pick the group up
 * and the sums of buses, participants and cost over the whole filtered set.
 */

/**
 * The agreed day and time as one moment, so that the default sort (day, then hour, ascending)
 * is one column in either direction; a day without an hour comes first in its day.
 */
const agreedMoment = sql.raw(`f.agreed_date + coalesce(f.agreed_time::time, time '00:00')`);

export const busData = orderList({
  columns: [
    columns.id,
    columns.state,
    columns.activityName,
    { ...columns.agreedDate, sort: agreedMoment },
    columns.agreedTime,
    columns.pickup,
    columns.entityName,
    columns.entityAddress,
    columns.entityCity,
    columns.council,
    columns.visitors,
    columns.busCost,
    columns.applicant,
    columns.userPhone,
  ],
  defaultSort: { key: 'agreedDate', order: 'asc' },
  stats: {
    visitors: sql.raw('coalesce(sum(f.visitors), 0)::int'),
    busCost: sql.raw('coalesce(sum(f.bus_cost), 0)::float8'),
  },
  summary: (total, stats) => [
    { label: 'Autobuses', value: total },
    { label: 'Total participantes', value: stats.visitors ?? 0 },
    { label: 'Total coste autobús', value: stats.busCost ?? 0 },
  ],
});
