import type { APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api.ts';

/** YYYY-MM-DD of the day `days` away from today (negative: in the past). */
export const isoInDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface CampaignFields {
  name: string;
  description?: string;
  /** Rich text of the campaign's content. */
  content?: string;
  active?: boolean;
  supervisorId?: number | null;
  /** YYYY-MM-DD; by default the school year 2026/27. */
  dates?: { start: string; end: string };
  edition?: string;
}

/**
 * A campaign made through the calls the campaign screens use (create, then the editor's save),
 * as the holder of `token` (an administrator, or the operator), for target 1. Returns its id.
 */
export async function campaignViaApi(
  request: APIRequestContext,
  token: string,
  fields: CampaignFields,
): Promise<number> {
  const headers = bearer(token);
  const { id } = await ok<{ id: number }>(await request.get('/api/campaign/create', { headers }));
  await ok(
    await request.post(`/api/campaign/${id}/update`, {
      headers,
      data: {
        idCampaign: id,
        campaignName: fields.name,
        campaignStartDate: fields.dates?.start ?? '2026-09-01',
        campaignEndDate: fields.dates?.end ?? '2027-06-30',
        campaignEdition: fields.edition ?? '2026',
        campaignDescription: fields.description ?? 'Campaña de prueba',
        campaignTargets: '1',
        campaignContent: fields.content ?? '',
        ...(fields.active === undefined ? {} : { campaignActive: fields.active }),
        ...(fields.supervisorId === undefined ? {} : { campaignSupervisor: fields.supervisorId }),
      },
    }),
  );
  return id;
}

/** Turns the campaign on with the list's switch call (the editor's save leaves it as it is). */
export async function activateCampaign(
  request: APIRequestContext,
  token: string,
  campaignId: number,
): Promise<void> {
  await ok(
    await request.post(`/api/campaign/actived/set/${campaignId}?active=true`, {
      headers: bearer(token),
    }),
  );
}
