import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { operatorSession } from '../support/accounts.ts';
import { supervisedActivity } from '../support/activities.ts';
import { associationCif, entityViaApi } from '../support/entities.ts';
import { waitForSubject } from '../support/mail.ts';
import { participantOrder } from '../support/orders.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';
import { choose } from '../support/select.ts';

// /orderdetail as its users meet it (docs/product/requests.md#order-detail,
// docs/product/requests.md#states, docs/product/requests.md#validation,
// docs/product/README.md#roles-and-permissions, docs/product/README.md#error-catalogue): the
// campaign, the activity and the request are made through the API, everything else on screen.

// Each test walks a whole screen with axe and screenshots at two widths: on a busy machine
// that takes longer than the default minute.
test.describe.configure({ timeout: 150_000 });

/** A 1 × 1 PNG: real bytes, so the API's content check takes it. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A request form with a text, a number, a date, a select, a checkbox group and a file. */
const requestForm = [
  { type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true },
  { type: 'number', name: 'alumnos', label: 'Número de alumnos', min: 1, max: 54 },
  { type: 'date', name: 'fecha', label: 'Fecha preferida' },
  {
    type: 'select',
    name: 'turno',
    label: 'Turno',
    values: [
      { label: 'Mañana', value: 'Mañana' },
      { label: 'Tarde', value: 'Tarde' },
    ],
  },
  {
    type: 'checkbox-group',
    name: 'materiales',
    label: 'Materiales',
    values: [
      { label: 'Folletos', value: 'Folletos' },
      { label: 'Carteles', value: 'Carteles' },
    ],
  },
  { type: 'file', name: 'foto', label: 'Fotografía del grupo', required: true },
];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const dmy = (date: Date) => iso(date).split('-').reverse().join('/');

/** The table row of request `id` (its Id cell). */
const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** Full-page screenshots start at the top, once the toasts have gone. */
async function captureDetail(page: Page, name: string) {
  await toastsGone(page);
  await captureScreen(page, name);
}

const menuEntry = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

