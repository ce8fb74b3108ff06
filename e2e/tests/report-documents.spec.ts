import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newAccount } from '../support/accounts.ts';
import { loginThroughForm } from '../support/login.ts';
import { madridDay, reportedActivity, type ReportedActivity } from '../support/reports.ts';
import {
  chooseActivity,
  chooseType,
  openCurrentReports,
  typeDay,
} from '../support/report-screen.ts';
import {
  captureA4,
  captureScreen,
  expectNoSidewaysScroll,
  toastsGone,
} from '../support/screens.ts';

// The printable reports (docs/product/reporting.md#documents) as staff print them: FILTRAR opens
// the document's window, whose buttons print it and download its CSV and the server's PDF;
// EXPORTAR downloads the same CSV. The requests are made through the API, today.

/** The server prints the PDF with a browser of its own, started on the first PDF. */
const PDF_TIMEOUT = 120_000;
/** A document is one query, but the machine may be busy with the other worker's walk. */
const DOCUMENT_TIMEOUT = 60_000;

/** Presses FILTRAR and returns the document's window once the document is written in it. */
async function openDocument(page: Page, title: string): Promise<Page> {
  const opening = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  const popup = await opening;
  await expect(popup).toHaveTitle(title, { timeout: DOCUMENT_TIMEOUT });
  await expect(popup.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return popup;
}

/** The document's table as text: a row a line, a cell repeated over the columns it spans. */
const tableRows = (popup: Page, title: string): Promise<string[][]> =>
  popup
    .getByRole('table', { name: title })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells].flatMap((cell) =>
          Array<string>(cell.colSpan).fill(cell.textContent?.trim() ?? ''),
        ),
      ),
    );

/** A figure as the document writes it ('1.234'). */
const figure = (text: string | undefined) => Number((text ?? '').replaceAll('.', ''));

/**
 * The `measure` of the detail rows of `group` (those `isDetail` tells), summed, and the figure
 * its 'Subtotal' row gives.
 */
function subtotalAndSum(
  rows: string[][],
  group: string,
  measure: string,
  isDetail: (row: string[]) => boolean,
) {
  const column = rows[0]?.indexOf(measure) ?? -1;
  const start = rows.findIndex((row) => row.every((cell) => cell === group));
  const end = rows.findIndex((row, i) => i > start && row[0]?.startsWith(`Subtotal ${group}`));
  expect(column, `column ${measure}`).toBeGreaterThanOrEqual(0);
  expect(start, `group row ${group}`).toBeGreaterThan(0);
  expect(end, `subtotal row of ${group}`).toBeGreaterThan(start);
  const sum = rows
    .slice(start + 1, end)
    .filter(isDetail)
    .reduce((total, row) => total + figure(row[column]), 0);
  return { subtotal: figure(rows[end]?.[column]), sum };
}

/** What a click saves, with its bytes. */
async function saved(from: Page, click: () => Promise<void>, timeout = DOCUMENT_TIMEOUT) {
  const downloading = from.waitForEvent('download', { timeout });
  await click();
  const download: Download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const yearRow = (row: string[]) => /^\d{4}$/.test(row[0] ?? '');

/** The window's print() replaced by a counter, so that 'Imprimir' opens no dialog. */
async function countPrints(popup: Page): Promise<() => Promise<number>> {
  await popup.evaluate(() => {
    const win = window as Window & { printCalls?: number };
    win.printCalls = 0;
    win.print = () => {
      win.printCalls = (win.printCalls ?? 0) + 1;
    };
  });
  return () => popup.evaluate(() => (window as Window & { printCalls?: number }).printCalls ?? 0);
}

/**
 * A range after today's requests: FILTRAR opens the window, which closes again with 'No se
 * encuentran resultados'.
 */
async function printNothing(page: Page) {
  await typeDay(page, 'Fecha fin', madridDay(60));
  await typeDay(page, 'Fecha inicio', madridDay(40));
  const opening = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  const popup = await opening;
  await expect(page.getByText(messages.reportNoResults)).toBeVisible({ timeout: DOCUMENT_TIMEOUT });
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByText('Resultados: 0', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'EXPORTAR' })).toHaveCount(0);
}

const activityGroup = (data: ReportedActivity) => `${data.activity} · E2E`;

