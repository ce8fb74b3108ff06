import { describe, expect, it } from 'vitest';
import { FormField, ManagementForm, RequestForm, formJson } from './form-field.ts';

/** A request form as jQuery formBuilder saves it, string booleans and numbers included. */
const formBuilderJson = `[
  {"type":"number","required":"true","label":"Número de visitantes","className":"form-control",
   "name":"number-1597145120456","access":false,"min":"25","max":"54","toggle":false},
  {"type":"date","required":false,"label":"Fecha solicitada","className":"form-control",
   "name":"date-1597145129999","access":"false","validation":">= 01/01/2024"},
  {"type":"select","required":true,"label":"Tipo de visita","className":"form-control",
   "name":"select-1597145133333","access":false,"multiple":false,
   "values":[{"label":"VISITA ESTÁNDAR","value":"VISITA ESTÁNDAR","selected":"true"},
             {"label":"VISITA + TALLER","value":"VISITA + TALLER"},
             {"label":"VISITA PUNTO LIMPIO","value":"VISITA PUNTO LIMPIO","selected":false}]},
  {"type":"text","subtype":"text","required":false,"label":"Hora de llegada","placeholder":"hh:mm",
   "name":"text-1","userData":["10:30"]},
  {"type":"checkbox-group","label":"Autobús","name":"checkbox-group-1","inline":"false",
   "values":[{"label":"Si","value":"Si","selected":false}]},
  {"type":"file","label":"Fotografía","name":"file-1","subtype":"file","multiple":false},
  {"type":"textarea","label":"Observaciones","name":"textarea-1","rows":"3"}
]`;

describe('FormField and the form schemas', () => {
  it('accepts a real formBuilder request form, coercing string booleans and numbers', () => {
    const form = formJson(RequestForm).parse(formBuilderJson);
    expect(form).toHaveLength(7);
    expect(form[0]).toMatchObject({ required: true, min: 25, max: 54, access: false });
    expect(form[1]).toMatchObject({ access: false, validation: '>= 01/01/2024' });
    expect(form[2]?.values?.[0]?.selected).toBe(true);
  });

  it('keeps unknown keys untouched', () => {
    const form = formJson(RequestForm).parse(formBuilderJson);
    expect(form[0]).toMatchObject({ toggle: false, className: 'form-control' });
    expect(form[4]).toMatchObject({ inline: 'false' });
    expect(form[6]).toMatchObject({ rows: '3' });
  });

  it('accepts the array itself and an empty string as an empty form', () => {
    expect(formJson(ManagementForm).parse([])).toEqual([]);
    expect(formJson(ManagementForm).parse('')).toEqual([]);
  });

  it('refuses a radio group in the request form but not in the management form', () => {
    const radio = [
      {
        type: 'radio-group',
        label: 'Valoración',
        name: 'r-1',
        values: [{ label: 'A', value: 'A' }],
      },
    ];
    const request = RequestForm.safeParse(radio);
    expect(request.success).toBe(false);
    expect(request.error?.issues[0]?.message).toBe(
      'Los botones de opción solo se permiten en el formulario de gestión',
    );
    expect(ManagementForm.safeParse(radio).success).toBe(true);
  });

  it('allows private fields in the management form only', () => {
    const field = { type: 'number', label: 'Precio', name: 'precio', private: 'true' };
    expect(ManagementForm.parse([field])[0]?.private).toBe(true);
    expect(RequestForm.safeParse([field]).success).toBe(false);
  });

  it('refuses unknown types, repeated names, bad date bounds and option fields without options', () => {
    expect(FormField.safeParse({ type: 'header', label: 'Título', name: 'h' }).success).toBe(false);
    expect(FormField.safeParse({ type: 'date', name: 'd', validation: 'desde 2024' }).success).toBe(
      false,
    );
    expect(FormField.safeParse({ type: 'select', name: 's', values: [] }).success).toBe(false);
    expect(FormField.safeParse({ type: 'text', label: 'Sin nombre' }).success).toBe(false);
    const twins = [
      { type: 'text', name: 'a' },
      { type: 'textarea', name: 'a' },
    ];
    expect(RequestForm.safeParse(twins).error?.issues[0]?.message).toBe(
      'El nombre del campo está repetido',
    );
  });

  it('refuses text that is not JSON, or JSON that is not an array', () => {
    expect(formJson(RequestForm).safeParse('[{"type":').success).toBe(false);
    expect(formJson(RequestForm).safeParse('{"type":"text"}').success).toBe(false);
  });

  it('refuses a maximum below the minimum', () => {
    expect(FormField.safeParse({ type: 'number', name: 'n', min: '10', max: '5' }).success).toBe(
      false,
    );
    expect(FormField.parse({ type: 'number', name: 'n', min: '', max: null })).not.toHaveProperty(
      'min',
      0,
    );
  });
});
