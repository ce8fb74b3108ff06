import type {
  CentreItem,
  HistoricalEntity,
  HistoricalUser,
} from '@extranet/shared/schemas/entity-admin';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { canSeeUser } from '../../policies/user-visibility.ts';
import { entityReply } from '../../repositories/entity-reply.ts';
import { findUserById } from '../../repositories/users.ts';
import { entitiesByIds, groupOf, linksOfUser, usersOfEntity } from './history-queries.ts';
import { findEntityRow } from './queries.ts';
import { seesEntityUsers } from './rules.ts';

/**
 * `GET entity/list-historical/for-user/:id`
 * (docs/product/administration-and-analytics.md#user-editor,
 * docs/product/administration-and-analytics.md#calls): the entities the user represents or
 * represented (entity_users). The user itself, or role 1+ for a user of its organization; anyone
 * else's id is "not found" (docs/api-conventions.md).
 */
export async function historicalEntitiesOfUser(
  db: Db,
  caller: SessionUser,
  userId: number,
): Promise<HistoricalEntity[]> {
  if (!canSeeUser(caller, await findUserById(db, userId))) throw new AppError('not found');
  const links = await linksOfUser(db, userId);
  const rows = await entitiesByIds(db, [...new Set(links.map((link) => link.entityId))]);
  const byId = new Map(rows.map((row) => [row.id, entityReply.present(row)]));
  return links.flatMap((link) => {
    const entity = byId.get(link.entityId);
    if (!entity) return [];
    return [
      {
        id: link.id,
        text: `${entity.name} (${entity.cif})`,
        isActive: link.active,
        since: link.since.toISOString(),
        until: link.until?.toISOString() ?? null,
        entity,
      },
    ];
  });
}

/**
 * `GET entity/list-historical-users/:id`
 * (docs/product/administration-and-analytics.md#entity-editor): who represents or represented the
 * entity, among the users of the caller's organization. Hidden from role 1
 * (docs/product/administration-and-analytics.md#entities,
 * docs/product/README.md#roles-and-permissions): 403 before anything is read.
 */
export async function historicalUsersOfEntity(
  db: Db,
  caller: SessionUser,
  entityId: number,
): Promise<HistoricalUser[]> {
  if (!seesEntityUsers(caller)) throw new AppError('forbidden');
  if (!(await findEntityRow(db, entityId))) throw new AppError('not found');
  const rows = await usersOfEntity(db, entityId, caller.organizationId);
  return rows.map((row) => ({
    id: row.id,
    text: `${row.user.name} ${row.user.surname} (${row.user.username})`.trim(),
    isActive: row.active,
    since: row.since.toISOString(),
    until: row.until?.toISOString() ?? null,
    user: row.user,
  }));
}

/**
 * `GET entity/list-center-data/:id` (docs/product/administration-and-analytics.md#entity-editor):
 * the entity's group, its main entity first, marked '(Entidad Principal)', then the centres by
 * name. An entity without centres is a group of one.
 */
export async function centresOfEntity(db: Db, entityId: number): Promise<CentreItem[]> {
  const entity = await findEntityRow(db, entityId);
  if (!entity) throw new AppError('not found');
  const rows = await groupOf(db, entity.mainEntityId ?? entity.id);
  return rows.map((row) => {
    const isMain = row.mainEntityId === null;
    return {
      id: row.id,
      name: row.name,
      isMain,
      text: isMain ? `${row.name} (Entidad Principal)` : row.name,
    };
  });
}
