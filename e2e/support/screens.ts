import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from './app-server.ts';
import { expectAccessible, settleAnimations } from './axe.ts';

export const screenWidths = [390, 1440] as const;
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
