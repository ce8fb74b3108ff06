#!/usr/bin/env node
// `npm run bench`: the performance bars, measured on 127.0.0.1 only (docs/testing.md). Groups:
//   startup   `npm start` to the first successful login, on an empty and an existing DATA_DIR
//   councils  GET /api/order/get-councils/ at 50 connections: exact p95
//   js        the JavaScript Chromium loads for /, /main, /userprofile, /firstrun
//   lists     campaign and activity list calls on 1,000 campaigns and 20,000 activities: raw
//             SQL vs the API at 1 and 50 connections, on PGlite and on PostgreSQL
//   browser   /main first page interactive, form-builder keystroke with 60 fields (Chromium)
//   calendar  (opt-in) the calendar call against its SQL, a private .ics feed, /calendario's
//             first view (scripts/bench/calendar.mjs)
//   reports   (opt-in) on 200,000 orders: the report facts' rebuild and what writing them adds
//             to an order create (scripts/bench/reports.mjs)
//   documents (opt-in) on the same 200,000 orders: the heaviest printable documents against their
//             SQL, on screen in Chromium and as PDF (scripts/bench/documents.mjs)
//   lighthouse (opt-in) Lighthouse 12.2.3's scores and metrics, mobile and desktop, of /, /calendario
//             and a participant's /main, /activitylist and /activityorder (scripts/bench/lighthouse.mjs)
// `npm run bench` runs them all (about 5 minutes); `npm run bench -- lists browser` or
// `npm run bench -- --only=startup,lists` runs some. Prints one table; exits 1 on a miss.
import { cpus, loadavg } from 'node:os';
import { buildWeb, webBuildReason } from './lib/web-build.mjs';
import { browserGroup } from './bench/browser.mjs';
import { calendarGroup } from './bench/calendar.mjs';
import { adminGroup } from './bench/admin.mjs';
import { councilsGroup } from './bench/councils.mjs';
import { documentsGroup } from './bench/documents.mjs';
import { javascriptGroup } from './bench/javascript.mjs';
import { lighthouseGroup } from './bench/lighthouse.mjs';
import { listsGroup } from './bench/lists.mjs';
import { ordersGroup } from './bench/orders.mjs';
import { reportsGroup } from './bench/reports.mjs';
import { cleanUp, killChildren } from './bench/processes.mjs';
import { report, reportError, rows } from './bench/report.mjs';
import { startupGroup } from './bench/startup.mjs';

/**
 * In running order; `web` says the group needs the built SPA, `minutes` is its time budget
 * (the watchdog gives a run the sum), `optIn` leaves it out of a run that names no group.
 */
const groups = {
  startup: { run: startupGroup, web: true, minutes: 2 },
  councils: { run: councilsGroup, web: true, minutes: 1 },
  js: { run: javascriptGroup, web: true, minutes: 1 },
  lists: { run: listsGroup, web: false, minutes: 4 },
  browser: { run: browserGroup, web: true, minutes: 2 },
  orders: { run: ordersGroup, web: true, minutes: 20, optIn: true },
  admin: { run: adminGroup, web: false, minutes: 20, optIn: true },
  calendar: { run: calendarGroup, web: true, minutes: 20, optIn: true },
  reports: { run: reportsGroup, web: false, minutes: 25, optIn: true },
  lighthouse: { run: lighthouseGroup, web: true, minutes: 20, optIn: true },
  documents: { run: documentsGroup, web: true, minutes: 40, optIn: true },
};

const groupList = () =>
  Object.entries(groups)
    .map(([name, g]) => (g.optIn ? `${name} (opt-in)` : name))
    .join(', ');

function selectedGroups(argv) {
  const names = argv.flatMap((arg) => {
    if (arg === '--help' || arg === '-h') {
      console.log(
        `usage: npm run bench [-- <group>… | --only=<group>,… | all]  groups: ${groupList()}`,
      );
      process.exit(0);
    }
    const list = arg.startsWith('--only=') ? arg.slice('--only='.length) : arg;
    return list.split(',').filter(Boolean);
  });
  if (names.includes('all')) return Object.keys(groups);
  const unknown = names.filter((n) => !(n in groups));
  if (unknown.length > 0) {
    console.error(`bench: unknown group ${unknown.join(', ')} (groups: ${groupList()}, or all)`);
    process.exit(2);
  }
  return names.length === 0
    ? Object.keys(groups).filter((g) => !groups[g].optIn)
    : Object.keys(groups).filter((g) => names.includes(g));
}

const chosen = selectedGroups(process.argv.slice(2));
/** The run's time budget: the sum of its groups' (a build of the web app included), 15 min at least. */
const budgetMinutes = Math.max(15, 3 + chosen.reduce((sum, g) => sum + groups[g].minutes, 0));

async function main() {
  console.log(`bench: ${chosen.join(', ')}`);
  // Other work on the machine moves every figure: say how busy it was, group by group.
  report('machine', `${cpus().length} CPUs, Node ${process.version}`);
  const reason = chosen.some((g) => groups[g].web) ? webBuildReason() : undefined;
  if (reason) {
    console.log(`Building the web app first (${reason})…`);
    if ((await buildWeb()) !== 0) throw new Error('the web build failed');
  }
  try {
    for (const name of chosen) {
      report(`load average before ${name}`, loadavg()[0].toFixed(2));
      try {
        await groups[name].run();
      } catch (err) {
        reportError(`${name}`, err);
      }
    }
  } finally {
    await cleanUp();
  }
  report('machine at the end', `load average ${loadavg()[0].toFixed(2)}`);
  console.log('');
  console.table(rows);
  if (rows.some((r) => r.result === 'FAIL')) process.exit(1);
}

const giveUp = (why, code) => {
  console.error(`bench: ${why}`);
  killChildren();
  cleanUp().finally(() => process.exit(code));
};
const watchdog = setTimeout(
  () => giveUp(`gave up after ${budgetMinutes} minutes`, 2),
  budgetMinutes * 60_000,
);
process.once('SIGINT', () => giveUp('interrupted', 130));
process.once('SIGTERM', () => giveUp('terminated', 143));
main()
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch((err) => {
    console.error(`bench: ${err instanceof Error ? err.message : err}`);
    giveUp('stopped on an error', 1);
  });
