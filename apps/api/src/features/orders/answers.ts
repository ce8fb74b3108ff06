import {
  checkAnswers,
  toIsoDate,
  type AnswersCheckOptions,
  type AnswerValue,
} from '@extranet/shared/forms/answer-rules';
import { findRequestedDateField, findVisitorsField } from '@extranet/shared/forms/field-roles';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { OrderAnswer } from '../../db/schema/orders.ts';
import { AppError } from '../../plugins/app-error.ts';

/** Answers by field name, as the forms send them and the rules check them. */
export type AnswerRecord = Record<string, AnswerValue | undefined>;

/** Types whose answer is a list: the chosen options, the file names. */
const listTypes = new Set(['checkbox-group', 'file']);

/** Stored answers → field name → value. */
export const recordOf = (answers: readonly OrderAnswer[]): AnswerRecord =>
  Object.fromEntries(answers.map((answer) => [answer.name, answer.value]));

/** One answer as it is stored: dates as YYYY-MM-DD, lists as arrays, text trimmed. */
function normalized(field: StoredFormField, value: AnswerValue | undefined): AnswerValue {
  if (listTypes.has(field.type)) return value === undefined ? [] : [value].flat();
  const text = (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
  return field.type === 'date' ? (toIsoDate(text) ?? text) : text;
}

const same = (a: AnswerValue, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers to store (docs/product/requests.md#stored-answers): one per field of the form, in
 * form order, `{ name, label, type, value }`. An answer given now takes the field's label of now;
 * one left as it was keeps its stored entry, label included, so later form edits keep old answers
 * readable; answers to fields no longer in the form are kept at the end.
 */
export function storedAnswers(
  form: readonly StoredFormField[],
  previous: readonly OrderAnswer[],
  input: AnswerRecord,
): OrderAnswer[] {
  const before = new Map(previous.map((answer) => [answer.name, answer]));
  const answers = form.map((field): OrderAnswer => {
    const old = before.get(field.name);
    const value = normalized(field, field.name in input ? input[field.name] : old?.value);
    if (old && same(old.value, value)) return old;
    return { name: field.name, label: field.label, type: field.type, value };
  });
  const names = new Set(form.map((field) => field.name));
  return [...answers, ...previous.filter((answer) => !names.has(answer.name))];
}

/**
 * Checks answers with the rules of docs/product/requests.md#validation shared with the browser;
 * refuses with 400 naming each field as `<form>.<name>` (e.g. `userData.fecha`) and the documented
 * message.
 */
export function assertAnswers(
  form: readonly StoredFormField[],
  answers: AnswerRecord,
  prefix: 'userData' | 'userDataManagement',
  options: AnswersCheckOptions = {},
): void {
  const refused = checkAnswers(form, answers, options);
  const entries = Object.entries(refused);
  if (entries.length === 0) return;
  throw new AppError(
    'validation',
    Object.fromEntries(entries.map(([name, message]) => [`${prefix}.${name}`, message])),
  );
}

/**
 * The facts the places rule reads from the request answers (docs/product/requests.md#places,
 * docs/product/requests.md#stored-answers): the visitors count and the requested date, null when
 * the form has no such field or it is unanswered.
 */
export function placeFacts(
  form: readonly StoredFormField[],
  answers: AnswerRecord,
): { visitors: number | null; requestedDate: string | null } {
  const visitorsField = findVisitorsField(form);
  const dateField = findRequestedDateField(form);
  const visitorsText = visitorsField ? answers[visitorsField.name] : undefined;
  const visitors = typeof visitorsText === 'string' ? Number(visitorsText.replace(',', '.')) : NaN;
  const dateText = dateField ? answers[dateField.name] : undefined;
  return {
    visitors: Number.isFinite(visitors) && visitors >= 0 ? Math.round(visitors) : null,
    requestedDate: typeof dateText === 'string' ? toIsoDate(dateText) : null,
  };
}
