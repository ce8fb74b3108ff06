import { Role } from '@extranet/shared/roles';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, newPersonLoggedIn } from '../support/login.ts';
import { mailsTo, waitForMail } from '../support/mail.ts';
import { newAccount } from '../support/accounts.ts';
import { loginViaApi, newPerson } from '../support/people.ts';

// docs/access-and-sessions.md: the server refuses a user who must change its password, accept
// the agreement or complete its data; the screens send it where it does so, with the notice.
test('a user created by an administrator is led to /firstrun and /userprofile, never a blank page', async ({
  page,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  const person = newPerson();
  const created = await request.post('/api/user/new/', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      username: person.username,
      role: 0,
      name: person.name,
      surname: person.surname,
      email: person.email,
      password: person.password,
      passwordRepeat: person.password,
      councilId: person.council.id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await loginThroughForm(page, person);
  await expect(page).toHaveURL(/\/firstrun$/);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/firstrun$/);
  await expect(page.getByText('Debe establecer una contraseña')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'NUEVA CONTRASEÑA' })).toBeVisible();
  await expectAccessible(page, 'first run after an administrator created the user');

  await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-propia-1');
  await page.getByLabel('Repetir contraseña', { exact: true }).fill('clave-propia-1');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page).toHaveURL(/\/userprofile$/);

  await page.goto('/main');
  await expect(page).toHaveURL(/\/userprofile$/);
  await expect(
    page.getByText('Debe aceptar las políticas de privacidad para continuar'),
  ).toBeVisible();
  const agreement = page.getByRole('checkbox', { name: /privacidad/i });
  await expect(agreement).toBeVisible();
  await expectAccessible(page, 'user profile of a user without the agreement');

  await agreement.check();
  await page.getByRole('button', { name: 'GUARDAR DATOS' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();
  await page.goto('/main');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
});

test('a session the server finds incomplete goes to /firstrun with the notice, not a blank list with a toast', async ({
  page,
  request,
}) => {
  const person = await newPersonLoggedIn(page, request);

  // Elsewhere, the recovered password is used: the server now wants a new one from every
  // session of this user, while this browser still holds the session it opened before.
  const seen = mailsTo(person.email).length;
  const recover = await request.get(
    `/api/user/send-user-by-email/${encodeURIComponent(person.email)}`,
  );
  expect(recover.status(), await recover.text()).toBe(200);
  const mail = await waitForMail(person.email, { seen });
  const generated = /Contraseña:\s*(\S+)/.exec(mail.text || mail.html)?.[1] ?? '';
  await loginViaApi(request, { username: person.username, password: generated });

  await page.goto('/myorderlist');
  await expect(page).toHaveURL(/\/firstrun$/);
  await expect(page.getByText('Debe establecer una contraseña')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'NUEVA CONTRASEÑA' })).toBeVisible();
  await expectAccessible(page, 'first run asked for by the server');
});
