import { expect, test } from '@playwright/test';
import { newPersonLoggedIn } from '../support/login.ts';
import { captureScreen } from '../support/screens.ts';

// Screenshots at 390 px and 1440 px (e2e/artifacts/screens/), each layout checked with axe.

test('login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await captureScreen(page, 'login');
});

test('registration modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await captureScreen(page, 'registration', () => expect(dialog).toBeVisible());
});

test('first run and user profile', async ({ page, request }) => {
  await newPersonLoggedIn(page, request);

  await page.goto('/firstrun');
  await expect(page.getByLabel('Nueva contraseña')).toBeVisible();
  await captureScreen(page, 'firstrun');

  await page.goto('/userprofile');
  await expect(page.getByRole('heading', { name: 'DATOS PERSONALES' })).toBeVisible();
  await captureScreen(page, 'userprofile', () =>
    expect(page.getByRole('button', { name: 'GUARDAR DATOS' })).toBeVisible(),
  );
});
