import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm } from '../support/login.ts';
import { newPerson, type Person } from '../support/people.ts';

const registrationDialog = (page: Page) => page.getByRole('dialog', { name: 'Nuevo usuario' });

async function fillRegistration(page: Page, person: Person, repeatPassword = person.password) {
  const dialog = registrationDialog(page);
  await dialog.getByLabel('Login (DNI/NIE)').fill(person.username);
  await dialog.getByLabel('Nombre', { exact: true }).fill(person.name);
  await dialog.getByLabel('Apellidos').fill(person.surname);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await dialog.getByLabel('Repetir contraseña').fill(repeatPassword);
  const council = dialog.getByRole('combobox', { name: 'Concejo' });
  await council.fill(person.council.name);
  await council.press('Enter');
  await dialog.getByRole('checkbox', { name: /privacidad/i }).check();
}

test('a new user registers with a valid DNI and then logs in to the campaigns', async ({
  page,
}) => {
  const person = newPerson();
  await page.goto('/');
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  const dialog = registrationDialog(page);
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'registration modal');

  // A DNI whose control letter is wrong is refused with the documented message.
  const wrongLetter = person.username.endsWith('A') ? 'B' : 'A';
  await fillRegistration(page, { ...person, username: person.username.slice(0, 8) + wrongLetter });
  await dialog.getByRole('button', { name: 'REGISTRARSE' }).click();
  await expect(dialog.getByText('Introducir el DNI o NIE de una persona física')).toBeVisible();

  // Passwords that differ are refused too.
  await dialog.getByLabel('Login (DNI/NIE)').fill(person.username);
  await dialog.getByLabel('Repetir contraseña').fill(`${person.password}x`);
  await dialog.getByRole('button', { name: 'REGISTRARSE' }).click();
  await expect(dialog.getByText('Los valores de la contraseña no coinciden')).toBeVisible();
  await expect(dialog.getByText('Introducir el DNI o NIE de una persona física')).toBeHidden();

  // Fixed: the account is created and the modal closes.
  await dialog.getByLabel('Repetir contraseña').fill(person.password);
  await dialog.getByRole('button', { name: 'REGISTRARSE' }).click();
  await expect(dialog).toBeHidden();

  // Complete data and the agreement accepted at registration: straight to the campaigns.
  await loginThroughForm(page, person);
  await expect(page).toHaveURL(/\/main$/);
  await expectAccessible(page, 'campaign list after registration');
});
