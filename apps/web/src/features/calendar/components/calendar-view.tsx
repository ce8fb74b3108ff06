import { matchesEventFilter, type EventFilter } from '@extranet/shared/calendar/event-filter';
import { calendarMonths } from '@extranet/shared/calendar/window';
import type { EventItem } from '@extranet/shared/schemas/events';
import { Spin } from 'antd';
import { useMemo, useState } from 'react';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { today as todayInZone } from '@/shared/time/today';
import { useDaysWithEvents } from '../days-query';
import { dayOfMonth, monthOf, windowDays } from '../calendar-dates';
import { calendarTexts as t } from '../calendar-texts';
import { DayEvents } from './day-events';
import { MonthGrid, type DaySummary } from './month-grid';
import { MonthStrip } from './month-strip';

const noEvents: readonly EventItem[] = [];
const noSummary: DaySummary = { count: 0, colors: [] };

/**
 * The calendar of /eventsview and /calendario (docs/product/calendar.md#calendar): the carousel
 * of the window's months, 'Hoy', the month's grid and the selected day's list, from one call for
 * the whole window. `viewerId` null is the public calendar. `filter` narrows the events in the
 * browser (docs/product/calendar.md#filter); `onEdit`, when given, offers the edit button.
 */
export function CalendarView({
  viewerId,
  filter,
  onEdit,
}: {
  viewerId: number | null;
  filter?: EventFilter;
  onEdit?: (event: EventItem) => void;
}) {
  // "Today" of the server's zone, once: the window does not move under the person using it.
  const [today] = useState(() => todayInZone());
  const months = useMemo(() => calendarMonths(today), [today]);
  const bounds = useMemo(() => windowDays(today), [today]);
  const [cursor, setCursor] = useState(today);
  const [selected, setSelected] = useState(today);
  const days = useDaysWithEvents(viewerId, today);

  const byDay = useMemo(() => {
    const map = new Map<string, readonly EventItem[]>();
    for (const { day, events } of days.data ?? []) {
      const shown = filter ? events.filter((event) => matchesEventFilter(event, filter)) : events;
      if (shown.length > 0) map.set(day, shown);
    }
    return map;
  }, [days.data, filter]);

  const summaryOf = (day: string): DaySummary => {
    const events = byDay.get(day);
    if (!events) return noSummary;
    return {
      count: events.length,
      colors: [...new Set(events.map((event) => event.eventProperties.color))],
    };
  };

  const open = (day: string) => {
    setCursor(day);
    setSelected(day);
  };
  // A month of the carousel shows the selected day when it is there, else the same day number.
  const showMonth = (month: { year: number; month: number }) => {
    const keep = monthOf(selected).year === month.year && monthOf(selected).month === month.month;
    setCursor(keep ? selected : dayOfMonth(month, Number(cursor.slice(8, 10))));
  };
  const failure = loadFailureOf(days);

  return (
    <div className="calendar">
      <div className="calendar__bar">
        <MonthStrip months={months} shown={monthOf(cursor)} onShow={showMonth} />
        <button type="button" className="calendar-button" onClick={() => open(today)}>
          {t.today}
        </button>
      </div>
      {failure && <ListLoadError failure={failure} />}
      <div className="calendar__body">
        <div className="calendar__month">
          <MonthGrid
            month={monthOf(cursor)}
            cursor={cursor}
            selected={selected}
            today={today}
            bounds={bounds}
            summaryOf={summaryOf}
            onCursor={setCursor}
            onOpen={open}
          />
          {days.isPending && (
            <div className="calendar__loading" role="status" aria-label={t.loading}>
              <Spin />
            </div>
          )}
        </div>
        <DayEvents day={selected} events={byDay.get(selected) ?? noEvents} onEdit={onEdit} />
      </div>
    </div>
  );
}
