// Group `calendar`: the bars of the calendar (docs/product/calendar.md), on the requests data set
// (requests-store.mjs: 100,000 orders, 30,000 of them with an agreed date, 2,000 activities):
//   - the 18-month `events/…/days-with-events-period` call against its own SQL, and that SQL
//     against its absolute budget, on the embedded store and on PostgreSQL (calendar-days.mjs);
//   - a private .ics feed of 500 appointments (calendar-feed.mjs);
//   - /calendario's first view interactive in headless Chromium (calendar-browser.mjs).
import { measureDaysWithEvents } from './calendar-days.mjs';
import { measurePrivateFeed } from './calendar-feed.mjs';
import { measurePublicCalendar } from './calendar-browser.mjs';
import { reportError } from './report.mjs';

export async function calendarGroup() {
  for (const [name, measure] of [
    ['calendar days-with-events', measureDaysWithEvents],
    ['calendar private feed', measurePrivateFeed],
    ['calendar public view', measurePublicCalendar],
  ]) {
    try {
      await measure();
    } catch (err) {
      reportError(name, err);
    }
  }
}
