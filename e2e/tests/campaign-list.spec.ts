import { Role } from '@extranet/shared/roles';
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../support/accounts.ts';
import { bearer, ok } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { loginThroughForm } from '../support/login.ts';
import { captureScreen } from '../support/screens.ts';

/** The card of the campaign called `name` (its h2). */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('an admin creates a campaign, finds it INACTIVA and activates it for participants', async ({
  page,
  browser,
  request,
}) => {
  const admin = await newAccount(request, Role.Admin);
  await loginThroughForm(page, admin);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();

  // docs/product/campaigns-and-activities.md#campaigns: created inactive, with a message asking to
  // edit and activate it.
  await page.getByRole('button', { name: 'Nueva campaña' }).click();
  await expect(
    page.getByText('Se ha creado la campaña. Edítela y actívela cuando esté lista.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/campaigneditor\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // Name it through the editor's call: the editor has its own test (campaign-editor.spec.ts).
  const name = `Campaña e2e ${id}`;
  await ok(
    await request.post(`/api/campaign/${id}/update`, {
      headers: bearer(admin.token),
      data: {
        idCampaign: id,
        campaignName: name,
        campaignStartDate: '2026-09-01',
        campaignEndDate: '2027-06-30',
        campaignEdition: '2026',
        campaignDescription: 'Talleres de reciclaje para centros educativos',
        campaignTargets: '1',
        campaignContent: '',
      },
    }),
  );

  // Back on /main: 'Solo activas' hides it until the admin turns the filter off.
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByRole('switch', { name: 'Solo activas' }).click();
  await expect(page.getByText('Filtros activos')).toBeVisible();
  // Other tests add campaigns at the same time: the search keeps this one on the first page.
  await page.getByLabel('Buscar').fill(name);
  await page.getByLabel('Buscar').press('Enter');
  const inactive = card(page, name);
  await expect(inactive.getByText('INACTIVA')).toBeVisible();
  await expect(inactive.getByText('Del 01/09/2026 al 30/06/2027')).toBeVisible();
  await expectAccessible(page, 'campaign list with filters open');

  // A participant does not see an inactive campaign.
  const participantContext = await browser.newContext();
  const participant = await participantContext.newPage();
  await loginThroughForm(participant, await newAccount(request));
  await expect(participant).toHaveURL(/\/main$/);
  await participant.goto(`/campaign-name/${encodeURIComponent(name)}`);
  await expect(participant.getByText('No hay resultados')).toBeVisible();

  await inactive.getByRole('switch', { name: `Campaña activa: ${name}` }).click();
  await expect(page.getByText('Se ha activado la campaña')).toBeVisible();
  await expect(card(page, name).getByText('INACTIVA')).toHaveCount(0);

  await participant.reload();
  await expect(card(participant, name)).toBeVisible();
  await expect(card(participant, name).getByRole('switch')).toHaveCount(0);
  await participantContext.close();

  await page.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(page.getByText('El filtro se ha eliminado')).toBeVisible();
  await captureScreen(page, 'main', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'CAMPAÑAS' })).toBeVisible();
  });
});
