import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rules of the repository's own axe-core (the root package.json pins it), not the older
 * copy @axe-core/playwright brings: its newer releases need Node 22, and the older rules missed
 * a real WCAG 2.5.3 failure (docs/testing.md#end-to-end-suite).
 */
const axeSource = readFileSync(
  createRequire(new URL('../../package.json', import.meta.url)).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Waits until no finite CSS animation or transition runs (antd animates modals, menus,
 * messages). A looping one (a spinner, a blinking caret) never ends and changes no colour that
 * axe measures, so it is not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect === null ||
          a.effect.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * The toasts' layer (shared/toast.ts). A toast lives 3 to 5 s and may start fading out while
 * axe scans, which then measures its text half transparent (1.33:1 was seen); its colours are
 * the theme's text on white, measured on every screen. Freezing motion for the scan instead
 * left a toast that began to leave during the freeze on screen for good.
 */
const TOASTS = '.ant-message';

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page at rest (animations finished, the
 * pointer parked in the top-left corner so that no hover style is measured) and fails on any
 * serious or critical violation, listing each with the elements it concerns. Toasts are left
 * out (TOASTS). The assertion is soft: the test fails, but goes on, so one finding does not hide
 * the steps after it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  const result = await new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude(TOASTS)
    .analyze();
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
          .join('\n'),
    );
  expect.soft(blocking, `accessibility of ${screen} (${page.url()})`).toEqual([]);
}
