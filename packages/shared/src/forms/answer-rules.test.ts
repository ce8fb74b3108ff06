import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  checkAnswer,
  checkAnswers,
  dateBoundsOf,
  HALF_DAY_VISIT_TYPE,
  isFileTooLarge,
  isHiddenField,
  toIsoDate,
  type AnswerField,
} from './answer-rules.ts';

const field = (type: string, label: string, extra: Partial<AnswerField> = {}): AnswerField => ({
  type,
  label,
  name: label.toLowerCase().replace(/\W+/g, '-'),
  ...extra,
});

const options = (...values: string[]) => values.map((value) => ({ label: value, value }));

// docs/product/requests.md#validation
describe('answer rules', () => {
  it('requires a required answer, blank text and empty choices included', () => {
    const name = field('text', 'Nombre', { required: true });
    expect(checkAnswer(name, undefined)).toBe(messages.fieldRequired);
    expect(checkAnswer(name, '   ')).toBe(messages.fieldRequired);
    expect(checkAnswer(field('checkbox-group', 'Días', { required: true }), [])).toBe(
      messages.fieldRequired,
    );
    expect(checkAnswer(name, 'Ana')).toBeUndefined();
    expect(checkAnswer(field('text', 'Libre'), '')).toBeUndefined();
  });

  it('keeps numbers within min and max, commas read as decimals', () => {
    const visitors = field('number', 'Visitantes', { min: 25, max: 54 });
    expect(checkAnswer(visitors, '24')).toBe(messages.answerNumberRange);
    expect(checkAnswer(visitors, '55')).toBe(messages.answerNumberRange);
    expect(checkAnswer(visitors, 'muchos')).toBe(messages.answerNumberRange);
    expect(checkAnswer(visitors, '25')).toBeUndefined();
    expect(checkAnswer(field('number', 'Precio', { max: 10 }), '9,5')).toBeUndefined();
  });

  it('keeps a number without bounds within what an integer column holds (docs/input-validation.md)', () => {
    const free = field('number', 'Visitantes');
    expect(checkAnswer(free, '2147483647')).toBeUndefined();
    expect(checkAnswer(free, '2147483648')).toBe(messages.answerNumberRange);
    expect(checkAnswer(free, '-2147483648')).toBe(messages.answerNumberRange);
  });

  it('reads the date bound of the validation, else of the placeholder, else 1970-2050', () => {
    expect(dateBoundsOf(field('date', 'Fecha'))).toEqual({ min: '1970-01-01', max: '2050-12-31' });
    expect(dateBoundsOf(field('date', 'F', { validation: '>= 01/03/2026' }))).toEqual({
      min: '2026-03-01',
      max: '2050-12-31',
    });
    expect(dateBoundsOf(field('date', 'F', { placeholder: '<= 31/12/2026' })).max).toBe(
      '2026-12-31',
    );
  });

  it('refuses dates out of their bound with the real bound in the message', () => {
    const date = field('date', 'Fecha solicitada', { validation: '>= 01/03/2026' });
    expect(checkAnswer(date, '2026-02-28')).toBe('La fecha debe ser >= 01/03/2026');
    expect(checkAnswer(date, '01/03/2026')).toBeUndefined();
    expect(checkAnswer(field('date', 'F'), '2051-01-01')).toBe('La fecha debe ser <= 31/12/2050');
    expect(checkAnswer(field('date', 'F'), '1969-12-31')).toBe('La fecha debe ser >= 01/01/1970');
    expect(checkAnswer(field('date', 'F'), '2026-02-30')).toBe(messages.activityDateInvalid);
  });

  it('checks text by its placeholder: hh:mm, {email} and DNI', () => {
    expect(checkAnswer(field('text', 'Hora', { placeholder: 'hh:mm' }), '9:30')).toBe(
      messages.answerTimeFormat,
    );
    expect(checkAnswer(field('text', 'Hora', { placeholder: 'HH:MM' }), '09:30')).toBeUndefined();
    expect(checkAnswer(field('text', 'Correo', { placeholder: '{email}' }), 'a@b')).toBe(
      messages.answerEmail,
    );
    expect(checkAnswer(field('text', 'Correo', { placeholder: '{email}' }), 'a@b.es')).toBe(
      undefined,
    );
    expect(checkAnswer(field('text', 'Doc', { placeholder: 'DNI' }), '1234')).toBe(
      messages.answerDni,
    );
    expect(checkAnswer(field('text', 'Doc', { placeholder: 'DNI' }), 'X1234567A')).toBeUndefined();
  });

  it('accepts only the options of a choice field', () => {
    const course = field('select', 'Curso', { values: options('1º', '2º') });
    expect(checkAnswer(course, '3º')).toBe(messages.answerOption);
    expect(checkAnswer(course, ['1º', '2º'])).toBe(messages.answerOption);
    expect(checkAnswer(course, '2º')).toBeUndefined();
    const days = field('checkbox-group', 'Días', { values: options('L', 'M') });
    expect(checkAnswer(days, ['L', 'M'])).toBeUndefined();
    expect(checkAnswer(days, ['L', 'X'])).toBe(messages.answerOption);
  });

  it('tells DD/MM/YYYY and YYYY-MM-DD apart from anything else', () => {
    expect(toIsoDate('05/03/2026')).toBe('2026-03-05');
    expect(toIsoDate('2026-03-05')).toBe('2026-03-05');
    expect(toIsoDate('2026-3-5')).toBeNull();
    expect(toIsoDate('2026-03-05T10:00:00Z')).toBeNull();
  });

  it('measures files as the product rule does: size / 1,024,000 over 50', () => {
    expect(isFileTooLarge(51_200_000)).toBe(false);
    expect(isFileTooLarge(51_200_001)).toBe(true);
  });
});

describe('checkAnswers over a whole form', () => {
  const form = [
    field('text', 'Centro', { required: true }),
    field('text', '--Interno', { required: true }),
    field('text', 'Datos acompañante 1', { required: true }),
    field('file', 'Foto', { required: true }),
    field('select', 'Tipo de visita', { values: options('VISITA ESTÁNDAR') }),
    field('number', 'Visitantes', { min: 1 }),
  ];

  it('names each refused field and skips fields the person cannot see', () => {
    expect(isHiddenField(form[1] as AnswerField)).toBe(true);
    expect(checkAnswers(form, { visitantes: '0' })).toEqual({
      centro: messages.fieldRequired,
      foto: messages.fieldRequired,
      visitantes: messages.answerNumberRange,
    });
  });

  it('skips the file requirement on the order detail, and takes the half day as visit type', () => {
    expect(
      checkAnswers(
        form,
        { centro: 'CP Uno', 'tipo-de-visita': HALF_DAY_VISIT_TYPE },
        { skipFileRequired: true },
      ),
    ).toEqual({});
  });

  it('lets the browser say which fields are on screen', () => {
    const refused = checkAnswers(form, { centro: 'x', foto: ['a.png'] }, { isVisible: () => true });
    expect(refused).toEqual({
      '-interno': messages.fieldRequired,
      'datos-acompa-ante-1': messages.fieldRequired,
    });
  });
});
