import { describe, expect, it } from 'vitest';
import { newDefaultManagementForm } from './default-management-fields.ts';
import { managementFieldMaster } from './field-master.ts';
import { ManagementForm } from './form-field.ts';
import { isEvent } from './is-event.ts';

// docs/product/campaigns-and-activities.md#management-form
describe('the default management fields', () => {
  const defaults = newDefaultManagementForm();

  it('are ten valid management fields, so a new activity is not an event', () => {
    expect(ManagementForm.parse(defaults)).toHaveLength(10);
    expect(isEvent(defaults)).toBe(false);
  });

  it('mark real price, bus, bus cost and delegated request private', () => {
    const privates = defaults.filter((f) => f.private).map((f) => f.label);
    expect(privates).toEqual(['Precio', 'Autobús', 'Coste de bus', 'Solicitud delegada']);
  });

  // The reports read these labels (field-master.test.ts holds their whole catalogue).
  it('have the documented labels and types, and the HH:MM placeholder on the agreed time', () => {
    expect(defaults.map((f) => [f.label, f.type])).toEqual([
      ['Motivo de rechazo', 'textarea'],
      ['Fecha realización', 'date'],
      ['Participantes reales', 'number'],
      ['Precio', 'number'],
      ['Unidades', 'number'],
      ['Fecha acordada', 'date'],
      ['Hora acordada', 'text'],
      ['Autobús', 'checkbox-group'],
      ['Coste de bus', 'number'],
      ['Solicitud delegada', 'checkbox-group'],
    ]);
    expect(defaults[6]).toMatchObject({
      label: 'Hora acordada',
      placeholder: 'hh:mm',
    });
    expect(defaults[7]?.values).toEqual([{ label: 'Si', value: 'Si', selected: false }]);
  });

  it('are all standard fields of the management master', () => {
    const master = managementFieldMaster.map((f) => f.label);
    for (const field of defaults) expect(master).toContain(field.label);
  });

  it('hands out copies that do not change the defaults', () => {
    const copy = newDefaultManagementForm();
    const [first] = copy;
    if (first) first.label = 'Otro';
    expect(newDefaultManagementForm()[0]?.label).toBe('Motivo de rechazo');
  });
});
