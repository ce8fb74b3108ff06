import { expect, type APIRequestContext } from '@playwright/test';

export interface CampaignFields {
  name: string;
  description?: string;
  /** Rich text of the campaign's content. */
  content?: string;
  active?: boolean;
  supervisorId?: number | null;
}

/**
 * A campaign made through the calls the campaign screens use (create, then the editor's save),
 * as the holder of `token` (an administrator); dated in the demo's school year, for target 1.
 * Returns its id.
 */
export async function campaignViaApi(
  request: APIRequestContext,
  token: string,
  fields: CampaignFields,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.get('/api/campaign/create', { headers });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const saved = await request.post(`/api/campaign/${id}/update`, {
    headers,
    data: {
      idCampaign: id,
      campaignName: fields.name,
      campaignStartDate: '2026-09-01',
      campaignEndDate: '2027-06-30',
      campaignEdition: '2026',
      campaignDescription: fields.description ?? 'Campaña de prueba',
      campaignTargets: '1',
      campaignContent: fields.content ?? '',
      ...(fields.active === undefined ? {} : { campaignActive: fields.active }),
      ...(fields.supervisorId === undefined ? {} : { campaignSupervisor: fields.supervisorId }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}
