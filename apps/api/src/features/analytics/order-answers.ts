import { norm } from '@extranet/shared/forms/field-roles';
import type { OrderAnswer } from '../../db/schema/orders.ts';

/** A stored answer's value: text, or a checkbox group's or a file field's list. */
export type AnswerValue = OrderAnswer['value'];

/**
 * The labels and types of a form's answers, in form order, shared by every order that answered
 * the form alike (`answer_shapes`, schema/orders.ts); `participantsAt` is where the real
 * participants are answered (docs/product/campaigns-and-activities.md#management-form), or -1.
 */
export interface AnswerShape {
  labels: OrderAnswer['label'][];
  types: OrderAnswer['type'][];
  participantsAt: number;
}

/** The shapes an export has read, by id (order-batches.ts). */
export type AnswerShapes = ReadonlyMap<number, AnswerShape>;

/** One form's answers of an order: their shape and their values. */
export interface Answers {
  shape: AnswerShape;
  values: AnswerValue[];
}

/**
 * The shape `id` of `shapes`. A batch brings every shape its orders name, read in the same
 * query (and a shape is never removed), so a missing one is a fault, not data to skip.
 */
export function shapeOf(shapes: AnswerShapes, id: number): AnswerShape {
  const shape = shapes.get(id);
  if (!shape) throw new Error(`answer shape ${id} is not in its batch`);
  return shape;
}

/**
 * At most 41 request-form and 16 management pairs (docs/product/README.md#constants-and-limits,
 * docs/product/administration-and-analytics.md#analytics).
 */
export const MAX_FORM_PAIRS = 41;
export const MAX_MANAGEMENT_PAIRS = 16;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The display text of a stored answer (docs/product/administration-and-analytics.md#analytics): a
 * date as DD/MM/YYYY, a checkbox group or a file list joined with ', ', anything else as entered
 * (FICHERO… and http… values kept as they are).
 */
export function answerText(type: string | undefined, value: AnswerValue | undefined): string {
  if (typeof value !== 'string') return Array.isArray(value) ? value.join(', ') : '';
  if (type !== 'date') return value;
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * The label_i / value_i pairs of docs/product/administration-and-analytics.md#analytics as a flat
 * row part: `count` pairs, in form order, the missing ones empty. Labels are kept as they were, a
 * leading '--' included.
 */
export function answerPairs(
  { shape: { labels, types }, values }: Answers,
  count: number,
): (string | null)[] {
  const cells: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const label = labels[i];
    cells.push(label ?? null, label === undefined ? null : answerText(types[i], values[i]));
  }
  return cells;
}

/**
 * docs/product/campaigns-and-activities.md#management-form: 'participantes reales' and its synonym,
 * compared after norm().
 */
const REAL_PARTICIPANTS_LABELS = new Set([
  'participantes reales',
  'numero de participantes reales',
]);

/**
 * A decimal as docs/product/campaigns-and-activities.md#management-form parses it: spaces and '€'
 * out; with a ',' the '.' are thousands and the ',' the decimal point. Null when it is not a
 * number.
 */
function parseDecimal(text: string): number | null {
  let plain = text.replace(/[\s€]/g, '');
  if (plain.includes(',')) plain = plain.replace(/\./g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** The shape of answers with these labels and types. */
export function answerShape(
  labels: OrderAnswer['label'][],
  types: OrderAnswer['type'][],
): AnswerShape {
  const participantsAt = labels.findIndex((label) => REAL_PARTICIPANTS_LABELS.has(norm(label)));
  return { labels, types, participantsAt };
}

/**
 * The real participants answered in the management form
 * (docs/product/campaigns-and-activities.md#management-form), or null.
 */
export function realParticipants({ shape, values }: Answers): number | null {
  const answer = values[shape.participantsAt];
  if (typeof answer !== 'string') return null;
  const value = parseDecimal(answer);
  return value === null ? null : Math.round(value);
}
