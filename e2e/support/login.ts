import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPerson, registerViaApi, type Person } from './people.ts';

/** Types the credentials on the login screen (/) and presses ENTRAR. */
export async function loginThroughForm(
  page: Page,
  credentials: { username: string; password: string },
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<void> {
  const url = page.url();
  if (!url.startsWith('http') || new URL(url).pathname !== '/') await page.goto('/');
  // A closed registration modal keeps its (hidden) fields in the page: use the visible ones.
  await page
    .getByLabel('DNI', { exact: true })
    .filter({ visible: true })
    .fill(credentials.username);
  await page
    .getByLabel('Contraseña', { exact: true })
    .filter({ visible: true })
    .fill(credentials.password);
  if (rememberMe) await page.getByRole('switch', { name: 'Recordarme' }).check();
  await page.getByRole('button', { name: 'ENTRAR' }).click();
}

/** Opens the header menu entry `name` (the menu is a drawer on narrow screens). */
export async function openMenuEntry(page: Page, name: string): Promise<void> {
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** A new participant, registered through the public call and logged in through the form: /main. */
export async function newPersonLoggedIn(page: Page, request: APIRequestContext): Promise<Person> {
  const person = newPerson();
  await registerViaApi(request, person);
  await loginThroughForm(page, person);
  await expect(page).toHaveURL(/\/main$/);
  return person;
}
