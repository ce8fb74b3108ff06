import { Role } from '@extranet/shared/roles';
import { expect, test } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { publicBodyCifs } from '../support/entities.ts';
import { loginThroughForm } from '../support/login.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';
import { choose } from '../support/select.ts';
import { editorWorld } from './entity-editor-setup.ts';

// /entityeditor as the administration meets it
// (docs/product/administration-and-analytics.md#entity-editor,
// docs/product/administration-and-analytics.md#entity-validation,
// docs/product/README.md#roles-and-permissions, docs/product/README.md#error-catalogue): the
// entity, its representative and its centre are made through the API.

test('an administrator corrects an entity, opens its user and a centre of its group', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const world = await editorWorld(request, stamp);
  const cifs = publicBodyCifs(stamp);
  const admin = await newAccount(request, Role.Admin);

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/entityeditor?id=${world.entity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Entidad' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue(world.entity.name);
  await expect(page.getByLabel('CIF')).toHaveValue(world.entity.cif);

  // The users who represent it (role 2+) and its group, the main entity first and marked.
  const users = page.getByRole('region', { name: 'USUARIOS DE LA ENTIDAD' });
  const userLink = users.getByRole('link', {
    name: `${world.person.name} ${world.person.surname} (${world.person.username})`,
  });
  await expect(userLink).toBeVisible();
  await expect(users.getByText('Activo', { exact: true })).toBeVisible();
  const centres = page.getByRole('region', { name: 'CENTROS' });
  await expect(centres.getByRole('listitem').first()).toContainText(
    `${world.entity.name} (Entidad Principal)`,
  );
  await toastsGone(page);
  await captureScreen(page, 'entityeditor');
  await expectNoSidewaysScroll(page);

  // Name and CIF are required; a CIF with a wrong control letter is refused
  // (docs/product/administration-and-analytics.md#entity-validation).
  await page.getByLabel('Nombre').fill('');
  await page.getByLabel('CIF').fill(cifs.wrongLetter);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Introduce el nombre de la entidad')).toBeVisible();
  await expect(page.getByText('El CIF de la entidad no es válido')).toBeVisible();
  const renamed = `${world.entity.name} renombrada`;
  await page.getByLabel('Nombre').fill(renamed);
  await page.getByLabel('CIF').fill(`${cifs.valid.slice(0, 1)}-${cifs.valid.slice(1)}`);
  await choose(page, 'Destinatario', 'Ayuntamientos y entidades públicas');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos de la entidad')).toBeVisible();
  await expect(page.getByLabel('CIF')).toHaveValue(cifs.valid);
  await expect(page.getByRole('button', { name: 'GUARDAR' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Nombre')).toHaveValue(renamed);
  await expect(centres.getByRole('listitem').first()).toContainText(
    `${renamed} (Entidad Principal)`,
  );

  // A representative opens in the user editor.
  await userLink.click();
  await expect(page).toHaveURL(new RegExp(`/usereditadmin\\?id=${world.person.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuario' })).toBeVisible();
  await page.goBack();

  // A centre opens its own editor: a fresh form for the new id; VOLVER goes back.
  await centres.getByRole('link', { name: world.centre.name }).click();
  await expect(page).toHaveURL(new RegExp(`/entityeditor\\?id=${world.centre.id}$`));
  await expect(page.getByLabel('Nombre')).toHaveValue(world.centre.name);
  await expect(centres.getByRole('listitem').first()).toContainText('(Entidad Principal)');
  await expect(centres.getByText(world.centre.name, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(new RegExp(`/entityeditor\\?id=${world.entity.id}$`));
  await expect(page.getByLabel('Nombre')).toHaveValue(renamed);
});

test("a gestor edits its campaigns' entity but never sees the entity's users", async ({
  page,
  request,
}) => {
  const stamp = (Date.now() % 1_000_000) + 11;
  const world = await editorWorld(request, stamp);

  await loginThroughForm(page, world.gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/entityeditor?id=${world.entity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Entidad' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'CENTROS' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'USUARIOS DE LA ENTIDAD' })).toHaveCount(0);
  await page.getByLabel('Localidad').fill('Avilés');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se han guardado los datos de la entidad')).toBeVisible();

  // Opened directly (a fresh page load), VOLVER goes to the admin tab of its kind: CENTROS.
  await page.goto(`/entityeditor?id=${world.centre.id}`);
  await expect(page.getByLabel('Nombre')).toHaveValue(world.centre.name);
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=3$/);
});
