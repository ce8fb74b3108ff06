import { expect, type Locator } from '@playwright/test';

/**
 * Waits until `dialog` is open and still: antd zooms its dialogs in, and a button clicked while
 * its dialog still grows may be clicked where it was a frame before. On a busy machine that
 * click missed the button and left the question open, where a person would see the dialog
 * settle and press again. The zoom is the only thing read by class, as no role tells it.
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}
