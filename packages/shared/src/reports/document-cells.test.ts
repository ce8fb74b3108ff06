import { describe, expect, it } from 'vitest';
import { cellText, csvCellText, isNumeric, numberText } from './document-cells.ts';
import type { ReportColumnType } from './list-reply.ts';

const c = (type: ReportColumnType) => ({ key: 'value', type });
const MADRID = 'Europe/Madrid';

// docs/product/reporting.md#list-reports
describe('report cells', () => {
  it('writes ids and years without grouping', () => {
    expect(cellText({ key: 'year', type: 'int' }, 2026, MADRID)).toBe('2026');
    expect(cellText({ key: 'id', type: 'int' }, 12345, MADRID)).toBe('12345');
    expect(cellText({ key: 'orderId', type: 'int' }, 12345, MADRID)).toBe('12345');
    expect(cellText({ key: 'visitors', type: 'int' }, 12345, MADRID)).toBe('12.345');
  });

  it('writes a plain day as it is, whatever the zone', () => {
    expect(cellText(c('date'), '2026-03-09', MADRID)).toBe('09/03/2026');
    expect(cellText(c('date'), '2026-03-09', 'Pacific/Kiritimati')).toBe('09/03/2026');
    expect(cellText(c('time'), '09:30:00', MADRID)).toBe('09:30');
  });

  it('writes a moment in the zone given, in winter and in summer', () => {
    expect(cellText(c('datetime'), '2026-03-09T09:15:00Z', MADRID)).toBe('09/03/2026 10:15');
    expect(cellText(c('datetime'), '2026-07-01T22:30:00Z', MADRID)).toBe('02/07/2026 00:30');
    expect(cellText(c('datetime'), '2026-07-01T22:30:00Z', 'UTC')).toBe('01/07/2026 22:30');
    // A moment in a day column is written by its day in that zone.
    expect(cellText(c('date'), '2026-07-01T22:30:00Z', MADRID)).toBe('02/07/2026');
    expect(cellText(c('datetime'), 'pendiente', MADRID)).toBe('pendiente');
  });

  it('writes numbers in Spanish, money with two decimals', () => {
    expect(cellText(c('int'), 1234, MADRID)).toBe('1.234');
    expect(cellText(c('decimal'), 1234.5, MADRID)).toBe('1.234,5');
    expect(cellText(c('hours'), 2.25, MADRID)).toBe('2,25');
    expect(cellText(c('money'), 12, MADRID)).toBe('12,00');
    expect(cellText(c('money'), '1500.5', MADRID)).toBe('1.500,50');
    expect(numberText(1234)).toBe('1.234');
  });

  it("writes booleans as 'Sí'/'No', a value with its id as its value, nothing as empty", () => {
    expect(cellText(c('bool'), true, MADRID)).toBe('Sí');
    expect(cellText(c('bool'), false, MADRID)).toBe('No');
    expect(cellText(c('text'), { id: 2, value: 'Aceptada' }, MADRID)).toBe('Aceptada');
    expect(cellText(c('text'), null, MADRID)).toBe('');
    expect(cellText(c('int'), undefined, MADRID)).toBe('');
    expect(cellText(c('text'), 'Colegio Ería', MADRID)).toBe('Colegio Ería');
  });

  it('right-aligns numeric columns only', () => {
    expect(isNumeric('money')).toBe(true);
    expect(isNumeric('date')).toBe(false);
  });
});

// docs/product/reporting.md#csv
describe("a CSV's cells", () => {
  it('keep the decimal comma without the thousands points', () => {
    expect(csvCellText(c('int'), 12345, MADRID)).toBe('12345');
    expect(csvCellText(c('decimal'), 1234.5, MADRID)).toBe('1234,5');
    expect(csvCellText(c('money'), 1500.5, MADRID)).toBe('1500,50');
  });

  it('write days, moments and booleans as the screen does', () => {
    expect(csvCellText(c('date'), '2026-03-09', MADRID)).toBe('09/03/2026');
    expect(csvCellText(c('datetime'), '2026-03-09T09:15:00Z', MADRID)).toBe('09/03/2026 10:15');
    expect(csvCellText(c('bool'), true, MADRID)).toBe('Sí');
    expect(csvCellText(c('text'), { id: 2, value: 'Aceptada' }, MADRID)).toBe('Aceptada');
    expect(csvCellText(c('text'), null, MADRID)).toBe('');
  });
});
