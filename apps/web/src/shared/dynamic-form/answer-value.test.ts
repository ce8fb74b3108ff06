// @vitest-environment node
import { HALF_DAY_VISIT_TYPE } from '@extranet/shared/forms/answer-rules';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { answerError } from './answer-rule';
import { answerToSend, defaultControlValue, toAnswerValue, toControlValue } from './answer-value';

const field = (changes: Partial<StoredFormField>): StoredFormField => ({
  type: 'text',
  name: 'campo',
  label: 'Campo',
  ...changes,
});

/** A file of `size` bytes without allocating them. */
const fileOf = (size: number, name = 'foto.png') => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

// docs/product/requests.md#stored-answers
describe('answers of the dynamic controls', () => {
  it('turns control values into the answers the rules check and the API stores', () => {
    expect(toAnswerValue(undefined)).toBeUndefined();
    expect(toAnswerValue(dayjs('2030-05-20'))).toBe('2030-05-20');
    expect(toAnswerValue(25)).toBe('25');
    expect(toAnswerValue(['a', 'b'])).toEqual(['a', 'b']);
    expect(toAnswerValue([fileOf(10, 'plano.pdf')])).toEqual(['plano.pdf']);
    expect(answerToSend(field({ type: 'checkbox-group' }), undefined)).toEqual([]);
    expect(answerToSend(field({ type: 'date' }), null)).toBe('');
  });

  it('reads stored answers back into control values', () => {
    expect(toControlValue(field({ type: 'date' }), '2030-05-20')).toSatisfy((d) =>
      dayjs.isDayjs(d),
    );
    expect(toControlValue(field({ type: 'number' }), '25')).toBe(25);
    expect(toControlValue(field({ type: 'checkbox-group' }), 'Si')).toEqual(['Si']);
    expect(toControlValue(field({ type: 'file' }), ['a.png'])).toBeUndefined();
  });

  it('starts choices at the options marked selected', () => {
    const values = [
      { label: 'A', value: 'a', selected: true },
      { label: 'B', value: 'b', selected: true },
    ];
    expect(defaultControlValue(field({ type: 'select', values }))).toBe('a');
    expect(defaultControlValue(field({ type: 'checkbox-group', values }))).toEqual(['a', 'b']);
    expect(defaultControlValue(field({ type: 'text' }))).toBeUndefined();
  });
});

describe('the rules of docs/product/requests.md#validation on a control value', () => {
  it('refuses a file over 50 MB counted as size / 1,024,000', () => {
    const file = field({ type: 'file' });
    expect(answerError(file, [fileOf(50 * 1_024_000)])).toBeUndefined();
    expect(answerError(file, [fileOf(50 * 1_024_000 + 1)])).toBe(messages.payloadTooLarge);
  });

  it('says the real date bound, from the validation or the placeholder', () => {
    const bound = field({ type: 'date', validation: '>= 01/03/2030' });
    expect(answerError(bound, dayjs('2030-02-28'))).toBe('La fecha debe ser >= 01/03/2030');
    expect(answerError(bound, dayjs('2030-03-01'))).toBeUndefined();
    const upper = field({ type: 'date', placeholder: '<= 31/12/2030' });
    expect(answerError(upper, dayjs('2031-01-01'))).toBe('La fecha debe ser <= 31/12/2030');
    expect(answerError(field({ type: 'date' }), dayjs('1969-12-31'))).toBe(
      'La fecha debe ser >= 01/01/1970',
    );
  });

  it('checks required, number ranges and the text placeholders', () => {
    expect(answerError(field({ required: true }), undefined)).toBe(messages.fieldRequired);
    expect(answerError(field({ required: true }), '', { skipRequired: true })).toBeUndefined();
    const number = field({ type: 'number', min: 25, max: 54 });
    expect(answerError(number, 61)).toBe(messages.answerNumberRange);
    expect(answerError(field({ placeholder: 'hh:mm' }), '9:5')).toBe(messages.answerTimeFormat);
    expect(answerError(field({ placeholder: '{email}' }), 'ana@')).toBe(messages.answerEmail);
    expect(answerError(field({ placeholder: 'DNI' }), '123')).toBe(messages.answerDni);
  });

  it('accepts the half day as a visit type only where it is offered', () => {
    const visitType = field({
      type: 'select',
      values: [{ label: 'VISITA ESTÁNDAR', value: 'VISITA ESTÁNDAR' }],
    });
    expect(answerError(visitType, HALF_DAY_VISIT_TYPE)).toBe(messages.answerOption);
    const extraOptions = [HALF_DAY_VISIT_TYPE];
    expect(answerError(visitType, HALF_DAY_VISIT_TYPE, { extraOptions })).toBeUndefined();
  });
});