test('a participant edits its pending request, cancels it, and never sees private fields', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Visita al vertedero ${stamp}`;
  const preferred = inDays(40);
  const { activityId } = await supervisedActivity(request, {
    campaign: `Detalle e2e ${stamp}`,
    activity,
    formMetadata: requestForm,
  });
  const order = await participantOrder(request, activityId, {
    name: 'Irene',
    answers: {
      grupo: '5º A',
      alumnos: '20',
      fecha: iso(preferred),
      turno: 'Mañana',
      materiales: 'Folletos',
    },
    file: { name: 'foto grupo.png', buffer: photo },
  });

  await loginThroughForm(page, order.person);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Mis solicitudes');
  await rowOf(page, order.id).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${order.id}&mode=own$`));
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
  await expect(page.getByText(`Solicitud: ${order.id}`)).toBeVisible();
  await expect(menuEntry(page, 'Mis solicitudes')).toHaveClass(/selected/);

  // Own mode: no contact, no state selector, no mail (docs/product/requests.md#order-detail); the
  // stored answers are shown.
  await expect(page.getByRole('heading', { name: 'DATOS DEL SOLICITANTE' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'ESTADO DE LA SOLICITUD' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ENVIAR CORREO' })).toHaveCount(0);
  await expect(page.getByText('Solicitud a título individual')).toBeVisible();
  await expect(page.getByLabel('Nombre del grupo')).toHaveValue('5º A');
  await expect(page.getByLabel('Número de alumnos')).toHaveValue('20');
  await expect(page.getByLabel('Fecha preferida')).toHaveValue(dmy(preferred));
  await expect(page.getByRole('checkbox', { name: 'Folletos' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Carteles' })).not.toBeChecked();

  // The stored file downloads with the session's token (docs/api-conventions.md#files).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar foto grupo.png' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('foto grupo.png');
  expect(readFileSync(await download.path())).toEqual(photo);

  // Only public management fields, read-only (docs/product/README.md#roles-and-permissions): the
  // private ones never arrive.
  const management = page.getByRole('region', { name: 'DATOS DE GESTIÓN' });
  await expect(management.getByLabel('Hora acordada')).toBeDisabled();
  await expect(management.getByLabel('Participantes reales')).toBeDisabled();
  for (const hidden of ['Precio', 'Autobús', 'Coste de bus', 'Solicitud delegada']) {
    await expect(management.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await captureDetail(page, 'orderdetail-own');
  await expectNoSidewaysScroll(page);

  // GUARDAR checks with the request form's rules (docs/product/requests.md#validation), files not
  // required here.
  await page.getByLabel('Nombre del grupo').fill('');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Debe comprobar los campos que se indican')).toBeVisible();
  await expect(page.getByText('Campo requerido')).toBeVisible();
  await page.getByLabel('Nombre del grupo').fill('5º B');
  await page.getByLabel('Número de alumnos').fill('24');
  await choose(page, 'Turno', 'Tarde');
  await page.getByRole('checkbox', { name: 'Carteles' }).check();
  // A new file replaces the stored one of its field on save.
  await page.getByLabel('Fotografía del grupo').setInputFiles({
    name: 'plano.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la solicitud')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nombre del grupo')).toHaveValue('5º B');
  await expect(page.getByLabel('Número de alumnos')).toHaveValue('24');
  await expect(page.getByRole('combobox', { name: 'Turno' })).toBeVisible();
  await expect(page.getByText('Tarde', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Carteles' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Descargar plano.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar foto grupo.png' })).toHaveCount(0);

  // ANULAR SOLICITUD asks first (docs/product/README.md#error-catalogue), then the order is Anulada
  // and read-only (docs/product/requests.md#states).
  await page.getByRole('button', { name: 'ANULAR SOLICITUD' }).click();
  const confirm = page.getByRole('dialog').filter({
    hasText: '¿Estás seguro de que quieres cancelar esta solicitud?',
  });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'cancel confirmation');
  await confirm.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Se ha anulado la solicitud')).toBeVisible();
  await expect(page.getByText('Anulada', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Nombre del grupo')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ANULAR SOLICITUD' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'GUARDAR' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'HISTORIAL DE ESTADOS' });
  await expect(history.getByText('Registrada como Pendiente')).toBeVisible();
  await expect(history.getByText('De Pendiente a Anulada')).toBeVisible();
  // Who made a change is for the managers only.
  await expect(history.getByText(/^por /)).toHaveCount(0);

  // A participant typing mode=manager gets its own mode (the API says it is no manager).
  await page.goto(`/orderdetail?id=${order.id}&mode=manager`);
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${order.id}&mode=own$`));
  await expect(menuEntry(page, 'Mis solicitudes')).toHaveClass(/selected/);
  await expect(page.getByRole('heading', { name: 'ESTADO DE LA SOLICITUD' })).toHaveCount(0);

  // VOLVER goes back to the list of the mode; an unknown order says so and goes back too.
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/myorderlist$/);
  await page.goto('/orderdetail?id=999999999&mode=own');
  await expect(page.getByText('No se ha encontrado la solicitud')).toBeVisible();
  await expect(page).toHaveURL(/\/myorderlist$/);
});

test('a gestor validates the proposed entity, accepts the request and mails the applicant', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Taller de compostaje ${stamp}`;
  const entity = `AMPA Los Robles ${stamp}`;
  const cif = associationCif(stamp * 7 + 3);
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Gestión detalle e2e ${stamp}`,
    activity,
    formMetadata: requestForm,
  });
  const order = await participantOrder(request, activityId, {
    name: 'Inés',
    answers: { grupo: 'AMPA', alumnos: '12', turno: 'Mañana' },
    file: { name: 'grupo.png', buffer: photo },
    entity: { name: entity, cif, idCouncil: 3, idTarget: 3 },
  });
  await waitForSubject(order.person.email, `Solicitud ${order.id} registrada: ${activity}`);

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Solicitudes');
  await page.getByLabel('Id de solicitud').fill(String(order.id));
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await rowOf(page, order.id).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${order.id}&mode=manager$`));
  await expect(menuEntry(page, 'Solicitudes')).toHaveClass(/selected/);

  // Manager mode shows the applicant's contact (docs/product/requests.md#order-detail) and the
  // proposed entity, not validated.
  const applicant = page.getByRole('region', { name: 'DATOS DEL SOLICITANTE' });
  await expect(applicant.getByText('Inés Prueba Suárez')).toBeVisible();
  await expect(applicant.getByRole('link', { name: order.person.email })).toBeVisible();
  const entityBlock = page.getByRole('region', { name: 'DATOS DE LA ENTIDAD' });
  await expect(entityBlock.getByText('pendiente de validar')).toBeVisible();
  await expect(entityBlock.getByText(entity)).toBeVisible();

  // Accepting needs a validated entity (docs/product/requests.md#states).
  await choose(page, 'Estado', 'Aceptada');
  const notValidated = page.getByText(
    'Es necesario validar la entidad antes de aceptar la solicitud',
  );
  await expect(notValidated.first()).toBeVisible();
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(notValidated).toHaveCount(2); // under the selector and in the toast

  // The entity dialog: the proposed CIF is not there yet, so the gestor creates the entity.
  await entityBlock.getByRole('button', { name: 'Validar entidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar entidad a la solicitud' });
  await expect(dialog.getByLabel('CIF de la entidad')).toHaveValue(cif);
  await expect(dialog.getByText('No hay resultados')).toBeVisible();
  await expectAccessible(page, 'entity dialog');
  await dialog.getByRole('tab', { name: 'Nueva entidad' }).click();
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(entity);
  await dialog.getByRole('button', { name: 'CREAR Y ASIGNAR' }).click();
  await expect(dialog.getByText('Introduce la dirección de la entidad')).toBeVisible();
  await captureScreen(page, 'orderdetail-entity-dialog', async (p) => {
    await expect(p.getByRole('dialog', { name: 'Asignar entidad a la solicitud' })).toBeVisible();
  });
  await dialog.getByLabel('Dirección').fill('Calle del Roble 4');
  await dialog.getByLabel('Localidad').fill('Avilés');
  await dialog.getByLabel('Código postal').fill('33400');
  await dialog.getByRole('button', { name: 'CREAR Y ASIGNAR' }).click();
  await expect(
    page.getByText('Se ha creado la entidad y se ha asignado a la solicitud'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entityBlock.getByText('Entidad validada')).toBeVisible();
  await expect(entityBlock.getByText('Calle del Roble 4')).toBeVisible();
  await expect(notValidated).toHaveCount(0);

  // Accept with a reason and fill management fields, a private one too
  // (docs/product/README.md#roles-and-permissions).
  await page.getByLabel('Motivo del cambio de estado').fill('Entidad comprobada');
  const management = page.getByRole('region', { name: 'DATOS DE GESTIÓN' });
  await management.getByLabel('Hora acordada').fill('1030');
  // The stored file is marked to go on save (files are not required on this page,
  // docs/product/requests.md#validation).
  await page.getByRole('button', { name: 'Eliminar grupo.png' }).click();
  await expect(page.getByText('(se eliminará al guardar)')).toBeVisible();
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('La hora debe estar en formato HH:MM')).toBeVisible();
  await management.getByLabel('Hora acordada').fill('10:30');
  await management.getByLabel('Precio (privado)').fill('15');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la solicitud')).toBeVisible();
  // The form starts again from the saved order: the new state, its reason, the answers.
  const stateBlock = page.getByRole('region', { name: 'ESTADO DE LA SOLICITUD' });
  await expect(stateBlock.getByText('Aceptada', { exact: true })).toBeVisible();
  await expect(stateBlock.getByLabel('Motivo del cambio de estado')).toHaveValue(
    'Entidad comprobada',
  );
  await expect(management.getByLabel('Hora acordada')).toHaveValue('10:30');
  const history = page.getByRole('region', { name: 'HISTORIAL DE ESTADOS' });
  await expect(
    history.getByText(`De Pendiente a Aceptada por ${gestor.name} ${gestor.surname}`),
  ).toBeVisible();
  await expect(history.getByText('Motivo: Entidad comprobada')).toBeVisible();
  // 'Enviar notificación al solicitante' is on by default: the change is mailed
  // (docs/product/requests.md#states).
  const stateMail = await waitForSubject(order.person.email, `Solicitud ${order.id}: Aceptada`);
  expect(stateMail.text).toContain('Entidad comprobada');
  await expect(page.getByRole('button', { name: 'Descargar grupo.png' })).toHaveCount(0);
  await captureDetail(page, 'orderdetail-manager');
  await expectNoSidewaysScroll(page);

  // ENVIAR CORREO: the order's current data reaches the applicant (docs/architecture.md#mail).
  await page.getByRole('button', { name: 'ENVIAR CORREO' }).click();
  await expect(page.getByText('Se ha enviado el correo al solicitante')).toBeVisible();
  const mail = await waitForSubject(
    order.person.email,
    `Datos de su solicitud ${order.id}: ${activity}`,
  );
  expect(mail.text).toContain('Estado: Aceptada');
  expect(mail.text).toContain(`Entidad: ${entity}`);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  await expect(management.getByLabel('Hora acordada')).toHaveValue('10:30');
  await expect(management.getByLabel('Precio (privado)')).toHaveValue('15');
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/orderlist$/);

  // The applicant reads the public management answers, never the private one. The gestor's
  // part is done: its page closes, so that two traced pages do not share this machine's cores.
  await page.close();
  const own = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'es-ES' });
  const applicantPage = await own.newPage();
  await loginThroughForm(applicantPage, order.person);
  // The login must end before the next address is opened, or the new page has no session.
  await expect(applicantPage).toHaveURL(/\/main$/);
  await applicantPage.goto(`/orderdetail?id=${order.id}`);
  const ownManagement = applicantPage.getByRole('region', { name: 'DATOS DE GESTIÓN' });
  await expect(ownManagement.getByLabel('Hora acordada')).toHaveValue('10:30');
  await expect(ownManagement.getByText('Precio', { exact: false })).toHaveCount(0);
  await expect(applicantPage.getByLabel('Nombre del grupo')).toBeDisabled();
  await own.close();
});

