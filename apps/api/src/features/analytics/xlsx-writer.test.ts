import { describe, expect, it } from 'vitest';
import { xlsxCell } from './xlsx-writer.ts';

describe('xlsxCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\u0001=1', "'=1"],
    ['Colegio = Escuela', 'Colegio = Escuela'],
    ['', ''],
  ])('writes the text %j as %j, never as something Excel runs on edit', (text, cell) => {
    expect(xlsxCell('text', text)).toBe(cell);
  });

  it('keeps numbers, negative ones included, as numbers', () => {
    expect(xlsxCell('int', -3)).toBe(-3);
    expect(xlsxCell('decimal', -2.5)).toBe(-2.5);
  });
});
