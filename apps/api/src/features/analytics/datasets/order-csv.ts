import { csvField } from '@extranet/shared/csv/csv';
import { spanishDate } from '../csv-writer.ts';
import { answerText, NO_ANSWERS, realParticipants, type AnswerLists } from '../order-answers.ts';
import type { RawOrder } from './order-batches.ts';
import type { OrderDimensions } from './order-dimensions.ts';
import { orderCouncilOf, orderTargetOf } from './order-place.ts';

const EMPTY = '""';
const int = (value: number | null) => (value === null ? EMPTY : `"${value}"`);
const date = (value: string | null) => (value ? csvField(spanishDate(value)) : EMPTY);

/** A map whose values are made on first use: a fragment of a CSV line per id. */
const memo = <K, V>(make: (key: K) => V) => {
  const made = new Map<K, V>();
  return (key: K): V => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
};

/** `count` label/value pairs as CSV fields, the missing ones empty (reports.md §1.2). */
function pairFields(
  [labels, values, types]: AnswerLists,
  count: number,
  labelField: (label: string) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const label = labels[i];
    out +=
      label === undefined
        ? ';"";""'
        : `;${labelField(label)};${csvField(answerText(types[i], values[i]))}`;
  }
  return out;
}

/**
 * The solicitudes.csv line of an order, written straight from what the database gives (no
 * `Row` in between), or null when the order is not one of the organization's. The same cells
 * as `orderRow` written by csvChunks: csv-writer.test.ts compares both. What repeats (an
 * activity with its campaign, an applicant, a state, an entity, a council, a target) is
 * written once per export and reused.
 */
export function orderCsvLine(
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): (order: RawOrder) => string | null {
  const activity = memo((id: number) => {
    const facts = dims.activities.get(id);
    if (!facts) return null;
    const { campaignId, campaign, edition, name } = facts;
    return `"${campaignId}";${csvField(campaign)};${csvField(edition)};"${id}";${csvField(name)}`;
  });
  const state = memo((id: number) => `"${id}";${csvField(dims.states.get(id) ?? null)}`);
  const applicant = memo((id: number) => {
    const user = dims.applicants.get(id);
    if (!user) return `"${id}";"";"";"";""`;
    const { name, surname, username, email } = user;
    return `"${id}";${csvField(name)};${csvField(surname)};${csvField(username)};${csvField(email)}`;
  });
  const validated = memo((id: number) => {
    const { name, cif } = dims.entities.get(id) ?? { name: null, cif: null };
    return `"${id}";"Sí";${csvField(name)};${csvField(cif)}`;
  });
  const council = memo((id: number) => `"${id}";${csvField(dims.councils.get(id) ?? null)}`);
  const target = memo((id: number) => `"${id}";${csvField(dims.targets.get(id) ?? null)}`);
  // A form's labels repeat on every order of its activity.
  const label = memo((text: string) => csvField(text));

  return (order) => {
    const [id, created, stateId, reason, activityId, userId, entityId] = order;
    const activityFields = activity(activityId);
    if (activityFields === null) return null;
    const [, , , , , , , , visitors, requested, name, cif] = order;
    const entity = entityId ? dims.entities.get(entityId) : undefined;
    const councilId = orderCouncilOf(order, entity, dims.applicants.get(userId));
    const targetId = orderTargetOf(order, entity);
    const management = order[15] ?? NO_ANSWERS;
    // The validated entity's name and CIF, else the proposed entity's (a validated entity
    // missing from the map, which its foreign key prevents, falls back the same way).
    const entityFields = entity
      ? validated(entityId ?? 0)
      : `${int(entityId)};${entityId ? '"Sí"' : '"No"'};${csvField(name || null)};${csvField(cif || null)}`;
    return (
      `"${id}";${date(created)};${state(stateId)};${csvField(reason ?? '')};${activityFields};` +
      `${applicant(userId)};${entityFields};` +
      `${councilId === null ? '"";""' : council(councilId)};` +
      `${targetId === null ? '"";""' : target(targetId)};` +
      `${int(visitors)};${int(realParticipants(management))};${date(requested)}` +
      `${pairFields(order[14] ?? NO_ANSWERS, pairs.form, label)}` +
      `${pairFields(management, pairs.management, label)}\r\n`
    );
  };
}
