import {
  companionNumber,
  findOtherVisitorsField,
  findRequestedDateField,
  findVisitTypeField,
  findVisitorsField,
  norm,
  type RoleField,
} from '@extranet/shared/forms/field-roles';
import { visitDurationHours } from '@extranet/shared/forms/visit-durations';
import {
  answerText,
  buildPairs,
  chosenLabels,
  fieldsByName,
  MAX_FORM_PAIRS,
  MAX_MANAGEMENT_PAIRS,
  type Pair,
  type PairAnswer,
  type PairField,
} from '@extranet/shared/reports/form-pairs';
import {
  parseDay,
  parseInteger,
  readManagementValues,
  type CatalogueAnswer,
  type ManagementValues,
} from '@extranet/shared/reports/management-catalogue';
import { FACTS_VERSION } from './facts-version.ts';

/** An order as its facts read it: its stored answers, its day and its appointment columns. */
export interface FactsOrder {
  userData: readonly PairAnswer[] | null;
  userDataManagement: readonly PairAnswer[] | null;
  /** The day the order was made, YYYY-MM-DD in the TIME_ZONE setting. */
  requestDay: string;
  /**
   * The appointment as the order's columns keep it (docs/product/calendar.md#appointments);
   * undefined for answers that are not a stored order yet (historic pairs), read then by the
   * label catalogue.
   */
  agreedDate?: string | null;
  agreedTime?: string | null;
}

/** A form field as the facts read it: name, type, label and options. */
export type FactsField = PairField & Partial<RoleField>;

/** The activity's forms: the options of select, radio and checkbox fields. */
export interface FactsActivity {
  formMetadata: readonly FactsField[] | null;
  formMetadataManagement: readonly FactsField[] | null;
}

/** One order's row of `order_report_facts`, without its order id. */
export interface ReportFacts {
  factsVersion: number;
  requestDay: string;
  formPairs: Pair[];
  mgmtPairs: Pair[];
  formLast: number;
  mgmtLast: number;
  visitors: number | null;
  requestedDate: string | null;
  visitType: string | null;
  visitHours: number | null;
  companions: string[];
  otherVisitors: string | null;
  price: number | null;
  completionDate: string | null;
  units: number | null;
  agreedDate: string | null;
  agreedTime: string | null;
  bus: boolean;
  busCost: number | null;
  pickup: string | null;
  blueContainers: number | null;
  yellowContainers: number | null;
  blueBins: number | null;
  yellowBins: number | null;
  realParticipants: number | null;
  plannedDate: string | null;
  doneDate: string | null;
}

/** Stored answers as a list of objects, whatever JSON an old order kept (an empty pair for junk). */
const answerList = (answers: unknown): PairAnswer[] =>
  Array.isArray(answers)
    ? answers.map((answer: unknown) =>
        answer !== null && typeof answer === 'object'
          ? (answer as PairAnswer)
          : { label: '', value: '' },
      )
    : [];

/** A request answer with the role-rule view of its field and its display text. */
interface ReadAnswer extends RoleField {
  raw: unknown;
  text: string;
}

