import { Role } from '@extranet/shared/roles';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { blankActivityViaApi } from '../support/activities.ts';
import { expectAccessible } from '../support/axe.ts';
import { campaignViaApi } from '../support/campaigns.ts';
import { loginThroughForm } from '../support/login.ts';
import { captureScreen } from '../support/screens.ts';
import { choose } from '../support/select.ts';

/**
 * A new admin, and a campaign of it with one activity and one event as the list's buttons
 * leave them, made through the calls the list screen uses.
 */
async function campaignWithActivityAndEvent(request: APIRequestContext) {
  const admin = await newAccount(request, Role.Admin);
  const campaign = await campaignViaApi(request, admin.token, {
    name: `Editor de actividades ${Date.now()}`,
  });
  return {
    admin,
    activity: await blankActivityViaApi(request, admin.token, campaign),
    event: await blankActivityViaApi(request, admin.token, campaign, { event: true }),
  };
}

/** The rows of the form builder (each has its drag handle; a row's panel may hold a list). */
const fieldRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Campos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Arrastrar para reordenar: / }) });

/** Adds a field of `type` and gives it `label`; returns its row. */
async function addField(page: Page, type: string, label: string) {
  await choose(page, 'Tipo de campo', type);
  await page.getByRole('button', { name: 'Añadir campo' }).click();
  const row = fieldRows(page).last();
  await row.getByRole('button', { name: 'Editar' }).click();
  await row.getByRole('textbox', { name: 'Etiqueta', exact: true }).fill(label);
  return row;
}

test('an admin builds the request form, reorders it, saves and finds it again', async ({
  page,
  request,
}) => {
  // A long walk (four fields, two reorders, a save, a reload, both screen widths): on a busy
  // two-core machine it can take most of a minute.
  test.slow();
  const { admin, activity } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/activityeditor?id=${activity}`);
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE ACTIVIDAD' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Formulario de solicitud' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ciudadanía' }).check();

  await addField(page, 'Texto', 'Nombre del grupo');
  // The master list adds the field and goes back to its placeholder.
  await choose(page, 'Maestro de campos', 'Tipo de visita', { resets: true });
  const date = await addField(page, 'Fecha', 'Fecha preferida');
  await date.getByRole('textbox', { name: /Límite de fecha/ }).fill('>= 01/01/2027');
  await addField(page, 'Fichero', 'Foto del grupo');
  await expect(
    page.getByRole('region', { name: 'Vista previa' }).getByText('Foto del grupo'),
  ).toBeVisible();

  // Reorder by button and by keyboard drag (space lifts, arrows move, space drops).
  await page.getByRole('button', { name: 'Subir: Fecha preferida' }).click();
  // Each step waits for what the builder says in its live region.
  const handle = page.getByRole('button', { name: 'Arrastrar para reordenar: Foto del grupo' });
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Lifted and over its own place: dnd-kit has measured the rows, so an arrow can move it.
  await expect(said('Campo 4 sobre la posición 4.')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(said('Campo 4 sobre la posición 3.')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(said('Campo 4 soltado en la posición 3.')).toHaveCount(1);
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  const order = ['Nombre del grupo', 'Fecha preferida', 'Foto del grupo', 'Tipo de visita'];
  const titles = fieldRows(page);
  await expect(titles).toHaveText(order.map((label) => new RegExp(`^${label}`)));

  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('La actividad ha sido modificada')).toBeVisible();
  await page.reload();
  await expect(titles).toHaveText(order.map((label) => new RegExp(`^${label}`)));
  await expectAccessible(page, 'activity editor');
  await captureScreen(page, 'activity-editor', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'EDICIÓN DE ACTIVIDAD' })).toBeVisible();
  });
});

test('an admin adds and deletes a dated line of an event', async ({ page, request }) => {
  const { admin, event } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/activityeditor?id=${event}`);
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE EVENTO' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ciudadanía' }).check();

  await page.getByRole('button', { name: 'Añadir' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fecha').fill('10/03/2027');
  await dialog.getByLabel('Fecha').press('Enter');
  await dialog.getByLabel('Hora').fill('9:5');
  await dialog.getByLabel('Evento').fill('Taller de compostaje');
  await dialog.getByLabel('Lugar').fill('Gijón');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(dialog.getByText('Introduce una hora HH:MM')).toBeVisible();
  await dialog.getByLabel('Hora').fill('09:30');
  await dialog.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('cell', { name: '10/03/2027', exact: true })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: '09:30 Taller de compostaje - Gijón' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('El evento ha sido modificado')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: '10/03/2027', exact: true })).toBeVisible();
  await captureScreen(page, 'event-editor', async (p) => {
    await expect(p.getByRole('cell', { name: '10/03/2027', exact: true })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Borrar: 10/03/2027' }).click();
  await expect(page.getByText('¿Borrar evento?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByRole('cell', { name: '10/03/2027', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'event editor');
});

test('an activity ending before it starts is refused under its end date', async ({
  page,
  request,
}) => {
  const { admin, activity } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/activityeditor?id=${activity}`);
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE ACTIVIDAD' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ciudadanía' }).check();
  const start = page.getByLabel('Fecha de inicio');
  await start.fill('10/03/2027');
  await start.press('Enter');
  const end = page.getByLabel('Fecha de fin');
  await end.fill('09/03/2027');
  await end.press('Enter');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  const message = 'La fecha de finalización de la actividad debe ser posterior a la de inicio';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText('La actividad ha sido modificada')).toHaveCount(0);
  await expectAccessible(page, 'activity editor, end before start');

  // The same day is a valid end.
  await end.fill('10/03/2027');
  await end.press('Enter');
  await expect(page.getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('La actividad ha sido modificada')).toBeVisible();
});
