import { storedFileUrl } from '@extranet/shared/files/upload-schemas';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { OrderState } from '@extranet/shared/order-states';
import { orderFileUrl, type OrderDetail } from '@extranet/shared/schemas/order';
import type { Db } from '../../../db/client.ts';
import type { OrderFile } from '../../../db/schema/orders.ts';
import type { SessionUser } from '../../../plugins/session-user.ts';
import { findEntity } from '../../../repositories/entities.ts';
import { assertSeesOrder, isApplicant, managesOrder } from '../access.ts';
import { findDetailRow, historyOf, remindersOf, type DetailRow } from './detail-queries.ts';
import { filesOfOrder } from '../files/file-queries.ts';
import { summaryReply } from '../summary-reply.ts';

/**
 * Management fields a viewer may see: all for the campaign's managers, the non-private ones
 * for anyone else, the applicant included
 * (docs/product/campaigns-and-activities.md#management-form,
 * docs/product/README.md#roles-and-permissions).
 */
function visibleManagement(form: StoredFormField[], manager: boolean) {
  const fields = manager ? form : form.filter((field) => field.private !== true);
  return { fields, names: new Set(fields.map((field) => field.name)) };
}

const toFileItem = (orderId: number, labels: Map<string, string>) => (file: OrderFile) => ({
  id: file.id,
  field: file.fieldName,
  fieldName: labels.get(`${file.form}:${file.fieldName}`) ?? file.fieldName,
  form: file.form,
  file: file.storedName,
  originalName: file.originalName,
  size: file.size,
  url: orderFileUrl(orderId, file.storedName),
});

/** The OrderDetail reply of a row the caller may see (see assertSeesOrder). */
async function detailOf(db: Db, caller: SessionUser, row: DetailRow): Promise<OrderDetail> {
  const manager = managesOrder(caller, row);
  const applicant = isApplicant(caller, row);
  const request = row.activity.formMetadata as StoredFormField[];
  const management = visibleManagement(
    row.activity.formMetadataManagement as StoredFormField[],
    manager,
  );
  const labels = new Map([
    ...request.map((f) => [`request:${f.name}`, f.label] as const),
    ...management.fields.map((f) => [`management:${f.name}`, f.label] as const),
  ]);
  const files = (await filesOfOrder(db, row.id)).filter(
    (file) => file.form === 'request' || manager || management.names.has(file.fieldName),
  );
  const history = await historyOf(db, row.id);
  const reminders = await remindersOf(db, row.id);
  const canCancel = applicant && row.stateId === OrderState.Pending;
  return {
    ...summaryReply.present(row),
    updatedAt: row.updatedAt.toISOString(),
    stateChangeReason: row.stateChangeReason,
    activity: {
      id: row.activityId,
      name: row.activityName,
      ...row.activity,
      imageUrl: row.activity.image
        ? storedFileUrl('activity', row.activityId, 'image', row.activity.image)
        : null,
      campaign: { id: row.campaignId, name: row.campaignName, supervisorId: row.supervisorId },
      formMetadata: request,
      formMetadataManagement: management.fields,
    },
    user: manager ? row.user : null,
    entityMode: row.entityMode,
    entity: row.entityId === null ? null : ((await findEntity(db, row.entityId)) ?? null),
    entityData: row.entityData ?? null,
    userData: row.userData,
    userDataManagement: manager
      ? row.userDataManagement
      : row.userDataManagement.filter((answer) => management.names.has(answer.name)),
    fileData: files.map(toFileItem(row.id, labels)),
    attachments: files.length,
    supervisor:
      row.supervisorId === null || row.supervisor === null
        ? null
        : { id: row.supervisorId, name: row.supervisor.name, surname: row.supervisor.surname },
    visitors: row.visitors,
    requestedDate: row.requestedDate,
    history: history.map((h) => ({
      id: h.id,
      at: h.at.toISOString(),
      // Who changed it is for the managers; the applicant sees when, what and why.
      by: manager && h.byId !== null ? { id: h.byId, name: h.byName } : null,
      from: h.fromId === null ? null : { id: h.fromId, value: h.fromValue ?? '' },
      to: { id: h.toId, value: h.toValue },
      reason: h.reason,
    })),
    appointment:
      row.agreedDate === null
        ? null
        : { date: row.agreedDate, time: row.agreedTime, endTime: row.agreedEndTime },
    reminders: reminders.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      kind: r.kind,
      // As in the history: who sent it is for the managers.
      by: manager && r.byId !== null ? { id: r.byId, name: r.byName } : null,
      addedText: r.addedText,
    })),
    canEdit: manager || canCancel,
    canCancel,
    isManager: manager,
  };
}

/**
 * `GET order/{id}/get` (docs/product/requests.md#calls), and the reply of every call that changes
 * one order: the applicant and the campaign's managers see it; anyone else gets 'No se ha
 * encontrado la solicitud' (404, docs/api-conventions.md#error-replies).
 */
export async function getOrderDetail(db: Db, caller: SessionUser, id: number) {
  const row = await findDetailRow(db, id);
  assertSeesOrder(caller, row);
  return detailOf(db, caller, row);
}
