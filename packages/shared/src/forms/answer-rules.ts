import { messages } from '../messages.ts';
import { MAX_UPLOAD_BYTES } from '../files/allowed-types.ts';
import { isValidEmail } from '../validators/email.ts';
import { isLooseDni } from '../validators/loose-dni.ts';
import { isValidHhmm } from '../validators/time-hhmm.ts';
import {
  companionNumber,
  findOtherVisitorsField,
  findVisitTypeField,
  norm,
  type RoleField,
} from './field-roles.ts';
import { DATE_BOUND } from './form-field.ts';
import { limits } from '../limits.ts';

/**
 * The rules of docs/product/requests.md#validation for one answer, shared by the request form in
 * the browser and by the server, which checks every answer again (so both refuse the same input
 * with the same words). Dates travel as YYYY-MM-DD (docs/api-conventions.md#dates); DD/MM/YYYY is
 * read too.
 */

/** An answer as the forms hold it: text, or the chosen values of a checkbox group / the files. */
export type AnswerValue = string | string[];

/** What the rules read of a field definition (a FormField or a stored one). */
export interface AnswerField extends RoleField {
  required?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
  placeholder?: string | undefined;
  validation?: string | undefined;
}

/** docs/product/README.md#constants-and-limits "Default date window 1970 to 2050". */
const DEFAULT_DATE_RANGE = { min: '1970-01-01', max: '2050-12-31' } as const;

/**
 * The visit type the client sets when it resends with force
 * (docs/product/requests.md#waiting-list).
 */
export const HALF_DAY_VISIT_TYPE = 'MEDIA JORNADA.';

/**
 * docs/product/requests.md#request-form: a field whose label starts with '--' is
 * hidden.
 */
export const isHiddenField = (field: { label: string }) => field.label.trim().startsWith('--');

/**
 * Companion fields and the combined visitors field show or hide with the visitors count
 * (docs/product/requests.md#request-form); only the browser knows whether they are on screen.
 */
const isVisibilityDependent = (field: RoleField, fields: readonly RoleField[]) =>
  companionNumber(field) !== undefined || findOtherVisitorsField(fields) === field;

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' of a real calendar day → 'YYYY-MM-DD'; null otherwise. */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const toDisplayDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The dates a date field accepts: the bound written '>= dd/mm/yyyy' or '<= dd/mm/yyyy' in its
 * validation, else in its placeholder, and the default window on the other side
 * (docs/product/requests.md#validation).
 */
export function dateBoundsOf(field: AnswerField): { min: string; max: string } {
  const bounds: { min: string; max: string } = { ...DEFAULT_DATE_RANGE };
  for (const source of [field.validation, field.placeholder]) {
    const match = DATE_BOUND.exec((source ?? '').trim());
    if (!match) continue;
    const iso = toIsoDate(`${match[2]}/${match[3]}/${match[4]}`);
    if (!iso) continue;
    if (match[1] === '>=') bounds.min = iso;
    else bounds.max = iso;
    break;
  }
  return bounds;
}

/**
 * docs/product/README.md#constants-and-limits, docs/product/campaigns-and-activities.md#files: a
 * file whose size / 1,024,000 is over 50 is refused.
 */
export const isFileTooLarge = (bytes: number) => bytes > MAX_UPLOAD_BYTES;

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

const optionValues = (field: AnswerField) => (field.values ?? []).map((option) => option.value);

/** The message of a text answer checked by its placeholder (hh:mm, {email}, DNI). */
function checkPlaceholder(field: AnswerField, text: string): string | undefined {
  const placeholder = (field.placeholder ?? '').trim();
  if (norm(placeholder) === 'hh:mm' && !isValidHhmm(text)) return messages.answerTimeFormat;
  if (placeholder.includes('{email}') && !isValidEmail(text)) return messages.answerEmail;
  if (/\bdni\b/i.test(placeholder) && !isLooseDni(text)) return messages.answerDni;
  return undefined;
}

function checkNumber(field: AnswerField, text: string): string | undefined {
  const value = Number(text.replace(',', '.'));
  // A count (visitors) is stored in an integer column: past its range is never a real answer.
  const outside =
    !Number.isFinite(value) ||
    Math.abs(value) > limits.maxDbInteger ||
    (field.min !== undefined && value < field.min) ||
    (field.max !== undefined && value > field.max);
  return outside ? messages.answerNumberRange : undefined;
}

function checkDate(field: AnswerField, text: string): string | undefined {
  const iso = toIsoDate(text);
  if (!iso) return messages.activityDateInvalid;
  const { min, max } = dateBoundsOf(field);
  if (iso < min) return `${messages.answerDatePrefix}>= ${toDisplayDate(min)}`;
  if (iso > max) return `${messages.answerDatePrefix}<= ${toDisplayDate(max)}`;
  return undefined;
}

export interface AnswerCheckOptions {
  /** Required is not checked (a hidden field, or a file on the order-detail page). */
  skipRequired?: boolean;
  /** Extra values a choice field accepts (the half day of the visit type). */
  extraOptions?: readonly string[];
}

/**
 * The Spanish message refusing one answer, or undefined when it passes: required ('Campo
 * requerido'), choices among the options, numbers within min/max, dates within their bounds,
 * and text by its placeholder. Files are checked for presence only (their size and type are
 * checked where the bytes are).
 */
export function checkAnswer(
  field: AnswerField,
  value: AnswerValue | undefined,
  options: AnswerCheckOptions = {},
): string | undefined {
  if (isEmpty(value)) {
    return field.required === true && !options.skipRequired ? messages.fieldRequired : undefined;
  }
  const values = Array.isArray(value) ? value : [value ?? ''];
  const text = values.join(', ').trim();
  switch (field.type) {
    case 'number':
      return checkNumber(field, text);
    case 'date':
      return checkDate(field, text);
    case 'select':
    case 'radio-group':
    case 'checkbox-group': {
      const allowed = [...optionValues(field), ...(options.extraOptions ?? [])];
      const single = field.type !== 'checkbox-group' && values.length > 1;
      return single || values.some((v) => !allowed.includes(v)) ? messages.answerOption : undefined;
    }
    case 'text':
    case 'textarea':
      return checkPlaceholder(field, text);
    default:
      return undefined;
  }
}

export interface AnswersCheckOptions {
  /**
   * docs/product/requests.md#validation: the file requirement is skipped on the order-detail page.
   */
  skipFileRequired?: boolean;
  /** Whether the person sees a field; by default hidden and visitor-dependent fields are not. */
  isVisible?: (field: AnswerField) => boolean;
}

/**
 * Checks every answer of a form: field name → message for those refused (empty when all pass).
 * A field that is not on screen is never required (docs/product/requests.md#validation: "text and
 * file fields count only if visible"; a '--' field is never visible). The visit type also takes the
 * half day.
 */
export function checkAnswers(
  fields: readonly AnswerField[],
  answers: Readonly<Record<string, AnswerValue | undefined>>,
  options: AnswersCheckOptions = {},
): Record<string, string> {
  const visitType = findVisitTypeField(fields);
  const isVisible =
    options.isVisible ??
    ((field: AnswerField) => !isHiddenField(field) && !isVisibilityDependent(field, fields));
  const refused: Record<string, string> = {};
  for (const field of fields) {
    const skipRequired =
      !isVisible(field) || (field.type === 'file' && options.skipFileRequired === true);
    const extraOptions = field === visitType ? [HALF_DAY_VISIT_TYPE] : [];
    const message = checkAnswer(field, answers[field.name], { skipRequired, extraOptions });
    if (message) refused[field.name] = message;
  }
  return refused;
}
