import { Role } from '@extranet/shared/roles';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, type Account } from '../support/accounts.ts';
import { activityViaApi } from '../support/activities.ts';
import { bearer } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { activateCampaign, campaignViaApi, isoInDays } from '../support/campaigns.ts';
import { settledDialog } from '../support/dialogs.ts';
import { associationCif } from '../support/entities.ts';
import { loginThroughForm } from '../support/login.ts';
import { newPerson, registerViaApi } from '../support/people.ts';
import { captureScreen } from '../support/screens.ts';
import { choose } from '../support/select.ts';

// The request form /activityorder as a participant meets it (docs/product/requests.md#request-form,
// docs/product/requests.md#validation, docs/product/README.md#error-catalogue): the campaign and
// its activity are made through the API by a new admin, everything else on screen.

/** A small real PNG: a green band over a pale sky, `width` × `height` pixels. */
function png(width = 320, height = 180): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const rgb = y > height * 0.6 ? [46, 125, 50] : [200, 230, 201];
    for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const dmy = (date: Date) => iso(date).split('-').reverse().join('/');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * The request form of the first test: every kind of rule of docs/product/requests.md#validation
 * once.
 */
const firstDate = inDays(30);
const schoolForm = [
  { type: 'text', name: 'centro', label: 'Nombre del centro', required: true },
  {
    type: 'select',
    name: 'estructura',
    label: 'Tipo de estructura / entidad',
    required: true,
    values: [
      { label: 'Centro educativo', value: 'Centro educativo' },
      { label: 'Ciudadanía', value: 'Ciudadanía' },
    ],
  },
  {
    type: 'date',
    name: 'fecha',
    label: 'Fecha solicitada',
    required: true,
    validation: `>= ${dmy(firstDate)}`,
  },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', required: true, min: 1 },
  { type: 'text', name: 'acompanante-1', label: 'Datos acompañante 1' },
  { type: 'text', name: 'acompanante-2', label: 'Datos acompañante 2' },
  { type: 'textarea', name: 'otros', label: 'Datos de otros visitantes' },
  { type: 'file', name: 'foto', label: 'Fotografía del grupo', required: true },
];

interface NewActivity {
  campaign: string;
  name: string;
  places: number;
  formMetadata: object[];
}

/**
 * A new admin, an active campaign of it (dated from 10 days ago) with one active activity open
 * to requests today, with its picture; returns their ids and the admin's token.
 */
async function campaignWithActivity(request: APIRequestContext, spec: NewActivity) {
  const admin = await newAccount(request, Role.Admin);
  const campaignId = await campaignViaApi(request, admin.token, {
    name: spec.campaign,
    description: 'Visitas de prueba',
    edition: 'E2E',
    dates: { start: isoInDays(-10), end: isoInDays(300) },
  });
  await activateCampaign(request, admin.token, campaignId);
  const id = await activityViaApi(request, admin.token, campaignId, {
    name: spec.name,
    complement: 'Grupos escolares',
    places: spec.places,
    explanation: '<p>Recorrido guiado por la planta de clasificación de envases.</p>',
    requirements: '<ul><li>Grupos con una persona responsable por cada 25.</li></ul>',
    formMetadata: spec.formMetadata,
  });
  const image = await request.post(`/api/activity/${id}/image/upload`, {
    headers: bearer(admin.token),
    multipart: { file: { name: 'planta.png', mimeType: 'image/png', buffer: png() } },
  });
  expect(image.status(), await image.text()).toBe(200);
  return { campaignId, activityId: id, token: admin.token };
}

