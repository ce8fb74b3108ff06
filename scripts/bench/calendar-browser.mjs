// Part of group `calendar` (calendar.mjs): /calendario's first view interactive (bar 1.5 s on the
// median of 5 cold runs, docs/product/calendar.md#calendar). The built app runs on the demo store
// (demo-app.mjs); an administrator adds through the API an active campaign with one visible event
// of 60 dated lines over the 19-month window, one of them on a day of this month other than
// today. Each run opens /calendario in a new context of headless Chromium (empty HTTP cache, no
// session, a phone's 390 × 844 viewport). A script installed before the app's records, on the
// page's clock (0 = navigation start), when that day's button says its count ('…: 1 evento': the
// month grid is drawn and the window's events have arrived) and the frame showing it is painted;
// the bench then clicks the day at once through the browser's input pipeline (so the click waits
// for any long task still running), and the time is when its cell turns selected: the day is
// open. As /main's measurement (main-page.mjs), "interactive" is when that click was handled.
import { clickOncePainted, launchChromium } from './chromium.mjs';
import { demoApp } from './demo-app.mjs';
import { DEMO } from './processes.mjs';
import { median, report, sec } from './report.mjs';

const RUNS = 5;
const BAR_MS = 1500;
const ZONE = process.env.TIME_ZONE ?? 'Europe/Madrid';
const LINES = 60;

const pad = (n) => String(n).padStart(2, '0');
const isoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const addDays = (iso, days) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const spanish = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * An active campaign with a visible event of LINES dated lines spread over the window, and one on
 * `day`; made as the demo administrator through the calls the editors use.
 */
async function publicEvent(base, today, day) {
  const { token } = await call(base, null, 'POST', 'authenticate', {
    ...DEMO.admin,
    rememberMe: false,
  });
  const { id: campaignId } = await call(base, token, 'GET', 'campaign/create');
  await call(base, token, 'POST', `campaign/${campaignId}/update`, {
    idCampaign: campaignId,
    campaignName: 'Calendario de la medida',
    campaignStartDate: addDays(today, -200),
    campaignEndDate: addDays(today, 400),
    campaignEdition: 'Bench',
    campaignDescription: 'Campaña del calendario público',
    campaignTargets: '1',
    campaignContent: '',
  });
  await call(base, token, 'POST', `campaign/actived/set/${campaignId}?active=true`);
  const { id: eventId } = await call(base, token, 'POST', 'activity/create', {
    idCampaign: -campaignId,
  });
  const lines = [`${spanish(day)} 10:00 Jornada de puertas abiertas - Centro de interpretación`];
  for (let i = 0; i < LINES - 1; i++) {
    const date = addDays(today, -180 + i * 9);
    lines.push(`${spanish(date)} ${pad(9 + (i % 8))}:30 Taller de compostaje ${i + 1} - Huerto`);
  }
  await call(base, token, 'POST', `activity/${eventId}/update`, {
    name: 'Agenda de la medida',
    active: true,
    priority: 1,
    activityStartDate: addDays(today, -200),
    activityEndDate: addDays(today, 400),
    activityTargets: '1',
    calendarVisible: true,
    calendarColor: '#81C784',
    requirements: lines.join('\n'),
  });
}

/** Installed before the app's scripts: marks the day drawn with its count, the click, the tasks. */
function observeCalendar(day) {
  const mark = { shown: null, painted: null, clickSent: null, handled: null, longTasks: [] };
  globalThis.__bench = mark;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) mark.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const doc = globalThis.document;
  const button = () => doc.querySelector(`[data-day="${day}"]`);
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target.closest?.(`[data-day="${day}"]`)) mark.clickSent = event.timeStamp;
    },
    true,
  );
  new globalThis.MutationObserver(() => {
    const target = button();
    if (mark.shown === null && /: \d+ eventos?$/.test(target?.getAttribute('aria-label') ?? '')) {
      if (target.getBoundingClientRect().height > 0) {
        mark.shown = performance.now();
        globalThis.requestAnimationFrame(() =>
          setTimeout(() => (mark.painted = performance.now()), 0),
        );
      }
    }
    if (mark.handled === null && target?.parentElement?.getAttribute('aria-selected') === 'true') {
      mark.handled = performance.now();
    }
  }).observe(doc, { subtree: true, childList: true, attributes: true });
}

async function oneRun(browser, base, day) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(observeCalendar, day);
    const page = await context.newPage();
    await page.goto(`${base}/calendario`, { waitUntil: 'commit' });
    await clickOncePainted(page, `[data-day="${day}"]`);
    return await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      const days = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/days-with-events-period/'));
      const mark = globalThis.__bench;
      const before = mark.longTasks.filter(([start]) => start < mark.handled);
      return {
        ...mark,
        html: nav?.responseEnd ?? 0,
        callStart: days?.startTime ?? 0,
        callEnd: days?.responseEnd ?? 0,
        longTaskMs: before.reduce((sum, [, d]) => sum + d, 0),
        longestTask: Math.max(0, ...before.map(([, d]) => d)),
      };
    });
  } finally {
    await context.close();
  }
}

export async function measurePublicCalendar() {
  const app = await demoApp();
  const today = isoToday();
  // A day of this month other than today: the first view shows it, and a click changes the day.
  const day = `${today.slice(0, 8)}${today.endsWith('-01') ? '02' : '01'}`;
  await publicEvent(app.base, today, day);
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, app.base, day));
    const handled = runs.map((r) => r.handled);
    const mid = median(handled);
    report(
      `/calendario first view interactive (390 px, no session, ${RUNS} cold runs)`,
      `median ${sec(mid)}, worst ${sec(Math.max(...handled))} (runs: ${handled.map(sec).join(', ')})`,
      `median ≤ ${sec(BAR_MS)}`,
      mid <= BAR_MS,
    );
    const at = (key) => Math.round(median(runs.map((r) => r[key])));
    report(
      '/calendario: where the time goes (medians)',
      `HTML ${at('html')} ms, events call ${at('callStart')}-${at('callEnd')} ms, day with its ` +
        `count painted ${at('painted')} ms, click sent ${at('clickSent')} ms and handled ` +
        `${Math.round(mid)} ms; long tasks before it ${at('longTaskMs')} ms (longest ${at('longestTask')} ms)`,
    );
  } finally {
    await browser.close();
  }
}
