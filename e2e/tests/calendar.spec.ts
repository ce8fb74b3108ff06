import { Role } from '@extranet/shared/roles';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, operatorSession } from '../support/accounts.ts';
import { blankActivityViaApi } from '../support/activities.ts';
import { bearer, ok } from '../support/api.ts';
import { activateCampaign, campaignViaApi, isoInDays } from '../support/campaigns.ts';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';
import { chosenOption } from '../support/select.ts';

// docs/product/calendar.md#calendar, docs/product/calendar.md#filter,
// docs/product/calendar.md#event-editor, docs/product/calendar.md#who-sees-what

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const weekdays = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/** Today in the app's zone (Europe/Madrid), YYYY-MM-DD. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

const shifted = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A day of this month other than today: the first view shows it, and opening it changes the list. */
const eventDay = Number(today.slice(8, 10)) < 28 ? shifted(today, 1) : shifted(today, -1);

const spanishDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const weekdayOf = (iso: string) => weekdays[new Date(`${iso}T12:00:00Z`).getUTCDay()] ?? '';
/** 'Martes 17 de marzo de 2026', as the day's button begins its name. */
const longDay = (iso: string) =>
  `${weekdayOf(iso)} ${Number(iso.slice(8, 10))} de ${months[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;
const monthTitle = (iso: string) => {
  const name = months[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${iso.slice(0, 4)}`;
};

/** The day's button; with events (other tests add theirs too) it says how many. */
const dayButton = (page: Page, iso: string, busy = true) =>
  page.getByRole('button', {
    name: new RegExp(`^${longDay(iso)}${busy ? ': \\d+ eventos?' : ''}$`),
  });
/** The selected day's list: a region named 'Martes, 17/03/2026'. */
const dayList = (page: Page, iso: string) =>
  page.getByRole('region', { name: `${weekdayOf(iso)}, ${spanishDate(iso)}` });

interface EventFields {
  name: string;
  visible?: boolean;
  color?: string;
}

/**
 * An active campaign (supervised by `supervisorId` when given) holding `events`: activity events
 * made as 'Nuevo evento' leaves them, then saved by the event editor's call with one dated line
 * on `day` at 10:00, as the operator.
 */
async function campaignWithEvents(
  request: APIRequestContext,
  name: string,
  events: EventFields[],
  { day = eventDay, supervisorId }: { day?: string; supervisorId?: number } = {},
): Promise<{ campaignId: number; eventIds: number[] }> {
  const { token } = await operatorSession(request);
  const campaignId = await campaignViaApi(request, token, {
    name,
    dates: { start: isoInDays(-30), end: isoInDays(300) },
    ...(supervisorId === undefined ? {} : { supervisorId }),
  });
  await activateCampaign(request, token, campaignId);
  const eventIds: number[] = [];
  for (const event of events) {
    const id = await blankActivityViaApi(request, token, campaignId, { event: true });
    await ok(
      await request.post(`/api/activity/${id}/update`, {
        headers: bearer(token),
        data: {
          name: event.name,
          active: true,
          priority: 1,
          activityStartDate: isoInDays(-30),
          activityEndDate: isoInDays(300),
          activityTargets: '1',
          calendarVisible: event.visible ?? true,
          calendarColor: event.color ?? '#FFCC88',
          requirements: `${spanishDate(day)} 10:00 Punto de encuentro - Centro de interpretación`,
        },
      }),
    );
    eventIds.push(id);
  }
  return { campaignId, eventIds };
}

/** The background colours the event's list entry paints (its activity-colour marker among them). */
const paintedColours = (page: Page, iso: string, name: string) =>
  dayList(page, iso)
    .getByRole('listitem')
    .filter({ hasText: name })
    .evaluate((item) =>
      Array.from(item.children, (child) => getComputedStyle(child).backgroundColor),
    );

test('the public calendar on a phone shows a visible event and hides a hidden one', async ({
  page,
  request,
}) => {
  const n = Date.now();
  await campaignWithEvents(request, `Calendario público ${n}`, [
    { name: `Feria visible ${n}` },
    { name: `Charla oculta ${n}`, visible: false },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calendario');
  await expect(
    page.getByRole('heading', { level: 1, name: 'CALENDARIO DE ACTIVIDADES' }),
  ).toBeVisible();
  // docs/product/calendar.md#calendar: no top bar, no filter panel, a way in.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filtrar eventos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Acceder' })).toBeVisible();

  await dayButton(page, eventDay).click();
  const list = dayList(page, eventDay);
  await expect(list.getByText(`Feria visible ${n}`)).toBeVisible();
  await expect(list.getByText(`Calendario público ${n}`).first()).toBeVisible();
  await expect(list.getByText(`Charla oculta ${n}`)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await captureScreen(page, 'calendario');
});

// docs/architecture.md#performance-on-phones: a phone paints the title and the way in from the
// HTML, before any script; the app then shows the calendar below them.
test('the page sent for /calendario already holds its title and way in', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/calendario');
  await expect(
    page.getByRole('heading', { level: 1, name: 'CALENDARIO DE ACTIVIDADES' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await context.close();
});

test('the calendar answers the keyboard: arrows, Enter, Page Down and Hoy', async ({
  page,
  request,
}) => {
  const n = Date.now();
  await campaignWithEvents(request, `Calendario teclado ${n}`, [{ name: `Ruta guiada ${n}` }]);
  await page.goto('/calendario');
  const current = dayButton(page, today, false).or(dayButton(page, today));
  await expect(current).toBeVisible();
  // One day takes the Tab key: today's.
  await page.getByRole('button', { name: 'Hoy' }).focus();
  await page.keyboard.press('Tab');
  await expect(current).toBeFocused();

  await page.keyboard.press(eventDay > today ? 'ArrowRight' : 'ArrowLeft');
  await expect(dayButton(page, eventDay)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dayList(page, eventDay).getByText(`Ruta guiada ${n}`)).toBeVisible();

  const nextMonth = `${shifted(`${today.slice(0, 8)}15`, 31).slice(0, 8)}01`;
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(nextMonth) })).toBeVisible();
  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(today) })).toBeVisible();
  await expect(dayList(page, today)).toBeVisible();
});

