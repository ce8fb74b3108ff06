import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { calendarTexts as t } from '../calendar-texts';
import { CalendarView } from '../components/calendar-view';
import '../calendar.css';

/**
 * `/calendario` (docs/product/calendar.md#calendar): the calendar in public mode, for anyone,
 * without the top bar (the layout leaves it out here) and without the filter panel. It asks the
 * public view even when someone is logged in in this tab (docs/product/calendar.md#who-sees-what),
 * and offers the way in to the extranet.
 */
export function PublicCalendarPage() {
  return (
    <PublicCalendarFrame>
      <CalendarView viewerId={null} />
    </PublicCalendarFrame>
  );
}

/**
 * The page around its calendar: the title and the way in. Alone, it is what the build paints into
 * the page the server sends for `/calendario` (app/page-shells.tsx), as the calendar's days
 * depend on the day it is opened.
 */
export function PublicCalendarFrame({ children }: { children?: ReactNode }) {
  return (
    <section className="page calendar-page calendar-page--public">
      <div className="calendar-page__head">
        <PageTitle>{t.publicTitle}</PageTitle>
        <Link className="calendar-page__login" to={paths.login}>
          {t.login}
        </Link>
      </div>
      {children}
    </section>
  );
}
