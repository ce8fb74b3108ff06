import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { entities, entityUsers } from '../../db/schema/entities.ts';
import { users } from '../../db/schema/users.ts';
import { selectEntities } from '../../repositories/entities.ts';

/** More links than anyone has; a safe cap on the historical lists all the same. */
const HISTORY_MAX = 500;

/** The entity_users rows of a user: current links first, then the newest. */
export const linksOfUser = (db: Db, userId: number) =>
  db
    .select({
      id: entityUsers.id,
      entityId: entityUsers.entityId,
      active: entityUsers.active,
      since: entityUsers.since,
      until: entityUsers.until,
    })
    .from(entityUsers)
    .where(eq(entityUsers.userId, userId))
    .orderBy(desc(entityUsers.active), desc(entityUsers.since), desc(entityUsers.id))
    .limit(HISTORY_MAX);

/** Entities by id, with what the Entity reply needs. */
export const entitiesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectEntities(db, { where: inArray(entities.id, ids), limit: ids.length });

/**
 * The users of an entity who belong to `organizationId` (the lists are scoped to the caller's
 * organization), with their links: current ones first, then the newest.
 */
export const usersOfEntity = (db: Db, entityId: number, organizationId: number) =>
  db
    .select({
      id: entityUsers.id,
      active: entityUsers.active,
      since: entityUsers.since,
      until: entityUsers.until,
      user: {
        id: users.id,
        username: users.username,
        name: users.name,
        surname: users.surname,
        email: users.email,
        role: users.role,
        disabled: users.disabled,
      },
    })
    .from(entityUsers)
    .innerJoin(users, eq(users.id, entityUsers.userId))
    .where(and(eq(entityUsers.entityId, entityId), eq(users.organizationId, organizationId)))
    .orderBy(desc(entityUsers.active), desc(entityUsers.since), desc(entityUsers.id))
    .limit(HISTORY_MAX);

/** A group: the main entity `mainId` first, then its centres by name. */
export const groupOf = (db: Db, mainId: number) =>
  db
    .select({ id: entities.id, name: entities.name, mainEntityId: entities.mainEntityId })
    .from(entities)
    .where(or(eq(entities.id, mainId), eq(entities.mainEntityId, mainId)))
    .orderBy(sql`${entities.id} <> ${mainId}`, sql`lower(${entities.name})`, asc(entities.id))
    .limit(HISTORY_MAX);
