// Part of group `lighthouse` (lighthouse.mjs): one Lighthouse 12 audit of a page in Debian's
// Chromium, driven through puppeteer-core (the version Lighthouse itself uses), with Lighthouse's
// own mobile profile (a mid-range phone, 4× CPU slowdown, slow 4G, simulated from the trace) or
// its desktop profile. Each audit gets a new browser context: an empty HTTP cache, no storage.
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const launchForLighthouse = () =>
  puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });

/**
 * One audit of `url`. A login's `session` (its tab's session storage as JSON, and its cookies) is
 * set in the tab on the page's origin before the audit: the session lives in session storage
 * (apps/web/src/shared/session/session-store.ts), which a tab keeps across its navigations and
 * Lighthouse does not clear, and its cookie lets the server paint the logged-in screens.
 */
async function auditOnce(browser, url, { formFactor, session }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (session) {
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((saved) => {
        for (const [key, value] of Object.entries(JSON.parse(saved))) {
          globalThis.sessionStorage.setItem(key, value);
        }
      }, session.storage);
      await page.setCookie(
        ...session.cookies.map(({ name, value, domain, path, httpOnly, secure, sameSite }) => ({
          name,
          value,
          domain,
          path,
          httpOnly,
          secure,
          sameSite,
        })),
      );
    }
    const flags = { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await context.close();
  }
}

/**
 * `runs` audits of `url`; answers Lighthouse's median run (by FCP and TTI) and all the runs. An
 * audit whose trace Lighthouse could not read (it asks to be run again: NO_NAVSTART, NO_FCP on a
 * busy machine) is run again, as many times more as `runs` at most.
 */
export async function audit(browser, url, { formFactor, session, runs }) {
  const lhrs = [];
  let retries = runs;
  while (lhrs.length < runs) {
    try {
      lhrs.push(await auditOnce(browser, url, { formFactor, session }));
    } catch (err) {
      if (retries-- === 0) throw err;
      console.log(`  (${formFactor} ${url}: ${err instanceof Error ? err.message : err}; again)`);
    }
  }
  return { median: computeMedianRun(lhrs), runs: lhrs };
}

/** The figures the bench prints from one Lighthouse result. */
export function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits that cost points outside performance (whose own opportunities are long to list).
  const lost = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    tti: value('interactive'),
    mainThread: value('mainthread-work-breakdown'),
    bootup: value('bootup-time'),
    finalUrl: lhr.finalDisplayedUrl,
    lost,
  };
}
