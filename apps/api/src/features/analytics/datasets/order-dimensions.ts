import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { councils, orderStates, targets, users } from '../../../db/schema/users.ts';
import type { Scope } from '../dataset.ts';

interface ActivityFacts {
  name: string;
  campaignId: number;
  campaign: string;
  edition: string;
}
export interface ApplicantFacts {
  name: string;
  surname: string;
  username: string;
  email: string;
  councilId: number | null;
}
export interface EntityFacts {
  name: string;
  cif: string;
  councilId: number | null;
  targetId: number | null;
}

/**
 * What an order row names, read once per export into maps: joining seven tables on every
 * order costs more than the orders themselves (an embedded PGlite runs each join row by row),
 * while these tables are small next to the orders. Only the organization's activities are
 * read: an order of another activity is not the organization's.
 */
export interface OrderDimensions {
  states: Map<number, string>;
  councils: Map<number, string>;
  targets: Map<number, string>;
  activities: Map<number, ActivityFacts>;
  applicants: Map<number, ApplicantFacts>;
  entities: Map<number, EntityFacts>;
}

const byId = <T extends { id: number }, V>(rows: T[], value: (row: T) => V) =>
  new Map(rows.map((row) => [row.id, value(row)]));

/**
 * Every row of `table` as the array of its `columns`, all handed over as one JSON text: an
 * embedded PGlite pays for every field it hands over, and users and entities are tens of
 * thousands of rows.
 */
async function jsonRows<Row extends unknown[]>(
  db: Db,
  table: SQLWrapper,
  columns: SQLWrapper[],
): Promise<Row[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_array(${sql.join(columns, sql`, `)})), '[]')::text as "rows" from ${table}`,
  );
  const [row] = rowsOf<{ rows: string }>(result);
  return JSON.parse(row?.rows ?? '[]') as Row[];
}

type UserRow = [
  id: number,
  name: string,
  surname: string,
  username: string,
  email: string,
  councilId: number | null,
];
type EntityRow = [
  id: number,
  name: string,
  cif: string,
  councilId: number | null,
  targetId: number | null,
];

/** Reads the maps of `OrderDimensions` (a few queries, run side by side on a server). */
export async function loadOrderDimensions({ db, organizationId }: Scope): Promise<OrderDimensions> {
  const [stateRows, councilRows, targetRows, activityRows, userRows, entityRows] =
    await Promise.all([
      db.select({ id: orderStates.id, value: orderStates.value }).from(orderStates),
      db.select({ id: councils.id, value: councils.value }).from(councils),
      db.select({ id: targets.id, value: targets.value }).from(targets),
      db
        .select({
          id: activities.id,
          name: activities.name,
          campaignId: campaigns.id,
          campaign: campaigns.name,
          edition: campaigns.edition,
        })
        .from(activities)
        .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
        .where(eq(campaigns.organizationId, organizationId)),
      jsonRows<UserRow>(db, users, [
        users.id,
        users.name,
        users.surname,
        users.username,
        users.email,
        users.councilId,
      ]),
      jsonRows<EntityRow>(db, entities, [
        entities.id,
        entities.name,
        entities.cif,
        entities.councilId,
        entities.targetId,
      ]),
    ]);
  return {
    states: byId(stateRows, (r) => r.value),
    councils: byId(councilRows, (r) => r.value),
    targets: byId(targetRows, (r) => r.value),
    activities: byId(activityRows, ({ id: _id, ...facts }) => facts),
    applicants: new Map(
      userRows.map(([id, name, surname, username, email, councilId]) => [
        id,
        { name, surname, username, email, councilId },
      ]),
    ),
    entities: new Map(
      entityRows.map(([id, name, cif, councilId, targetId]) => [
        id,
        { name, cif, councilId, targetId },
      ]),
    ),
  };
}
