import { describe, expect, it } from 'vitest';
import { defaultManagementFields, newDefaultManagementForm } from './default-management-fields.ts';
import { managementFieldMaster } from './field-master.ts';
import { norm } from './field-roles.ts';
import { ManagementForm } from './form-field.ts';
import { isEvent } from './is-event.ts';

// docs/product/campaigns-and-activities.md#management-form
describe('the default management fields', () => {
  it('are ten valid management fields, so a new activity is not an event', () => {
    expect(ManagementForm.parse(defaultManagementFields)).toHaveLength(10);
    expect(isEvent(defaultManagementFields)).toBe(false);
  });

  it('mark real price, bus, bus cost and delegated request private', () => {
    const privates = defaultManagementFields.filter((f) => f.private).map((f) => f.label);
    expect(privates).toEqual(['Precio', 'Autobús', 'Coste de bus', 'Solicitud delegada']);
  });

  it('have the documented types and the HH:MM placeholder on the agreed time', () => {
    expect(defaultManagementFields.map((f) => f.type)).toEqual([
      'textarea',
      'date',
      'number',
      'number',
      'number',
      'date',
      'text',
      'checkbox-group',
      'number',
      'checkbox-group',
    ]);
    expect(defaultManagementFields[6]).toMatchObject({
      label: 'Hora acordada',
      placeholder: 'hh:mm',
    });
    expect(defaultManagementFields[7]?.values).toEqual([
      { label: 'Si', value: 'Si', selected: false },
    ]);
  });

  // docs/product/campaigns-and-activities.md#management-form
  it('use the catalogue labels of the reports', () => {
    const catalogue = [
      'precio',
      'fecha realizacion',
      'unidades',
      'fecha acordada',
      'hora acordada',
      'autobus',
      'coste de bus',
      'participantes reales',
    ];
    const labels = defaultManagementFields.map((f) => norm(f.label));
    for (const label of catalogue) expect(labels).toContain(label);
    const master = managementFieldMaster.map((f) => f.label);
    for (const field of defaultManagementFields) expect(master).toContain(field.label);
  });

  it('hands out copies that do not change the defaults', () => {
    const copy = newDefaultManagementForm();
    const [first] = copy;
    if (first) first.label = 'Otro';
    expect(defaultManagementFields[0]?.label).toBe('Motivo de rechazo');
  });
});
