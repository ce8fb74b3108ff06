/**
 * What the calendar feeds offer the other features (docs/architecture.md#feature-boundaries):
 * the one iCalendar writer, so that any calendar file the API writes (a report's appointments,
 * for instance) carries the same zone and the same shape as the feeds of
 * docs/product/calendar.md#ical-feeds, and the reply that sends it.
 */
export {
  DEFAULT_ENTRY_MINUTES,
  writeCalendar,
  type CalendarEntry,
  type CalendarFile,
} from './ical-writer.ts';
export { sendCalendar } from './calendar-reply.ts';
