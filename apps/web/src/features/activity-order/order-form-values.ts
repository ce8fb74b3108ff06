import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Activity } from '@extranet/shared/schemas/activity';
import { defaultControlValue } from '@/shared/dynamic-form/answer-value';
import { today } from '@/shared/time/today';
import { EntityMode } from './entity-rules';
import type { EntityValues } from './order-payload';

/** The request form's values: the entity block and the answers by field name. */
export interface OrderFormValues {
  entity: EntityValues;
  answers: Record<string, unknown>;
}

/** Where the dynamic form keeps its answers inside the request form. */
export const ANSWERS = 'answers';

/**
 * The value a field starts with: a '{email}' text (docs/product/requests.md#validation) starts with
 * the applicant's own address; a choice with the options formBuilder marks selected.
 */
function initialAnswer(field: StoredFormField, email: string): unknown {
  if (field.type === 'text' && field.placeholder?.includes('{email}') && email) return email;
  return defaultControlValue(field);
}

/**
 * The form's first values: an individual request (docs/product/README.md#constants-and-limits mode
 * 1) with the preset answers.
 */
export function initialOrderValues(
  fields: readonly StoredFormField[],
  user: { email: string },
): OrderFormValues {
  return {
    entity: { mode: EntityMode.Individual },
    answers: Object.fromEntries(
      fields.map((field) => [field.name, initialAnswer(field, user.email)]),
    ),
  };
}

/**
 * docs/product/requests.md#states: out of time when inactive or when its end date is before today,
 * the day of the server's zone (shared/time/today.ts), as the server decides it on order/create.
 */
export function isOutOfTime(
  activity: Pick<Activity, 'active' | 'endDate'>,
  day: string = today(),
): boolean {
  return !activity.active || activity.endDate < day;
}
