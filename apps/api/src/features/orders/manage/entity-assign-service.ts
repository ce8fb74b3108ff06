import { messages } from '@extranet/shared/messages';
import type { EntityCreate } from '@extranet/shared/schemas/entity';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { entityUsers } from '../../../db/schema/entities.ts';
import { councils, targets } from '../../../db/schema/users.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { insertEntity, newEntityRow } from '../../../repositories/entities.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { assertManagesOrder } from '../access.ts';
import { findEntityRow } from '../request-queries.ts';
import type { OrderDeps } from '../deps.ts';
import { getOrderDetail } from '../detail/detail-service.ts';
import { findOrderScope, updateOrderRow, type OrderScopeRow } from '../order-queries.ts';

/**
 * Validates the order's entity (docs/product/requests.md#entities-on-a-request: "validated" means
 * entity_id is set) and records that its applicant represents the entity (entity_users), unless it
 * already does.
 */
async function setOrderEntity(tx: Db, order: OrderScopeRow, entityId: number) {
  await updateOrderRow(tx, order.id, { entityId, entityMode: 2 });
  const [link] = await tx
    .select({ id: entityUsers.id })
    .from(entityUsers)
    .where(
      and(
        eq(entityUsers.userId, order.userId),
        eq(entityUsers.entityId, entityId),
        eq(entityUsers.active, true),
      ),
    )
    .limit(1);
  if (!link) await tx.insert(entityUsers).values({ userId: order.userId, entityId, active: true });
}

/** Locks an order the caller manages (403 for role 0, 404 outside its campaigns). */
async function managedOrderForUpdate(tx: Db, caller: SessionUser, orderId: number) {
  const order = await findOrderScope(tx, orderId, true);
  assertManagesOrder(caller, order);
  return order;
}

/**
 * `POST order/{idOrder}/assign-entity/{idEntity}` (docs/product/requests.md#order-detail entity
 * search).
 */
export async function assignEntity(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
  entityId: number,
): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await managedOrderForUpdate(tx, caller, orderId);
    const entity = await findEntityRow(tx, entityId);
    if (!entity) throw new AppError('not found');
    await setOrderEntity(tx, order, entity.id);
  });
  return getOrderDetail(deps.db, caller, orderId);
}

const exists = async (tx: Db, table: typeof councils | typeof targets, id: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

/**
 * `POST order/{idOrder}/create-assign-entity`: a manager creates the entity the applicant
 * proposed (the client prefills it from entityData; the CIF comes cleaned and checked by the
 * shared schema) and assigns it to the order.
 */
export async function createAndAssignEntity(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
  input: EntityCreate,
): Promise<OrderDetail> {
  await deps.db.transaction(async (tx) => {
    const order = await managedOrderForUpdate(tx, caller, orderId);
    if (!(await exists(tx, councils, input.idCouncil))) {
      throw new AppError('validation', { idCouncil: messages.councilRequired });
    }
    if (!(await exists(tx, targets, input.idTarget))) {
      throw new AppError('validation', { idTarget: messages.entityTargetRequired });
    }
    const entity = await insertEntity(tx, newEntityRow(input));
    if (!entity) throw new AppError('internal');
    await setOrderEntity(tx, order, entity.id);
  });
  return getOrderDetail(deps.db, caller, orderId);
}
