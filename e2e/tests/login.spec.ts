import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, newPersonLoggedIn, openMenuEntry } from '../support/login.ts';
import { demo, loginViaApi, newPerson, registerViaApi } from '../support/people.ts';

test.describe('login screen', () => {
  test('asks for both fields and refuses wrong credentials', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByLabel('DNI')).toBeVisible();
    await expectAccessible(page, 'login');

    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await expect(page.getByText('Introduce tu DNI')).toBeVisible();
    await expect(page.getByText('Introduce tu contraseña')).toBeVisible();

    const person = newPerson();
    await registerViaApi(request, person);
    await loginThroughForm(page, { username: person.username, password: 'incorrecta' });
    await expect(page.getByText('Usuario o contraseña incorrecta')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('401')).toHaveCount(0);
  });

  test('a registered user reaches the campaigns, opens the profile and leaves with Salir', async ({
    page,
    request,
  }) => {
    const person = await newPersonLoggedIn(page, request);

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
    await newPersonLoggedIn(page, request);

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

  // The one test of the demo seed (SEED_DEMO=true): the accounts the README lists log in with
  // their role. Every other test makes the users it needs.
  test("the README's demo accounts log in, one of each role", async ({ request }) => {
    const roles = [demo.participant, demo.gestor, demo.admin, demo.superuser];
    for (const [role, account] of roles.entries()) {
      const session = await loginViaApi(request, account);
      expect(session.user.role, account.username).toBe(role);
    }
  });
});
