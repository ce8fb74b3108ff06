import { Role } from '@extranet/shared/roles';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { settledDialog } from '../support/dialogs.ts';
import { companyCif } from '../support/entities.ts';
import { captureScreen } from '../support/screens.ts';
import { choose } from '../support/select.ts';
import { expectNoPageOverflow, openAdmin, openFilters } from './admin-support.ts';

/** The card of the entity called `name` (its h2). */
const entityCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });

/** Fills 'Nueva entidad' with a valid entity called `name`; the CIF is typed with a dash. */
async function fillEntity(page: Page, name: string, cif: string) {
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('CIF').fill(`${cif.slice(0, 1)}-${cif.slice(1)}`);
  await choose(page, 'Destinatario', 'Centros educativos');
  await dialog.getByLabel('Dirección').fill('Calle Mayor 1');
  await dialog.getByLabel('Código postal').fill('33201');
  await dialog.getByLabel('Localidad').fill('Gijón');
  const council = dialog.getByRole('combobox', { name: 'Concejo' });
  await council.fill('Gijón');
  await council.press('Enter');
}

/** Deletes the entity of `card` through its confirmation; returns the toast's text locator. */
async function deleteEntity(page: Page, name: string) {
  await entityCard(page, name)
    .getByRole('button', { name: `Borrar la entidad ${name}` })
    .click();
  const confirm = page.getByRole('dialog', {
    name: '¿Estás seguro de que quieres borrar esta entidad?',
  });
  await expect(confirm).toContainText(name);
  await (await settledDialog(confirm)).getByRole('button', { name: 'Aceptar' }).click();
  await expect(confirm).toBeHidden();
}

test('an admin creates an entity and a centre of it, finds the centre in CENTROS and deletes both', async ({
  page,
  request,
}) => {
  test.slow(); // many steps, each waiting for the API, on a machine shared with other runs
  const stamp = Date.now();
  const mainName = `Colegio e2e ${stamp}`;
  const centreName = `Centro e2e ${stamp}`;
  const cif = companyCif();
  await openAdmin(page, await newAccount(request, Role.Admin));
  await page.getByRole('tab', { name: '2 ENTIDADES' }).click();
  await expect(page).toHaveURL(/tab=2/);

  // docs/product/administration-and-analytics.md#entity-validation: every field is required, in the
  // documented words.
  await page.getByRole('button', { name: 'Nueva entidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva entidad' });
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(dialog.getByText('Introduce el nombre de la entidad')).toBeVisible();
  await expect(dialog.getByText('Introduce el CIF de la entidad')).toBeVisible();
  await expectAccessible(page, 'new entity modal with errors');
  await fillEntity(page, mainName, cif);
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha creado la entidad')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A centre of it: 'Entidad principal' searched by name.
  await page.getByRole('button', { name: 'Nueva entidad' }).click();
  await fillEntity(page, centreName, cif);
  await choose(dialog, 'Entidad principal', mainName, { partial: true });
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(dialog).toBeHidden();

  // ENTIDADES lists the main entity (CIF cleaned of its dash), not the centre.
  await openFilters(page);
  await page.getByLabel('Nombre', { exact: true }).fill(`e2e ${stamp}`);
  await expect(entityCard(page, mainName)).toBeVisible();
  await expect(entityCard(page, mainName).getByText(cif, { exact: true })).toBeVisible();
  await expect(entityCard(page, mainName).getByText('Gijón')).toBeVisible();
  await expect(entityCard(page, centreName)).toHaveCount(0);
  await expect(page.getByText('Filtros activos')).toBeVisible();

  // A main entity with centres stays (its centres first).
  await deleteEntity(page, mainName);
  await expect(
    page.getByText('La entidad tiene centros asociados. Borre antes sus centros'),
  ).toBeVisible();

  // CENTROS lists the centre with its main entity; the filter is shared by both tabs.
  await page.getByRole('tab', { name: '3 CENTROS' }).click();
  const centre = entityCard(page, centreName);
  await expect(centre).toBeVisible();
  await expect(centre.getByText(mainName)).toBeVisible();
  await expect(entityCard(page, mainName)).toHaveCount(0);
  // The picture shows the page alone, once the toast has gone.
  await expect(
    page.getByText('La entidad tiene centros asociados. Borre antes sus centros'),
  ).toBeHidden({ timeout: 15_000 });
  await captureScreen(page, 'admin-entities', expectNoPageOverflow);

  await deleteEntity(page, centreName);
  await expect(page.getByText('Se ha borrado la entidad')).toBeVisible();
  await expect(centre).toHaveCount(0);
  await page.getByRole('tab', { name: '2 ENTIDADES' }).click();
  await deleteEntity(page, mainName);
  await expect(entityCard(page, mainName)).toHaveCount(0);
});
