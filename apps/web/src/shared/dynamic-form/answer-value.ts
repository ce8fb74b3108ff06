import type { AnswerValue } from '@extranet/shared/forms/answer-rules';
import { toIsoDate } from '@extranet/shared/forms/answer-rules';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import dayjs, { isDayjs } from 'dayjs';

/**
 * Conversions between what the antd controls of a dynamic form hold (text, numbers, dayjs
 * dates, chosen values, File objects) and the answers the shared rules check and the API
 * stores (docs/product/requests.md#stored-answers: text, or a string array for checkbox groups and
 * files).
 */

/** The File objects a file control holds (empty for anything else). */
export function filesOf(value: unknown): File[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is File => typeof File !== 'undefined' && item instanceof File);
}

const itemText = (item: unknown): string =>
  typeof File !== 'undefined' && item instanceof File ? item.name : String(item);

/**
 * The answer of a control's value: dates as YYYY-MM-DD, numbers as text, lists as string
 * arrays (files by name); undefined when nothing was given.
 */
export function toAnswerValue(value: unknown): AnswerValue | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(itemText);
  if (isDayjs(value)) return value.isValid() ? value.format('YYYY-MM-DD') : undefined;
  return String(value);
}

/** The answer to send for a field: never undefined ('' or [] when unanswered). */
export function answerToSend(field: StoredFormField, value: unknown): AnswerValue {
  const answer = toAnswerValue(value);
  if (answer !== undefined) return answer;
  return field.type === 'checkbox-group' || field.type === 'file' ? [] : '';
}

/** A stored answer as its control's value (the order detail shows stored answers). */
export function toControlValue(field: StoredFormField, answer: AnswerValue | undefined): unknown {
  if (answer === undefined) return undefined;
  const text = Array.isArray(answer) ? answer.join(', ') : answer;
  switch (field.type) {
    case 'checkbox-group':
      return Array.isArray(answer) ? answer : answer === '' ? [] : [answer];
    case 'file':
      return undefined;
    case 'date': {
      const iso = toIsoDate(text);
      return iso ? dayjs(iso) : undefined;
    }
    case 'number':
      return text.trim() === '' ? undefined : Number(text.replace(',', '.'));
    default:
      return text;
  }
}

/** The value a field starts with: the options formBuilder marks `selected`, if any. */
export function defaultControlValue(field: StoredFormField): unknown {
  const selected = (field.values ?? []).filter((option) => option.selected === true);
  if (selected.length === 0) return undefined;
  if (field.type === 'checkbox-group') return selected.map((option) => option.value);
  return selected[0]?.value;
}