test('an administrator prints Totales, a relation of requests and a grouping, and downloads their files', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const data = await reportedActivity(request, { stamp, count: 6, done: 2 });
  const admin = await newAccount(request, Role.Admin, { name: 'Olga', surname: `Admin ${stamp}` });
  const count = data.orders.length;
  const group = activityGroup(data);

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await openCurrentReports(page);

  // Totales por actividad, estado y año of this test's activity.
  const totals = 'Totales por actividad, estado y año';
  await chooseType(page, 'Totales', totals);
  await chooseActivity(page, data.activity);
  const popup = await openDocument(page, totals);
  await expect(popup.getByText(`por Olga Admin ${stamp}`)).toBeVisible();
  const rows = await tableRows(popup, totals);
  expect(rows.some((row) => row.every((cell) => cell === group))).toBe(true);
  for (const state of ['Aceptada', 'Realizada']) {
    expect(rows.some((row) => row.every((cell) => cell === state))).toBe(true);
  }
  const activity = subtotalAndSum(rows, group, 'Solicitudes', yearRow);
  expect(activity).toEqual({ subtotal: count, sum: count });
  expect(subtotalAndSum(rows, 'Realizada', 'Solicitudes', yearRow)).toEqual({
    subtotal: 2,
    sum: 2,
  });
  const total = rows.at(-1) ?? [];
  expect(total[0]).toBe('TOTAL');
  expect(figure(total[rows[0]?.indexOf('Solicitudes') ?? -1])).toBe(count);
  await expect(page.getByText(`Resultados: ${count}`, { exact: true })).toBeVisible();

  // Imprimir prints the window.
  const prints = await countPrints(popup);
  await popup.getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(prints).toBe(1);

  // Descargar CSV: the shared writer's file, with its byte-order mark.
  const csv = await saved(popup, () =>
    popup.getByRole('button', { name: 'Descargar CSV' }).click(),
  );
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.bytes.subarray(0, 3)).toEqual(BOM);
  const lines = csv.bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('"Actividad"');
  expect(lines.at(-1)?.startsWith('"TOTAL"')).toBe(true);

  // Descargar PDF: the server's print of the same document.
  const pdf = await saved(
    popup,
    () => popup.getByRole('button', { name: 'Descargar PDF' }).click(),
    PDF_TIMEOUT,
  );
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(popup.getByRole('status')).toHaveText('');

  // EXPORTAR on the screen: the same CSV.
  const exported = await saved(page, () => page.getByRole('button', { name: 'EXPORTAR' }).click());
  expect(exported.name).toBe(csv.name);
  expect(exported.bytes.subarray(0, 3)).toEqual(BOM);
  expect(exported.bytes.subarray(3).toString('utf8').trim().split('\r\n')).toEqual(lines);

  // The window at A4 (and as printed: no buttons), and checked by axe at the screens' widths.
  await captureA4(popup, 'report-document-totals-a4', 'portrait');
  await popup.emulateMedia({ media: 'print' });
  await expect(popup.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await captureA4(popup, 'report-document-totals-print', 'portrait');
  await popup.emulateMedia({ media: 'screen' });
  await captureScreen(popup, 'report-document');
  await popup.close();
  await toastsGone(page);
  await captureScreen(page, 'reportsview-document');
  await expectNoSidewaysScroll(page);

  // Relación de solicitudes entre fechas: a row an order, under the month.
  const relation = 'Relación de solicitudes entre fechas';
  await chooseType(page, 'Relaciones de solicitudes', relation);
  await chooseActivity(page, data.activity);
  const details = await openDocument(page, relation);
  const table = details.getByRole('table', { name: relation });
  for (const order of data.orders) {
    const row = table
      .getByRole('row')
      .filter({ has: details.getByRole('cell', { name: String(order.id), exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(data.activity);
  }
  await expect(table.getByRole('row', { name: /^Subtotal / })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /^TOTAL/ })).toHaveCount(1);
  // One month (today's): its subtotal counts the requests and sums their participants.
  const relationRows = await tableRows(details, relation);
  const month = relationRows[1]?.[0] ?? '';
  const idRow = (row: string[]) => data.orders.some((order) => row[0] === String(order.id));
  const participants = subtotalAndSum(relationRows, month, 'Participantes', idRow);
  expect(participants.subtotal).toBe(participants.sum);
  await expect(table.getByRole('row', { name: /^Subtotal / })).toContainText(
    `Solicitudes: ${count}`,
  );
  await captureA4(details, 'report-document-relation-a4', 'landscape');
  await details.close();

  // Agrupación por actividad: its campaign, its activity, and the chart.
  const grouping = 'Agrupación por actividad';
  await chooseType(page, 'Agrupaciones', grouping);
  await chooseActivity(page, data.activity);
  const groups = await openDocument(page, grouping);
  await expect(groups.getByRole('table', { name: grouping })).toContainText(data.campaign);
  await expect(groups.getByRole('table', { name: grouping })).toContainText(data.activity);
  await captureA4(groups, 'report-document-grouping-a4', 'portrait');
  await groups.close();

  // Nothing in the range: the window closes again.
  await printNothing(page);
});

test('a gestor prints Totales por actividad y año of its activity, and a range with nothing', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 1_000_000;
  const data = await reportedActivity(request, { stamp, count: 3, done: 1 });
  const group = activityGroup(data);

  await loginThroughForm(page, data.gestor);
  await expect(page).toHaveURL(/\/main$/);
  await openCurrentReports(page);

  const totals = 'Totales por actividad y año';
  await chooseType(page, 'Totales', totals);
  const popup = await openDocument(page, totals);
  const rows = await tableRows(popup, totals);
  expect(subtotalAndSum(rows, group, 'Solicitudes', yearRow)).toEqual({ subtotal: 3, sum: 3 });
  expect(rows.at(-1)?.[0]).toBe('TOTAL');
  await expect(page.getByText('Resultados: 3', { exact: true })).toBeVisible();

  const prints = await countPrints(popup);
  await popup.getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(prints).toBe(1);
  const csv = await saved(popup, () =>
    popup.getByRole('button', { name: 'Descargar CSV' }).click(),
  );
  expect(csv.name).toMatch(/^Totales_por_actividad_y_ano_\d{8}\.csv$/);
  expect(csv.bytes.subarray(0, 3)).toEqual(BOM);
  await popup.close();

  await printNothing(page);
});
