import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CalendarMonth } from '@extranet/shared/calendar/window';
import { useEffect, useRef } from 'react';
import { monthIndex, sameMonth } from '../calendar-dates';
import { monthNames } from '@extranet/shared/month-names';
import { calendarTexts as t } from '../calendar-texts';

/**
 * The carousel of the window's months (docs/product/calendar.md#calendar): the previous and next
 * month, and every month of the window in a strip that scrolls sideways on a phone, the month
 * shown pressed and kept in view.
 */
export function MonthStrip({
  months,
  shown,
  onShow,
}: {
  months: readonly CalendarMonth[];
  shown: CalendarMonth;
  onShow: (month: CalendarMonth) => void;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const position = months.findIndex((month) => sameMonth(month, shown));
  const previous = months[position - 1];
  const next = months[position + 1];

  // The month shown stays in the middle of the strip, when it changes and when the strip's width
  // does (a phone turned round); the strip's own scroll, not scrollIntoView, which would scroll
  // the page too.
  // Measured in the next frame, with the layout that frame makes anyway, rather than forcing one
  // in the middle of the first render.
  useEffect(() => {
    const list = strip.current;
    if (!list) return;
    const centre = () => {
      const item = list.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (item) list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    };
    const frame = requestAnimationFrame(centre);
    const resized = new ResizeObserver(centre);
    resized.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
    };
  }, [position]);

  return (
    <nav className="month-strip" aria-label={t.months}>
      <button
        type="button"
        className="calendar-button month-strip__step"
        aria-label={t.previousMonth}
        disabled={!previous}
        onClick={() => previous && onShow(previous)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <ul ref={strip} className="month-strip__list">
        {months.map((month) => {
          const pressed = sameMonth(month, shown);
          return (
            <li key={monthIndex(month)}>
              <button
                type="button"
                className="month-strip__month"
                aria-pressed={pressed}
                onClick={() => onShow(month)}
              >
                <span className="month-strip__name">{monthNames[month.month - 1]}</span>{' '}
                <span className="month-strip__year">{month.year}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="calendar-button month-strip__step"
        aria-label={t.nextMonth}
        disabled={!next}
        onClick={() => next && onShow(next)}
      >
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
