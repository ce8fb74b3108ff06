import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { supervisedActivity } from '../support/activities.ts';
import { waitForSubject } from '../support/mail.ts';
import { participantOrder, spanishDateTime } from '../support/orders.ts';
import { captureScreen, expectNoSidewaysScroll } from '../support/screens.ts';
import { choose } from '../support/select.ts';

// /orderlist and /myorderlist as their users meet them (docs/product/requests.md#order-lists,
// docs/product/requests.md#states, docs/product/requests.md#validation,
// docs/product/README.md#constants-and-limits): the data is made through the API, everything else
// on screen.

const requestForm = [{ type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true }];

/** The table row of request `id` (its Id cell). */
const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** Chooses `activity` in the activity cascader by typing part of its name. */
async function chooseActivity(page: Page, activity: string) {
  const field = page.getByRole('combobox', { name: 'Actividad' });
  await field.click();
  await field.fill(activity);
  await page.getByRole('menuitemcheckbox', { name: new RegExp(activity) }).click();
  await page.keyboard.press('Escape');
}

test('a gestor filters, exports and accepts two requests in bulk with notification', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Visita guiada ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Solicitudes e2e ${stamp}`,
    activity,
    formMetadata: requestForm,
  });
  const berta = await participantOrder(request, activityId, {
    name: 'Berta',
    answers: { grupo: '3º A' },
  });
  const carmen = await participantOrder(request, activityId, {
    name: 'Carmen',
    answers: { grupo: '4º B' },
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Solicitudes');
  await expect(page).toHaveURL(/\/orderlist$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'GESTIÓN DE SOLICITUDES' }),
  ).toBeVisible();

  // A filter change marks the list stale until FILTRAR (docs/product/requests.md#order-lists).
  await chooseActivity(page, activity);
  await expect(page.getByText('Los filtros han cambiado')).toBeVisible();
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText('Los filtros han cambiado')).toHaveCount(0);
  await expect(page.getByText('Filtros activos')).toBeVisible();
  await expect(page.getByText('2 solicitudes', { exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: activity });
  await expect(rows).toHaveCount(2);
  // Id descending by default (docs/product/README.md#constants-and-limits).
  await expect(rows.first()).toContainText(String(carmen.id));
  await expect(rowOf(page, berta.id)).toContainText('Berta Prueba Suárez');
  await expect(rowOf(page, berta.id)).toContainText(spanishDateTime(berta.date));
  await captureScreen(page, 'orderlist');
  await expectNoSidewaysScroll(page);

  // EXPORTAR: Solicitudes.csv written in the browser (docs/product/requests.md#order-lists,
  // docs/product/README.md#constants-and-limits, docs/product/requests.md#csv-export).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORTAR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Solicitudes.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(
    csv.startsWith('\uFEFF"Id";"Estado";"F. Solicitud";"Actividad";"Solicitante";"Entidad"\r\n'),
  ).toBe(true);
  expect(csv).toContain(
    `"${berta.id}";"Pendiente";"${spanishDateTime(berta.date)}";"${activity}";"Berta Prueba Suárez";""\r\n`,
  );
  expect(csv.trim().split('\r\n')).toHaveLength(3);

  // CAMBIAR ESTADO without a selection, then with both requests
  // (docs/product/requests.md#validation).
  await page.getByRole('button', { name: 'CAMBIAR ESTADO' }).click();
  await expect(page.getByText('Debe seleccionar al menos una solicitud')).toBeVisible();
  await page.getByRole('checkbox', { name: `Seleccionar la solicitud ${berta.id}` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar la solicitud ${carmen.id}` }).check();
  await expect(page.getByText('2 solicitudes seleccionadas')).toBeVisible();
  await page.getByRole('button', { name: 'CAMBIAR ESTADO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await expect(dialog.getByText('Se cambiará el estado de 2 solicitudes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  await expect(dialog.getByText('Debe seleccionar el estado')).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'Enviar notificación por correo al solicitante' }),
  ).toBeChecked();
  await choose(dialog, 'Nuevo estado', 'Aceptada');
  await dialog.getByLabel('Motivo').fill('Plazas confirmadas para el grupo');
  await expectAccessible(page, 'change-states dialog');
  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  await expect(page.getByText('Se han cambiado los estados de las solicitudes')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, berta.id)).toContainText('Aceptada');
  await expect(rowOf(page, carmen.id)).toContainText('Aceptada');

  // Each applicant is told by mail (docs/architecture.md#mail: through the outbox to the SMTP
  // sink).
  const mail = await waitForSubject(berta.person.email, `Solicitud ${berta.id}: Aceptada`);
  expect(mail.text).toContain('Plazas confirmadas para el grupo');
  await waitForSubject(carmen.person.email, `Solicitud ${carmen.id}: Aceptada`);

  // A row opens on Enter, in manager mode (docs/product/requests.md#order-detail).
  await rowOf(page, berta.id).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${berta.id}&mode=manager$`));
});

test('a refused bulk change shows the server message and changes nothing', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const entity = `AMPA Río Nalón ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Entidades e2e ${stamp}`,
    activity: `Visita con entidad ${stamp}`,
    formMetadata: requestForm,
  });
  const proposed = await participantOrder(request, activityId, {
    name: 'Gonzalo',
    answers: { grupo: 'AMPA' },
    entity: { name: entity, cif: 'G33123456', idCouncil: 3, idTarget: 3 },
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/orderlist');
  // The entity tags suggest the names of the requests in scope
  // (docs/product/requests.md#order-lists).
  const tags = page.getByRole('combobox', { name: 'Entidad' });
  await tags.fill(`Río Nalón ${stamp}`);
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText('1 solicitud', { exact: true })).toBeVisible();
  await expect(rowOf(page, proposed.id)).toContainText(entity);

  await page.getByRole('checkbox', { name: `Seleccionar la solicitud ${proposed.id}` }).check();
  await page.getByRole('button', { name: 'CAMBIAR ESTADO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  const chooseState = (state: string) => choose(dialog, 'Nuevo estado', state);
  // Denegada needs a reason (docs/product/requests.md#states), asked in the dialog as the server
  // would.
  await chooseState('Denegada');
  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  await expect(dialog.getByText('Debe indicar el motivo del rechazo')).toBeVisible();
  // Accepting needs a validated entity (docs/product/requests.md#states): the server's message
  // names the request.
  await chooseState('Aceptada');
  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  await expect(
    page.getByText(
      `Solicitud ${proposed.id}: Es necesario validar la entidad antes de aceptar la solicitud`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(rowOf(page, proposed.id)).toContainText('Pendiente');
});

test('accepting a waiting-list request without places asks first, and forces on ACEPTAR DE TODOS MODOS', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Taller de una plaza ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Plazas e2e ${stamp}`,
    activity,
    formMetadata: requestForm,
    places: 1,
  });
  await participantOrder(request, activityId, { name: 'Diego', answers: { grupo: 'Primero' } });
  const waiting = await participantOrder(request, activityId, {
    name: 'Elena',
    answers: { grupo: 'Segundo' },
    force: true,
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/orderlist');
  await chooseActivity(page, activity);
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText('2 solicitudes', { exact: true })).toBeVisible();
  await expect(rowOf(page, waiting.id)).toContainText('En lista de espera');

  await page.getByRole('checkbox', { name: `Seleccionar la solicitud ${waiting.id}` }).check();
  await page.getByRole('button', { name: 'CAMBIAR ESTADO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await choose(dialog, 'Nuevo estado', 'Aceptada');
  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  // The only place is taken: the server's figures, and the question (docs/requests-integrity.md).
  const confirm = page.getByRole('dialog').filter({ hasText: '¿Desea aceptarla de todos modos?' });
  await expect(
    confirm
      .getByText(
        `Solicitud ${waiting.id}: No hay plazas suficientes: quedan 0 plazas y la solicitud pide 1.`,
      )
      .filter({ visible: true }),
  ).toBeVisible();
  await expectAccessible(page, 'accept-anyway dialog');
  await confirm.getByRole('button', { name: 'NO ACEPTAR' }).click();
  // Gone from the page, not only faded: a click must not land on the question leaving.
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(page, waiting.id)).toContainText('En lista de espera');

  await dialog.getByRole('button', { name: 'ACEPTAR' }).click();
  await expect(confirm).toHaveCount(1);
  await confirm.getByRole('button', { name: 'ACEPTAR DE TODOS MODOS' }).click();
  await expect(page.getByText('Se han cambiado los estados de las solicitudes')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, waiting.id)).toContainText('Aceptada');
});

