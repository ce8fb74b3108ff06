import { Role } from '@extranet/shared/roles';
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm } from '../support/login.ts';

const forEveryone = ['Campañas', 'Mis solicitudes', 'Datos personales', 'Salir'];
const forManagers = ['Solicitudes', 'Adjuntos', 'Agenda', 'Informes', 'Recordatorios', 'Gestión'];

test('a gestor sees the management entries of the header menu', async ({ page, request }) => {
  await loginThroughForm(page, await newAccount(request, Role.Supervisor));
  await expect(page).toHaveURL(/\/main$/);
  const menu = page.getByRole('menu').first();
  for (const name of [...forEveryone, ...forManagers]) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'campaign list (gestor)');
});

test('a participant sees only the entries of every user and is kept out of manager screens', async ({
  page,
  request,
}) => {
  await loginThroughForm(page, await newAccount(request));
  await expect(page).toHaveURL(/\/main$/);
  const menu = page.getByRole('menu').first();
  for (const name of forEveryone) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  for (const name of forManagers) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page, 'campaign list (participant)');

  // Role below 1: /orderlist sends the participant back to /.
  await page.goto('/orderlist');
  await expect(page).not.toHaveURL(/\/orderlist/);
  await expect(page).toHaveURL(/\/(main)?$/);
});

test('on a phone the menu opens from the Menú button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, await newAccount(request));
  await expect(page).toHaveURL(/\/main$/);
  await page.getByRole('button', { name: 'Menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(
    drawer.getByRole('menuitem', { name: 'Mis solicitudes', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'menu drawer');
  await drawer.getByRole('menuitem', { name: 'Datos personales', exact: true }).click();
  await expect(page).toHaveURL(/\/userprofile$/);
  await expect(drawer).toBeHidden();
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no-existe/1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
});

test('protected screens send a visitor who is not logged in to /', async ({ page }) => {
  for (const path of ['/main', '/firstrun', '/userprofile', '/orderlist']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});
