import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { demo, newPerson, operator, registerViaApi } from '../support/people.ts';

test.describe('login screen', () => {
  test('asks for both fields and refuses wrong credentials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('DNI')).toBeVisible();
    await expectAccessible(page, 'login');

    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await expect(page.getByText('Introduce tu DNI')).toBeVisible();
    await expect(page.getByText('Introduce tu contraseña')).toBeVisible();

    await loginThroughForm(page, { username: demo.participant.username, password: 'incorrecta' });
    await expect(page.getByText('Usuario o contraseña incorrecta')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('401')).toHaveCount(0);
  });

  test('a registered user reaches the campaigns, opens the profile and leaves with Salir', async ({
    page,
    request,
  }) => {
    const person = newPerson();
    await registerViaApi(request, person);

    await loginThroughForm(page, person);
    await expect(page).toHaveURL(/\/main$/);

    await openMenuEntry(page, 'Datos personales');
    await expect(page).toHaveURL(/\/userprofile$/);
    await expect(page.getByRole('heading', { name: 'DATOS PERSONALES' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(person.name);
    // The agreement was accepted at registration: its checkbox is not offered again.
    await expect(page.getByRole('checkbox', { name: /privacidad/i })).toHaveCount(0);
    await expectAccessible(page, 'user profile');

    await openMenuEntry(page, 'Salir');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();

    // The session is gone: a protected screen sends back to the login.
    await page.goto('/main');
    await expect(page).toHaveURL(/\/$/);
  });

  test('CERRAR SESION asks for confirmation and logs out', async ({ page, request }) => {
    const person = newPerson();
    await registerViaApi(request, person);
    await loginThroughForm(page, person);
    await expect(page).toHaveURL(/\/main$/);

    await page.goto('/userprofile');
    await page.getByRole('button', { name: 'CERRAR SESION' }).click();
    const confirm = page.getByRole('dialog').filter({
      hasText: '¿Seguro que quiere salir de la aplicación?',
    });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'logout confirmation');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  });

  test("the operator's superuser completes its data and accepts the agreement first", async ({
    page,
  }) => {
    // Created at start from ADMIN_USERNAME/ADMIN_PASSWORD: no e-mail, agreement not accepted.
    await loginThroughForm(page, operator);
    await expect(page).toHaveURL(/\/userprofile$/);
    await expect(
      page.getByText('Debe completar sus datos de usuario para continuar'),
    ).toBeVisible();
    await expect(
      page.getByText('Debe aceptar las políticas de privacidad para continuar'),
    ).toBeVisible();
    // The agreement guard keeps the user away from the campaigns until accepted.
    await page.getByRole('menuitem', { name: 'Campañas', exact: true }).click();
    await expect(page).not.toHaveURL(/\/main$/);

    const agreement = page.getByRole('checkbox', { name: /privacidad/i });
    await expect(agreement).toBeVisible();
    await expectAccessible(page, 'user profile without agreement');
    await page.getByLabel('Email').fill('operador@e2e.test');
    await agreement.check();
    await page.getByRole('button', { name: 'GUARDAR DATOS' }).click();
    await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();

    await openMenuEntry(page, 'Campañas');
    await expect(page).toHaveURL(/\/main$/);
  });
});
