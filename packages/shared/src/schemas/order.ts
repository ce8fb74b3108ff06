import { z } from 'zod';
import { StoredFormField, looseBoolean } from '../forms/form-field.ts';
import { messages } from '../messages.ts';
import { OrderState } from '../order-states.ts';
import { OptionItem } from './common.ts';
import { Entity } from './entity.ts';
import { idSchema } from './db-integer.ts';

/**
 * Contract of the order (solicitud) calls of docs/product/requests.md#calls: replies, paths and the
 * bulk state change. The multipart bodies of `order/create/` and `order/{idOrder}/update/` are in
 * `order-forms.ts`; the lists in `order-list.ts`.
 */

/**
 * One stored answer (docs/product/requests.md#stored-answers): in form order, with the label it
 * had.
 */
export const OrderAnswer = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  /** Text; the chosen values of a checkbox group; the file names of a file field. */
  value: z.union([z.string(), z.array(z.string())]),
});
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/**
 * `POST order/change-states` (docs/product/requests.md#calls, docs/product/requests.md#validation).
 */
export const ChangeStatesRequest = z.object({
  sendMails: looseBoolean.default(true),
  idState: z.coerce
    .number({ error: messages.orderStateRequired })
    .int(messages.orderStateRequired)
    .min(OrderState.Pending, messages.orderStateRequired)
    .max(OrderState.WaitingList, messages.orderStateRequired),
  reason: z.string().trim().max(5000).default(''),
  /** Accept even where places are short (docs/requests-integrity.md): the force dialog's resend. */
  force: looseBoolean.default(false),
  orderList: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((id) => id.trim() !== '') : (v ?? [])),
    z
      .array(idSchema(), { error: messages.ordersSelectOne })
      .min(1, messages.ordersSelectOne)
      .max(5000),
  ),
});
export type ChangeStatesRequest = z.input<typeof ChangeStatesRequest>;

/**
 * `order/create/`'s optional `Idempotency-Key` header (docs/requests-integrity.md): a UUID the
 * request form makes once per submission; a repeat within ten minutes gets the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const OrderCreateHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid(messages.orderIdempotencyKeyInvalid).optional(),
});

/**
 * `change-states` and `send-email`: false when some applicant has no e-mail
 * (docs/product/requests.md#states).
 */
export const MailsQueuedReply = z.object({ mailsQueued: z.boolean() });

export const OrderIdParams = z.object({ idOrder: idSchema() });
export const AssignEntityParams = OrderIdParams.extend({
  idEntity: idSchema(),
});
/** `GET order/{id}/file/{name}`: a stored file of the order. */
export const OrderFileParams = z.object({
  id: idSchema(),
  name: z.string().min(1).max(400),
});

/** Where the SPA downloads an order file (with the bearer token, docs/api-conventions.md#files). */
export const orderFileUrl = (orderId: number, storedName: string) =>
  `/api/order/${orderId}/file/${encodeURIComponent(storedName)}`;

/**
 * A row of the order lists and the order a create answers
 * (docs/product/requests.md#order-lists).
 */
