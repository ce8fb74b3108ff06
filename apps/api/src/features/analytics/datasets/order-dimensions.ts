import { eq } from 'drizzle-orm';
import { activities } from '../../../db/schema/activities.ts';
import { campaigns } from '../../../db/schema/campaigns.ts';
import { entities } from '../../../db/schema/entities.ts';
import { councils, orderStates, targets, users } from '../../../db/schema/users.ts';
import type { Scope } from '../dataset.ts';

export interface ActivityFacts {
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
      db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          username: users.username,
          email: users.email,
          councilId: users.councilId,
        })
        .from(users),
      db
        .select({
          id: entities.id,
          name: entities.name,
          cif: entities.cif,
          councilId: entities.councilId,
          targetId: entities.targetId,
        })
        .from(entities),
    ]);
  return {
    states: byId(stateRows, (r) => r.value),
    councils: byId(councilRows, (r) => r.value),
    targets: byId(targetRows, (r) => r.value),
    activities: byId(activityRows, ({ id: _id, ...facts }) => facts),
    applicants: byId(userRows, ({ id: _id, ...facts }) => facts),
    entities: byId(entityRows, ({ id: _id, ...facts }) => facts),
  };
}
