import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { operator } from '../support/people.ts';

// The operator's superuser is the one account every test shares: the tests give their own new
// users a role through it (support/accounts.ts). Its first visit runs once, before all other
// tests (the project 'operator' of playwright.config.ts), and leaves its profile complete, so
// that the server takes its calls from then on (docs/access-and-sessions.md).
test("the operator's superuser completes its data and accepts the agreement first", async ({
  page,
}) => {
  // Created at start from ADMIN_USERNAME/ADMIN_PASSWORD: no e-mail, agreement not accepted.
  await loginThroughForm(page, operator);
  await expect(page).toHaveURL(/\/userprofile$/);
  await expect(page.getByText('Debe completar sus datos de usuario para continuar')).toBeVisible();
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
