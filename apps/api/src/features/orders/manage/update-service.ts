import { appointmentOf } from '@extranet/shared/forms/appointment';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { OrderState, placeTakingStates } from '@extranet/shared/order-states';
import type { OrderDetail } from '@extranet/shared/schemas/order';
import { OrderUpdateForm } from '@extranet/shared/schemas/order-forms';
import type { Db } from '../../../db/client.ts';
import type { NewOrder } from '../../../db/schema/orders.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { orderStateMail } from '../../../mail/order-mails.ts';
import { removeStoredFile } from '../../../plugins/file-store.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { writeReportFacts } from '../../reports/public.ts';
import { assertSeesOrder, managesOrder } from '../access.ts';
import { acceptTakesPlace, assertAcceptFits } from './accept-places.ts';
import { assertAnswers, placeFacts, recordOf, storedAnswers } from '../answers.ts';
import { findRequestedActivity } from '../request-queries.ts';
import type { OrderDeps } from '../deps.ts';
import { getOrderDetail } from '../detail/detail-service.ts';
import { deleteOrderFiles, filesOfOrder } from '../files/file-queries.ts';
import { receiveOrderForm, type IncomingPart, type StagedUpload } from '../files/incoming.ts';
import { queueOrderMails } from './mail-facts.ts';
import { assignUploads, commitUploads } from '../files/order-files.ts';
import { findOrderScope, updateOrderRow, type OrderScopeRow } from '../order-queries.ts';
import { parseForm } from '../parse-form.ts';
import { lockActivityPlaces, placeVerdict, placesShortError } from '../places.ts';
import { assertReason, assertTransition, changeState } from './state-rules.ts';
import { fileAnswers, planFiles, touchesForm, type FilePlan } from './update-files.ts';

/**
 * The applicant may change its request only while it is pending (docs/product/requests.md#states),
 * and never its state or management form (docs/product/requests.md#states); management answers it
 * sends are ignored.
 */
function assertApplicantMayEdit(order: OrderScopeRow, form: OrderUpdateForm) {
  if (order.stateId !== OrderState.Pending) throw new AppError('order not editable');
  if (form.idState !== undefined && form.idState !== order.stateId) throw new AppError('forbidden');
}

/**
 * A pending applicant asking for more visitors or another date of a dated activity must still
 * fit (docs/product/requests.md#places); managers place orders as they judge.
 */
async function assertStillFits(tx: Db, order: OrderScopeRow, changes: Partial<NewOrder>) {
  if (!placeTakingStates.includes(order.stateId as OrderState)) return;
  const demand = {
    visitors: changes.visitors ?? null,
    requestedDate: changes.requestedDate ?? null,
  };
  const moved = demand.requestedDate !== order.requestedDate;
  if (!moved && (demand.visitors ?? 1) <= (order.visitors ?? 1)) return;
  const activity = await lockActivityPlaces(tx, order.activityId);
  if (!activity?.hasDateAndVisitType) return;
  const verdict = await placeVerdict(tx, activity, demand, order.id);
  if (!verdict.fits) throw placesShortError(verdict);
}

/** The date and visitors an update changes, if it changes them. */
const pick = (changes: Partial<NewOrder>) => ({
  ...(changes.requestedDate === undefined ? {} : { requestedDate: changes.requestedDate }),
  ...(changes.visitors === undefined ? {} : { visitors: changes.visitors }),
});

/**
 * New answers of one form, checked (docs/product/requests.md#validation; files are not required on
 * the detail page).
 */
function answersChange(
  fields: StoredFormField[],
  stored: NewOrder['userData'],
  sent: Record<string, string | string[] | undefined> | undefined,
  plan: FilePlan,
  form: 'request' | 'management',
) {
  const input = { ...recordOf(stored ?? []), ...sent, ...fileAnswers(fields, plan, form) };
  const prefix = form === 'request' ? 'userData' : 'userDataManagement';
  assertAnswers(fields, input, prefix, { skipFileRequired: true });
  return { input, answers: storedAnswers(fields, stored ?? [], input) };
}

