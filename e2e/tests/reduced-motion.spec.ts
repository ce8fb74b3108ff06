import { expect, test, type Page } from '@playwright/test';

/**
 * Records every class the page's dialogs take, from now on (window.__dialogClasses). antd's
 * dialog passes one frame in its motion's "prepare" step even without motion (it measures where
 * to zoom from, which a still dialog ignores); with motion it then goes through the zoom's "start"
 * and "active" steps, which a still dialog never takes.
 */
const recordDialogClasses = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogClasses: string[] }).__dialogClasses = seen;
    const isDialog = (node: Node): node is Element =>
      node instanceof Element && node.getAttribute('role') === 'dialog';
    new MutationObserver((records) => {
      for (const record of records) {
        // A dialog whose class changed, or one added (antd adds it inside its portal).
        if (record.type === 'attributes' && isDialog(record.target)) {
          seen.push(record.target.className);
        }
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          [node, ...node.querySelectorAll('[role="dialog"]')]
            .filter(isDialog)
            .forEach((dialog) => seen.push(dialog.className));
        });
      }
    }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['class'] });
  });

const dialogClasses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dialogClasses: string[] }).__dialogClasses);

// The suite runs as a device that asks for reduced motion (playwright.config.ts): the app's
// dialogs must then open still (docs/architecture.md#look-and-feel).
test('a device that asks for reduced motion gets the registration dialog at once, without its zoom', async ({
  page,
}) => {
  await page.goto('/');
  const register = page.getByRole('button', { name: 'REGISTRARSE' });
  await expect(register).toBeEnabled();
  await recordDialogClasses(page);
  await register.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveClass('ant-modal');
  const seen = await dialogClasses(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((name) => /ant-zoom-appear-(start|active)/.test(name))).toEqual([]);
});
