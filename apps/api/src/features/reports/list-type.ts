import type {
  ReportColumn,
  ReportColumnType,
  ReportRow,
} from '@extranet/shared/reports/list-reply';
import type { Readable } from 'node:stream';
import type { ReportFilter } from '@extranet/shared/reports/filter';
import type { ReportType } from '@extranet/shared/reports/report-types';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { REPORT_JOINS, type ReportBase } from './queries.ts';
import type { ReportScope } from './report-scope.ts';

/**
 * What a report call knows besides its base: the filter as sent, whose it is, the day. The runner
 * always passes it; a list that needs nothing of it leaves it out.
 */
export interface ReportContext {
  filter: ReportFilter;
  scope: ReportScope;
  type: ReportType;
  /** Today in the server's zone, YYYY-MM-DD. */
  today: string;
  /** Where the product is served: the links and ids a calendar file carries. */
  site: { publicUrl: string; host: string };
}

/** A CSV file to stream. */
export interface CsvDownload {
  fileName: string;
  stream: Readable;
}

/** A calendar file (report 35). */
export interface CalendarDownload {
  text: string;
  fileName: string;
}

/**
 * What a list report is to the runner (docs/product/reporting.md#list-reports): how to survey
 * the whole filtered set (the true total, the columns, the summary) and how to read one page in
 * a sort it allows. Most lists are one row per order and are written with `orderList` below; a
 * list of other rows (people, event lines) implements the two reads itself.
 */
export interface ListReport {
  /** The sortable column keys and what each sorts by (never the answers' JSON). */
  sorts: Readonly<Record<string, SQL>>;
  /** The sort keys whose values are never null (`SortOrder.neverBlank`). */
  neverBlank?: ReadonlySet<string>;
  defaultSort: ListSort;
  /** One query over the whole filtered set, and any small lookup its columns need. */
  survey(db: Db, base: ReportBase, ctx?: ReportContext): Promise<ListSurvey>;
  /** `limit` rows from `offset` in `sort` (the runner keeps offset + limit within 5,000). */
  page(
    db: Db,
    base: ReportBase,
    sort: SortOrder,
    limit: number,
    offset: number,
    ctx?: ReportContext,
  ): Promise<ReportRow[]>;
  /** CSV headers other than the columns' own (a file read by a program): by column key. */
  csvHeaders?: Readonly<Record<string, string>>;
  /**
   * What the CSV writes: the first `count` rows in `sort` (one sort for the whole export),
   * `chunk` at a time, and their columns, known without surveying the whole set
   * (docs/product/reporting.md#csv).
   */
  export(
    db: Db,
    base: ReportBase,
    sort: SortOrder,
    count: number,
    chunk: number,
    ctx?: ReportContext,
  ): Promise<ListExport>;
  /** A CSV of its own format instead of the lists' one (docs/product/reporting.md#csv). */
  csv?(db: Db, base: ReportBase, sort: SortOrder, ctx: ReportContext): Promise<CsvDownload>;
  /** `format=ics`: only a type that has it answers it. */
  ics?(db: Db, base: ReportBase, sort: SortOrder, ctx: ReportContext): Promise<CalendarDownload>;
}

/** An export's columns and its rows, a chunk at a time. */
export interface ListExport {
  columns: ReportColumn[];
  chunks: AsyncGenerator<ReportRow[]>;
}

/** An export of rows already read: written a chunk at a time. */
export async function* inChunks<T>(
  rows: readonly T[],
  chunk: number,
  present: (row: T) => ReportRow,
) {
  for (let from = 0; from < rows.length; from += chunk) {
    yield rows.slice(from, from + chunk).map(present);
  }
}

export interface ListSort {
  key: string;
  order: 'asc' | 'desc';
}

/** A sort as the page query writes it. */
export interface SortOrder extends ListSort {
  by: SQL;
  /** The column is never blank: its sort says no `nulls last` (see orderBySql). */
  neverBlank?: boolean;
}

export interface ListSurvey {
  /** Every matching row, also past 5,000. */
  total: number;
  columns: ReportColumn[];
  summary: { label: string; value: number }[];
}

