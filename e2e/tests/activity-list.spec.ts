import { Role } from '@extranet/shared/roles';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { bearer, ok } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { activateCampaign, campaignViaApi } from '../support/campaigns.ts';
import { loginThroughForm } from '../support/login.ts';
import { captureScreen } from '../support/screens.ts';

/** The card of the campaign or activity called `name` (its h2). */
const card = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** An active campaign named `name`, made through the calls the campaign screens use. */
async function activeCampaign(request: APIRequestContext, token: string, name: string) {
  const id = await campaignViaApi(request, token, { name, description: 'Actividades de prueba' });
  await activateCampaign(request, token, id);
  return id;
}

/** Names and activates the activity the editor opened with (the editor is another screen). */
async function nameActivity(request: APIRequestContext, token: string, id: number, name: string) {
  await ok(
    await request.post(`/api/activity/${id}/update`, {
      headers: bearer(token),
      data: {
        name,
        complement: '',
        active: true,
        places: 25,
        priority: 1,
        activityStartDate: '2026-10-01',
        activityEndDate: '2027-05-31',
        activityTargets: '1',
        calendarColor: '#FFCC88',
      },
    }),
  );
}

const editorId = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

test('an admin adds an activity and an event, deactivates and deletes the event, clones', async ({
  page,
  browser,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  const stamp = Date.now() % 1_000_000;
  const campaign = `Campaña actividades ${stamp}`;
  const campaignId = await activeCampaign(request, admin.token, campaign);
  const activity = `Taller de compostaje ${stamp}`;
  const event = `Jornada de puertas abiertas ${stamp}`;

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/campaign-name/${encodeURIComponent(campaign)}`);
  await card(page, campaign).getByRole('button', { name: 'Ver actividades' }).click();
  await expect(page).toHaveURL(new RegExp(`/activitylist\\?campaign=${campaignId}$`));
  await expect(page.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  await expect(page.getByText('Del 01/09/2026 al 30/06/2027')).toBeVisible();
  await expect(page.getByText('No hay resultados')).toBeVisible();

  await page.getByRole('button', { name: 'Nueva actividad' }).click();
  await expect(page.getByText('La actividad ha sido creada')).toBeVisible();
  await expect(page).toHaveURL(/\/activityeditor\?id=\d+$/);
  await nameActivity(request, admin.token, editorId(page), activity);

  await page.goto(`/activitylist?campaign=${campaignId}`);
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  await expect(page.getByText('El evento ha sido creado')).toBeVisible();
  await expect(page).toHaveURL(/\/activityeditor\?id=\d+$/);
  await nameActivity(request, admin.token, editorId(page), event);

  await page.goto(`/activitylist?campaign=${campaignId}`);
  await expect(card(page, activity).getByText('Plazas: 25 · Ocupadas: 0')).toBeVisible();
  await expect(card(page, event).getByText('Evento', { exact: true })).toBeVisible();
  await expect(page.getByText('INACTIVA')).toHaveCount(0);

  await card(page, event)
    .getByRole('switch', { name: `Actividad activa: ${event}` })
    .click();
  await expect(page.getByText('Se ha desactivado la actividad')).toBeVisible();
  await expect(card(page, event).getByText('INACTIVA')).toBeVisible();
  await expectAccessible(page, 'activity list of an admin');

  // A participant sees the active activity only, without the admin options.
  const participantContext = await browser.newContext();
  const participant = await participantContext.newPage();
  const participantAccount = await newAccount(request);
  await loginThroughForm(participant, participantAccount);
  await expect(participant).toHaveURL(/\/main$/);
  const calls: string[] = [];
  participant.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (/^\/api\/(activity\/list|campaign\/get)\//.test(pathname)) calls.push(pathname);
  });
  // Opened by its address, the screen comes painted by the server with its campaign and its
  // activities, which the app takes from the page: the browser asks for neither
  // (docs/architecture.md#screens-painted-by-the-server).
  await participant.goto(`/activitylist?campaign=${campaignId}`);
  await expect(card(participant, activity)).toBeVisible();
  await expect(participant.getByRole('button', { name: 'Filtros' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(calls).toEqual([]);
  // Without the session's cookie the page is the plain one: the app asks for each once.
  await participantContext.clearCookies();
  await participant.reload();
  await expect(card(participant, activity)).toBeVisible();
  expect(calls.sort()).toEqual([
    `/api/activity/list/by-user/${campaignId}/${participantAccount.id}`,
    '/api/campaign/get/by-id/',
  ]);
  await expect(card(participant, event)).toHaveCount(0);
  await expect(participant.getByRole('button', { name: 'Nueva actividad' })).toHaveCount(0);
  await expect(card(participant, activity).getByRole('switch')).toHaveCount(0);
  await participantContext.close();

  await card(page, event)
    .getByRole('button', { name: `Borrar ${event}` })
    .click();
  await expect(
    page.getByText('¿Estás seguro de que quieres borrar esta actividad?').filter({ visible: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('El evento ha sido borrado')).toBeVisible();
  await expect(card(page, event)).toHaveCount(0);

  // 'Clonar actividad': search by name, 10 a page, copy into this campaign.
  await page.getByRole('button', { name: 'Clonar actividad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clonar actividad' });
  await dialog.getByLabel('Nombre de la actividad').fill(activity);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Campaña' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: campaign })).toBeVisible();
  await expectAccessible(page, 'clone activity dialog');
  await dialog.getByRole('button', { name: `Clonar ${activity}` }).click();
  await expect(page.getByText('La actividad ha sido clonada')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The copy is named '<name> (copia)' and starts inactive.
  await expect(card(page, `${activity} (copia)`).getByText('INACTIVA')).toBeVisible();

  await captureScreen(page, 'activitylist', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  });
});
