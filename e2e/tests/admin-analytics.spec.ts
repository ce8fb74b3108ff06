import { Role } from '@extranet/shared/roles';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { captureScreen } from '../support/screens.ts';
import { expectNoPageOverflow, openAdmin } from './admin-support.ts';

/** Clicks 'Descargar <file>' and returns the saved file's bytes once the download ends. */
async function download(page: Page, file: string): Promise<Buffer> {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Descargar ${file}` }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe(file);
  return readFileSync(await saved.path());
}

test('an admin downloads the users CSV and the analytics workbook from tab 4', async ({
  page,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  await openAdmin(page, admin);
  await page.getByRole('tab', { name: '4 ANALÍTICA DE DATOS' }).click();
  await expect(page).toHaveURL(/tab=4/);
  await expect(page.getByText('Versión 1.250909')).toBeVisible();
  const items = page.getByRole('list', { name: '4 ANALÍTICA DE DATOS' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('analitica.xlsx');
  // No box/list toggle and no filter on this tab.
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Modo de visualización' })).toHaveCount(0);
  await expectAccessible(page, 'admin analytics');

  // docs/product/administration-and-analytics.md#analytics: UTF-8 with a byte-order mark, ';'
  // between quoted fields.
  const csv = await download(page, 'usuarios.csv');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const header = csv.toString('utf8').slice(1).split(/\r?\n/)[0] ?? '';
  expect(header).toContain(';');
  expect(header).toContain('DNI/NIE');
  expect(csv.toString('utf8')).toContain(admin.username);
  await expect(page.getByText('usuarios.csv descargado')).toBeVisible();

  // The workbook is a zip (an .xlsx): it starts with 'PK'.
  const xlsx = await download(page, 'analitica.xlsx');
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('analitica.xlsx descargado')).toBeVisible();

  await captureScreen(page, 'admin-analytics', expectNoPageOverflow);
});
