import { Readable } from 'node:stream';
import { csvLine } from '@extranet/shared/csv/csv';
import type { Db } from '../../../db/client.ts';
import { serverTimeZone } from '../../../time/today.ts';
import { writeCalendar } from '../../calendar-feeds/public.ts';
import { CSV_CHUNK, csvFileName } from '../list-csv.ts';
import { ROW_CAP } from '../list-runner.ts';
import {
  calendarEntryOf,
  calendarImport,
  calendarImportRow,
  googleCalendarCells,
  googleCalendarHeaders,
} from './calendar-import.ts';
import type { CalendarDownload, CsvDownload, ReportContext, SortOrder } from '../list-type.ts';
import { countEvents, eventPage, type EventSets } from './event-list-query.ts';
import { eventSetsOf } from './event-list-report.ts';
import type { EventListRow } from './event-row.ts';

/**
 * Report 35's files (docs/product/reporting.md#csv, docs/product/reporting.md#event-lists): the
 * first 5,000 rows in the table's sort, as Google Calendar's CSV import reads them (',' between
 * fields, English headers, MM/DD/YYYY, hh:mm AM/PM, True/False, and no byte-order mark, which
 * an importing program may read as part of the first header), or as an iCalendar file written
 * by the calendar's own writer.
 */

const GOOGLE = { separator: ',' } as const;

/**
 * The rows a file holds, read 1,000 at a time. The count and the first chunk are read before
 * anything is sent, so that a failing query answers an error rather than a cut file.
 */
async function chunks(
  db: Db,
  sets: EventSets,
  sort: Pick<SortOrder, 'key' | 'order'>,
): Promise<AsyncGenerator<EventListRow[]>> {
  const count = Math.min(await countEvents(db, sets), ROW_CAP);
  const column = calendarImport.sortColumns[sort.key] ?? 'day';
  const read = (offset: number) =>
    eventPage(db, sets, { column, order: sort.order }, Math.min(CSV_CHUNK, count - offset), offset);
  const first = count > 0 ? await read(0) : [];
  return (async function* () {
    if (first.length > 0) yield first;
    for (let offset = CSV_CHUNK; offset < count; offset += CSV_CHUNK) yield await read(offset);
  })();
}

/** Google Calendar's CSV of the rows, streamed as they are read. */
export async function googleCalendarCsv(
  db: Db,
  ctx: ReportContext,
  sort: Pick<SortOrder, 'key' | 'order'>,
): Promise<CsvDownload> {
  const rows$ = await chunks(db, await eventSetsOf(db, ctx), sort);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(googleCalendarHeaders, GOOGLE);
    for await (const rows of rows$) {
      yield rows
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
  const entries = [];
  for await (const rows of await chunks(db, await eventSetsOf(db, ctx), sort)) {
    entries.push(...rows.map((row) => calendarEntryOf(row, ctx.site)));
  }
  return {
    text: writeCalendar({ name: ctx.type.name, timeZone: serverTimeZone(), entries }),
    fileName: csvFileName(ctx.type, ctx.today).replace(/\.csv$/, '.ics'),
  };
}
