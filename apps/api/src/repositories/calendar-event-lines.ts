import { toIsoDate } from '@extranet/shared/forms/answer-rules';
import { clockTime } from '@extranet/shared/forms/appointment';
import { eventLineIsoDate, parseEventLines } from '@extranet/shared/forms/event-lines';
import { activities } from '../db/schema/activities.ts';
import type { EventWindow } from './calendar-events.ts';

/**
 * The dated lines of an event (type 2, docs/product/calendar.md#events), read from its
 * requirements with the event editor's own rules (packages/shared/src/forms/event-lines.ts),
 * for the calendar and the reports' event lists.
 */

/** An event: an activity with fewer than 5 management fields (forms/is-event.ts). */
export const isEvent = activities.isEvent;

/** The line's hour (its second word when that is H:MM or HH:MM) and the text after it. */
function hourAndText(evento: string): [string | null, string] {
  const [first = '', ...rest] = evento.split(/\s+/);
  const hour = clockTime(first);
  return hour ? [hour, rest.join(' ')] : [null, evento];
}

/** A dated line of an event as the calendar reads it: its number, day, hour (or null) and text. */
export interface DatedEventLine {
  /** The line's number among the event's lines (parseEventLines). */
  id: number;
  /** YYYY-MM-DD. */
  day: string;
  /** HH:MM, or null when the line gives none. */
  hour: string | null;
  /** What follows the date and the hour. */
  text: string;
}

/**
 * The lines of an event's requirements whose date can be read, whatever their day, as the calendar
 * (which keeps them per version of the text) and the reports' event lists read them.
 */
export function readableEventLines(requirements: string): DatedEventLine[] {
  const lines: DatedEventLine[] = [];
  for (const line of parseEventLines(requirements)) {
    const iso = eventLineIsoDate(line.fecha);
    // A line whose date cannot be read, or is no real day, is skipped.
    const day = iso === undefined ? null : toIsoDate(iso);
    if (day === null) continue;
    const [hour, text] = hourAndText(line.evento);
    lines.push({ id: line.id, day, hour, text });
  }
  return lines;
}

/**
 * The dated lines of an event's requirements whose day falls in the window (the reports' event
 * lists, docs/product/reporting.md#event-lists).
 */
export const datedEventLines = (requirements: string, window: EventWindow): DatedEventLine[] =>
  readableEventLines(requirements).filter(
    (line) => line.day >= window.from && line.day <= window.to,
  );
