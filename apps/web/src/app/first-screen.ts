import { startEarlyPublicDays } from '@/features/calendar/early-days';
import { paths } from '@/shared/paths';
import { loadAhead } from '@/shared/load-ahead';
import { antdOutletModule, headerModules, pageModules } from './lazy-modules';
import { PAINTED_DATA_ID } from './painted-data-id';

interface LandingScreen {
  path: string;
  load: () => Promise<unknown>;
  /** Needs a session: without one the guards send to / (and nothing here is loaded). */
  user: boolean;
  /** Asks for the screen's data too (first-screen-data.ts). */
  data?: boolean;
}

/** The screens people land on by address: after a login, from a bookmark or a shared link. */
const landingScreens: LandingScreen[] = [
  { path: paths.login, load: pageModules.login, user: false },
  { path: paths.main, load: pageModules.main, user: true, data: true },
  { path: paths.campaignFilter, load: pageModules.main, user: true, data: true },
  { path: paths.campaignName, load: pageModules.main, user: true, data: true },
  { path: paths.activityFilter, load: pageModules.activityFilter, user: false },
  // A participant's way to a request, opened from bookmarks and the campaign list's links.
  { path: paths.activityList, load: pageModules.activityList, user: true, data: true },
  { path: paths.activityOrder, load: pageModules.activityOrder, user: true },
  // docs/product/calendar.md#calendar: the public calendar, opened from links on phones.
  { path: paths.calendar, load: pageModules.calendar, user: false },
];

/** `/campaign-filter/:type` as a regular expression (a trailing slash allowed, as the router). */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/**
 * Starts, beside React rather than after it, what the screen at `location` needs: its module,
 * antd's scope for every screen but the login, the header menu of a logged-in user, and the data
 * of the campaign and activity lists (first-screen-data.ts). The entry renders once those modules
 * have arrived (or failed), so that the first render draws the whole screen, with no spinner
 * between its parts (docs/architecture.md#performance-on-phones). A hint only: anything else loads
 * as it renders, and a failure here is left to the render to meet and report.
 */
export function loadFirstScreen(location: Location): Promise<unknown> {
  const { pathname } = location;
  // The session token of shared/session/session-store.ts, read without loading that store.
  const loggedIn = sessionStorage.getItem('token') !== null;
  const screen = landingScreens.find((s) => patternOf(s.path).test(pathname));
  const shown = screen && (loggedIn || !screen.user);
  // Asked for first, so that its modules (no antd) arrive and run first and the call leaves
  // before the big modules are evaluated; not when the server sent the screen with its data
  // (painted-data.ts).
  if (shown && screen.data && !document.getElementById(PAINTED_DATA_ID)) {
    void loadAhead(async () =>
      (await import('./first-screen-data')).prefetchFirstScreenData(location),
    );
  }
  const modules: (() => Promise<unknown>)[] = [];
  if (shown) modules.push(screen.load);
  // A logged-in user on / goes on to a screen of antd's at once.
  if (loggedIn || screen?.path !== paths.login) modules.push(antdOutletModule);
  if (loggedIn) modules.push(...headerModules());
  const arrived = Promise.all(modules.map(loadAhead));
  // The public calendar's call leaves now, beside its code (features/calendar/early-days.ts).
  if (shown && screen.path === paths.calendar) startEarlyPublicDays();
  return arrived;
}
