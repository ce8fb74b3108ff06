// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReportDetail } from './report-detail-link';
import { fieldText, isExternal, rowPairs, storedFileName } from './report-row';

// docs/product/reporting.md#row-detail
describe('a full report row', () => {
  const row = {
    id: 5,
    state: { id: 2, value: 'Aceptada' },
    label1: 'Curso',
    value1: '3º ESO',
    label2: 'Observaciones',
    value2: '',
    label3: '--Datos del centro',
    value3: 'FICHERO autorizacion.pdf',
    label41: 'Última',
    value41: 'https://example.es/x',
    label42: 'Sobra',
    value42: 'no',
    managementlabel1: 'Precio',
    managementvalue1: '12',
    managementlabel16: 'Nota',
    managementvalue16: 'ok',
  };

  it('reads fields, a value with its id as its value', () => {
    expect(fieldText(row, 'state')).toBe('Aceptada');
    expect(fieldText(row, 'id')).toBe('5');
    expect(fieldText(row, 'entityName')).toBe('');
  });

  it('gives up to 41 request and 16 management pairs, the empty ones left out', () => {
    expect(rowPairs(row, '', 41)).toEqual([
      { label: 'Curso', value: '3º ESO' },
      { label: '--Datos del centro', value: 'FICHERO autorizacion.pdf' },
      { label: 'Última', value: 'https://example.es/x' },
    ]);
    expect(rowPairs(row, 'management', 16)).toEqual([
      { label: 'Precio', value: '12' },
      { label: 'Nota', value: 'ok' },
    ]);
  });

  it("tells a stored file ('FICHERO …') and an external address from text", () => {
    expect(storedFileName('FICHERO autorizacion.pdf')).toBe('autorizacion.pdf');
    expect(storedFileName('FICHERO: 2019/acta.pdf')).toBe('2019/acta.pdf');
    expect(storedFileName('FICHERO')).toBeUndefined();
    expect(storedFileName('Fichero suelto')).toBeUndefined();
    expect(isExternal('https://example.es/x?a=1')).toBe(true);
    expect(isExternal('http://example.es')).toBe(true);
    expect(isExternal('httpfoo')).toBe(false);
    expect(isExternal('javascript:alert(1)')).toBe(false);
  });

  it('finds the order in the navigation state, else in the address', () => {
    expect(readReportDetail({ reportRow: { id: 9 }, historic: false }, '')).toEqual({
      id: 9,
      historic: false,
    });
    expect(readReportDetail(null, '?id=12')).toEqual({ id: 12, historic: true });
    expect(readReportDetail(null, '?id=x')).toEqual({ id: undefined, historic: true });
  });
});
