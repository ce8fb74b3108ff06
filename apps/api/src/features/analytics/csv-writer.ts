import { CSV_BOM, csvLine, type CsvValue } from '@extranet/shared/csv/csv';
import type { Cell, CellType, OpenDataset } from './dataset.ts';

/**
 * 'YYYY-MM-DD…' → 'DD/MM/YYYY…': docs/api-conventions.md#dates, dates are shown as DD/MM/YYYY.
 */
export const spanishDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}${iso.slice(10)}`;

/**
 * A cell as Spanish text for a CSV that Excel in Spanish opens as it is: dates DD/MM/YYYY,
 * flags 'Sí'/'No', decimals with a comma. Numbers stay numbers, so the shared writer never
 * mistakes a negative amount for a formula; text goes through its neutralisation.
 */
export function csvCell(type: CellType, value: Cell): CsvValue {
  if (value === null) return null;
  if (type === 'bool') return value ? 'Sí' : 'No';
  if ((type === 'date' || type === 'datetime') && typeof value === 'string') {
    return spanishDate(value);
  }
  if (type === 'decimal' && typeof value === 'number') return String(value).replace('.', ',');
  return value;
}

/**
 * A data set as CSV text, a chunk a batch (docs/product/administration-and-analytics.md#analytics:
 * ';', quoted, formulas neutralised, UTF-8 with a byte-order mark so that Excel reads the accents),
 * written by the one CSV writer of packages/shared.
 */
export async function* csvChunks(data: OpenDataset): AsyncGenerator<string> {
  const types = data.columns.map((column) => column.type);
  yield CSV_BOM + csvLine(data.columns.map((column) => column.header));
  if (data.csvText) {
    yield* data.csvText;
    return;
  }
  for await (const batch of data.batches) {
    let chunk = '';
    for (const row of batch)
      chunk += csvLine(row.map((value, i) => csvCell(types[i] ?? 'text', value)));
    yield chunk;
  }
}
