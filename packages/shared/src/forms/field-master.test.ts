import { describe, expect, it } from 'vitest';
import { companionNumber, findOtherVisitorsField, findVisitorsField, norm } from './field-roles.ts';
import { managementFieldMaster, requestFieldMaster, visitTypes } from './field-master.ts';
import { FormField } from './form-field.ts';
import { visitDurationHours } from './visit-durations.ts';

const asFields = (master: typeof requestFieldMaster) =>
  master.map((f, i) => FormField.parse({ ...f, name: `f-${i}` }));

// docs/product/campaigns-and-activities.md#activity-editor
describe("the 'Maestro de campos'", () => {
  it('holds valid fields of the request form, none of them a radio group', () => {
    const fields = asFields(requestFieldMaster);
    expect(fields.some((f) => f.type === 'radio-group')).toBe(false);
    const selects = requestFieldMaster.filter((f) => f.type === 'select');
    expect(selects.map((f) => f.label)).toEqual(['Tipo de visita']);
  });

  it('offers the visit types, each with a duration', () => {
    const select = requestFieldMaster.find((f) => f.label === 'Tipo de visita');
    expect(select?.values?.map((o) => o.label)).toEqual([...visitTypes]);
    for (const type of visitTypes) expect(visitDurationHours(type)).toBeDefined();
  });

  it('labels the visitors and the four companions as the role rules read them', () => {
    const fields = asFields(requestFieldMaster);
    expect(findVisitorsField(fields)?.label).toMatch(/^Número de visitantes/);
    const companions = fields.map(companionNumber).filter((n) => n !== undefined);
    expect(companions).toEqual([1, 2, 3, 4]);
    expect(findOtherVisitorsField(fields)?.label).toBe('Datos de otros visitantes');
  });

  it('carries the validating placeholders of docs/product/requests.md#validation', () => {
    const placeholder = (label: string) =>
      requestFieldMaster.find((f) => f.label === label)?.placeholder;
    expect(placeholder('Correo electrónico de contacto')).toBe('{email}');
    expect(placeholder('DNI')).toBe('DNI');
    expect(placeholder('Hora de llegada')).toBe('hh:mm');
  });

  it('lists every label of the reports catalogue in the management master', () => {
    const labels = managementFieldMaster.map((f) => norm(f.label));
    for (const label of [
      'precio',
      'fecha realizacion',
      'unidades',
      'fecha acordada',
      'hora acordada',
      'autobus',
      'coste de bus',
      'participantes reales',
      'hora y lugar de recogida',
      'contenedores azules',
      'contenedores amarillos',
      'ecopapeleras azules',
      'ecopapeleras amarillas',
    ]) {
      expect(labels).toContain(label);
    }
    expect(() => asFields(managementFieldMaster)).not.toThrow();
  });
});
