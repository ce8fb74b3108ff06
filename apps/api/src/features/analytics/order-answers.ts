import { norm } from '@extranet/shared/forms/field-roles';
import type { OrderAnswer } from '../../db/schema/orders.ts';

/**
 * An order's stored answers as the exports read them: the labels, the values and the types,
 * in form order (datasets/order-batches.ts).
 */
export type AnswerLists = [
  labels: OrderAnswer['label'][],
  values: OrderAnswer['value'][],
  types: OrderAnswer['type'][],
];

/** At most 41 request-form and 16 management pairs (spec §9, reports.md §1.2). */
export const MAX_FORM_PAIRS = 41;
export const MAX_MANAGEMENT_PAIRS = 16;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The display text of a stored answer (reports.md §1.2): a date as DD/MM/YYYY, a checkbox
 * group or a file list joined with ', ', anything else as entered (FICHERO… and http… values
 * kept as they are).
 */
export function answerText(
  type: string | undefined,
  value: OrderAnswer['value'] | undefined,
): string {
  if (typeof value !== 'string') return Array.isArray(value) ? value.join(', ') : '';
  if (type !== 'date') return value;
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * The label_i / value_i pairs of reports.md §1.2 as a flat row part: `count` pairs, in form
 * order, the missing ones empty. Labels are kept as they were, a leading '--' included.
 */
export function answerPairs(
  [labels, values, types]: AnswerLists,
  count: number,
): (string | null)[] {
  const cells: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const label = labels[i];
    cells.push(label ?? null, label === undefined ? null : answerText(types[i], values[i]));
  }
  return cells;
}

/** reports.md §1.4: 'participantes reales' and its synonym, compared after norm(). */
const REAL_PARTICIPANTS_LABELS = new Set([
  'participantes reales',
  'numero de participantes reales',
]);

/**
 * A decimal as reports.md §1.4 parses it: spaces and '€' out; with a ',' the '.' are thousands
 * and the ',' the decimal point. Null when it is not a number.
 */
export function parseDecimal(text: string): number | null {
  let plain = text.replace(/[\s€]/g, '');
  if (plain.includes(',')) plain = plain.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** norm() of the labels seen so far: an export meets the same few labels 100,000 times. */
const normOfLabel = new Map<string, string>();
const normLabel = (label: string) => {
  let normed = normOfLabel.get(label);
  if (normed === undefined) {
    normed = norm(label);
    if (normOfLabel.size > 5_000) normOfLabel.clear();
    normOfLabel.set(label, normed);
  }
  return normed;
};

/** The real participants answered in the management form (reports.md §1.4), or null. */
export function realParticipants([labels, values]: AnswerLists): number | null {
  const at = labels.findIndex((label) => REAL_PARTICIPANTS_LABELS.has(normLabel(label)));
  const answer = values[at];
  if (typeof answer !== 'string') return null;
  const value = parseDecimal(answer);
  return value === null ? null : Math.round(value);
}