/**
 * `by dir`, blanks last whichever the direction, then the newest order first. A column that is
 * never blank is sorted without `nulls last`: PostgreSQL reads an index backwards as `desc nulls
 * first` and does not know that a NOT NULL column makes the two the same, so the clause would
 * make it sort the whole filtered set instead of reading a page's rows from the index
 * (docs/product/reporting.md#performance).
 */
export const orderBySql = (sort: SortOrder, tieBreak: SQL = sql.raw('o.id desc')) =>
  sql`${sort.by} ${sql.raw(sort.order)}${sql.raw(sort.neverBlank ? '' : ' nulls last')}, ${tieBreak}`;

/** A column of a list of orders: what it shows, how it is read and, when sortable, sorted. */
export interface ListColumn {
  key: string;
  header: string;
  type: ReportColumnType;
  /** The value, from the aliases of queries.ts. */
  value: SQL;
  /** What the column sorts by; omitted when it is not sortable. */
  sort?: SQL;
  /** What it sorts by is never null (a NOT NULL column of a row every order has). */
  neverBlank?: boolean;
}

/** The reply's description of a column. */
export const columnOf = (column: ListColumn): ReportColumn => ({
  key: column.key,
  header: column.header,
  type: column.type,
  sortable: column.sort !== undefined,
});

const alias = (key: string) => sql.raw(`"${key.replaceAll('"', '')}"`);

/** `value as "key", …` */
export const selectList = (values: Readonly<Record<string, SQL>>) =>
  sql.join(
    Object.entries(values).map(([key, value]) => sql`${value} as ${alias(key)}`),
    sql`, `,
  );

/** Raw values of a page row as the driver gives them: already the reply's kinds (see casts). */
export type RawRow = Record<string, unknown>;

/** What the survey query of an order list reads, besides the count. */
export type Stats = Record<string, number | null>;

export interface OrderListSpec {
  columns: readonly ListColumn[];
  /** The sort without `_sort`; id descending unless the type says otherwise. */
  defaultSort?: ListSort;
  /** Values a page row reads besides its columns (JSON to flatten, ids), by name. */
  extra?: Readonly<Record<string, SQL>>;
  /** Aggregates of the whole filtered set besides the count, by name (numbers). */
  stats?: Readonly<Record<string, SQL>>;
  /** The summary line, from the total and the stats. */
  summary?: (total: number, stats: Stats) => ListSurvey['summary'];
  /** The columns knowing the set (trailing pairs, one activity's labels); the static ones else. */
  columns$?: (db: Db, total: number, stats: Stats) => Promise<ReportColumn[]> | ReportColumn[];
  /** A reply row from a page row; by default the columns' values as read. */
  row?: (raw: RawRow) => ReportRow;
}

/** The columns' values of a page row, as read. */
export function columnCells(columns: readonly ListColumn[], raw: RawRow): ReportRow {
  const row: ReportRow = {};
  for (const column of columns) row[column.key] = (raw[column.key] ?? null) as ReportRow[string];
  return row;
}

/**
 * The rows of `rows` (a select with a `_place` column) as one JSON text, in `_place` order, in
 * a column `rows`: one field for the embedded store's thread to hand over rather than a row of
 * fields each, which its thread decodes and copies in JavaScript
 * (docs/product/reporting.md#performance).
 */
export const rowsAsJsonText = (rows: SQL) =>
  sql`select coalesce(json_agg(r order by r._place), '[]')::text as rows from (${rows}) r`;

/** A JSON value of a page row: parsed by the driver, or its text on a driver that does not. */
export const jsonOf = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : typeof value === 'string'
      ? (JSON.parse(value) as T)
      : (value as T);

const numberOf = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Export chunks asked for before the one being written: two keep a PostgreSQL server busy. */
const READ_AHEAD = 2;

/**
 * A list of one row per order: a count (with the type's sums) over the whole filtered set, and
 * a page sorted by a whitelisted column then the newest order, reading JSON for that page only
 * (docs/product/reporting.md#performance).
 */
