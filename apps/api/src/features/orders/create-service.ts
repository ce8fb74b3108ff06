import { OrderState } from '@extranet/shared/order-states';
import type { OrderCreateReply } from '@extranet/shared/schemas/order';
import { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../db/client.ts';
import { orderCreatedMail } from '../../mail/order-mails.ts';
import { AppError } from '../../plugins/app-error.ts';
import { removeAllFiles } from '../../plugins/file-store.ts';
import type { SessionUser } from '../../plugins/session-user.ts';
import { prepareRequest, type PreparedRequest } from './create-rules.ts';
import type { OrderDeps } from './deps.ts';
import { receiveOrderForm, type IncomingPart } from './incoming.ts';
import { queueOrderMails } from './mail-facts.ts';
import { commitUploads } from './order-files.ts';
import { allocateOrderId, insertOrder, insertStateChange } from './order-queries.ts';
import { parseForm } from './parse-form.ts';
import { lockActivityPlaces, placeVerdict, placesShortError } from './places.ts';
import { findSummary } from './summary-query.ts';

type CreateResult = OrderCreateReply['result'];

/**
 * Stores a prepared request in one transaction (design.md §5): the activity row is locked
 * first, then its places are counted; short places answer 409 'CANCEL' (or 'CANCEL Full
 * Activity' with the figures) and store nothing, unless `force` puts the order on the waiting
 * list (state 6). The first state's history row, the files and the applicant's mail (outbox)
 * are written in the same transaction.
 */
async function storeRequest(
  tx: Db,
  deps: OrderDeps,
  caller: SessionUser,
  request: PreparedRequest,
  options: { force: boolean; orderId: number | undefined },
): Promise<{ id: number; result: CreateResult }> {
  const activity = await lockActivityPlaces(tx, request.activity.id);
  if (!activity) throw new AppError('activity not found');
  const verdict = await placeVerdict(tx, activity, request);
  if (!verdict.fits && !options.force) throw placesShortError(verdict);
  const stateId = verdict.fits ? OrderState.Pending : OrderState.WaitingList;
  const result: CreateResult = verdict.fits
    ? 'OK'
    : verdict.perDate
      ? 'Places exceeded Full Activity'
      : 'Places exceeded';
  const { id } = await insertOrder(tx, {
    ...(options.orderId === undefined ? {} : { id: options.orderId }),
    userId: request.applicantId,
    activityId: activity.id,
    stateId,
    entityId: request.entityId,
    entityMode: request.entityMode,
    entityData: request.entityData,
    userData: request.userData,
    userDataManagement: request.userDataManagement,
    visitors: request.visitors,
    requestedDate: request.requestedDate,
  });
  await insertStateChange(tx, { orderId: id, changedBy: caller.id, toStateId: stateId });
  await commitUploads(tx, id, request.uploads, []);
  await queueOrderMails(tx, [id], orderCreatedMail, deps.publicUrl);
  return { id, result };
}

/**
 * `POST order/create/` (spec §7): reads the multipart body (files are staged in the new order's
 * folder as they arrive, under an id taken from the sequence beforehand), checks every rule
 * (create-rules.ts), then stores the order. Nothing is left behind when it is refused.
 */
export async function createOrder(
  deps: OrderDeps,
  caller: SessionUser,
  parts: AsyncIterable<IncomingPart>,
): Promise<OrderCreateReply> {
  let orderId: number | undefined;
  const folderId = async () => (orderId ??= await allocateOrderId(deps.db));
  let stored = false;
  try {
    const received = await receiveOrderForm(deps.dataDir, parts, folderId);
    try {
      const form = parseForm(OrderCreateForm, received.fields);
      const request = await prepareRequest(deps.db, caller, form, received.files);
      const { id, result } = await deps.db.transaction((tx) =>
        storeRequest(tx, deps, caller, request, { force: form.force, orderId }),
      );
      stored = true;
      const order = await findSummary(deps.db, id);
      if (!order) throw new AppError('order not found');
      return { result, order };
    } finally {
      await received.discard();
    }
  } finally {
    // The folder of an id taken for a request that was refused holds only its temporary files.
    if (!stored && orderId !== undefined) await removeAllFiles(deps.dataDir, 'order', orderId);
  }
}
