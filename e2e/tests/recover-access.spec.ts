import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm } from '../support/login.ts';
import { mailsTo, waitForMail } from '../support/mail.ts';
import { newPerson, registerViaApi } from '../support/people.ts';

test('recover access: new credentials by e-mail, then a forced new password', async ({
  page,
  request,
}) => {
  const person = newPerson();
  await registerViaApi(request, person);
  const seen = mailsTo(person.email).length;

  await page.goto('/');
  await page.getByRole('button', { name: 'He olvidado mi contraseña' }).click();
  const email = page.getByLabel('Correo electrónico');
  await expect(email).toBeVisible();
  // The recover panel replaces the login panel.
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeHidden();
  await expectAccessible(page, 'recover access');

  await email.fill('no-es-un-correo');
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Introduce un correo electrónico válido')).toBeVisible();

  await email.fill(person.email);
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(
    page.getByText('Se han enviado los nuevos datos de acceso al correo electrónico del usuario'),
  ).toBeVisible();

  const mail = await waitForMail(person.email, { seen });
  const body = mail.text || mail.html;
  expect(body).toContain(person.username);
  const generated = /Contraseña:\s*(\S+)/.exec(body)?.[1];
  expect(generated, `a password in the mail:\n${body}`).toBeTruthy();

  await loginThroughForm(page, { username: person.username, password: generated ?? '' });
  await expect(page).toHaveURL(/\/firstrun$/);
  await expectAccessible(page, 'first run');

  // Leaving without a new password is not allowed.
  await page.goto('/main');
  await expect(page).toHaveURL(/\/firstrun$/);
  await expect(page.getByText('Debe establecer una contraseña')).toBeVisible();

  const newPassword = 'nueva-clave-2';
  await page.getByLabel('Nueva contraseña').fill(newPassword);
  await page.getByLabel('Repetir contraseña').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Los valores de la contraseña no coinciden')).toBeVisible();

  await page.getByLabel('Repetir contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la contraseña')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);

  // The new password is the one that works from now on.
  const check = await request.post('/api/authenticate', {
    data: { username: person.username, password: newPassword, rememberMe: false },
  });
  expect(check.status()).toBe(200);
});
