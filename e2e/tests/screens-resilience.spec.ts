import { Role } from '@extranet/shared/roles';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, type Account } from '../support/accounts.ts';
import { blankActivityViaApi } from '../support/activities.ts';
import { expectAccessible } from '../support/axe.ts';
import { campaignViaApi } from '../support/campaigns.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { settledDialog } from '../support/dialogs.ts';
import { captureScreen } from '../support/screens.ts';

/** A new campaign of `admin` named `name`, its content `content` (rich text), through the API. */
const campaignNamed = (request: APIRequestContext, admin: Account, name: string, content = '') =>
  campaignViaApi(request, admin.token, {
    name,
    description: 'Talleres de reciclaje para centros educativos',
    content,
  });

const editorHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'EDICIÓN DE CAMPAÑA' });

test("a failed list load says so with 'Reintentar', never 'No hay resultados', and retrying recovers", async ({
  page,
  request,
}) => {
  // A campaign the list shows once it loads.
  const admin = await newAccount(request, Role.Admin);
  await campaignViaApi(request, admin.token, {
    name: `Campaña visible ${Date.now()}`,
    active: true,
  });
  // Both the first call and the query client's own retry of a 5xx fail.
  const list = '**/api/campaign/list/**';
  await page.route(list, (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'internal', message: 'Error interno del servidor' },
    }),
  );
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);

  const alert = page.getByRole('alert').filter({ hasText: 'No se han podido cargar los datos.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Error interno del servidor');
  await expect(page.getByText('No hay resultados')).toHaveCount(0);
  await captureScreen(page, 'list-load-error', async (p) => {
    await expect(p.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  // The server answers again: 'Reintentar' loads the list.
  await page.unroute(list);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test('a failed order list at 390 px shows its error state inside the screen', async ({
  page,
  request,
}) => {
  const list = '**/api/order/list-minimized/**';
  await page.route(list, (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'internal', message: 'Error interno del servidor' },
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, await newAccount(request, Role.Supervisor));
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/orderlist');

  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('No hay resultados')).toHaveCount(0);
  const box = await retry.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await captureScreen(page, 'order-list-load-error', async (p) => {
    await expect(p.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  await page.unroute(list);
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'No se han podido' })).toHaveCount(0);
});

test("leaving a changed campaign editor asks first (VOLVER, menu, back and forward, tab), and 'Seguir editando' keeps the text", async ({
  page,
  request,
}) => {
  const name = `Campaña sin guardar ${Date.now()}`;
  const admin = await newAccount(request, Role.Admin);
  const id = await campaignNamed(request, admin, name);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);

  // Nothing changed: VOLVER leaves without a question.
  await page.goto(`/campaigneditor?id=${id}`);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/main$/);

  await page.goto(`/campaigneditor?id=${id}`);
  await expect(editorHeading(page)).toBeVisible();
  const nameField = page.getByLabel('Nombre', { exact: true });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} cambiada`);

  await page.getByRole('button', { name: 'VOLVER' }).click();
  const question = page
    .getByRole('dialog')
    .filter({ hasText: 'Hay cambios sin guardar. ¿Desea salir sin guardarlos?' });
  const stay = question.getByRole('button', { name: 'Seguir editando' });
  const answer = async (choice: 'Seguir editando' | 'Salir sin guardar') =>
    (await settledDialog(question)).getByRole('button', { name: choice }).click();
  await expect(question).toBeVisible();
  await expect(stay).toBeFocused();
  await captureScreen(page, 'unsaved-changes', async (p) => {
    await expect(p.getByRole('button', { name: 'Salir sin guardar' })).toBeVisible();
  });
  await answer('Seguir editando');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/campaigneditor\\?id=${id}$`));
  await expect(nameField).toHaveValue(`${name} cambiada`);

  // The header menu asks the same; 'Salir sin guardar' leaves.
  await openMenuEntry(page, 'Campañas');
  await answer('Salir sin guardar');
  await expect(page).toHaveURL(/\/main$/);
  await expect(question).toHaveCount(0);

  // So do the browser's back and forward buttons: back to the editor (its entry in this tab),
  // a change, then forward to the campaign list.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/campaigneditor\\?id=${id}$`));
  await expect(editorHeading(page)).toBeVisible();
  await nameField.fill(`${name} con historial`);
  await page.goForward({ waitUntil: 'commit' });
  await answer('Seguir editando');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/campaigneditor\\?id=${id}$`));
  await expect(nameField).toHaveValue(`${name} con historial`);
  await expect(question).toHaveCount(0);
  await page.goForward({ waitUntil: 'commit' });
  await answer('Salir sin guardar');
  await expect(page).toHaveURL(/\/main$/);

  // Closing the tab with unsaved changes gets the browser's own question.
  await page.goto(`/campaigneditor?id=${id}`);
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} otra vez`);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('the event editor fits a 390 px screen, its delete buttons in view', async ({
  page,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  const campaign = await campaignNamed(request, admin, `Eventos ${Date.now()}`);
  const event = await blankActivityViaApi(request, admin.token, campaign, { event: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/activityeditor?id=${event}`);
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE EVENTO' })).toBeVisible();

  // A long line, as a real programme has: the date, the hour, a long text and the place.
  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fecha').fill('10/03/2027');
  await dialog.getByLabel('Fecha').press('Enter');
  await dialog.getByLabel('Hora').fill('09:30');
  await dialog
    .getByLabel('Evento')
    .fill('Taller de compostaje doméstico y visita guiada a la planta de tratamiento');
  await dialog.getByLabel('Lugar').fill('Centro de Tratamiento de Residuos de Serín, Gijón');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog).toBeHidden();

  const remove = page.getByRole('button', { name: 'Borrar: 10/03/2027' });
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  // The lines' table does not scroll inside its own box either (the box is its parent).
  const tableOverflow = await page
    .getByRole('table')
    .evaluateAll((tables) =>
      tables.map(
        (table) =>
          (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0),
      ),
    );
  expect(tableOverflow).toEqual([0]);
  await expectAccessible(page, 'event editor at 390 px');
  await captureScreen(page, 'event-editor-lines', async (p) => {
    await expect(p.getByRole('button', { name: 'Borrar: 10/03/2027' })).toBeVisible();
  });
});

test('rich text in Montserrat is drawn in the Montserrat the app serves', async ({
  page,
  request,
}) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2(\?|$)/.test(response.url()) && response.ok()) fontFiles.push(response.url());
  });
  const content = '<p><span style="font-family: Montserrat">Texto en Montserrat</span></p>';
  const admin = await newAccount(request, Role.Admin);
  const id = await campaignNamed(request, admin, `Fuentes ${Date.now()}`, content);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/campaigneditor?id=${id}`);
  const text = page.getByRole('textbox', { name: 'Contenido' }).getByText('Texto en Montserrat');
  await expect(text).toBeVisible();

  // The face named Montserrat has loaded, from this app's own origin.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => face.family.replace(/["']/g, '') === 'Montserrat' && face.status === 'loaded',
        );
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px Montserrat'))).toBe(true);
  const origin = new URL(page.url()).origin;
  expect(fontFiles.some((url) => url.startsWith(origin) && /montserrat/i.test(url))).toBe(true);
  await expect(text).toHaveCSS('font-family', 'Montserrat');
  await captureScreen(page, 'rich-text-fonts', async (p) => {
    await expect(p.getByText('Texto en Montserrat')).toBeVisible();
  });
});
