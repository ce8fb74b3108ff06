import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { entities, entityUsers } from '../../db/schema/entities.ts';
import { orders } from '../../db/schema/orders.ts';
import { cifPrefixPattern, cleanedCif } from '../../repositories/entities.ts';

export const countEntities = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(entities)
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);

/** Entities of some targets only; no condition when none are named. */
export const ofTargets = (targetIds: number[] | undefined) =>
  targetIds?.length ? inArray(entities.targetId, targetIds) : undefined;

/**
 * The entities a user represents (entity_users, active) and the validated entities of its
 * orders: what the request form offers first (docs/product/requests.md#calls
 * `entity/list/for-user`).
 */
export const entitiesOfUser = (userId: number) =>
  and(
    eq(entities.disabled, false),
    sql`(${entities.id} in (select ${entityUsers.entityId} from ${entityUsers} where ${
      entityUsers.userId
    } = ${userId} and ${entityUsers.active}) or ${entities.id} in (select ${
      orders.entityId
    } from ${orders} where ${orders.userId} = ${userId} and ${orders.entityId} is not null))`,
  );

/** Name contains `name` (case-insensitive); the CIF, dashes left out, starts with `cif`. */
export function matchesSearch(name: string, cif: string): SQL | undefined {
  return and(
    name ? sql`${entities.name} ilike ${containsPattern(name)}` : undefined,
    cif ? sql`${cleanedCif} like ${cifPrefixPattern(cif)}` : undefined,
  );
}
