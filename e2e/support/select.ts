import { expect, type Locator, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ChooseOptions {
  /** The option's text only has to contain `option` (default: it is exactly `option`). */
  partial?: boolean;
  /**
   * The select goes back to its placeholder once an option is picked (it adds something
   * elsewhere, as the form builder's master list does): the pick is made once, unchecked.
   */
  resets?: boolean;
}

/**
 * Picks `option` in the antd select named `name` within `scope`, as a person would: opens it,
 * types the option when the select is searchable (long and virtual lists show only what
 * matches), and clicks it in the dropdown this select owns (the one its combobox controls),
 * never in another select's dropdown that may still be fading out. Then it waits until the
 * select shows the option, and picks again if it does not: on a busy machine a click can land
 * while the dropdown is still moving in and be lost, and a person would simply pick again.
 */
export async function choose(
  scope: Page | Locator,
  name: string,
  option: string,
  { partial = false, resets = false }: ChooseOptions = {},
): Promise<void> {
  const box = scope.getByRole('combobox', { name });
  const text = partial ? new RegExp(escaped(option)) : new RegExp(`^${escaped(option)}$`);
  const pickOnce = async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    if (await box.isEditable()) await box.fill(option);
    await (await optionsOf(box)).filter({ hasText: text }).click({ timeout: 5_000 });
  };
  if (resets) {
    await pickOnce();
    return;
  }
  const shown = chosenIn(box);
  await expect(async () => {
    await pickOnce();
    await expect(shown).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The options shown in the dropdown that `box` (an open select's combobox) controls, never in
 * another select's dropdown that may still be fading out.
 */
async function optionsOf(box: Locator): Promise<Locator> {
  const page = box.page();
  const list = await box.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${list}"]`) })
    .locator('.ant-select-item-option');
}

/** What the select of `box` shows as chosen, found upwards from its combobox. */
const chosenIn = (box: Locator): Locator =>
  box
    .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .locator('.ant-select-content-has-value');

/** What the antd select named `name` within `scope` shows as chosen (its text). */
export const chosenOption = (scope: Page | Locator, name: string): Locator =>
  chosenIn(scope.getByRole('combobox', { name }));

/** Opens the antd select named `name` within `scope` and returns the options it offers. */
export async function offeredOptions(scope: Page | Locator, name: string): Promise<Locator> {
  const box = scope.getByRole('combobox', { name, exact: true });
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return optionsOf(box);
}
