import type { Entity, EntityPage } from '@extranet/shared/schemas/entity';
import type { EntityByFilterQuery } from '@extranet/shared/schemas/entity';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { entities } from '../../db/schema/entities.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { assertMayNameUser } from '../../policies/named-user.ts';
import { entityReply } from '../../repositories/entity-reply.ts';
import { selectEntities } from '../../repositories/entities.ts';
import { countEntities, entitiesOfUser, matchesSearch, ofTargets } from './queries.ts';

/** A user's entities are never more than a handful; a safe cap all the same. */
const USER_ENTITIES_MAX = 200;

/**
 * `entity/list/for-user/:idUser?targets` (docs/product/requests.md#calls): the entities the user
 * represents and those validated on its orders. Only one's own id, unless role 2+ naming a user of
 * its own organization (else 404, as if the user did not exist:
 * docs/api-conventions.md#ids-naming-a-user).
 */
export async function listEntitiesForUser(
  db: Db,
  caller: SessionUser,
  userId: number,
  targetIds: number[] | undefined,
): Promise<Entity[]> {
  await assertMayNameUser(db, caller, userId);
  const rows = await selectEntities(db, {
    where: and(entitiesOfUser(userId), ofTargets(targetIds)),
    limit: USER_ENTITIES_MAX,
  });
  return rows.map((row) => entityReply.present(row));
}

/**
 * `entity/list/by-filter?name&cif&targets` (docs/product/requests.md#entities-on-a-request): the
 * entity search of the request form and of the order detail, for any logged-in user, 10 a page;
 * disabled entities are left out.
 */
export async function searchEntities(
  db: Db,
  query: z.output<typeof EntityByFilterQuery>,
): Promise<EntityPage> {
  const where = and(
    eq(entities.disabled, false),
    matchesSearch(query.name, query.cif),
    ofTargets(query.targets),
  );
  const rows = await selectEntities(db, {
    where,
    limit: query._pagesize,
    offset: query._page * query._pagesize,
  });
  return {
    items: rows.map((row) => entityReply.present(row)),
    // docs/api-conventions.md#campaign-and-activity-lists: the total is counted on page 0 only.
    total: query._page === 0 ? await countEntities(db, where) : null,
  };
}
