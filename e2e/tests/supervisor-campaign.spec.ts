import { Role } from '@extranet/shared/roles';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, operatorSession } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { campaignViaApi } from '../support/campaigns.ts';
import { loginThroughForm } from '../support/login.ts';

/** The card of the campaign called `name` (its h2). */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name }) });

/** An active campaign made by the operator through the API, supervised by `supervisorId`. */
async function activeCampaign(
  request: APIRequestContext,
  token: string,
  name: string,
  supervisorId: number | null,
): Promise<number> {
  return campaignViaApi(request, token, { name, active: true, supervisorId });
}

test('a gestor edits the campaign it supervises and no other', async ({ page, request }) => {
  const operator = await operatorSession(request);
  const gestor = await newAccount(request, Role.Supervisor);
  const stamp = Date.now();
  const own = `Campaña del gestor ${stamp}`;
  const other = `Campaña ajena ${stamp}`;
  await activeCampaign(request, operator.token, own, gestor.id);
  const otherId = await activeCampaign(request, operator.token, other, null);

  await loginThroughForm(page, gestor);
  await expect(page).toHaveURL(/\/main$/);
  // Admin-only controls never show to a gestor (docs/product/README.md#roles-and-permissions).
  await expect(page.getByRole('button', { name: 'Nueva campaña' })).toHaveCount(0);

  await page.goto(`/campaign-name/${encodeURIComponent(other)}`);
  await expect(card(page, other)).toBeVisible();
  await expect(card(page, other).getByRole('button', { name: `Editar ${other}` })).toHaveCount(0);

  await page.goto(`/campaign-name/${encodeURIComponent(own)}`);
  await expect(card(page, own).getByRole('switch')).toHaveCount(0);
  await card(page, own)
    .getByRole('button', { name: `Editar ${own}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'EDICIÓN DE CAMPAÑA' })).toBeVisible();
  // The supervisor picker and the active switch are the administrators'
  // (docs/product/README.md#roles-and-permissions).
  await expect(page.getByLabel('Gestor')).toHaveCount(0);
  await page.getByLabel('Descripción corta').fill('Descripción del gestor');
  await page.getByRole('button', { name: 'GUARDAR' }).click();
  await expect(page.getByText('Se ha modificado la campaña')).toBeVisible();
  await expectAccessible(page, 'campaign editor as a gestor');

  // Another campaign's editor sends the gestor away, as a role too low for it
  // (docs/product/campaigns-and-activities.md#campaign-editor).
  await page.goto(`/campaigneditor?id=${otherId}`);
  await expect(page).toHaveURL(/\/main$/);
  const refused = await request.post(`/api/campaign/${otherId}/update`, {
    headers: { Authorization: `Bearer ${gestor.token}` },
    data: {
      idCampaign: otherId,
      campaignName: other,
      campaignStartDate: '2026-09-01',
      campaignEndDate: '2027-06-30',
      campaignEdition: '2026',
      campaignDescription: 'Cambiada por otro',
    },
  });
  expect(refused.status()).toBe(404);
});
