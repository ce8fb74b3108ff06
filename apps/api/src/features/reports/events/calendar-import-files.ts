import { Readable } from 'node:stream';
import { csvLine } from '@extranet/shared/csv/csv';
import type { Db } from '../../../db/client.ts';
import { serverTimeZone } from '../../../time/today.ts';
import { writeCalendar } from '../../calendar-feeds/public.ts';
import { CSV_CHUNK, csvFileName } from '../list-csv.ts';
import { ROW_CAP } from '../list-runner.ts';
import type { CalendarDownload, CsvDownload, ReportContext, SortOrder } from '../list-type.ts';
import {
  calendarEntryOf,
  calendarImport,
  calendarImportRow,
  googleCalendarCells,
  googleCalendarHeaders,
} from './calendar-import.ts';
import { eventPage } from './event-list-query.ts';
import { eventSetsOf } from './event-list-report.ts';
import type { EventListRow } from './event-row.ts';

/**
 * Report 35's files (docs/product/reporting.md#csv, docs/product/reporting.md#event-lists): the
 * first 5,000 rows in the table's sort, read in one sort, as Google Calendar's CSV import reads them (',' between
 * fields, English headers, MM/DD/YYYY, hh:mm AM/PM, True/False, and no byte-order mark, which
 * an importing program may read as part of the first header), or as an iCalendar file written
 * by the calendar's own writer.
 */

const GOOGLE = { separator: ',' } as const;

/** The rows a file holds: the first 5,000 in the table's sort, read in one sort. */
async function fileRows(
  db: Db,
  ctx: ReportContext,
  sort: Pick<SortOrder, 'key' | 'order'>,
): Promise<EventListRow[]> {
  const column = calendarImport.sortColumns[sort.key] ?? 'day';
  return eventPage(db, await eventSetsOf(db, ctx), { column, order: sort.order }, ROW_CAP, 0);
}

/** Google Calendar's CSV of the rows, written 1,000 lines at a time. */
export async function googleCalendarCsv(
  db: Db,
  ctx: ReportContext,
  sort: Pick<SortOrder, 'key' | 'order'>,
): Promise<CsvDownload> {
  const rows = await fileRows(db, ctx, sort);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(googleCalendarHeaders, GOOGLE);
    for (let from = 0; from < rows.length; from += CSV_CHUNK) {
      yield rows
        .slice(from, from + CSV_CHUNK)
        .map((row) => csvLine(googleCalendarCells(calendarImportRow(row)), GOOGLE))
        .join('');
    }
  }
  return {
    fileName: csvFileName(ctx.type, ctx.today),
    stream: Readable.from(lines(), { objectMode: false }),
  };
}

/** The iCalendar file of the rows: one entry each, in the zone of the TIME_ZONE setting. */
export async function calendarImportIcs(
  db: Db,
  ctx: ReportContext,
  sort: Pick<SortOrder, 'key' | 'order'>,
): Promise<CalendarDownload> {
  const entries = (await fileRows(db, ctx, sort)).map((row) => calendarEntryOf(row, ctx.site));
  return {
    text: writeCalendar({ name: ctx.type.name, timeZone: serverTimeZone(), entries }),
    fileName: csvFileName(ctx.type, ctx.today).replace(/\.csv$/, '.ics'),
  };
}
