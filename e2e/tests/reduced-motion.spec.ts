import { expect, test } from '@playwright/test';

// The suite runs as a device that asks for reduced motion (playwright.config.ts): the app's
// dialogs must then open still (docs/architecture.md#look-and-feel).
test('a device that asks for reduced motion gets the registration dialog at once, without its zoom', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Read once, at the dialog's first sight: with motion, antd is still zooming it in then.
  expect(await dialog.getAttribute('class')).not.toMatch(/ant-zoom/);
});