test("a participant's 'Mis solicitudes' shows only its own requests", async ({ page, request }) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Taller de reciclaje ${stamp}`;
  const { activityId } = await supervisedActivity(request, {
    campaign: `Mis solicitudes e2e ${stamp}`,
    activity,
    formMetadata: requestForm,
  });
  const own = await participantOrder(request, activityId, {
    name: 'Daniel',
    answers: { grupo: 'A' },
  });
  const other = await participantOrder(request, activityId, {
    name: 'Elena',
    answers: { grupo: 'B' },
  });

  await loginThroughForm(page, own.person);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Mis solicitudes');
  await expect(page).toHaveURL(/\/myorderlist$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'SEGUIMIENTO DE SOLICITUDES' }),
  ).toBeVisible();
  await expect(rowOf(page, own.id)).toContainText(activity);
  await expect(rowOf(page, other.id)).toHaveCount(0);
  await expect(page.getByText('1 solicitud', { exact: true })).toBeVisible();
  // Own mode: no applicant column, no applicant filter, no bulk state change
  // (docs/product/requests.md#order-lists).
  await expect(page.getByRole('columnheader', { name: 'Solicitante' })).toHaveCount(0);
  await expect(page.getByLabel('Nombre del solicitante')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CAMBIAR ESTADO' })).toHaveCount(0);
  await captureScreen(page, 'myorderlist');
  await expectNoSidewaysScroll(page);

  await rowOf(page, own.id).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${own.id}&mode=own$`));
});
