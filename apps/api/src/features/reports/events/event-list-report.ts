import type { ReportColumn, ReportRow } from '@extranet/shared/reports/list-reply';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ListSort, SortOrder } from '../list-type.ts';
import type { ReportContext } from '../list-type.ts';
import { reportEventLines } from './event-lines-query.ts';
import { countEvents, eventPage, eventSets, type EventSets } from './event-list-query.ts';
import type { EventListRow } from './event-row.ts';

/**
 * What the two event lists share (docs/product/reporting.md#event-lists): their rows (the
 * appointments and the event lines of event-list-query.ts), the true total, and pages in the
 * sort asked for; each gives its columns, what each sortable column sorts by, and its rows' shape.
 */

export interface EventListShape {
  columns: readonly ReportColumn[];
  /** The day, then the hour with the all-day entries first: the day's column, ascending. */
  defaultSort: ListSort;
  /** Sortable column key → the union's column it sorts by. */
  sortColumns: Readonly<Record<string, string>>;
  row: (row: EventListRow) => ReportRow;
}

/** The sorts the runner whitelists: the union's column of each key. */
export const eventSorts = (shape: EventListShape): Record<string, SQL> =>
  Object.fromEntries(
    Object.entries(shape.sortColumns).map(([key, column]) => [key, sql.raw(column)]),
  );

/** The rows of the context: the lines are read once per call, then the one query runs. */
export async function eventSetsOf(db: Db, ctx: ReportContext): Promise<EventSets> {
  return eventSets(ctx, await reportEventLines(db, ctx));
}

export async function eventTotal(db: Db, ctx: ReportContext): Promise<number> {
  return countEvents(db, await eventSetsOf(db, ctx));
}

/** A page of rows in `sort` (a key of the shape's sortable columns). */
export async function eventRows(
  db: Db,
  ctx: ReportContext,
  shape: EventListShape,
  sort: Pick<SortOrder, 'key' | 'order'>,
  limit: number,
  offset: number,
): Promise<EventListRow[]> {
  const column = shape.sortColumns[sort.key] ?? 'day';
  return eventPage(db, await eventSetsOf(db, ctx), { column, order: sort.order }, limit, offset);
}
