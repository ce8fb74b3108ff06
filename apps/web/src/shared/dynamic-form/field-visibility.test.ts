// @vitest-environment node
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { describe, expect, it } from 'vitest';
import { fieldShown, visitorsCount } from './field-visibility';

const visitors: StoredFormField = {
  type: 'number',
  name: 'visitantes',
  label: 'Número de visitantes',
};
const companions: StoredFormField[] = [1, 2, 3, 4].map((n) => ({
  type: 'text',
  name: `acompanante-${n}`,
  label: `Datos acompañante ${n}`,
}));
const combined: StoredFormField = {
  type: 'textarea',
  name: 'otros',
  label: 'Datos de otros visitantes',
};
const remarks: StoredFormField = { type: 'textarea', name: 'obs', label: 'Observaciones' };
const hidden: StoredFormField = { type: 'text', name: 'interno', label: '--Interno' };
const form = [visitors, ...companions, combined, remarks, hidden];

const shownNames = (count: unknown, fields = form) =>
  fields.filter(fieldShown(fields, count)).map((field) => field.name);

// docs/product/requests.md#request-form, docs/product/README.md#constants-and-limits
describe('companion fields follow the visitors count', () => {
  it('shows no companion and no combined field before a count is typed', () => {
    expect(shownNames(undefined)).toEqual(['visitantes', 'obs']);
    expect(shownNames(0)).toEqual(['visitantes', 'obs']);
  });

  it('shows one companion field per visitor beyond the applicant, up to 5 visitors', () => {
    expect(shownNames(1)).toEqual(['visitantes', 'obs']);
    expect(shownNames(2)).toEqual(['visitantes', 'acompanante-1', 'obs']);
    expect(shownNames('3')).toEqual(['visitantes', 'acompanante-1', 'acompanante-2', 'obs']);
    expect(shownNames(5)).toEqual([
      'visitantes',
      'acompanante-1',
      'acompanante-2',
      'acompanante-3',
      'acompanante-4',
      'obs',
    ]);
  });

  it('shows the combined field instead above 5 visitors', () => {
    expect(shownNames(6)).toEqual(['visitantes', 'otros', 'obs']);
    expect(shownNames(54)).toEqual(['visitantes', 'otros', 'obs']);
  });

  it("never shows a '--' field, and shows everything else without a visitors field", () => {
    const withoutCount = [...companions, combined, remarks, hidden];
    expect(shownNames(undefined, withoutCount)).toEqual([
      'acompanante-1',
      'acompanante-2',
      'acompanante-3',
      'acompanante-4',
      'otros',
      'obs',
    ]);
  });

  it('reads the typed count leniently', () => {
    expect(visitorsCount('')).toBeNull();
    expect(visitorsCount('abc')).toBeNull();
    expect(visitorsCount('4,0')).toBe(4);
    expect(visitorsCount(-2)).toBe(0);
  });
});
