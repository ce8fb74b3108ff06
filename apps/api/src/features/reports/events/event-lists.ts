import { inChunks, type ListReport, type ReportContext } from '../list-type.ts';
import { calendarEvents } from './calendar-events-list.ts';
import { calendarImport } from './calendar-import.ts';
import { calendarImportIcs, googleCalendarCsv } from './calendar-import-files.ts';
import { eventRows, eventSorts, eventTotal, type EventListShape } from './event-list-report.ts';

/**
 * The event lists as the runner reads them (docs/product/reporting.md#event-lists): 32 as a
 * table and its CSV, 35 as a table, Google Calendar's CSV and an iCalendar file.
 */

/** The runner always passes the context; an event list cannot be read without it. */
function contextOf(ctx: ReportContext | undefined): ReportContext {
  if (!ctx) throw new Error('an event list reads the report context');
  return ctx;
}

function eventList(shape: EventListShape): ListReport {
  return {
    sorts: eventSorts(shape),
    defaultSort: shape.defaultSort,
    async survey(db, _base, ctx) {
      const total = await eventTotal(db, contextOf(ctx));
      return { total, columns: [...shape.columns], summary: [] };
    },
    async page(db, _base, sort, limit, offset, ctx) {
      const rows = await eventRows(db, contextOf(ctx), shape, sort, limit, offset);
      return rows.map(shape.row);
    },
    // The export: its (at most 5,000) rows sorted once, then written a chunk at a time.
    async export(db, _base, sort, count, chunk, ctx) {
      const rows = await eventRows(db, contextOf(ctx), shape, sort, count, 0);
      return { columns: [...shape.columns], chunks: inChunks(rows, chunk, shape.row) };
    },
  };
}

export const calendarEventsList: ListReport = eventList(calendarEvents);

export const calendarImportList: ListReport = {
  ...eventList(calendarImport),
  csv: (db, _base, sort, ctx) => googleCalendarCsv(db, contextOf(ctx), sort),
  ics: (db, _base, sort, ctx) => calendarImportIcs(db, contextOf(ctx), sort),
};
