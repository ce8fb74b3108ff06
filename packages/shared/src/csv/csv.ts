/**
 * The one CSV writer of the product (docs/product/requests.md#csv-export): ';' between fields,
 * every field quoted, quotes doubled, CRLF line ends, and cells that a spreadsheet would run as a
 * formula neutralised (docs/exports-text-and-time.md#export-cells-that-a-spreadsheet-would-run).
 * Exports of list screens and the server's data files both use it.
 */

/**
 * The byte-order mark that makes Excel read UTF-8 accents right
 * (docs/product/README.md#constants-and-limits: printable reports).
 */
export const CSV_BOM = '\uFEFF';

const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * What may change from one file to another: the separator. Every other rule (quotes, CRLF,
 * formulas neutralised) holds for every file. A comma is for the files another program imports
 * in its own format, as report 35's file for an external calendar
 * (docs/product/reporting.md#csv).
 */
export interface CsvDialect {
  separator?: ';' | ',';
}

/** A cell value as it may come from a row; null and undefined write an empty field. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A cell starting with '=', '+', '-', '@', a tab or a carriage return is read as a formula by
 * spreadsheets (CSV injection): a leading apostrophe makes it plain text. Numbers are left as
 * they are, so a negative amount stays a number.
 */
export function neutraliseFormula(text: string): string {
  // By character code rather than a regular expression: an export runs this on every cell.
  const first = text.charCodeAt(0);
  return first === 0x3d || // =
    first === 0x2b || // +
    first === 0x2d || // -
    first === 0x40 || // @
    first === 0x09 || // tab
    first === 0x0d // carriage return
    ? `'${text}`
    : text;
}

/**
 * A field's text as it goes between its quotes: formulas neutralised, quotes doubled. Joined
 * with `CSV_BETWEEN_FIELDS`, such texts make a line's inside (`csvLineOfTexts`).
 */
export function csvFieldText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return text.includes('"') ? text.replaceAll('"', '""') : text;
}

/** What goes between two field texts: the closing quote, the separator, the opening quote. */
export const CSV_BETWEEN_FIELDS = `"${SEPARATOR}"`;

/**
 * A line from field texts (`csvFieldText`), ended by CRLF. Joined in one pass, the line is one
 * flat string: a line built by adding up its fields is a tree of hundreds of small strings,
 * and an export's whole time can go into flattening such trees to encode them.
 */
export const csvLineOfTexts = (texts: readonly string[], separator = SEPARATOR): string =>
  `"${texts.join(separator === SEPARATOR ? CSV_BETWEEN_FIELDS : `"${separator}"`)}"${LINE_END}`;

/** One line of fields, ended by CRLF. */
export function csvLine(values: readonly CsvValue[], { separator }: CsvDialect = {}): string {
  if (values.length === 0) return LINE_END;
  return csvLineOfTexts(values.map(csvFieldText), separator);
}

/** A column of an export: its heading and how to read it from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A whole document: the header line, then one line a row; `bom` puts the byte-order mark first,
 * `separator` is the dialect's.
 */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
  { bom = false, separator }: { bom?: boolean } & CsvDialect = {},
): string {
  let out =
    (bom ? CSV_BOM : '') +
    csvLine(
      columns.map((c) => c.header),
      { separator },
    );
  const values: CsvValue[] = new Array<CsvValue>(columns.length);
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) values[i] = columns[i]?.value(row);
    out += csvLine(values, { separator });
  }
  return out;
}