/** Opens the campaign from /main and the activity from its list, as a participant would. */
async function openActivity(page: Page, campaign: string, activity: string) {
  await page.goto(`/campaign-name/${encodeURIComponent(campaign)}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: campaign, exact: true }) })
    .getByRole('button', { name: 'Ver actividades' })
    .click();
  await page.getByRole('button', { name: activity, exact: true }).click();
  await expect(page).toHaveURL(/\/activityorder\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
}

/** Types a DD/MM/YYYY date in the antd DatePicker labelled `label`. */
async function typeDate(page: Page, label: string, date: Date) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(dmy(date));
  await input.press('Tab');
}

const solicitar = (page: Page) => page.getByRole('button', { name: 'SOLICITAR' }).click();
/** The control labelled `label`, whose description is its field's error when there is one. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A new participant, logged in through the form. */
async function participant(page: Page, request: APIRequestContext): Promise<Account> {
  const person = await newAccount(request);
  await loginThroughForm(page, person);
  await expect(page).toHaveURL(/\/main$/);
  return person;
}

test('a participant asks for an activity for a new school, meeting each rule once', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const campaign = `Visitas e2e ${stamp}`;
  const activity = `Visita a la planta ${stamp}`;
  await campaignWithActivity(request, {
    campaign,
    name: activity,
    places: 50,
    formMetadata: schoolForm,
  });
  await participant(page, request);
  await openActivity(page, campaign, activity);
  await expect(page.getByText(/^Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText('Recorrido guiado por la planta de clasificación')).toBeVisible();
  await expect(page.getByText('Grupos con una persona responsable por cada 25.')).toBeVisible();
  await expectAccessible(page, 'request form');

  // Nothing answered: the required fields say so, and a toast asks to check them.
  await solicitar(page);
  await expect(page.getByText('Debe comprobar los campos que se indican')).toBeVisible();
  await expect(field(page, 'Nombre del centro')).toHaveAccessibleDescription('Campo requerido');
  await expect(field(page, 'Fotografía del grupo')).toHaveAccessibleDescription('Campo requerido');

  // An entity type other than 'Ciudadanía' cannot go with an individual request.
  await page.getByLabel('Nombre del centro').fill('CP La Ería');
  await choose(page, 'Tipo de estructura / entidad', 'Centro educativo');
  await solicitar(page);
  await expect(
    page.getByText(
      'Se deben indicar los datos de la estructura/entidad (apartado DATOS DE LA ENTIDAD)',
    ),
  ).toBeVisible();

  // For an entity, something must be chosen; then a new school's data.
  await page.getByRole('radio', { name: 'En representación de una entidad' }).check();
  await expect(page.getByRole('radiogroup', { name: 'Entidad' })).toBeVisible();
  await solicitar(page);
  await expect(page.getByText('Debe seleccionar una opción')).toBeVisible();
  await page.getByRole('radio', { name: 'Nueva entidad' }).check();
  await page.getByLabel('Nombre', { exact: true }).fill(`CP La Ería ${stamp}`);
  await page.getByLabel('CIF', { exact: true }).fill('B-1234567-8');
  await page.getByLabel('Dirección').fill('Calle Mayor 1');
  await solicitar(page);
  await expect(page.getByText('El CIF de la entidad no es válido')).toBeVisible();
  await expect(field(page, 'Concejo')).toHaveAccessibleDescription('Campo requerido');
  await page.getByLabel('CIF', { exact: true }).fill('Q-3300002-G');
  const council = page.getByRole('combobox', { name: 'Concejo' });
  await council.fill('Avilés');
  await council.press('Enter');
  await choose(page, 'Destinatario', 'Centros educativos');

  // A date before the bound is refused with the real bound; three visitors open two companions.
  await typeDate(page, 'Fecha solicitada', inDays(10));
  await expect(page.getByText(`La fecha debe ser >= ${dmy(firstDate)}`)).toBeVisible();
  await typeDate(page, 'Fecha solicitada', inDays(40));
  await expect(page.getByText(`La fecha debe ser >= ${dmy(firstDate)}`)).toBeHidden();
  await expect(page.getByLabel('Datos acompañante 1')).toHaveCount(0);
  await page.getByLabel('Número de visitantes').fill('3');
  await page.getByLabel('Datos acompañante 1').fill('Luis Fernández');
  await page.getByLabel('Datos acompañante 2').fill('Marta Díaz');
  await expect(page.getByLabel('Datos de otros visitantes')).toHaveCount(0);
  await page
    .getByLabel('Fotografía del grupo')
    .setInputFiles({ name: 'grupo.png', mimeType: 'image/png', buffer: png(64, 48) });
  // The header is sticky: from the top, the full-page shot shows it where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreen(page, 'activity-order');

  await solicitar(page);
  await expect(
    page.getByText(
      'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOLICITAR' })).toHaveCount(0);
  await captureScreen(page, 'activity-order-confirmation');
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/activitylist\?campaign=\d+$/);
});

test('a request without places goes to the waiting list after CONTINUAR', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const campaign = `Espera e2e ${stamp}`;
  const activity = `Taller con una plaza ${stamp}`;
  const { activityId, token } = await campaignWithActivity(request, {
    campaign,
    name: activity,
    places: 1,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true }],
  });
  // The only place is taken first, by an association a manager has validated.
  const headers = { Authorization: `Bearer ${token}` };
  const taken = await request.post('/api/order/create/', {
    headers,
    data: { idActivity: activityId, idEntity: -1, userData: { grupo: 'Primero' } },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  const { order } = (await taken.json()) as { order: { id: number } };
  const entity = { name: `Asociación Vecinal ${stamp}`, cif: associationCif(stamp) };
  const assigned = await request.post(`/api/order/${order.id}/create-assign-entity`, {
    headers,
    data: {
      ...entity,
      address: 'Plaza 1',
      city: 'Gijón',
      postalCode: '33201',
      idCouncil: 24,
      idTarget: 1,
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await participant(page, request);
  await openActivity(page, campaign, activity);
  await page.getByLabel('Nombre del grupo').fill('Segundo grupo');
  // The association is found by its CIF as typed, dashes and all, once 8 characters are in.
  await page.getByRole('radio', { name: 'En representación de una entidad' }).check();
  const cifBox = page.getByLabel('CIF de la entidad');
  await cifBox.fill(`${entity.cif.slice(0, 1)}-${entity.cif.slice(1, 7)}`);
  await expect(page.getByRole('button', { name: /^Elegir / })).toHaveCount(0);
  await cifBox.fill(`${entity.cif.slice(0, 1)}-${entity.cif.slice(1, 8)}`);
  await expect(page.getByRole('button', { name: `Elegir ${entity.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Elegir ${entity.name}` }).click();
  await expect(page.getByRole('radio', { name: new RegExp(entity.name) })).toBeChecked();
  await solicitar(page);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .getByText('No hay plazas disponibles. Si continúa pasará a una lista de espera.')
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ATRÁS' })).toBeVisible();
  await expectAccessible(page, 'places dialog');
  await dialog.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(
    page.getByText('La actividad no tiene plazas. Su solicitud pasará a una lista de espera.'),
  ).toBeVisible();
  await expectAccessible(page, 'waiting-list notice');
});

test('a double click on SOLICITAR stores one request; Enter in a date field sends nothing', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const campaign = `Doble clic e2e ${stamp}`;
  const activity = `Visita de un solo envío ${stamp}`;
  const { activityId, token } = await campaignWithActivity(request, {
    campaign,
    name: activity,
    places: 20,
    formMetadata: [
      { type: 'date', name: 'fecha', label: 'Fecha solicitada', required: true },
      { type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true },
    ],
  });
  await participant(page, request);
  await openActivity(page, campaign, activity);

  // Enter in the date field, reached from the keyboard, opens its calendar and takes the typed
  // date; the half-filled form is not sent (docs/requests-integrity.md). A refused send would
  // show its toast for 5 s, longer than these steps take.
  const date = page.getByLabel('Fecha solicitada', { exact: true });
  const group = page.getByLabel('Nombre del grupo');
  await group.click();
  await page.keyboard.press('Shift+Tab');
  await expect(date).toBeFocused();
  await page.keyboard.press('Enter');
  await date.fill(dmy(inDays(20)));
  await date.press('Enter');
  await expect(date).toHaveValue(dmy(inDays(20)));
  await expect(page.getByText('Debe comprobar los campos que se indican')).toHaveCount(0);
  await expect(page.getByText('Campo requerido')).toHaveCount(0);
  await group.fill('Grupo del doble clic');

  await page.getByRole('button', { name: 'SOLICITAR' }).dblclick();
  await expect(
    page.getByText(
      'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
    ),
  ).toBeVisible();
  const list = await request.get(
    `/api/order/list-minimized/by-filter?activity=${activityId}&_page=0&_pagesize=10`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(list.status(), await list.text()).toBe(200);
  expect(((await list.json()) as { total: number }).total).toBe(1);
});

test('more visitors than places left on the date: a half day on the waiting list', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const campaign = `Fechas e2e ${stamp}`;
  const activity = `Visita con taller ${stamp}`;
  const day = inDays(45);
  // A date and a visit type: places count per date and in visitors
  // (docs/product/requests.md#places).
  const { activityId, token } = await campaignWithActivity(request, {
    campaign,
    name: activity,
    places: 40,
    formMetadata: [
      { type: 'date', name: 'fecha', label: 'Fecha de la visita', required: true },
      {
        type: 'select',
        name: 'tipo',
        label: 'Tipo de visita',
        required: true,
        values: [{ label: 'VISITA + TALLER', value: 'VISITA + TALLER' }],
      },
      { type: 'number', name: 'visitantes', label: 'Número de visitantes', required: true },
    ],
  });
  const first = await request.post('/api/order/create/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      idActivity: activityId,
      userData: { fecha: iso(day), tipo: 'VISITA + TALLER', visitantes: 30 },
    },
  });
  expect(first.status(), await first.text()).toBe(200);

  const person = await participant(page, request);
  await openActivity(page, campaign, activity);
  await typeDate(page, 'Fecha de la visita', day);
  await choose(page, 'Tipo de visita', 'VISITA + TALLER');
  await page.getByLabel('Número de visitantes').fill('20');
  await solicitar(page);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .getByText(
        'Solo quedan 10 plazas disponibles para la fecha solicitada y se están solicitando 20',
      )
      .filter({ visible: true }),
  ).toBeVisible();
  await expect(dialog.getByText(/media jornada \(de 12:00 a 14:00\)/)).toBeVisible();
  await (await settledDialog(dialog)).getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(
    page.getByText(
      'La actividad completa no tiene plazas. Su solicitud pasará a una lista de espera.',
    ),
  ).toBeVisible();

  // The request was resent with the half day as its visit type.
  const number = await page.getByText(/^Número de solicitud: \d+$/).textContent();
  const orderId = Number(number?.replace(/\D/g, ''));
  const detail = await request.get(`/api/order/${orderId}/get`, { headers: bearer(person.token) });
  expect(detail.status(), await detail.text()).toBe(200);
  const { userData, state } = (await detail.json()) as {
    userData: { name: string; value: unknown }[];
    state: { id: number };
  };
  expect(userData.find((answer) => answer.name === 'tipo')?.value).toBe('MEDIA JORNADA.');
  expect(state.id).toBe(6);
});

test('a visitor of /activity-filter/{id} logs in and lands on its request form', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Visita enlazada ${stamp}`;
  const { activityId } = await campaignWithActivity(request, {
    campaign: `Enlaces e2e ${stamp}`,
    name: activity,
    places: 10,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo' }],
  });
  const person = newPerson();
  await registerViaApi(request, person);

  await page.goto(`/activity-filter/${activityId}`);
  await expect(page).toHaveURL(/\/$/);
  await loginThroughForm(page, person);
  await expect(page).toHaveURL(new RegExp(`/activityorder\\?id=${activityId}$`));
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Campañas', exact: true })).toHaveClass(
    /selected/,
  );
  await expectAccessible(page, 'linked request form');

  // The link has been used: the campaigns open normally now.
  await page.getByRole('menuitem', { name: 'Campañas', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor of /activity-filter/{id} registers, logs in and lands on its request form', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Visita para nuevos ${stamp}`;
  const { activityId } = await campaignWithActivity(request, {
    campaign: `Registro e2e ${stamp}`,
    name: activity,
    places: 10,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo' }],
  });
  const person = newPerson();

  await page.goto(`/activity-filter/${activityId}`);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'REGISTRARSE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByLabel('Login (DNI/NIE)').fill(person.username);
  await dialog.getByLabel('Nombre', { exact: true }).fill(person.name);
  await dialog.getByLabel('Apellidos').fill(person.surname);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await dialog.getByLabel('Repetir contraseña').fill(person.password);
  const council = dialog.getByRole('combobox', { name: 'Concejo' });
  await council.fill(person.council.name);
  await council.press('Enter');
  await dialog.getByRole('checkbox', { name: /privacidad/i }).check();
  await dialog.getByRole('button', { name: 'REGISTRARSE' }).click();
  await expect(dialog).toBeHidden();

  await loginThroughForm(page, person);
  await expect(page).toHaveURL(new RegExp(`/activityorder\\?id=${activityId}$`));
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Campañas', exact: true }).click();
  await expect(page).toHaveURL(/\/main$/);
});
