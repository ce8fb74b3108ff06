import { Readable } from 'node:stream';
import type {
  ReportCell,
  ReportColumn,
  ReportColumnType,
} from '@extranet/shared/reports/list-reply';
import type { ReportType } from '@extranet/shared/reports/report-types';
import { todayIn } from '@extranet/shared/zone-day';
import type { Db } from '../../db/client.ts';
import { serverTimeZone } from '../../time/today.ts';
import { csvChunks, type Cell, type CellType, type Column, type Row } from '../analytics/public.ts';
import { ROW_CAP, sortOf } from './list-runner.ts';
import type { CsvDownload, ListReport, ReportContext } from './list-type.ts';
import type { ReportBase } from './queries.ts';

/**
 * `format=csv` of a list (docs/product/reporting.md#csv): the first 5,000 rows in the table's
 * sort, read 1,000 at a time and written as they come by the analytics' CSV stream and the one
 * CSV writer (byte-order mark, ';', every field quoted, CRLF, formulas neutralised; days
 * DD/MM/YYYY, decimal comma without thousands, 'Sí'/'No').
 */

/** Rows a query of the export reads. */
export const CSV_CHUNK = 1_000;

const cellTypes: Record<ReportColumnType, CellType> = {
  text: 'text',
  int: 'int',
  decimal: 'decimal',
  money: 'decimal',
  hours: 'decimal',
  date: 'date',
  time: 'text',
  datetime: 'datetime',
  bool: 'bool',
};

/**
 * A reply cell as the CSV stream takes it (which then writes it in Spanish): a value with its id
 * (state, council) by its text, and an order's moment in a day column by its day in the
 * server's zone.
 */
function csvValue(column: ReportColumn, value: ReportCell | undefined): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return value.value;
  if (column.type === 'date' && typeof value === 'string' && value.length > 10) {
    return todayIn(serverTimeZone(), new Date(value));
  }
  return value;
}

/** The report's name without accents, spaces as '_', and the day: `Datos_actividad_20261122.csv`. */
export function csvFileName(type: ReportType, today: string): string {
  const name = type.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9,.-]+/g, '_');
  return `${name}_${today.replaceAll('-', '')}.csv`;
}

/**
 * The list's export (one sort for the whole file, the columns known from its rows) and its first
 * chunk are read before anything is sent, so that a failing query still answers an error rather
 * than a cut file; the rest is read while the file streams out.
 */
export async function listCsv(
  db: Db,
  report: ListReport,
  base: ReportBase,
  ctx: ReportContext,
): Promise<CsvDownload> {
  const sort = sortOf(report, ctx.filter);
  const { columns, chunks } = await report.export(db, base, sort, ROW_CAP, CSV_CHUNK, ctx);
  // The export reads its next chunks while one is written (docs/product/reporting.md#performance).
  const first = await chunks.next();
  const lineOf = (row: Record<string, ReportCell>): Row =>
    columns.map((column) => csvValue(column, row[column.key]));
  async function* batches(): AsyncGenerator<Row[]> {
    if (first.done) return;
    yield first.value.map(lineOf);
    for await (const rows of chunks) yield rows.map(lineOf);
  }
  const headings: Column[] = columns.map((column) => ({
    header: report.csvHeaders?.[column.key] ?? column.header,
    type: cellTypes[column.type],
  }));
  return {
    fileName: csvFileName(ctx.type, ctx.today),
    stream: Readable.from(csvChunks({ columns: headings, batches: batches() }), {
      objectMode: false,
    }),
  };
}
