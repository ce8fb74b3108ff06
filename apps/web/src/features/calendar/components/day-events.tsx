import type { EventItem } from '@extranet/shared/schemas/events';
import { useId } from 'react';
import { displayDate, weekdayOf } from '../calendar-dates';
import { calendarTexts as t, weekdayNames } from '../calendar-texts';
import { EventEntry } from './event-entry';

/**
 * The selected day's events (docs/product/calendar.md#calendar), in the API's time order. Its
 * heading names the day; a screen reader hears the day and its count when another is opened.
 */
export function DayEvents({
  day,
  events,
  onEdit,
}: {
  day: string;
  events: readonly EventItem[];
  onEdit?: (event: EventItem) => void;
}) {
  const titleId = useId();
  const weekday = weekdayNames[weekdayOf(day)] ?? '';
  const heading = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${displayDate(day)}`;
  return (
    <section className="day-events" aria-labelledby={titleId}>
      <h2 id={titleId} className="day-events__title">
        {heading}
      </h2>
      <p className="visually-hidden" aria-live="polite">
        {`${heading}: ${events.length > 0 ? t.eventCount(events.length) : t.noEvents}`}
      </p>
      {events.length === 0 ? (
        <p className="day-events__empty">{t.noEvents}</p>
      ) : (
        <ul className="day-events__list">
          {events.map((event) => (
            <EventEntry
              key={`${event.typeEvent}-${event.idEvent}-${event.id}`}
              event={event}
              onEdit={onEdit}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
