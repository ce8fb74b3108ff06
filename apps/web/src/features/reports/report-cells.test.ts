import type { ReportColumnType } from '@extranet/shared/reports/list-reply';
import { describe, expect, it } from 'vitest';
import { cellText, isNumeric, numberText } from './report-cells';
import { reportFileName } from './report-file-name';

const c = (type: ReportColumnType) => ({ key: 'value', type });

// docs/product/reporting.md#list-reports
describe('report cells', () => {
  it('writes ids without grouping', () => {
    expect(cellText({ key: 'id', type: 'int' }, 12345)).toBe('12345');
    expect(cellText({ key: 'orderId', type: 'int' }, 12345)).toBe('12345');
    expect(cellText({ key: 'visitors', type: 'int' }, 12345)).toBe('12.345');
  });

  it('writes days as DD/MM/YYYY, a plain day without any zone shift', () => {
    expect(cellText(c('date'), '2026-03-09')).toBe('09/03/2026');
    expect(cellText(c('date'), '2026-03-09T10:15:00')).toBe('09/03/2026');
    expect(cellText(c('datetime'), '2026-03-09T10:15:00')).toBe('09/03/2026 10:15');
    expect(cellText(c('time'), '09:30:00')).toBe('09:30');
  });

  it('writes numbers in Spanish, money with two decimals', () => {
    expect(cellText(c('int'), 1234)).toBe('1.234');
    expect(cellText(c('decimal'), 1234.5)).toBe('1.234,5');
    expect(cellText(c('hours'), 2.25)).toBe('2,25');
    expect(cellText(c('money'), 12)).toBe('12,00');
    expect(cellText(c('money'), '1500.5')).toBe('1.500,50');
    expect(numberText(1234)).toBe('1.234');
  });

  it("writes booleans as 'Sí'/'No', a value with its id as its value, nothing as empty", () => {
    expect(cellText(c('bool'), true)).toBe('Sí');
    expect(cellText(c('bool'), false)).toBe('No');
    expect(cellText(c('text'), { id: 2, value: 'Aceptada' })).toBe('Aceptada');
    expect(cellText(c('text'), null)).toBe('');
    expect(cellText(c('int'), undefined)).toBe('');
    expect(cellText(c('text'), 'Colegio Ería')).toBe('Colegio Ería');
  });

  it('right-aligns numeric columns only', () => {
    expect(isNumeric('money')).toBe(true);
    expect(isNumeric('date')).toBe(false);
  });
});

// docs/product/reporting.md#csv
describe("the CSV's file name", () => {
  it('is the name without accents, "_" for spaces, and the day', () => {
    expect(reportFileName('Datos actividad', '2026-11-22')).toBe('Datos_actividad_20261122.csv');
    expect(reportFileName('Número Visitantes', '2026-01-05')).toBe(
      'Numero_Visitantes_20260105.csv',
    );
  });
});
