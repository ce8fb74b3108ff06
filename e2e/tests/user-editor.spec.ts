import { Role } from '@extranet/shared/roles';
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { loginThroughForm } from '../support/login.ts';
import { newPerson, registerViaApi } from '../support/people.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';
import { choose, chosenOption, offeredOptions } from '../support/select.ts';
import { editorWorld } from './entity-editor-setup.ts';

// /usereditadmin as the administration meets it
// (docs/product/administration-and-analytics.md#user-editor,
// docs/product/README.md#roles-and-permissions, docs/product/README.md#error-catalogue): the data
// are made through the API, everything else on screen.

test('an administrator edits a user, sees the save after a reload and opens its entity', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const world = await editorWorld(request, stamp);
  const other = newPerson();
  await registerViaApi(request, other);
  const admin = await newAccount(request, Role.Admin);

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/usereditadmin?id=${world.person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(world.person.name);
  await expect(page.getByLabel('DNI / NIE')).toHaveValue(world.person.username);
  await expect(page.getByLabel('Provincia')).toHaveValue('Asturias');
  await expect(page.getByRole('menuitem', { name: 'Gestión', exact: true })).toHaveClass(
    /selected/,
  );

  // The linked entity, active since the manager validated it.
  const entityLink = page.getByRole('link', { name: `${world.entity.name} (${world.entity.cif})` });
  await expect(entityLink).toBeVisible();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  await toastsGone(page);
  await captureScreen(page, 'usereditadmin');
  await expectNoSidewaysScroll(page);

  // An administrator gives roles 0-2, never 3 (docs/product/README.md#roles-and-permissions).
  const roles = await offeredOptions(page, 'Rol');
  await expect(roles).toHaveText(['Usuario', 'Gestor', 'Administrador']);
  await page.keyboard.press('Escape');

  // Required fields and the password pair
  // (docs/product/administration-and-analytics.md#user-editor).
  await page.getByLabel('Apellidos').fill('');
  await page.getByLabel('Contraseña', { exact: true }).fill('nueva-clave');
  await page.getByLabel('Repetir contraseña').fill('otra-clave');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Introduce los apellidos')).toBeVisible();
  await expect(page.getByText('Los valores de la contraseña no coinciden')).toBeVisible();
  await page.getByLabel('Apellidos').fill('Prieto Suárez');
  await page.getByLabel('Contraseña', { exact: true }).fill('');
  await page.getByLabel('Repetir contraseña').fill('');

  // A taken e-mail is refused with the documented words, then the council changes and is kept.
  await page.getByLabel('Email').fill(other.email);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Ya existe un usuario con ese email').first()).toBeVisible();
  await page.getByLabel('Email').fill(world.person.email);
  await choose(page, 'Concejo', 'Oviedo');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Apellidos')).toHaveValue('Prieto Suárez');
  await expect(chosenOption(page, 'Concejo')).toHaveText('Oviedo');

  // Its entity opens in the entity editor; VOLVER of the user editor goes to /admin, tab 1.
  await entityLink.click();
  await expect(page).toHaveURL(new RegExp(`/entityeditor\\?id=${world.entity.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Entidad' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=1$/);
});

test("a gestor edits a participant without its role, and sees an administrator's data read-only", async ({
  page,
  request,
}) => {
  const person = await newAccount(request);
  const admin = await newAccount(request, Role.Admin);
  const gestor = await newAccount(request, Role.Supervisor);

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/usereditadmin?id=${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rol' })).toBeDisabled();
  await expect(
    page.getByText('Solo un administrador puede cambiar el rol de un usuario.'),
  ).toBeVisible();
  await page.getByLabel('Teléfono').fill('985123456');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();
  await expect(page.getByText('No hay resultados')).toBeVisible();

  await page.goto(`/usereditadmin?id=${admin.id}`);
  await expect(page.getByText(/Un gestor solo puede modificar los datos/)).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'GUARDAR' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'VOLVER' })).toBeEnabled();

  // Without an id the editor goes back to the panel.
  await page.goto('/usereditadmin');
  await expect(page).toHaveURL(/\/admin\?tab=1$/);
});
