import { expect, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/login.ts';

/** Opens /admin as `who` through the login form and the menu entry 'Gestión' (tab 1 first). */
export async function openAdmin(page: Page, who: { username: string; password: string }) {
  await loginThroughForm(page, who);
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('menuitem', { name: 'Gestión', exact: true }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('tab', { name: '1 USUARIOS' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Opens the footer's filter panel unless it is open already. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** A valid CIF of a limited company (B, control digit) from 7 digits that vary per run. */
export function newCif(): string {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  let total = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    const doubled = digit * 2;
    total += index % 2 === 0 ? Math.floor(doubled / 10) + (doubled % 10) : digit;
  });
  return `B${digits}${(10 - (total % 10)) % 10}`;
}

/**
 * The screen fits its width: nothing in the main region sticks out sideways (a table may
 * scroll inside its own box, which then does not count).
 */
export async function expectNoPageOverflow(page: Page) {
  const main = page.getByRole('main');
  await expect
    .poll(() => main.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
}
