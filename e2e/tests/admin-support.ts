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
