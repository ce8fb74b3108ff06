import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginThroughForm, openMenuEntry } from '../support/login.ts';
import { supervisedActivity } from '../support/activities.ts';
import { participantOrder } from '../support/orders.ts';
import { captureScreen, expectNoSidewaysScroll } from '../support/screens.ts';

// /attachmentlist 'GESTIÓN DE ADJUNTOS' (docs/product/requests.md#attachment-list): a request with
// a file, found by the gestor of its campaign, downloaded with the session's token
// (docs/api-conventions.md#files) and exported.

/** The PNG signature and some filler: enough for the server's type sniffing. */
const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(256)]);

test('a gestor finds a request file in Adjuntos, downloads it and opens its request', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const activity = `Concurso de fotografía ${stamp}`;
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Adjuntos e2e ${stamp}`,
    activity,
    formMetadata: [
      { type: 'text', name: 'grupo', label: 'Nombre del grupo', required: true },
      { type: 'file', name: 'foto', label: 'Foto del grupo' },
    ],
  });
  const fileName = `plano-${stamp}.png`;
  const content = pngBytes();
  const order = await participantOrder(request, activityId, {
    name: 'Fernando',
    answers: { grupo: '2º C' },
    file: { name: fileName, buffer: content },
  });

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  await openMenuEntry(page, 'Adjuntos');
  await expect(page).toHaveURL(/\/attachmentlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GESTIÓN DE ADJUNTOS' })).toBeVisible();

  await page.getByLabel('Nombre del adjunto').fill(`plano-${stamp}`);
  await page.getByRole('button', { name: 'FILTRAR' }).click();
  await expect(page.getByText('1 adjunto', { exact: true })).toBeVisible();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(activity);
  await expect(row).toContainText('Fernando Prueba Suárez');
  await captureScreen(page, 'attachmentlist');
  await expectNoSidewaysScroll(page);

  // The Adjunto link fetches the file with the bearer token and saves it
  // (docs/api-conventions.md#files).
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Descargar ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(readFileSync(await download.path()).equals(content)).toBe(true);
  await expect(page).toHaveURL(/\/attachmentlist$/);

  // EXPORTAR: Adjuntos.csv with the attachment's name as the last column.
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORTAR' }).click();
  const csvFile = await exporting;
  expect(csvFile.suggestedFilename()).toBe('Adjuntos.csv');
  const csv = readFileSync(await csvFile.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"Id";"Estado";"F. Solicitud";"Actividad";"Solicitante";"Entidad";"Adjunto"',
  );
  expect(csv).toContain(`"Fernando Prueba Suárez";"";"${fileName}"\r\n`);

  // A row opens its request in manager mode.
  await row.getByRole('cell', { name: String(order.id), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orderdetail\\?id=${order.id}&mode=manager$`));
});
