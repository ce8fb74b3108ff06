import { CSV_BETWEEN_FIELDS, csvFieldText as text, csvLineOfTexts } from '@extranet/shared/csv/csv';
import { answerText } from '@extranet/shared/reports/form-pairs';
import { spanishDate } from '../csv-writer.ts';
import {
  realParticipants,
  type Answers,
  type AnswerShape,
  type AnswerShapes,
} from '../order-answers.ts';
import { formAnswers, managementAnswers, type RawOrder } from './order-batches.ts';
import type { OrderDimensions } from './order-dimensions.ts';
import { orderCouncilOf, orderTargetOf } from './order-place.ts';

/** The texts of several consecutive fields as one piece of a line's field texts. */
const fields = (...texts: string[]) => texts.join(CSV_BETWEEN_FIELDS);
const int = (value: number | null) => (value === null ? '' : String(value));
const date = (value: string | null) => (value ? text(spanishDate(value)) : '');
/** No council (or no target): its id and its name empty. */
const NO_PLACE = fields('', '');

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

/**
 * `count` label/value pairs as field texts, the missing ones empty
 * (docs/product/administration-and-analytics.md#analytics).
 */
function pushPairs(
  texts: string[],
  { shape: { types }, values }: Answers,
  labelTexts: string[],
  count: number,
): void {
  for (let i = 0; i < count; i++) {
    const label = labelTexts[i];
    if (label === undefined) texts.push('', '');
    else texts.push(label, text(answerText(types[i], values[i])));
  }
}

/**
 * The solicitudes.csv line of an order, written straight from what the database gives (no
 * `Row` in between), or null when the order is not one of the organization's. The same cells
 * as `orderRow` written by csvChunks: csv-writer.test.ts compares both. What repeats (an
 * activity with its campaign, an applicant, a state, an entity, a council, a target) is
 * written once per export and reused. Each line is its field texts joined in one pass
 * (csvLineOfTexts), so it is one flat string.
 */
export function orderCsvLine(
  dims: OrderDimensions,
  pairs: { form: number; management: number },
): (order: RawOrder, shapes: AnswerShapes) => string | null {
  const activity = memo((id: number) => {
    const facts = dims.activities.get(id);
    if (!facts) return null;
    const { campaignId, campaign, edition, name } = facts;
    return fields(String(campaignId), text(campaign), text(edition), String(id), text(name));
  });
  const state = memo((id: number) => fields(String(id), text(dims.states.get(id) ?? null)));
  const applicant = memo((id: number) => {
    const user = dims.applicants.get(id);
    if (!user) return fields(String(id), '', '', '', '');
    const { name, surname, username, email } = user;
    return fields(String(id), text(name), text(surname), text(username), text(email));
  });
  const validated = memo((id: number) => {
    const { name, cif } = dims.entities.get(id) ?? { name: null, cif: null };
    return fields(String(id), 'Sí', text(name), text(cif));
  });
  const council = memo((id: number) => fields(String(id), text(dims.councils.get(id) ?? null)));
  const target = memo((id: number) => fields(String(id), text(dims.targets.get(id) ?? null)));
  // A shape's labels, the same on every order of its form.
  const labelTexts = memo((shape: AnswerShape) => shape.labels.map((label) => text(label)));
  // One array for every line: filled, joined, emptied.
  const texts: string[] = [];

  return (order, shapes) => {
    const [id, created, stateId, reason, activityId, userId, entityId] = order;
    const activityFields = activity(activityId);
    if (activityFields === null) return null;
    const [, , , , , , , , visitors, requested, name, cif] = order;
    const answers = formAnswers(order, shapes);
    const management = managementAnswers(order, shapes);
    const entity = entityId ? dims.entities.get(entityId) : undefined;
    const councilId = orderCouncilOf(order, entity, dims.applicants.get(userId));
    const targetId = orderTargetOf(order, entity);
    // The validated entity's name and CIF, else the proposed entity's (a validated entity
    // missing from the map, which its foreign key prevents, falls back the same way).
    const entityFields = entity
      ? validated(entityId ?? 0)
      : fields(int(entityId), entityId ? 'Sí' : 'No', text(name || null), text(cif || null));
    texts.length = 0;
    texts.push(
      String(id),
      date(created),
      state(stateId),
      text(reason ?? ''),
      activityFields,
      applicant(userId),
      entityFields,
      councilId === null ? NO_PLACE : council(councilId),
      targetId === null ? NO_PLACE : target(targetId),
      int(visitors),
      int(realParticipants(management)),
      date(requested),
    );
    pushPairs(texts, answers, labelTexts(answers.shape), pairs.form);
    pushPairs(texts, management, labelTexts(management.shape), pairs.management);
    return csvLineOfTexts(texts);
  };
}
