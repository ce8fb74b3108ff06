import { expect, type Page } from '@playwright/test';
import { openMenuEntry } from './login.ts';
import { shownDay } from './reports.ts';

/**
 * Steps on the report screens (docs/product/reporting.md#screens) as staff take them, shared by
 * the lists' and the documents' specs.
 */

/** Types a day into a date picker and confirms it with Enter. */
export async function typeDay(page: Page, label: string, iso: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(shownDay(iso));
  await field.press('Enter');
}

/**
 * Picks a report type by searching its name in the cascader, and the match under its group.
 * (Walking the groups by pointer races their hover: clicking a low group scrolls the column,
 * and the group that comes under the pointer opens instead.)
 */
export async function chooseType(page: Page, group: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Tipo de informe' }).fill(name);
  await page.getByRole('menuitemcheckbox', { name: new RegExp(`^${group}.*${name}`) }).click();
}

/** Chooses `activity` in the activity cascader by typing its name. */
export async function chooseActivity(page: Page, activity: string): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Actividad' });
  await field.click();
  await field.fill(activity);
  await page.getByRole('menuitemcheckbox', { name: new RegExp(activity) }).click();
  await page.keyboard.press('Escape');
}

/** From /main, the menu's 'Informes' (the historic view), then the switch to INFORMES. */
export async function openCurrentReports(page: Page): Promise<void> {
  await openMenuEntry(page, 'Informes');
  await expect(page).toHaveURL(/\/reportshistoricview$/);
  await page
    .getByRole('navigation', { name: 'Vista de informes' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'INFORMES' })).toBeVisible();
}