test('a gestor assigns an entity that already exists, found by CIF and by name, then rejects with a reason', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const school = `Colegio Público La Fresneda ${stamp}`;
  const cif = associationCif(stamp * 11 + 5);
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Entidades detalle e2e ${stamp}`,
    activity: `Visita a la planta de biogás ${stamp}`,
    formMetadata: requestForm,
  });
  const { token } = await operatorSession(request);
  await entityViaApi(request, token, {
    name: school,
    cif,
    address: 'Camino de la Fresneda 1',
    city: 'La Fresneda',
    postalCode: '33429',
    idCouncil: 66,
    idTarget: 1,
  });
  // The applicant writes the name its own way; the CIF is the school's.
  const order = await participantOrder(request, activityId, {
    name: 'Olga',
    answers: { grupo: '6º', alumnos: '25' },
    file: { name: 'clase.png', buffer: photo },
    entity: { name: 'CP Fresneda', cif, idCouncil: 66, idTarget: 1 },
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  // Opened by address (a reload, docs/product/README.md#routes): the mode comes from it.
  await page.goto(`/orderdetail?id=${order.id}&mode=manager`);
  await expect(menuEntry(page, 'Solicitudes')).toHaveClass(/selected/);
  const entityBlock = page.getByRole('region', { name: 'DATOS DE LA ENTIDAD' });
  await expect(entityBlock.getByText('CP Fresneda')).toBeVisible();

  // The dialog searches the proposed CIF at once: the school exists, so it is assigned.
  await entityBlock.getByRole('button', { name: 'Validar entidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asignar entidad a la solicitud' });
  await dialog.getByRole('button', { name: `Asignar ${school}` }).click();
  await expect(page.getByText('Se ha asignado la entidad a la solicitud')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entityBlock.getByText('Entidad validada')).toBeVisible();
  await expect(entityBlock.getByText(school)).toBeVisible();
  await expect(entityBlock.getByText('Camino de la Fresneda 1')).toBeVisible();

  // By name it is found too, and shown as the one assigned.
  await entityBlock.getByRole('button', { name: 'Cambiar entidad' }).click();
  await dialog.getByLabel('CIF de la entidad').fill('');
  await dialog.getByLabel('Nombre de la entidad').fill(`Fresneda ${stamp}`);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(dialog.getByRole('button', { name: `Asignar ${school}` })).toBeDisabled();
  await dialog.getByRole('button', { name: 'CERRAR', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Denegada needs a reason (docs/product/requests.md#states), asked before anything is sent.
  await choose(page, 'Estado', 'Denegada');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Debe indicar el motivo del rechazo')).toBeVisible();
  await expect(page.getByText('Debe comprobar los campos que se indican')).toBeVisible();
  await page.getByLabel('Motivo del cambio de estado').fill('No quedan fechas para grupos de 25');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la solicitud')).toBeVisible();
  const history = page.getByRole('region', { name: 'HISTORIAL DE ESTADOS' });
  await expect(
    history.getByText(`De Pendiente a Denegada por ${gestor.name} ${gestor.surname}`),
  ).toBeVisible();
  await expect(history.getByText('Motivo: No quedan fechas para grupos de 25')).toBeVisible();
});

test('a gestor accepting a waiting-list request without places is asked first, then forces it', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Plazas detalle e2e ${stamp}`,
    activity: `Taller de compost ${stamp}`,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true }],
    places: 1,
  });
  await participantOrder(request, activityId, { name: 'Pilar', answers: { grupo: '1º' } });
  const waiting = await participantOrder(request, activityId, {
    name: 'Quique',
    answers: { grupo: '2º' },
    force: true,
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/orderdetail?id=${waiting.id}&mode=manager`);
  await choose(page, 'Estado', 'Aceptada');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  // The only place is taken (docs/requests-integrity.md): the figures, and the question.
  const confirm = page.getByRole('dialog').filter({ hasText: '¿Desea aceptarla de todos modos?' });
  await expect(
    confirm
      .getByText('No hay plazas suficientes: quedan 0 plazas y la solicitud pide 1.')
      .filter({ visible: true }),
  ).toBeVisible();
  await expectAccessible(page, 'accept-anyway dialog on the detail');
  await confirm.getByRole('button', { name: 'ACEPTAR DE TODOS MODOS' }).click();
  await expect(page.getByText('Se ha modificado la solicitud')).toBeVisible();
  const history = page.getByRole('region', { name: 'HISTORIAL DE ESTADOS' });
  await expect(
    history.getByText(`De En lista de espera a Aceptada por ${gestor.name} ${gestor.surname}`),
  ).toBeVisible();
});
