import { visitDurationHours } from '@extranet/shared/forms/visit-durations';
import type { ReportColumn } from '@extranet/shared/reports/list-reply';
import { DEFAULT_ENTRY_MINUTES, type CalendarEntry } from '../../calendar-feeds/public.ts';
import type { EventListShape } from './event-list-report.ts';
import { eventRowId, type EventListRow } from './event-row.ts';
import { descriptionOf, subjectOf } from './event-text.ts';

/**
 * Report 35, the events for an external calendar (docs/product/reporting.md#event-lists): each
 * row of the event lists as an entry of a calendar program, shown as a table, exported in Google
 * Calendar's CSV import format and as an iCalendar file written by the calendar's own writer.
 */

/** The table's columns; the end and the flags are worked out, so only the start sorts. */
export const calendarImportColumns: readonly ReportColumn[] = [
  { key: 'subject', header: 'Asunto', type: 'text', sortable: true },
  { key: 'startDate', header: 'Fecha inicio', type: 'date', sortable: true },
  { key: 'startTime', header: 'Hora inicio', type: 'time', sortable: true },
  { key: 'endDate', header: 'Fecha fin', type: 'date', sortable: false },
  { key: 'endTime', header: 'Hora fin', type: 'time', sortable: false },
  { key: 'allDay', header: 'Todo el día', type: 'bool', sortable: false },
  { key: 'description', header: 'Descripción', type: 'text', sortable: false },
  { key: 'location', header: 'Lugar', type: 'text', sortable: false },
  { key: 'private', header: 'Privado', type: 'bool', sortable: false },
];

/** Report 35 as an event list: its columns, sorts and rows. */
export const calendarImport: EventListShape = {
  columns: calendarImportColumns,
  defaultSort: { key: 'startDate', order: 'asc' },
  sortColumns: { subject: 'subject', startDate: 'day', startTime: 'hour' },
  row: (row) => calendarImportRow(row),
};

/** The headers Google Calendar's import reads, in the table's order. */
export const googleCalendarHeaders = [
  'Subject',
  'Start Date',
  'Start Time',
  'End Date',
  'End Time',
  'All Day Event',
  'Description',
  'Location',
  'Private',
] as const;

/** A type rather than an interface, so that it is a table row (`ReportRow`) as it is. */
export type CalendarImportRow = {
  id: string;
  subject: string;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  allDay: boolean;
  description: string | null;
  location: string | null;
  private: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD `days` later. */
function dayAfter(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * When a timed row ends: its start plus its visit type's length (1 h without one, and for event
 * lines), on the next day when it runs past midnight.
 */
export function endOf(
  row: Pick<EventListRow, 'kind' | 'date' | 'visitType'>,
  start: string,
): { date: string; time: string } {
  const hours = row.kind === 'cita' ? visitDurationHours(row.visitType ?? '') : undefined;
  const [h = 0, m = 0] = start.split(':').map(Number);
  const minutes = h * 60 + m + (hours === undefined ? DEFAULT_ENTRY_MINUTES : hours * 60);
  const time = minutes % 1440;
  return {
    date: dayAfter(row.date, Math.floor(minutes / 1440)),
    time: `${pad(Math.floor(time / 60))}:${pad(time % 60)}`,
  };
}

/** A row as an external calendar's entry: no hour makes it all day; appointments are private. */
export function calendarImportRow(row: EventListRow): CalendarImportRow {
  const end = row.hour === null ? null : endOf(row, row.hour);
  return {
    id: eventRowId(row),
    subject: subjectOf(row),
    startDate: row.date,
    startTime: row.hour,
    endDate: end?.date ?? row.date,
    endTime: end?.time ?? null,
    allDay: row.hour === null,
    description: descriptionOf(row),
    location: row.place,
    private: row.kind === 'cita',
  };
}

/** MM/DD/YYYY, the date of Google's import. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** hh:mm AM/PM, the time of Google's import: 00:30 is 12:30 AM, 12:00 is 12:00 PM. */
export function usTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

const trueFalse = (flag: boolean) => (flag ? 'True' : 'False');

/** A row's cells in Google Calendar's CSV import format, in googleCalendarHeaders' order. */
export function googleCalendarCells(row: CalendarImportRow): string[] {
  return [
    row.subject,
    usDate(row.startDate),
    row.startTime === null ? '' : usTime(row.startTime),
    usDate(row.endDate),
    row.endTime === null ? '' : usTime(row.endTime),
    trueFalse(row.allDay),
    row.description ?? '',
    row.location ?? '',
    trueFalse(row.private),
  ];
}

/** Where the entries point: the instance's address and its host, for the UIDs. */
export interface CalendarSite {
  publicUrl: string;
  host: string;
}

/**
 * A row as an entry of the calendar file: UID order-{id}@host for an appointment (the one the
 * order's own calendar file and the feeds give it), event-{activity}-{line}@host for an event
 * line (a line's number is its event's own, so the event's id makes it unique). The calendar's
 * writer has no place of its own: an event line's place goes into the description.
 */
export function calendarEntryOf(row: EventListRow, site: CalendarSite): CalendarEntry {
  const entry = calendarImportRow(row);
  const description = [entry.description, entry.location ? `Lugar: ${entry.location}` : null]
    .filter((part): part is string => !!part)
    .join('\n');
  return {
    uid:
      row.kind === 'cita'
        ? `order-${row.orderId}@${site.host}`
        : `event-${row.activityId}-${row.lineId}@${site.host}`,
    summary: entry.subject,
    ...(description === '' ? {} : { description }),
    ...(row.kind === 'cita' ? { url: `${site.publicUrl}/orderdetail?id=${row.orderId}` } : {}),
    date: entry.startDate,
    start: entry.startTime,
    end: entry.endTime,
  };
}