/** A stored value as text to parse: historic JSON may hold a number. */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The type of a historic answer that came as a ready label/value pair, without one: a date or a
 * number by its value, a visit type by its label or a 'VISITA…' value, a textarea for the other
 * visitors, else text (docs/product/reporting.md#field-roles).
 */
function inferredType(label: string, value: unknown): string {
  if (Array.isArray(value)) return 'checkbox-group';
  const text = textOf(value);
  if (parseDay(text)) return 'date';
  if (/^\d+([.,]\d+)?$/.test(text)) return 'number';
  const name = norm(label);
  if (name.includes('tipo de visita') || name.includes('modalidad')) return 'select';
  if (text.toUpperCase().startsWith('VISITA')) return 'select';
  if (/acompa[nñ]antes/.test(name) || name.includes('visitantes')) return 'textarea';
  return 'text';
}

/** The request answers as the role rules read them, with the options of the activity's form. */
function readAnswers(
  answers: readonly PairAnswer[] | null,
  fields: readonly FactsField[] | null,
): ReadAnswer[] {
  const byName = fieldsByName(fields);
  return (answers ?? []).map((answer) => {
    const label = typeof answer.label === 'string' ? answer.label : '';
    const name = typeof answer.name === 'string' ? answer.name : '';
    const typed = typeof answer.type === 'string' && answer.type !== '';
    const type = typed ? (answer.type as string) : inferredType(label, answer.value);
    const options = byName.get(name)?.values;
    const text = answerText(type, answer.value, options).trim();
    // A historic visit type offers its own value, as the rule's "option starting VISITA".
    const values = options ?? (typed ? undefined : [{ label: text, value: text }]);
    return { name, label, type, values, raw: answer.value, text };
  });
}

/** The visitors count: a whole number of none or more, else null. */
function visitorsOf(answer: ReadAnswer | undefined): number | null {
  const count = answer ? parseInteger(textOf(answer.raw)) : null;
  return count !== null && count >= 0 ? count : null;
}

/**
 * Companions 1 to 4 (docs/product/reporting.md#field-roles): the answers of each companion's
 * fields joined with ' · ', the non-empty ones in order.
 */
function companionsOf(answers: readonly ReadAnswer[]): string[] {
  const byNumber: string[][] = [[], [], [], []];
  for (const answer of answers) {
    const n = companionNumber(answer);
    if (n !== undefined && answer.text !== '') byNumber[n - 1]?.push(answer.text);
  }
  return byNumber.map((texts) => texts.join(' · ')).filter((text) => text !== '');
}

/** The management answers as the catalogue reads them: ticked labels, or the display text. */
function catalogueAnswers(
  answers: readonly PairAnswer[] | null,
  fields: readonly FactsField[] | null,
): CatalogueAnswer[] {
  const byName = fieldsByName(fields);
  return (answers ?? []).map((answer) => {
    const options = answer.name === undefined ? undefined : byName.get(answer.name)?.values;
    const label = typeof answer.label === 'string' ? answer.label : '';
    const value = Array.isArray(answer.value)
      ? chosenLabels(answer.type, answer.value, options)
      : answerText(answer.type, answer.value, options);
    return { label, value };
  });
}

/**
 * The appointment and the other management facts. The appointment is the order's columns, which
 * every save keeps in step with the answers (docs/product/calendar.md#appointments); answers not
 * stored as an order (historic pairs) give it through the catalogue.
 */
function managementFacts(order: FactsOrder, values: ManagementValues): ManagementValues {
  if (order.agreedDate === undefined && order.agreedTime === undefined) return values;
  values.agreedDate = order.agreedDate ?? null;
  values.agreedTime = order.agreedTime ?? null;
  return values;
}

/**
 * The report facts of one order (docs/product/reporting.md#facts): its request and management
 * pairs, what the field roles find in its request answers (docs/product/reporting.md#field-roles)
 * and what the label catalogue reads in its management answers
 * (docs/product/reporting.md#management-catalogue). Pure: the same answers always give the same
 * facts, and no answer can make it fail.
 */
export function extractReportFacts(stored: FactsOrder, activity: FactsActivity): ReportFacts {
  const order = {
    ...stored,
    userData: answerList(stored.userData),
    userDataManagement: answerList(stored.userDataManagement),
  };
  const form = buildPairs(order.userData, activity.formMetadata, MAX_FORM_PAIRS);
  const mgmt = buildPairs(
    order.userDataManagement,
    activity.formMetadataManagement,
    MAX_MANAGEMENT_PAIRS,
  );
  const answers = readAnswers(order.userData, activity.formMetadata);
  const dateAnswer = findRequestedDateField(answers);
  const requestedDate = dateAnswer ? parseDay(textOf(dateAnswer.raw)) : null;
  const visitType = findVisitTypeField(answers)?.text || null;
  const management = managementFacts(
    order,
    readManagementValues(
      catalogueAnswers(order.userDataManagement, activity.formMetadataManagement),
    ),
  );
  return {
    factsVersion: FACTS_VERSION,
    requestDay: order.requestDay,
    formPairs: form.pairs,
    mgmtPairs: mgmt.pairs,
    formLast: form.last,
    mgmtLast: mgmt.last,
    visitors: visitorsOf(findVisitorsField(answers)),
    requestedDate,
    visitType,
    visitHours: visitType === null ? null : (visitDurationHours(visitType) ?? null),
    companions: companionsOf(answers),
    otherVisitors: findOtherVisitorsField(answers)?.text || null,
    price: management.price,
    completionDate: management.completionDate,
    units: management.units,
    agreedDate: management.agreedDate,
    agreedTime: management.agreedTime,
    bus: management.bus,
    busCost: management.busCost,
    pickup: management.pickup,
    blueContainers: management.blueContainers,
    yellowContainers: management.yellowContainers,
    blueBins: management.blueBins,
    yellowBins: management.yellowBins,
    realParticipants: management.realParticipants,
    plannedDate: management.agreedDate ?? requestedDate,
    doneDate: management.completionDate ?? management.agreedDate ?? requestedDate,
  };
}

/**
 * Answers of a historic order that came as ready label/value pairs
 * (docs/product/reporting.md#facts): they go through extractReportFacts like any other, their
 * types read from their values.
 */
export function answersFromPairs(pairs: readonly (readonly [string, string])[]): PairAnswer[] {
  return pairs.map(([label, value]) => ({ label, value }));
}
