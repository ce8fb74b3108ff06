import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from './app-server.ts';
import { expectAccessible, settleAnimations } from './axe.ts';

const screenWidths = [390, 1440] as const;
const heights: Record<(typeof screenWidths)[number], number> = { 390: 844, 1440: 900 };
const folder = join(repoRoot, 'e2e/artifacts/screens');

/**
 * Saves full-page PNGs of the current screen at 390 px and 1440 px wide as
 * e2e/artifacts/screens/<name>-<width>.png and checks each layout with axe. `settle` runs after
 * each resize (for example to wait for a modal to be visible again); the viewport is restored.
 */
export async function captureScreen(
  page: Page,
  name: string,
  settle: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  const original = page.viewportSize();
  for (const width of screenWidths) {
    await page.setViewportSize({ width, height: heights[width] });
    await settle(page);
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    await settleAnimations(page);
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
    await expectAccessible(page, `${name} at ${width} px`);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * At 390 px the page itself never scrolls sideways (WCAG 1.4.10 reflow): only a table's own
 * box may. Measured on the main landmark, since the body clips what overflows.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page
    .getByRole('main')
    .evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow, 'sideways overflow of the page at 390 px').toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}

/**
 * Waits until the toasts have gone (each one is an alert; the screens this is used on show no
 * other alert then), and scrolls to the top, so that a full-page shot shows the page alone.
 */
export async function toastsGone(page: Page): Promise<void> {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** An A4 sheet at 96 px to the inch, as a printed document's window is laid out. */
const a4 = {
  portrait: { width: 794, height: 1123 },
  landscape: { width: 1123, height: 794 },
} as const;

/**
 * Saves a full-page PNG of a printable report's window at the A4 width of its orientation as
 * e2e/artifacts/screens/<name>.png, then restores the window's size.
 */
export async function captureA4(
  page: Page,
  name: string,
  orientation: keyof typeof a4,
): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(a4[orientation]);
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
  if (original) await page.setViewportSize(original);
}