/** The whole update under the order's row lock; answers the stored names to delete. */
async function applyUpdate(
  tx: Db,
  publicUrl: string,
  caller: SessionUser,
  orderId: number,
  form: OrderUpdateForm,
  uploads: StagedUpload[],
): Promise<string[]> {
  const order = await findOrderScope(tx, orderId, true);
  assertSeesOrder(caller, order);
  const manager = managesOrder(caller, order);
  if (!manager) assertApplicantMayEdit(order, form);
  const activity = await findRequestedActivity(tx, order.activityId);
  if (!activity) throw new AppError('order not found');
  const request = activity.formMetadata as StoredFormField[];
  const management = activity.formMetadataManagement as StoredFormField[];
  const assigned = assignUploads(
    uploads,
    form.uploadFileNameList ?? [],
    { request, management },
    manager,
  );
  const existing = await filesOfOrder(tx, orderId);
  const plan = planFiles(existing, form.filesToDelete ?? [], assigned, manager);

  const changes: Partial<NewOrder> = {};
  if (form.userData !== undefined || touchesForm(plan, 'request')) {
    const { input, answers } = answersChange(
      request,
      order.userData,
      form.userData,
      plan,
      'request',
    );
    Object.assign(changes, { userData: answers }, placeFacts(request, input));
    if (!manager) await assertStillFits(tx, order, changes);
  }
  if (manager && (form.userDataManagement !== undefined || touchesForm(plan, 'management'))) {
    const sent = form.userDataManagement;
    changes.userDataManagement = answersChange(
      management,
      order.userDataManagement,
      sent,
      plan,
      'management',
    ).answers;
  }
  if (changes.userData !== undefined || changes.userDataManagement !== undefined) {
    // The appointment's columns follow every save of either form (docs/product/calendar.md#appointments).
    Object.assign(
      changes,
      appointmentOf(
        changes.userData ?? order.userData,
        changes.userDataManagement ?? order.userDataManagement,
      ),
    );
  }
  if (Object.keys(changes).length > 0) await updateOrderRow(tx, orderId, changes);
  // The reports' facts follow the answers, in the same transaction
  // (docs/product/reporting.md#facts); a state change alone leaves them as they are.
  if (changes.userData !== undefined || changes.userDataManagement !== undefined) {
    await writeReportFacts(tx, [orderId]);
  }

  const reason = form.stateChangeReason;
  if (manager && form.idState !== undefined && form.idState !== order.stateId) {
    assertReason(form.idState, reason ?? '', 'stateChangeReason');
    assertTransition(order, form.idState);
    if (acceptTakesPlace(order.stateId, form.idState) && !form.force) {
      // Counted with the date and visitors this same update may have just changed.
      await assertAcceptFits(tx, { ...order, ...pick(changes) });
    }
    await changeState(tx, order, { to: form.idState, reason: reason ?? '', by: caller.id });
    // The same mail as the list's bulk change; an applicant without e-mail simply gets none.
    if (form.sendMails) await queueOrderMails(tx, [orderId], orderStateMail, publicUrl);
  } else if (manager && reason !== undefined) {
    await updateOrderRow(tx, orderId, { stateChangeReason: reason });
  }
  await deleteOrderFiles(
    tx,
    plan.removed.map((file) => file.id),
  );
  await commitUploads(tx, orderId, assigned, existing);
  return plan.removed.map((file) => file.storedName);
}

/**
 * `POST order/{idOrder}/update/` (docs/product/requests.md#calls): answers, management answers,
 * state and files of one order, in one transaction. The caller's right to see the order is checked
 * before a byte is written; new files are staged, then renamed into place inside the transaction;
 * replaced and deleted files leave the disk once it has committed.
 */
export async function updateOrder(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: number,
  parts: AsyncIterable<IncomingPart>,
): Promise<OrderDetail> {
  assertSeesOrder(caller, await findOrderScope(deps.db, orderId));
  const received = await receiveOrderForm(deps.dataDir, parts, async () => orderId);
  let removed: string[];
  try {
    const form = parseForm(OrderUpdateForm, received.fields);
    removed = await deps.db.transaction((tx) =>
      applyUpdate(tx, deps.publicUrl, caller, orderId, form, received.files),
    );
  } finally {
    await received.discard();
  }
  for (const name of removed) {
    // After the commit: a failure leaves an unrecorded file, never served
    // (docs/api-conventions.md#files).
    await removeStoredFile(deps.dataDir, 'order', orderId, name).catch(() => false);
  }
  return getOrderDetail(deps.db, caller, orderId);
}
