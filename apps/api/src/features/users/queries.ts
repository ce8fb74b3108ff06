import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { orders } from '../../db/schema/orders.ts';
import { organizations, users } from '../../db/schema/users.ts';

export const deleteUserRow = (db: Db, id: number) =>
  db
    .delete(users)
    .where(eq(users.id, id))
    .returning({ id: users.id })
    .then((rows) => rows.length);

export const organizationExists = (db: Db, id: number) =>
  db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .then((rows) => rows.length > 0);

export const countOrdersOfUser = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .then((rows) => rows[0]?.n ?? 0);

export const countCampaignsSupervisedBy = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(campaigns)
    .where(eq(campaigns.supervisorId, userId))
    .then((rows) => rows[0]?.n ?? 0);

/** All organizations, or only `onlyId`, in id order. */
export const listOrganizations = (db: Db, onlyId?: number) =>
  db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(onlyId === undefined ? undefined : eq(organizations.id, onlyId))
    .orderBy(organizations.id);
