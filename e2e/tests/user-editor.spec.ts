import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from '../support/login.ts';
import { demo, loginViaApi, newPerson, registerViaApi } from '../support/people.ts';
import { captureScreen } from '../support/screens.ts';
import { expectNoSidewaysScroll } from './order-lists-setup.ts';
import { choose } from '../support/select.ts';
import { editorWorld, toastsGone } from './entity-editor-setup.ts';

// /usereditadmin as the administration meets it (spec §2, §5 "Full-page editor", §6, §8): the
// data are made through the API, everything else on screen.

/** The form item labelled `label` (an antd select shows its choice inside it). */
const fieldOf = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });

test('an administrator edits a user, sees the save after a reload and opens its entity', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const world = await editorWorld(request, stamp);
  const other = newPerson();
  await registerViaApi(request, other);

  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/usereditadmin?id=${world.personId}`);
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

  // An administrator gives roles 0-2, never 3 (design.md §12.3).
  await page.getByRole('combobox', { name: 'Rol' }).click();
  const roles = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(roles).toHaveText(['Usuario', 'Gestor', 'Administrador']);
  await page.keyboard.press('Escape');

  // Required fields and the password pair (spec §5).
  await page.getByLabel('Apellidos').fill('');
  await page.getByLabel('Contraseña', { exact: true }).fill('nueva-clave');
  await page.getByLabel('Repetir contraseña').fill('otra-clave');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Introduce los apellidos')).toBeVisible();
  await expect(page.getByText('Los valores de la contraseña no coinciden')).toBeVisible();
  await page.getByLabel('Apellidos').fill('Prieto Suárez');
  await page.getByLabel('Contraseña', { exact: true }).fill('');
  await page.getByLabel('Repetir contraseña').fill('');

  // A taken e-mail is refused with the spec's words, then the council changes and is kept.
  await page.getByLabel('Email').fill(other.email);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Ya existe un usuario con ese email').first()).toBeVisible();
  await page.getByLabel('Email').fill(world.person.email);
  await choose(page, 'Concejo', 'Oviedo');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Apellidos')).toHaveValue('Prieto Suárez');
  await expect(fieldOf(page, 'Concejo')).toContainText('Oviedo');

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
  const person = newPerson();
  await registerViaApi(request, person);
  const personId = (await loginViaApi(request, person)).user.id;
  const adminId = (await loginViaApi(request, demo.admin)).user.id;

  await loginThroughForm(page, demo.gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/usereditadmin?id=${personId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rol' })).toBeDisabled();
  await expect(
    page.getByText('Solo un administrador puede cambiar el rol de un usuario.'),
  ).toBeVisible();
  await page.getByLabel('Teléfono').fill('985123456');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos del usuario')).toBeVisible();
  await expect(page.getByText('No hay resultados')).toBeVisible();

  await page.goto(`/usereditadmin?id=${adminId}`);
  await expect(page.getByText(/Un gestor solo puede modificar los datos/)).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'GUARDAR' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'VOLVER' })).toBeEnabled();

  // Without an id the editor goes back to the panel.
  await page.goto('/usereditadmin');
  await expect(page).toHaveURL(/\/admin\?tab=1$/);
});
