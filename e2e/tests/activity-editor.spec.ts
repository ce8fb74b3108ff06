import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm } from '../support/login.ts';
import { demo, loginViaApi } from '../support/people.ts';
import { captureScreen } from '../support/screens.ts';
import { choose } from '../support/select.ts';

/** A campaign with one activity and one event, made through the calls the list screen uses. */
async function campaignWithActivityAndEvent(request: APIRequestContext) {
  const admin = await loginViaApi(request, demo.admin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const campaign = (await (await request.get('/api/campaign/create', { headers })).json()) as {
    id: number;
  };
  const create = async (idCampaign: number) => {
    const reply = await request.post('/api/activity/create', { headers, data: { idCampaign } });
    expect(reply.status(), await reply.text()).toBe(200);
    return ((await reply.json()) as { id: number }).id;
  };
  return { activity: await create(campaign.id), event: await create(-campaign.id) };
}

const fieldRows = (page: Page) =>
  page.getByRole('region', { name: 'Campos' }).getByRole('listitem');

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
  const { activity } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, demo.admin);
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
  await page.getByRole('button', { name: 'Arrastrar para reordenar: Foto del grupo' }).focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300); // dnd-kit measures between key presses
  }
  const order = ['Nombre del grupo', 'Fecha preferida', 'Foto del grupo', 'Tipo de visita'];
  const titles = page.getByRole('region', { name: 'Campos' }).locator('.builder-row-title');
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
  const { event } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, demo.admin);
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
  const { activity } = await campaignWithActivityAndEvent(request);
  await loginThroughForm(page, demo.admin);
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
