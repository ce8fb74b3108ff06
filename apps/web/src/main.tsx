import '@/shared/zod-without-eval';
import { loadFirstScreen } from '@/app/first-screen';
import { loadServerSettings } from '@/shared/time/server-settings';
import '@/app/styles.css';

// Asked first: the server's zone decides "today" in the app (docs/exports-text-and-time.md),
// so the app renders once it is known (or the call has failed), at most a few seconds later.
const settings = loadServerSettings();

// The entry stays small: the first screen's code starts downloading at once, beside React and
// the shell (app/start.tsx) rather than after them, and the first render waits for it.
const firstScreen = loadFirstScreen(window.location);
void Promise.all([import('@/app/start'), settings, firstScreen]).then(([{ startApp }]) =>
  startApp(),
);
