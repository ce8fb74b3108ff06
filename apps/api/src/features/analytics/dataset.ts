import { and, asc, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * How a column's values are written: CSV as Spanish text (DD/MM/YYYY, 'Sí'/'No', decimal
 * comma), the workbook as typed cells (numbers, dates), so that Excel, LibreOffice and Power BI
 * read them as such.
 */
export type CellType = 'text' | 'int' | 'decimal' | 'date' | 'datetime' | 'bool';

/** A column of a data set: its Spanish heading and the type of its values. */
export interface Column {
  header: string;
  type: CellType;
  /** Width in characters in the workbook. */
  width?: number;
}

/**
 * A value as the queries give it: dates as 'YYYY-MM-DD', timestamps as 'YYYY-MM-DD HH:MM' in
 * Madrid time (docs/api-conventions.md#dates: a Spanish product), numbers as numbers.
 */
export type Cell = string | number | boolean | null;
export type Row = Cell[];

/** What every data set reads: the caller's organization (decisions.md "Administration"). */
export interface Scope {
  db: Db;
  organizationId: number;
}

/** A data set ready to be written: its columns and its rows, a batch at a time. */
export interface OpenDataset {
  columns: Column[];
  batches: AsyncGenerator<Row[]>;
  /**
   * The rows already written as CSV lines (no header), a chunk at a time, for a data set too
   * large to go through `Row`s: exactly what csvChunks would write from `batches`. Only one of
   * the two is read.
   */
  csvText?: AsyncGenerator<string>;
}

/**
 * One exported data set: a CSV file and a sheet of the workbook. `open` runs what the columns
 * need; `batches` then reads the database a batch at a time (keyset by id), so that no export
 * holds a whole table in memory.
 */
export interface Dataset {
  sheet: string;
  open(scope: Scope): Promise<OpenDataset>;
}

/** A data set whose columns are always the same. */
export const fixedDataset = (
  sheet: string,
  columns: Column[],
  batches: (scope: Scope) => AsyncGenerator<Row[]>,
): Dataset => ({ sheet, open: async (scope) => ({ columns, batches: batches(scope) }) });

/** Rows read per query: large enough to keep queries few, small enough to stay light. */
const BATCH_SIZE = 2_000;

/**
 * Reads rows in id order, `size` at a time, each query starting after the last id read
 * (keyset paging: every batch costs the same, however far the export has gone).
 */
async function* keysetBatches<T extends { id: number }>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  size = BATCH_SIZE,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}

/** A column of a data set with the value of its query that it shows. */
export interface QueryColumn extends Column {
  value: PgColumn | SQL | SQL.Aliased;
  /** What the cell shows of the value, when the query does not say it (a role's name). */
  show?: (value: Cell) => Cell;
}

/**
 * Where a data set's rows come from: `from` selects the fields it is given from its tables;
 * the rows are read in `id` order, a batch at a time, and kept to the caller's organization
 * when `organizationId` names its column.
 */
export interface RowSource {
  id: PgColumn;
  organizationId?: PgColumn;
  from: (db: Db, fields: SelectedFields) => PgSelect;
}

/**
 * A data set of one query whose columns each name their heading, type and value once; a row
 * holds the values in the columns' order.
 */
export function queryDataset(sheet: string, columns: QueryColumn[], source: RowSource): Dataset {
  const headings: Column[] = columns.map(({ header, type, width }) => ({ header, type, width }));
  const fields: SelectedFields = { id: source.id };
  columns.forEach((column, i) => (fields[`c${i}`] = column.value));
  const cells = (row: Record<string, Cell>): Row =>
    columns.map((column, i) => {
      const value = row[`c${i}`] ?? null;
      return column.show ? column.show(value) : value;
    });
  return fixedDataset(sheet, headings, async function* ({ db, organizationId }) {
    const page = async (afterId: number, limit: number) => {
      const after = gt(source.id, afterId);
      const scoped = source.organizationId
        ? and(eq(source.organizationId, organizationId), after)
        : after;
      const rows = await source.from(db, fields).where(scoped).orderBy(asc(source.id)).limit(limit);
      return rows as (Record<string, Cell> & { id: number })[];
    };
    for await (const rows of keysetBatches(page)) yield rows.map(cells);
  });
}

/** A data set read in one query (reference lists: tens of rows). */
export async function* oneBatch(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}

/**
 * A timestamp as 'YYYY-MM-DD HH:MM' in Madrid time (the Cell form of a 'datetime'). Not the
 * TIME_ZONE setting: the orders' export lines are written in Madrid time by the database's
 * own trigger (migration 0010_export_lines.sql), and every sheet of one export reads its times
 * alike; following TIME_ZONE would take a migration rewriting that trigger and its stored lines.
 */
export const madridDateTime = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'Europe/Madrid', 'YYYY-MM-DD HH24:MI')`;
