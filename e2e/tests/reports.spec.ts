import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newAccount } from '../support/accounts.ts';
import { loginThroughForm, newPersonLoggedIn, openMenuEntry } from '../support/login.ts';
import {
  madridDay,
  reportedActivity,
  shownDay,
  type ReportedActivity,
} from '../support/reports.ts';
import { chooseActivity, chooseType, typeDay } from '../support/report-screen.ts';
import { captureScreen, expectNoSidewaysScroll, toastsGone } from '../support/screens.ts';

// /reportsview, /reportshistoricview and /reportorderdetail as staff meet them
// (docs/product/reporting.md#screens, docs/product/reporting.md#filters,
// docs/product/reporting.md#dates, docs/product/reporting.md#row-detail,
// docs/product/reporting.md#csv): the data is made through the API, the reports on screen.

const table = (page: Page) => page.getByRole('region', { name: 'Resultado del informe' });
const rowsOf = (page: Page, data: ReportedActivity) =>
  table(page).getByRole('row').filter({ hasText: data.activity });
const idCell = (id: number) => ({ name: String(id), exact: true });

/**
 * Runs Datos actividad on today's requests, sorts by Id, shows 20 a page, exports the CSV, opens
 * a row's detail and comes back to the same results: the walk both roles take.
 */
async function runActivityData(
  page: Page,
  data: ReportedActivity,
  { screenshots, byKeyboard }: { screenshots: boolean; byKeyboard: boolean },
) {
  const { orders } = data;
  const first = orders[0];
  const last = orders.at(-1);
  if (!first || !last) throw new Error('no orders');
  await expect(page.getByText('Datos actividad')).toBeVisible();
  await typeDay(page, 'Fecha inicio', madridDay());
  await typeDay(page, 'Fecha fin', madridDay());
  await expect(page.getByLabel('Fecha fin', { exact: true })).toHaveValue(shownDay(madridDay()));
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText(`Resultados: ${orders.length}`, { exact: true })).toBeVisible();
  // Id descending, 10 a page (docs/product/reporting.md#list-reports).
  await expect(rowsOf(page, data)).toHaveCount(10);
  await expect(rowsOf(page, data).first().getByRole('cell', idCell(last.id))).toBeVisible();

  // Sorted by the server: Id ascending.
  await table(page).getByRole('columnheader', { name: 'Id', exact: true }).click();
  await expect(rowsOf(page, data).first().getByRole('cell', idCell(first.id))).toBeVisible();
  // 20 a page: every request on one page.
  await table(page).getByRole('combobox').click();
  await page.getByTitle('20 / página').click();
  await expect(rowsOf(page, data)).toHaveCount(orders.length);
  await expect(rowsOf(page, data).first().getByRole('cell', idCell(first.id))).toBeVisible();
  // The first five answers under the activity's labels; a done one's state.
  await expect(table(page).getByRole('columnheader', { name: 'Nombre del grupo' })).toBeVisible();
  await expect(rowsOf(page, data).first()).toContainText('Grupo 1');
  await expect(rowsOf(page, data).first()).toContainText('Realizada');
  if (screenshots) {
    await toastsGone(page);
    await captureScreen(page, 'reportsview');
    await expectNoSidewaysScroll(page);
  }

  // EXPORTAR: the server's CSV of the same query (docs/product/reporting.md#csv).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORTAR' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Datos_actividad_\d{8}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF"Id";')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toContain('"Actividad"');
  expect(lines).toHaveLength(orders.length + 1);
  expect(lines[1]?.startsWith(`"${first.id}";`)).toBe(true);
  expect(lines[1]).toContain(`"${data.activity}"`);

  // A row opens its order's detail, by keyboard too (docs/product/reporting.md#row-detail).
  const second = orders[1];
  if (!second) throw new Error('no second order');
  const row = rowsOf(page, data).filter({ has: page.getByRole('cell', idCell(second.id)) });
  if (byKeyboard) {
    await row.focus();
    await page.keyboard.press('Enter');
  } else {
    await row.getByText('Grupo 2', { exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/reportorderdetail\\?id=${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: data.activity })).toBeVisible();
  await expect(page.getByText(`Solicitud: ${second.id}`)).toBeVisible();
  await expect(page.getByText('Nombre del grupo')).toBeVisible();
  await expect(page.getByText('Grupo 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'DATOS DE GESTIÓN' })).toBeVisible();
  await expect(page.getByText('Fecha acordada')).toBeVisible();
  const web = page.getByRole('link', { name: /colegio2\.example\.org/ });
  await expect(web).toHaveAttribute('target', '_blank');
  if (screenshots) await captureScreen(page, 'reportorderdetail');

  // VOLVER: the same results, sort and page size.
  await page.getByRole('button', { name: 'VOLVER' }).click();
  await expect(page).toHaveURL(/\/reportsview$/);
  await expect(page.getByText(`Resultados: ${orders.length}`, { exact: true })).toBeVisible();
  await expect(rowsOf(page, data)).toHaveCount(orders.length);
  await expect(rowsOf(page, data).first().getByRole('cell', idCell(first.id))).toBeVisible();
}

test('a gestor runs Datos actividad, sorts, pages, opens a row, comes back and exports', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const data = await reportedActivity(request, { stamp, count: 12, done: 2 });

  await loginThroughForm(page, data.gestor);
  await expect(page).toHaveURL(/\/main$/);
  // The menu's 'Informes' opens the historic view; the switch goes to INFORMES.
  await openMenuEntry(page, 'Informes');
  await expect(page).toHaveURL(/\/reportshistoricview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'HISTORICOS' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Vista de informes' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(page).toHaveURL(/\/reportsview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'INFORMES' })).toBeVisible();

  await runActivityData(page, data, { screenshots: true, byKeyboard: true });

  // A start after its end is refused, and nothing is sent (docs/product/reporting.md#dates).
  await typeDay(page, 'Fecha inicio', madridDay(1));
  await expect(page.getByText(messages.reportEndBeforeStart).first()).toBeVisible();
  await expect(page.getByText('Los filtros han cambiado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'EXPORTAR' })).toBeDisabled();

  // Outside the historic view no start before 1 January of last year can be picked.
  const year = Number(madridDay().slice(0, 4));
  const twoBack = `${year - 2}-03-01`;
  await page.getByRole('button', { name: 'BORRAR FILTROS' }).click();
  await expect(page.getByText(messages.filterCleared)).toBeVisible();
  await expect(page.getByLabel('Fecha inicio', { exact: true })).toHaveValue(`01/01/${year}`);
  await typeDay(page, 'Fecha inicio', twoBack);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Fecha inicio', { exact: true })).toHaveValue(`01/01/${year}`);

  // A printable type has fewer filters (its documents are tests/report-documents.spec.ts').
  await chooseType(page, 'Totales', 'Totales por actividad y año');
  await expect(page.getByLabel('NIF / DNI')).toHaveCount(0);

  // An event list (docs/product/reporting.md#event-lists): the name filter reads 'Evento', the
  // appointments are dated by their agreed day, and a row opens nothing.
  await chooseType(page, 'Eventos', 'Eventos del calendario');
  await expect(page.getByLabel('Evento', { exact: true })).toBeVisible();
  await expect(page.getByText('Fechas aplicadas a la fecha acordada')).toBeVisible();
  await typeDay(page, 'Fecha inicio', madridDay());
  await typeDay(page, 'Fecha fin', madridDay(30));
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  // The accepted ones (the type's default state): not the two done, day ascending.
  await expect(page.getByText('Resultados: 10', { exact: true })).toBeVisible();
  const appointment = rowsOf(page, data).first();
  await expect(appointment).toContainText('Cita');
  await expect(appointment).toContainText(shownDay(madridDay(3)));
  await appointment.click();
  await expect(page).toHaveURL(/\/reportsview$/);
  await expect(page.getByText('Pulse Intro o haga clic en una fila')).toHaveCount(0);

  // The historic view takes a start two years back, and runs it.
  await page
    .getByRole('navigation', { name: 'Vista de informes' })
    .getByRole('link', { name: 'Históricos' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'HISTORICOS' })).toBeVisible();
  await typeDay(page, 'Fecha inicio', twoBack);
  await expect(page.getByLabel('Fecha inicio', { exact: true })).toHaveValue(shownDay(twoBack));
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText(`Resultados: ${data.orders.length}`, { exact: true })).toBeVisible();
  await toastsGone(page);
  await captureScreen(page, 'reportshistoricview');
  await expectNoSidewaysScroll(page);
});

test('an administrator runs Datos actividad of one activity and opens a row', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const data = await reportedActivity(request, { stamp, count: 11, done: 1 });
  const admin = await newAccount(request, Role.Admin, { name: 'Olga', surname: `Admin ${stamp}` });

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Informes');
  await page
    .getByRole('navigation', { name: 'Vista de informes' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'INFORMES' })).toBeVisible();
  // An administrator sees every campaign: the activity narrows the report to this test's data.
  await chooseActivity(page, data.activity);
  await runActivityData(page, data, { screenshots: false, byKeyboard: false });
});

test('a participant (role 0) is sent away from the report screens', async ({ page, request }) => {
  await newPersonLoggedIn(page, request);
  for (const path of ['/reportsview', '/reportshistoricview', '/reportorderdetail?id=1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/(main)?$/);
  }
});
