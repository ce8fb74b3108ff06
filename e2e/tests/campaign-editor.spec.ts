import { Role } from '@extranet/shared/roles';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { campaignViaApi } from '../support/campaigns.ts';
import { loginThroughForm } from '../support/login.ts';
import { choose } from '../support/select.ts';
import { captureScreen } from '../support/screens.ts';

/** A 1×1 PNG and a minimal PDF: real signatures, so the server's content check accepts them. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const content = (page: Page) => page.getByRole('textbox', { name: 'Contenido' });

/**
 * Selects the line `text` (a triple click selects its paragraph) and gives it `font` from the
 * toolbar, again if the editor had not taken the selection yet (as a person would on seeing the
 * font unchanged). Both lines are typed first: no key is pressed while ProseMirror may still be
 * restoring a selection, which could replace a selected line.
 */
async function setLineFont(page: Page, text: string, font: string) {
  await expect(async () => {
    await content(page).getByText(text, { exact: true }).click({ clickCount: 3 });
    await choose(page, 'Fuente', font);
    await expect(content(page).getByText(text, { exact: true })).toHaveCSS('font-family', font, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
}

test('an admin edits a campaign, uploads its files and writes rich text in two fonts', async ({
  page,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  const name = `Editor e2e ${Date.now()}`;
  const id = await campaignViaApi(request, admin.token, {
    name,
    description: 'Antes',
    active: true,
  });

  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/campaign-name/${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigneditor\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE CAMPAÑA' })).toBeVisible();

  await page.getByLabel('Descripción corta').fill('Talleres de compostaje');
  await page.getByLabel('Edición', { exact: true }).fill('2026-27');
  await page.getByLabel('Fecha de fin').fill('15/07/2027');
  await page.getByLabel('Fecha de fin').press('Enter');
  await page.getByRole('checkbox', { name: 'Ciudadanía' }).check();

  await page.getByLabel('Imagen: archivo').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText('El archivo se ha subido correctamente').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'foto.png' })).toBeVisible();
  // A refused file: the documented failure text on its own line, and why under it; the image stays.
  const uploadFailed = page.getByText('Se ha producido un fallo subiendo el archivo', {
    exact: true,
  });
  await page.getByLabel('Imagen: archivo').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notas'),
  });
  await expect(uploadFailed).toBeVisible();
  await expect(
    page.getByText('El tipo de archivo no está permitido', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Imagen: archivo').setInputFiles({
    name: 'falsa.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no es una imagen'),
  });
  await expect(
    page.getByText('El contenido del archivo no corresponde a su tipo', { exact: true }),
  ).toBeVisible();
  await expect(uploadFailed.first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'foto.png' })).toBeVisible();
  await page.getByLabel('Archivos adjuntos: archivo').setInputFiles({
    name: 'bases.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByRole('button', { name: 'Descargar bases.pdf' })).toBeVisible();

  await content(page).click();
  await page.keyboard.type('Texto en Georgia');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Texto en Verdana');
  await setLineFont(page, 'Texto en Georgia', 'Georgia');
  await setLineFont(page, 'Texto en Verdana', 'Verdana');

  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la campaña')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Descripción corta')).toHaveValue('Talleres de compostaje');
  await expect(page.getByLabel('Edición', { exact: true })).toHaveValue('2026-27');
  await expect(page.getByLabel('Fecha de fin')).toHaveValue('15/07/2027');
  await expect(page.getByRole('checkbox', { name: 'Ciudadanía' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'foto.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar bases.pdf' })).toBeVisible();
  await expect(content(page).getByText('Texto en Georgia', { exact: true })).toHaveCSS(
    'font-family',
    'Georgia',
  );
  await expect(content(page).getByText('Texto en Verdana', { exact: true })).toHaveCSS(
    'font-family',
    'Verdana',
  );
  await expectAccessible(page, 'campaign editor');

  await captureScreen(page, 'campaign-editor', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'EDICIÓN DE CAMPAÑA' })).toBeVisible();
  });
});