export function orderList(spec: OrderListSpec): ListReport {
  const sorts: Record<string, SQL> = {};
  for (const column of spec.columns) if (column.sort) sorts[column.key] = column.sort;
  const neverBlank = new Set(spec.columns.filter((c) => c.neverBlank).map((c) => c.key));
  const pageValues: Record<string, SQL> = {};
  for (const column of spec.columns) pageValues[column.key] = column.value;
  Object.assign(pageValues, spec.extra);
  const statValues = { total: sql`count(*)::int`, ...spec.stats };
  const staticColumns = spec.columns.map(columnOf);
  const present = spec.row ?? ((raw: RawRow) => columnCells(spec.columns, raw));
  /** The stats (with the count) of the orders `from` reaches, and the columns knowing them. */
  async function surveyOf(db: Db, from: SQL) {
    const [raw] = rowsOf<RawRow>(await db.execute(sql`select ${selectList(statValues)} ${from}`));
    const stats: Stats = {};
    for (const key of Object.keys(statValues)) stats[key] = numberOf(raw?.[key]);
    const total = stats.total ?? 0;
    const columns = spec.columns$ ? await spec.columns$(db, total, stats) : staticColumns;
    return { total, stats, columns };
  }
  /** The orders of an id list, with every join a column may read. */
  const ordersOf = (ids: string) =>
    sql`from unnest(${ids}::int[]) with ordinality as page(page_id, place)
      join orders o on o.id = page.page_id ${REPORT_JOINS}`;
  return {
    sorts,
    neverBlank,
    defaultSort: spec.defaultSort ?? { key: 'id', order: 'desc' },
    async survey(db, base) {
      const { total, stats, columns } = await surveyOf(db, base.from(...Object.values(statValues)));
      return { total, columns, summary: spec.summary ? spec.summary(total, stats) : [] };
    },
    // The page's orders first, sorted on the whitelisted column with only the joins its filters
    // and sort need; then the rows of those orders alone, with every column and the answers' JSON.
    async page(db, base, sort, limit, offset) {
      const orders = sql`select o.id as page_id, ${sort.by} as page_sort ${base.from(sort.by)}
        order by ${orderBySql(sort)} limit ${limit} offset ${offset}`;
      const inPageOrder = orderBySql(
        { ...sort, by: sql.raw('page.page_sort') },
        sql.raw('page.page_id desc'),
      );
      const rows = rowsOf<RawRow>(
        await db.execute(
          sql`select ${selectList(pageValues)} from (${orders}) page
            join orders o on o.id = page.page_id ${REPORT_JOINS} order by ${inPageOrder}`,
        ),
      );
      return rows.map(present);
    },
    // The export's orders sorted once, their columns known from those orders alone (not the
    // whole set: docs/product/reporting.md#csv), then their rows a chunk of ids at a time.
    async export(db, base, sort, count, chunk) {
      const ids = rowsOf<{ page_id: number }>(
        await db.execute(
          sql`select o.id as page_id ${base.from(sort.by)} order by ${orderBySql(sort)} limit ${count}`,
        ),
      ).map((row) => Number(row.page_id));
      const idList = (from: number, to: number) => `{${ids.slice(from, to).join(',')}}`;
      // Each chunk comes as one JSON text written by the database, parsed here at once.
      const chunkText = async (from: number) => {
        const [result] = rowsOf<{ rows: string }>(
          await db.execute(
            rowsAsJsonText(sql`select ${selectList(pageValues)}, page.place as _place
              ${ordersOf(idList(from, from + chunk))}`),
          ),
        );
        return result?.rows;
      };
      // Chunks are asked for READ_AHEAD ahead of the one being parsed and shaped, so that the
      // store reads them meanwhile (docs/product/reporting.md#performance); each is awaited in
      // turn, unless the download stops first.
      const asked: Promise<string | undefined>[] = [];
      const askNext = () => {
        const from = asked.length * chunk;
        if (from >= ids.length) return;
        const text = chunkText(from);
        text.catch(() => undefined);
        asked.push(text);
      };
      // The columns first: the embedded store takes the queries in turn, and the file's first
      // line waits for them.
      const survey = spec.columns$
        ? surveyOf(db, ordersOf(idList(0, ids.length)))
        : Promise.resolve({ columns: staticColumns });
      for (let n = 0; n < READ_AHEAD; n++) askNext();
      const { columns } = await survey;
      async function* chunks() {
        for (let n = 0; n < asked.length; n++) {
          const text = await asked[n];
          askNext();
          yield jsonOf<RawRow[]>(text, []).map(present);
        }
      }
      return { columns, chunks: chunks() };
    },
  };
}
