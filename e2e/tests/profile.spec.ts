import { expect, test } from '@playwright/test';
import { loginThroughForm, newPersonLoggedIn, openMenuEntry } from '../support/login.ts';

test('a user changes personal data and then deletes the account', async ({ page, request }) => {
  const person = await newPersonLoggedIn(page, request);
  await openMenuEntry(page, 'Datos personales');

  await page.getByLabel('Teléfono').fill('985 000 111');
  await page.getByRole('button', { name: 'GUARDAR DATOS' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('985 000 111');

  await page.getByRole('button', { name: 'BORRAR USUARIO' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The account is gone: its credentials no longer open a session.
  await loginThroughForm(page, person);
  await expect(page.getByText('Usuario o contraseña incorrecta')).toBeVisible();
});
