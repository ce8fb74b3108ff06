import { isHiddenField } from '@extranet/shared/forms/answer-rules';
import {
  companionNumber,
  findOtherVisitorsField,
  findVisitorsField,
  type RoleField,
} from '@extranet/shared/forms/field-roles';

/**
 * docs/product/README.md#constants-and-limits: the companion control handles up to 5 visitors
 * individually: the applicant and up to four companions ('Datos acompañante 1' … '4',
 * docs/product/requests.md#request-form). More visitors are described in the one combined field
 * instead.
 */
const MAX_INDIVIDUAL_VISITORS = 5;

/** The visitors count typed so far, or null when there is none. */
export function visitorsCount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const count = Number(String(value).replace(',', '.'));
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : null;
}

/**
 * Which fields a person sees (docs/product/requests.md#request-form): never a field whose label
 * starts with '--'; with a visitors-count field in the form, companion N shows while N is below the
 * count (the applicant is the first visitor) and the count is at most 5, and the combined field
 * shows above 5. Without a visitors-count field every other field shows. (The old client polled
 * the DOM for the form; here visibility follows the value.)
 */
export function fieldShown<F extends RoleField>(
  fields: readonly F[],
  visitorsValue: unknown,
): (field: F) => boolean {
  const visitorsField = findVisitorsField(fields);
  const combined = findOtherVisitorsField(fields);
  const count = visitorsCount(visitorsValue) ?? 0;
  return (field) => {
    if (isHiddenField(field)) return false;
    if (!visitorsField) return true;
    if (field === combined) return count > MAX_INDIVIDUAL_VISITORS;
    const companion = companionNumber(field);
    if (companion === undefined) return true;
    return count <= MAX_INDIVIDUAL_VISITORS && companion < count;
  };
}

/** The name path of a field's answer inside the surrounding form. */
export const answerPath = (name: string, namePrefix?: string): string | string[] =>
  namePrefix ? [namePrefix, name] : name;
