import type { CalendarMonth } from '@extranet/shared/calendar/window';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { monthWeeks, movedDay, weekdayOf } from '../calendar-dates';
import { calendarTexts as t, weekdayNames } from '../calendar-texts';

/** What a day cell shows of its events. */
export interface DaySummary {
  count: number;
  /** The activity colours of its events, each once. */
  colors: string[];
}

const MAX_DOTS = 4;

/**
 * The month's grid (docs/product/calendar.md#calendar): one button a day with its number, its
 * events' count and their colours. One day takes the Tab key (a roving tabindex): the arrows
 * move it a day or a week, Home and End to the week's ends, Page Up and Page Down a month,
 * across months and within the window; Enter or Space (the button's click) opens the day. A day
 * with events says its count in its name ('Lunes 16 de marzo de 2026: 3 eventos').
 */
export function MonthGrid({
  month,
  cursor,
  selected,
  today,
  bounds,
  summaryOf,
  onCursor,
  onOpen,
}: {
  month: CalendarMonth;
  /** The day that takes the focus (in `month`). */
  cursor: string;
  selected: string;
  today: string;
  bounds: { first: string; last: string };
  summaryOf: (day: string) => DaySummary;
  onCursor: (day: string) => void;
  onOpen: (day: string) => void;
}) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // Set by a key press: the next render moves the focus to the new cursor (never on a mere
  // render, which must not take the focus from elsewhere).
  const focusNext = useRef(false);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${cursor}"]`)?.focus();
  }, [cursor]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = movedDay(event.key, cursor, bounds);
    if (next === undefined) return;
    event.preventDefault();
    if (next === cursor) return;
    focusNext.current = true;
    onCursor(next);
  };

  return (
    <div className="month-grid">
      <h2 id={titleId} className="month-grid__title">
        {t.monthTitle(month.year, month.month)}
      </h2>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col">
                <abbr title={name}>{name.slice(0, 2)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={`empty-${column}`} role="gridcell" className="month-grid__blank" />
                ) : (
                  <DayCell
                    key={day}
                    day={day}
                    summary={summaryOf(day)}
                    focusable={day === cursor}
                    selected={day === selected}
                    isToday={day === today}
                    onFocus={() => day !== cursor && onCursor(day)}
                    onOpen={() => onOpen(day)}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({
  day,
  summary,
  focusable,
  selected,
  isToday,
  onFocus,
  onOpen,
}: {
  day: string;
  summary: DaySummary;
  focusable: boolean;
  selected: boolean;
  isToday: boolean;
  onFocus: () => void;
  onOpen: () => void;
}) {
  const { count, colors } = summary;
  const label = `${t.longDay(day, weekdayOf(day))}${count > 0 ? `: ${t.eventCount(count)}` : ''}`;
  const classes = [
    'month-grid__day',
    selected && 'month-grid__day--selected',
    isToday && 'month-grid__day--today',
    count > 0 && 'month-grid__day--busy',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        className={classes}
        data-day={day}
        tabIndex={focusable ? 0 : -1}
        aria-label={label}
        aria-current={isToday ? 'date' : undefined}
        onFocus={onFocus}
        onClick={onOpen}
      >
        <span className="month-grid__number">{Number(day.slice(8, 10))}</span>
        {/* The count is drawn by the style sheet from data-count, so that the button's text is
            its day number alone, which its name holds: one says what one sees to a speech
            program (WCAG 2.5.3), and the name says the count as words. */}
        {count > 0 && <span className="month-grid__count" data-count={count} aria-hidden />}
        {colors.length > 0 && (
          <span className="month-grid__dots" aria-hidden>
            {colors.slice(0, MAX_DOTS).map((color) => (
              <span key={color} className="month-grid__dot" style={{ background: color }} />
            ))}
          </span>
        )}
      </button>
    </td>
  );
}
