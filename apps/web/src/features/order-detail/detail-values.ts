import { isHiddenField, type AnswerValue } from '@extranet/shared/forms/answer-rules';
import { findVisitorsField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OrderAnswer, OrderDetail } from '@extranet/shared/schemas/order';
import { answerToSend, toControlValue } from '@/shared/dynamic-form/answer-value';
import { fieldShown } from '@/shared/dynamic-form/field-visibility';
import { orderDetailTexts as t } from './order-detail-texts';

/** The detail's one antd Form: both dynamic forms, and the state selector of manager mode. */
export interface DetailFormValues {
  answers: Record<string, unknown>;
  management: Record<string, unknown>;
  idState?: number;
  stateChangeReason?: string;
  /**
   * Mail the applicant when GUARDAR changes the state (docs/product/requests.md#states), on by
   * default.
   */
  sendMails?: boolean;
}

/** Where each dynamic form keeps its answers inside the detail's Form. */
export const ANSWERS = 'answers';
export const MANAGEMENT = 'management';

/** Stored answers → field name → value (docs/product/requests.md#stored-answers). */
const answerRecord = (answers: readonly OrderAnswer[]): Record<string, AnswerValue> =>
  Object.fromEntries(answers.map((answer) => [answer.name, answer.value]));

/**
 * The controls' values of stored answers: dates as dayjs, numbers as numbers, checkbox groups
 * as arrays. Files are not values (the stored ones are listed apart); a field answered before
 * it existed starts empty.
 */
export function controlValues(
  fields: readonly StoredFormField[],
  answers: readonly OrderAnswer[],
): Record<string, unknown> {
  const stored = answerRecord(answers);
  return Object.fromEntries(
    fields.map((field) => [field.name, toControlValue(field, stored[field.name])]),
  );
}

/**
 * The management fields a viewer sees: all, private ones marked, in manager mode; the public
 * ones otherwise (docs/product/README.md#roles-and-permissions; the API already leaves private ones
 * out for non-managers).
 */
export function managementFieldsFor(
  fields: readonly StoredFormField[],
  manager: boolean,
): StoredFormField[] {
  if (!manager) return fields.filter((field) => field.private !== true);
  return fields.map((field) =>
    field.private === true ? { ...field, label: `${field.label} (${t.privateField})` } : field,
  );
}

/** The Form's first values for an order. */
export function initialDetailValues(
  order: Pick<OrderDetail, 'activity' | 'userData' | 'userDataManagement' | 'state'> & {
    stateChangeReason: string;
  },
  managementFields: readonly StoredFormField[],
): DetailFormValues {
  return {
    answers: controlValues(order.activity.formMetadata, order.userData),
    management: controlValues(managementFields, order.userDataManagement),
    idState: order.state.id,
    stateChangeReason: order.stateChangeReason,
    sendMails: true,
  };
}

/**
 * Which request fields are on screen: the visitors count shows companions
 * (docs/product/requests.md#order-detail).
 */
export function requestFieldShown(
  fields: readonly StoredFormField[],
  values: Readonly<Record<string, unknown>>,
): (field: StoredFormField) => boolean {
  const visitors = findVisitorsField(fields);
  return fieldShown(fields, visitors ? values[visitors.name] : undefined);
}

/** Which management fields are on screen: all but '--' ones. */
export const managementFieldShown = (field: StoredFormField) => !isHiddenField(field);

/**
 * The answers to send for one form (docs/product/requests.md#stored-answers): each field on screen
 * with its value; a field hidden by the visitors count is sent empty (as the request form does); a
 * '--' field is left out, so the server keeps what is stored; files are left out too (the server
 * describes them from the files it keeps and receives).
 */
export function answersToSend(
  fields: readonly StoredFormField[],
  values: Readonly<Record<string, unknown>>,
  shown: (field: StoredFormField) => boolean,
): OrderAnswer[] {
  return fields
    .filter((field) => field.type !== 'file' && !isHiddenField(field))
    .map((field) => ({
      name: field.name,
      label: field.label,
      type: field.type,
      value: answerToSend(field, shown(field) ? values[field.name] : undefined),
    }));
}
