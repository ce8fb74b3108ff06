import { toDisplayDate } from '../forms/answer-rules.ts';

/**
 * The label/value pairs of an order's stored answers (docs/product/reporting.md#facts): what the
 * reports show as label_i / value_i, and the analytics export as its pair columns.
 */

/**
 * At most 41 request-form and 16 management pairs (docs/product/README.md#constants-and-limits);
 * fields past them are left out of reports and exports.
 */
export const MAX_FORM_PAIRS = 41;
export const MAX_MANAGEMENT_PAIRS = 16;

/** One pair: the label as it was defined (a leading '--' kept) and the value's display text. */
export type Pair = [label: string, value: string];

/** A stored answer (docs/product/requests.md#stored-answers); historic ones may lack a type. */
export interface PairAnswer {
  name?: string;
  label: string;
  type?: string;
  value: unknown;
}

/** What the display text reads of a field of the activity's form: its options. */
export interface PairField {
  name: string;
  values?: readonly { label: string; value: string }[] | undefined;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Values shown exactly as stored: historic file references and addresses. */
const isVerbatim = (text: string) => text.startsWith('FICHERO') || text.startsWith('http');

/** A stored value as text or a list of texts, whatever JSON a historic order kept. */
function valueOf(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : String(v ?? '')));
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '' : String(value);
}

/** The label of the option whose value is `value`, else the value itself. */
function optionLabel(options: PairField['values'], value: string): string {
  return options?.find((option) => option.value === value)?.label ?? value;
}

/**
 * The display text of a stored answer (docs/product/reporting.md#facts): text, textarea and number
 * as entered; a date as DD/MM/YYYY; a select or radio group as the chosen option's label (when the
 * form still offers it); a checkbox group as the chosen labels joined with ', '; files as their
 * names joined with ', '. Values beginning with 'FICHERO' or 'http' are kept as they are.
 */
export function answerText(
  type: string | undefined,
  value: unknown,
  options?: PairField['values'],
): string {
  const stored = valueOf(value);
  if (Array.isArray(stored)) {
    const labels = type === 'checkbox-group' ? stored.map((v) => optionLabel(options, v)) : stored;
    return labels.join(', ');
  }
  if (isVerbatim(stored)) return stored;
  if (type === 'date') return ISO_DATE.test(stored) ? toDisplayDate(stored) : stored;
  if (type === 'select' || type === 'radio-group') return optionLabel(options, stored);
  return stored;
}

/**
 * The chosen options' labels of a checkbox group (the values of any other answer as they are),
 * for rules that read what was ticked ('Si').
 */
export function chosenLabels(
  type: string | undefined,
  value: unknown,
  options?: PairField['values'],
): string[] {
  const stored = valueOf(value);
  const values = Array.isArray(stored) ? stored : [stored];
  return type === 'checkbox-group' ? values.map((v) => optionLabel(options, v)) : values;
}

/** The fields of a form by name, for their options. */
export const fieldsByName = <F extends PairField>(fields: readonly F[] | null | undefined) =>
  new Map((fields ?? []).map((field) => [field.name, field]));

export interface Pairs {
  /** At most `max` pairs, in the order the answers are stored (form order). */
  pairs: Pair[];
  /** The 1-based index of the last pair with a label or a value; 0 when there is none. */
  last: number;
}

/**
 * The pairs of one form's stored answers (docs/product/reporting.md#facts): the i-th answer gives
 * pair i, up to `max`; labels are kept as they were answered, values as their display text, with
 * the options of the activity's form `fields` (by field name).
 */
export function buildPairs(
  answers: readonly PairAnswer[] | null | undefined,
  fields: readonly PairField[] | null | undefined,
  max: number,
): Pairs {
  const byName = fieldsByName(fields);
  const pairs: Pair[] = [];
  let last = 0;
  const list = answers ?? [];
  for (let i = 0; i < list.length && i < max; i++) {
    const answer = list[i] as PairAnswer;
    const label = typeof answer.label === 'string' ? answer.label : '';
    const options = answer.name === undefined ? undefined : byName.get(answer.name)?.values;
    const text = answerText(answer.type, answer.value, options);
    pairs.push([label, text]);
    if (label.trim() !== '' || text.trim() !== '') last = pairs.length;
  }
  return { pairs, last };
}
