import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BETWEEN_FIELDS,
  CSV_BOM,
  csvFieldText,
  csvLine,
  csvLineOfTexts,
  neutraliseFormula,
  toCsv,
} from './csv.ts';

/** A small RFC 4180 reader with ';' as separator, to check that what we write reads back. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('CSV writer', () => {
  it('quotes every field, doubles quotes and separates with semicolons', () => {
    expect(csvLine(['a', 'b"c', 'd;e', 3, null])).toBe('"a";"b""c";"d;e";"3";""\r\n');
  });

  it('writes a line from field texts, several fields of which may come as one text', () => {
    const twoFields = [csvFieldText('b"c'), csvFieldText(3)].join(CSV_BETWEEN_FIELDS);
    expect(csvLineOfTexts([csvFieldText('=a'), twoFields, csvFieldText(null)])).toBe(
      `"'=a";"b""c";"3";""\r\n`,
    );
    expect(csvLine([])).toBe('\r\n');
  });

  it.each(['=SUM(A1)', '+34 600', '-1+1', '@cmd', '\tx', '\rx'])(
    'neutralises the formula-looking cell %j',
    (cell) => {
      expect(csvFieldText(cell)).toBe(`'${cell.replace(/"/g, '""')}`);
    },
  );

  it('leaves numbers, and text that only contains those signs later, as they are', () => {
    expect(csvFieldText(-12.5)).toBe('-12.5');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('writes the header, the rows and the byte-order mark only when asked', () => {
    const columns = [
      { header: 'Id', value: (r: { id: number }) => r.id },
      { header: 'Nombre', value: () => 'Asociación Ñandú' },
    ];
    const plain = toCsv(columns, [{ id: 1 }]);
    expect(plain.startsWith(CSV_BOM)).toBe(false);
    expect(plain).toBe('"Id";"Nombre"\r\n"1";"Asociación Ñandú"\r\n');
    expect(toCsv(columns, [], { bom: true })).toBe(`${CSV_BOM}"Id";"Nombre"\r\n`);
  });

  it('writes the comma dialect of an importing program with the same quoting and no mark', () => {
    const columns = [
      { header: 'Subject', value: (r: { subject: string }) => r.subject },
      { header: 'Private', value: () => 'True' },
    ];
    const rows = [{ subject: 'Visita, "taller"' }, { subject: '=1+1' }];
    expect(toCsv(columns, rows, { separator: ',' })).toBe(
      `"Subject","Private"\r\n"Visita, ""taller""","True"\r\n"'=1+1","True"\r\n`,
    );
    expect(csvLine(['a;b', 2], { separator: ',' })).toBe('"a;b","2"\r\n');
    expect(csvLineOfTexts(['a', 'b'], ',')).toBe('"a","b"\r\n');
    // The default stays the semicolon, and a semicolon named is the same file.
    expect(csvLine(['a', 'b'], { separator: ';' })).toBe(csvLine(['a', 'b']));
  });

  it('writes what the regular-expression writer wrote, cell for cell and line for line', () => {
    const regexField = (value: string | number | null) =>
      value === null
        ? '""'
        : `"${(typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value)).replace(/"/g, '""')}"`;
    const cell = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '"', ';', 'a', 'ñ') }),
      fc.double(),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), (cells) => {
        expect(csvLine(cells)).toBe(`${cells.map(regexField).join(';')}\r\n`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back every text it writes (neutralised cells keep their text after the apostrophe)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 })), (rows) => {
        const text = rows.map((r) => csvLine(r)).join('');
        const expected = rows.map((r) => r.map(neutraliseFormula));
        expect(parse(text)).toEqual(expected);
      }),
    );
  });
});
