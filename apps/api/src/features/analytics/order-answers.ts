import { answerText } from '@extranet/shared/reports/form-pairs';
import { catalogueEntryOf, parseInteger } from '@extranet/shared/reports/management-catalogue';
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

/** The shape of answers with these labels and types. */
export function answerShape(
  labels: OrderAnswer['label'][],
  types: OrderAnswer['type'][],
): AnswerShape {
  // 'participantes reales' and its synonym, as the reports' label catalogue reads them
  // (docs/product/campaigns-and-activities.md#management-form).
  const participantsAt = labels.findIndex(
    (label) => catalogueEntryOf(label)?.key === 'realParticipants',
  );
  return { labels, types, participantsAt };
}

/**
 * The real participants answered in the management form
 * (docs/product/campaigns-and-activities.md#management-form), or null.
 */
export function realParticipants({ shape, values }: Answers): number | null {
  const answer = values[shape.participantsAt];
  return typeof answer === 'string' ? parseInteger(answer) : null;
}
