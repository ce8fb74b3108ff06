import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderHourCounts, orders } from '../../../db/schema/orders.ts';

/**
 * A manager's list filtered by both request dates, read on the organization's kept hours
 * (order_hour_counts, docs/product/requests.md#performance): `from` and `to` are the first
 * moment in and the first moment after the filter's days.
 */
export interface DatedScope {
  organizationId: number;
  from: SQL;
  to: SQL;
}

/** The organization's hours that overlap the window (an hour starting before `from` may). */
const overlappingHours = ({ organizationId, from, to }: DatedScope) =>
  sql`from ${orderHourCounts} where ${orderHourCounts.organizationId} = ${organizationId}
    and ${orderHourCounts.hour} > ${from} - interval '1 hour' and ${orderHourCounts.hour} < ${to}`;

/**
 * The window's orders lie between the lowest and the highest id of its hours: a page sorted by
 * id walks that stretch of the primary key only, wherever the window falls in the past. Without
 * hours in the window both bounds are null and nothing matches, as nothing was asked then.
 */
export const idsWithinHours = (scope: DatedScope) =>
  sql`${orders.id} between (select min(${orderHourCounts.minId}) ${overlappingHours(scope)})
    and (select max(${orderHourCounts.maxId}) ${overlappingHours(scope)})`;

/**
 * The number of the organization's orders in the window, summed from its hours: exact when the
 * window starts and ends on UTC hours, as the days of a zone offset by whole hours do.
 */
export const keptHoursCountQuery = (db: Db, { organizationId, from, to }: DatedScope) =>
  db
    .select({ n: sql<number>`coalesce(sum(${orderHourCounts.n}), 0)::int`.as('n') })
    .from(orderHourCounts)
    .where(
      sql`${orderHourCounts.organizationId} = ${organizationId}
        and ${orderHourCounts.hour} >= ${from} and ${orderHourCounts.hour} < ${to}`,
    );