export const OrderSummary = z.object({
  id: z.number().int(),
  /** ISO timestamp of the request. */
  date: z.string(),
  state: OptionItem,
  activityId: z.number().int(),
  activityName: z.string(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  userId: z.number().int(),
  /** Name and surname of the applicant. */
  userName: z.string(),
  /** The validated entity; entityName falls back to the proposed entity's name. */
  entityId: z.number().int().nullable(),
  entityName: z.string().nullable(),
  supervisorId: z.number().int().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/**
 * `order/create/` replies (docs/product/requests.md#waiting-list): waiting list when forced without
 * places.
 */
export const OrderCreateReply = z.object({
  result: z.enum(['OK', 'Places exceeded', 'Places exceeded Full Activity']),
  order: OrderSummary,
});
export type OrderCreateReply = z.infer<typeof OrderCreateReply>;

/** 409 of `order/create/`: 'CANCEL', or 'CANCEL Full Activity' with the places of the date. */
export const OrderConflictReply = z.object({
  error: z.string(),
  message: z.string(),
  remaining: z.number().int().optional(),
  requested: z.number().int().optional(),
  /** 'places exceeded' of a bulk change: the orders that lack places. */
  orderIds: z.array(z.number().int()).optional(),
});

/** A stored file (docs/product/requests.md#stored-answers `fileData`: field, fieldName, file). */
export const OrderFileItem = z.object({
  id: z.number().int(),
  /** The form field's name and its label. */
  field: z.string(),
  fieldName: z.string(),
  form: z.enum(['request', 'management']),
  /** The stored name, and the name it was sent with (cleaned). */
  file: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type OrderFileItem = z.infer<typeof OrderFileItem>;

/**
 * One state change (docs/product/requests.md#states): who (managers only), when, from, to and why.
 */
const OrderHistoryItem = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  from: OptionItem.nullable(),
  to: OptionItem,
  reason: z.string(),
});

/**
 * The appointment of an order (docs/product/calendar.md#appointments): the agreed day
 * (YYYY-MM-DD) and time (HH:MM, or null), and the end its visit type gives (null when unknown).
 */
export const OrderAppointment = z.object({
  date: z.string(),
  time: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type OrderAppointment = z.infer<typeof OrderAppointment>;

/**
 * A reminder mail sent for the order (docs/product/calendar.md#reminders): when (ISO), by hand
 * ('manual', `by` its sender, for managers only) or by the daily job ('automatic', `by` null),
 * and the text added to the mail.
 */
export const OrderReminderItem = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(['manual', 'automatic']),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  addedText: z.string(),
});
export type OrderReminderItem = z.infer<typeof OrderReminderItem>;

/** The proposed entity as stored (older rows may lack fields). */
const StoredEntityProposal = z.looseObject({
  id: z.number().int().optional(),
  name: z.string().optional(),
  cif: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  idCouncil: z.number().int().nullable().optional(),
  idTarget: z.number().int().nullable().optional(),
});

/** `GET order/{id}/get` and the replies of the calls that change one order. */
export const OrderDetail = OrderSummary.extend({
  updatedAt: z.string(),
  stateChangeReason: z.string(),
  activity: z.object({
    id: z.number().int(),
    name: z.string(),
    complement: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    imageUrl: z.string().nullable(),
    active: z.boolean(),
    places: z.number().int(),
    hasDateAndVisitType: z.boolean(),
    campaign: z.object({
      id: z.number().int(),
      name: z.string(),
      supervisorId: z.number().int().nullable(),
    }),
    formMetadata: z.array(StoredFormField),
    /**
     * Private fields only for the campaign's managers
     * (docs/product/campaigns-and-activities.md#management-form).
     */
    formMetadataManagement: z.array(StoredFormField),
  }),
  /** The applicant's contact, for managers only (docs/product/requests.md#order-detail). */
  user: z
    .object({ name: z.string(), surname: z.string(), phone: z.string(), email: z.string() })
    .nullable(),
  /** docs/product/README.md#constants-and-limits: 1 individual, 2 for an entity. */
  entityMode: z.number().int(),
  entity: Entity.nullable(),
  entityData: StoredEntityProposal.nullable(),
  userData: z.array(OrderAnswer),
  userDataManagement: z.array(OrderAnswer),
  fileData: z.array(OrderFileItem),
  /** How many files the viewer may open: the order's attachments, as /attachmentlist counts them. */
  attachments: z.number().int(),
  /** The campaign's gestor, or null when the campaign has none. */
  supervisor: z.object({ id: z.number().int(), name: z.string(), surname: z.string() }).nullable(),
  visitors: z.number().int().nullable(),
  requestedDate: z.string().nullable(),
  history: z.array(OrderHistoryItem),
  /** The agreed appointment, or null when the management form has no agreed date. */
  appointment: OrderAppointment.nullable(),
  /** The reminders sent, oldest first (docs/product/calendar.md#reminders). */
  reminders: z.array(OrderReminderItem),
  /** May change the request answers: the applicant in state 1, or a manager. */
  canEdit: z.boolean(),
  /** ANULAR SOLICITUD: the applicant in state 1 (docs/product/requests.md#order-detail). */
  canCancel: z.boolean(),
  /**
   * Manages the campaign: state, management form, mails, entities
   * (docs/product/README.md#roles-and-permissions).
   */
  isManager: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;
