import { appointmentOf } from '@extranet/shared/forms/appointment';
import { OrderState, orderStateNames } from '@extranet/shared/order-states';
import type { OrderCreateReply, OrderSummary } from '@extranet/shared/schemas/order';
import { OrderCreateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../../db/client.ts';
import { orderCreatedMail } from '../../../mail/order-mails.ts';
import { enqueueMail } from '../../../mail/outbox.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { removeAllFiles } from '../../../plugins/file-store.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { writeNewOrderReportFactsWith } from '../../reports/public.ts';
import { findApplicant } from '../request-queries.ts';
import { answerOf, onceForKey } from './idempotency.ts';
import { applicantOf, prepareRequest, type PreparedRequest } from './create-rules.ts';
import type { OrderDeps } from '../deps.ts';
import { receiveOrderForm, type IncomingPart } from '../files/incoming.ts';
import { commitUploads } from '../files/order-files.ts';
import { allocateOrderId, insertOrder, insertStateChange } from '../order-queries.ts';
import { parseForm } from '../parse-form.ts';
import { placeVerdict, placesShortError } from '../places.ts';

type CreateResult = OrderCreateReply['result'];

/** The applicant as the reply and the mail name it. */
type Applicant = NonNullable<Awaited<ReturnType<typeof findApplicant>>>;

/** The reply's order, from what the transaction already holds. */
function summaryOf(
  request: PreparedRequest,
  applicant: Applicant,
  stored: { id: number; createdAt: Date; stateId: OrderState },
) {
  const { activity } = request;
  const { id, createdAt, stateId } = stored;
  const order: OrderSummary = {
    id,
    date: createdAt.toISOString(),
    state: { id: stateId, value: orderStateNames[stateId] },
    activityId: activity.id,
    activityName: activity.name,
    campaignId: activity.campaignId,
    campaignName: activity.campaignName,
    userId: applicant.id,
    userName: `${applicant.name} ${applicant.surname}`.trim(),
    entityId: request.entityId,
    entityName: request.entityName,
    supervisorId: activity.supervisorId,
  };
  return order;
}

/**
 * Stores a prepared request (its activity row is locked since prepareRequest): places are
 * counted (docs/product/requests.md#places); short places answer 409 'CANCEL' (or 'CANCEL Full
 * Activity' with the figures) and store nothing, unless `force` puts the order on the waiting list
 * (state 6). The first state's history row, the files and the applicant's mail (outbox) go in the
 * same transaction.
 */
async function storeRequest(
  tx: Db,
  deps: OrderDeps,
  caller: SessionUser,
  request: PreparedRequest,
  options: { force: boolean; orderId: number | undefined },
): Promise<OrderCreateReply> {
  const verdict = await placeVerdict(tx, request.activity, request);
  if (!verdict.fits && !options.force) throw placesShortError(verdict);
  const stateId = verdict.fits ? OrderState.Pending : OrderState.WaitingList;
  const result: CreateResult = verdict.fits
    ? 'OK'
    : verdict.perDate
      ? 'Places exceeded Full Activity'
      : 'Places exceeded';
  const appointment = appointmentOf(request.userData, request.userDataManagement);
  const { id, createdAt } = await insertOrder(tx, {
    ...(options.orderId === undefined ? {} : { id: options.orderId }),
    userId: request.applicantId,
    activityId: request.activity.id,
    stateId,
    entityId: request.entityId,
    entityMode: request.entityMode,
    entityData: request.entityData,
    userData: request.userData,
    userDataManagement: request.userDataManagement,
    visitors: request.visitors,
    requestedDate: request.requestedDate,
    ...appointment,
  });
  // The first state's history row and the reports' facts (docs/product/reporting.md#facts), in
  // one statement.
  const stateChange = insertStateChange(tx, {
    orderId: id,
    changedBy: caller.id,
    toStateId: stateId,
  });
  await writeNewOrderReportFactsWith(tx, stateChange, {
    orderId: id,
    createdAt,
    userData: request.userData,
    userDataManagement: request.userDataManagement,
    agreedDate: appointment.agreedDate,
    agreedTime: appointment.agreedTime,
    activity: request.activity,
  });
  await commitUploads(tx, id, request.uploads, []);
  // Read only for a stored request: a refused one never needs the applicant's name or address.
  const applicant = await findApplicant(tx, request.applicantId);
  if (!applicant) throw new AppError('not found');
  const order = summaryOf(request, applicant, { id, createdAt, stateId });
  const email = applicant.email.trim();
  if (email !== '') {
    const facts = { ...order, createdAt, reason: '', applicantName: order.userName };
    const answers = request.userData;
    await enqueueMail(tx, orderCreatedMail(email, { ...facts, answers }, deps.publicUrl));
  }
  return { result, order };
}

/**
 * `POST order/create/` (docs/product/requests.md#calls): reads the multipart body (files are staged
 * in the new order's folder as they arrive, under an id taken from the sequence beforehand), then
 * in one transaction locks the activity, checks every rule (create-rules.ts) and stores the order.
 * Nothing is left behind when it is refused. With an `idempotencyKey` the same user's repeat
 * within ten minutes gets the first call's answer and stores nothing (idempotency.ts).
 */
export async function createOrder(
  deps: OrderDeps,
  caller: SessionUser,
  parts: AsyncIterable<IncomingPart>,
  idempotencyKey?: string,
): Promise<OrderCreateReply> {
  let orderId: number | undefined;
  const folderId = async () => (orderId ??= await allocateOrderId(deps.db));
  let stored = false;
  try {
    const received = await receiveOrderForm(deps.dataDir, parts, folderId);
    try {
      const form = parseForm(OrderCreateForm, received.fields);
      // Outside the transaction: the activity lock is held only for what needs it.
      const applicantId = await applicantOf(deps.db, caller, form.idUser);
      const work = async (tx: Db) => {
        const request = await prepareRequest(tx, caller, applicantId, form, received.files);
        return storeRequest(tx, deps, caller, request, { force: form.force, orderId });
      };
      if (idempotencyKey === undefined) {
        const reply = await deps.db.transaction(work);
        stored = true;
        return reply;
      }
      const { replayed, outcome } = await deps.db.transaction((tx) =>
        onceForKey(tx, caller.id, idempotencyKey, work),
      );
      // A replay stored nothing: the folder of the id it took holds only its temporary files.
      stored = !replayed && 'ok' in outcome;
      return answerOf(outcome);
    } finally {
      await received.discard();
    }
  } finally {
    // The folder of an id taken for a request that was refused holds only its temporary files.
    if (!stored && orderId !== undefined) await removeAllFiles(deps.dataDir, 'order', orderId);
  }
}
