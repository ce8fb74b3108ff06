// Group `lighthouse`: Lighthouse 12.2.3 (the last major that runs on Node 20) in Debian's
// Chromium on the pages people open from phones (docs/architecture.md#performance-on-phones):
// `/` (the login) and `/calendario` without a session, and as the demo participant `/main`, the
// first demo campaign's `/activitylist` and its first activity's `/activityorder`, each under
// Lighthouse's mobile profile and its desktop profile, three audits a page and profile, the
// median run (Lighthouse's own pick, by FCP and TTI) reported. The logged-in pages start from
// the session storage and cookies of a form login, set in the tab before the audit.
// Bars: mobile performance ≥ 90 with TBT ≤ 200 ms and LCP ≤ 2.5 s, desktop performance ≥ 95,
// accessibility, best practices and SEO 100 on both.
import { formLoginSession, launchChromium } from './chromium.mjs';
import { demoApp } from './demo-app.mjs';
import { audit, figuresOf, launchForLighthouse } from './lighthouse-run.mjs';
import { DEMO, login } from './processes.mjs';
import { report, reportError } from './report.mjs';

const RUNS = 3;

const BARS = {
  mobile: { performance: 90, tbt: 200, lcp: 2500 },
  desktop: { performance: 95 },
};

const barText = (formFactor) =>
  formFactor === 'mobile'
    ? 'perf ≥ 90, TBT ≤ 200 ms, LCP ≤ 2.5 s, others 100'
    : 'perf ≥ 95, others 100';

function passes(formFactor, f) {
  const bar = BARS[formFactor];
  return (
    f.performance >= bar.performance &&
    (bar.tbt === undefined || f.tbt <= bar.tbt) &&
    (bar.lcp === undefined || f.lcp <= bar.lcp) &&
    f.accessibility === 100 &&
    f.bestPractices === 100 &&
    f.seo === 100
  );
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const msText = (ms) => `${Math.round(ms)} ms`;

/** The demo campaign 'Visitas a las instalaciones' and its first activity, as the participant sees them. */
async function participantPaths(base) {
  const { token, user } = await login(base, DEMO.participant);
  const get = async (path) => {
    const res = await fetch(`${base}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const campaigns = await get(`campaign/list/for-user/${user.id}?page=0&size=10`);
  const campaign = campaigns.items.find((c) => c.name === 'Visitas a las instalaciones');
  if (!campaign) throw new Error('the demo campaign Visitas a las instalaciones is missing');
  const activities = await get(
    `activity/list/by-user/${campaign.id}/${user.id}?_page=0&_pagesize=10`,
  );
  const activity = activities.items[0];
  if (!activity) throw new Error(`the demo campaign ${campaign.id} has no activity`);
  return ['/main', `/activitylist?campaign=${campaign.id}`, `/activityorder?id=${activity.id}`];
}

/**
 * The session storage and cookies of a participant's form login (in Playwright's Chromium, as
 * `js` does).
 */
async function participantSession(base) {
  const browser = await launchChromium();
  try {
    return await formLoginSession(browser, base, DEMO.participant);
  } finally {
    await browser.close();
  }
}

/** Audits `pages` of the app at `base`, both profiles; one table row per page and profile. */
export async function measureLighthouse(base, runs = RUNS) {
  const session = await participantSession(base);
  const pages = [
    { path: '/' },
    { path: '/calendario' },
    ...(await participantPaths(base)).map((path) => ({ path, session })),
  ];
  const browser = await launchForLighthouse();
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const { path, session: pageSession } of pages) {
        const name = `Lighthouse ${formFactor} ${path}`;
        try {
          const { median } = await audit(browser, `${base}${path}`, {
            formFactor,
            session: pageSession,
            runs,
          });
          const f = figuresOf(median);
          const ended = new URL(f.finalUrl);
          const where =
            ended.pathname + ended.search === path ? '' : ` (ended at ${ended.pathname})`;
          const lost = f.lost.length > 0 ? `; lost: ${f.lost.join(', ')}` : '';
          report(
            name,
            `perf ${f.performance} · a11y ${f.accessibility} · bp ${f.bestPractices} · seo ${f.seo} · ` +
              `FCP ${s(f.fcp)} · LCP ${s(f.lcp)} · TBT ${msText(f.tbt)} · SI ${s(f.speedIndex)} · ` +
              `TTI ${s(f.tti)} · CLS ${f.cls.toFixed(3)} · main thread ${s(f.mainThread)} · ` +
              `JS boot-up ${s(f.bootup)}${where}${lost}`,
            barText(formFactor),
            passes(formFactor, f) && where === '',
          );
        } catch (err) {
          reportError(name, err);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

export async function lighthouseGroup() {
  console.log(
    `\n(lighthouse) Lighthouse on the phone pages, mobile and desktop, ${RUNS} runs each`,
  );
  const { base } = await demoApp();
  await measureLighthouse(base);
}