test('an administrator changes an event’s colour in the editor and sees it in the agenda', async ({
  page,
  request,
}) => {
  const n = Date.now();
  const name = `Taller de color ${n}`;
  const admin = await newAccount(request, Role.Admin);
  const {
    eventIds: [eventId],
  } = await campaignWithEvents(request, `Agenda de colores ${n}`, [{ name, color: '#FFCC88' }]);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Agenda');
  await expect(page).toHaveURL(/\/eventsview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AGENDA' })).toBeVisible();
  await dayButton(page, eventDay).click();
  await expect(dayList(page, eventDay).getByText(name)).toBeVisible();
  expect(await paintedColours(page, eventDay, name)).toContain('rgb(255, 204, 136)');

  await dayList(page, eventDay)
    .getByRole('button', { name: `Editar propiedades de visualización: ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/eventeditor\\?id=${eventId}&type=2$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar propiedades de visualización' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Visible en el calendario' })).toBeChecked();
  const colour = page.getByRole('textbox', { name: 'Color de visualización en el calendario' });
  await expect(colour).toHaveValue('#FFCC88');
  await colour.fill('');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(colour).toHaveAccessibleDescription('Selecciona el color de visualización');
  await colour.fill('#3366CC');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(
    page.getByText('Se han modificado las propiedades de visualización del evento'),
  ).toBeVisible();
  await toastsGone(page);
  await captureScreen(page, 'eventeditor');

  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/eventsview$/);
  await dayButton(page, eventDay).click();
  await expect(dayList(page, eventDay).getByText(name)).toBeVisible();
  await expect.poll(() => paintedColours(page, eventDay, name)).toContain('rgb(51, 102, 204)');
});

test('a gestor narrows the agenda to its own requests and clears the filter', async ({
  page,
  request,
}) => {
  const n = Date.now();
  const gestor = await newAccount(request, Role.Supervisor);
  const name = `Visita supervisada ${n}`;
  // Hidden from the public, but its campaign's supervisor sees it.
  await campaignWithEvents(request, `Agenda del gestor ${n}`, [{ name, visible: false }], {
    supervisorId: gestor.id,
  });
  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/eventsview');
  await dayButton(page, eventDay).click();
  const list = dayList(page, eventDay);
  await expect(list.getByText(name)).toBeVisible();
  await expect(list.getByText('No visible en el calendario público')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Filtros activos' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtrar eventos' }).click();
  await page.getByRole('switch', { name: 'Solo mis solicitudes' }).click();
  await expect(page.getByRole('img', { name: 'Filtros activos' })).toBeVisible();
  // The gestor has no appointment of its own: the day is empty now.
  await expect(list.getByText(name)).toHaveCount(0);
  await expect(list.getByText('No hay eventos este día', { exact: true })).toBeVisible();
  await captureScreen(page, 'eventsview');

  await page.getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(page.getByText('El filtro se ha eliminado')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Filtros activos' })).toHaveCount(0);
  await expect(list.getByText(name)).toBeVisible();
});

test('the campaign preset routes preset the agenda’s filter too', async ({ page, request }) => {
  const n = Date.now();
  const gestor = await newAccount(request, Role.Supervisor);
  const campaign = `Campaña preseleccionada ${n}`;
  await campaignWithEvents(request, campaign, [{ name: `Marcha ${n}` }], {
    supervisorId: gestor.id,
  });
  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);

  await page.goto('/campaign-filter/1');
  await expect(page.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();
  await openMenuEntry(page, 'Agenda');
  await expect(page.getByRole('img', { name: 'Filtros activos' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtrar eventos' }).click();
  await expect(chosenOption(page, 'Destinatario')).toHaveText('Centros educativos');

  await page.goto(`/campaign-name/${encodeURIComponent(campaign)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();
  await openMenuEntry(page, 'Agenda');
  await page.getByRole('button', { name: 'Filtrar eventos' }).click();
  await expect(chosenOption(page, 'Campaña')).toHaveText(campaign);
  await expect(chosenOption(page, 'Destinatario')).toHaveText('Todos');
  await dayButton(page, eventDay).click();
  await expect(dayList(page, eventDay).getByText(`Marcha ${n}`)).toBeVisible();
});
