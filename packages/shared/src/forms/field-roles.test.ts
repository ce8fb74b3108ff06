import { describe, expect, it } from 'vitest';
import {
  companionNumber,
  findOtherVisitorsField,
  findRequestedDateField,
  findVisitTypeField,
  findVisitorsField,
  hasDateAndVisitType,
  norm,
} from './field-roles.ts';
import { requestFieldMaster } from './field-master.ts';

const field = (type: string, label: string, extra = {}) => ({ type, label, name: label, ...extra });

// docs/product/requests.md#request-form
describe('field roles', () => {
  it('normalises labels: case, accents, spaces and trailing : or *', () => {
    expect(norm('  Fecha   Realización: ')).toBe('fecha realizacion');
    expect(norm('Número de niños *')).toBe('numero de niños');
  });

  it('finds the visitors count by the first word found, in order', () => {
    const fields = [field('number', 'Número de alumnos'), field('number', 'Participantes')];
    expect(findVisitorsField(fields)?.label).toBe('Participantes');
    expect(findVisitorsField([field('text', 'Visitantes')])).toBeUndefined();
  });

  it('finds the requested date, skipping birth dates', () => {
    const fields = [field('date', 'Fecha de nacimiento'), field('date', 'Fecha solicitada')];
    expect(findRequestedDateField(fields)?.label).toBe('Fecha solicitada');
  });

  it('finds the visit type by label, else by a VISITA option', () => {
    expect(findVisitTypeField([field('radio-group', 'Modalidad')])?.label).toBe('Modalidad');
    const byOption = field('select', 'Elija', {
      values: [{ label: 'VISITA + TALLER', value: 'x' }],
    });
    expect(findVisitTypeField([byOption])).toBe(byOption);
    expect(findVisitTypeField([field('select', 'Curso', { values: [] })])).toBeUndefined();
  });

  it('numbers companions 1 to 4 and finds the combined visitors field', () => {
    expect(companionNumber(field('text', 'Datos acompañante 3'))).toBe(3);
    expect(companionNumber(field('text', 'Datos del acompanante 1'))).toBe(1);
    expect(companionNumber(field('text', 'Acompañante 5'))).toBeUndefined();
    expect(findOtherVisitorsField([field('textarea', 'Datos de otros visitantes')])).toBeDefined();
  });

  it('sees date and visit type in the master fields', () => {
    expect(hasDateAndVisitType(requestFieldMaster.map((f) => ({ ...f, name: f.label })))).toBe(
      true,
    );
    expect(hasDateAndVisitType([field('date', 'Fecha solicitada')])).toBe(false);
  });
});
