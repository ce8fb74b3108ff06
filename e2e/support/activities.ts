import { Role } from '@extranet/shared/roles';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, operatorSession, type Account } from './accounts.ts';
import { bearer, ok } from './api.ts';
import { activateCampaign, campaignViaApi, isoInDays } from './campaigns.ts';

export interface ActivityFields {
  name: string;
  complement?: string;
  active?: boolean;
  places?: number;
  /** YYYY-MM-DD; by default from 5 days ago to 200 days ahead. */
  dates?: { start: string; end: string };
  /** The request form's fields, as the form builder stores them. */
  formMetadata?: object[];
  explanation?: string;
  requirements?: string;
}

/** A new activity of `campaignId` (the list's 'Nueva actividad'); returns its id. */
const created = async (request: APIRequestContext, token: string, idCampaign: number) =>
  (
    await ok<{ id: number }>(
      await request.post('/api/activity/create', { headers: bearer(token), data: { idCampaign } }),
    )
  ).id;

/**
 * An activity of `campaignId` made through the calls the screens use (the list's create, then
 * the editor's save with `fields`, active unless told otherwise) as the holder of `token`.
 */
export async function activityViaApi(
  request: APIRequestContext,
  token: string,
  campaignId: number,
  fields: ActivityFields,
): Promise<number> {
  const id = await created(request, token, campaignId);
  await ok(
    await request.post(`/api/activity/${id}/update`, {
      headers: bearer(token),
      data: {
        name: fields.name,
        complement: fields.complement ?? '',
        active: fields.active ?? true,
        places: fields.places ?? 25,
        priority: 1,
        activityStartDate: fields.dates?.start ?? isoInDays(-5),
        activityEndDate: fields.dates?.end ?? isoInDays(200),
        activityTargets: '1',
        calendarColor: '#FFCC88',
        ...(fields.explanation === undefined ? {} : { explanation: fields.explanation }),
        ...(fields.requirements === undefined ? {} : { requirements: fields.requirements }),
        ...(fields.formMetadata === undefined ? {} : { formMetadata: fields.formMetadata }),
      },
    }),
  );
  return id;
}

/** A new activity as the list's buttons leave it, unnamed and inactive; an event if `event`. */
export const blankActivityViaApi = (
  request: APIRequestContext,
  token: string,
  campaignId: number,
  { event = false }: { event?: boolean } = {},
): Promise<number> => created(request, token, event ? -campaignId : campaignId);

export interface SupervisedActivity {
  /** A new gestor who supervises the campaign, and so manages its requests. */
  gestor: Account;
  campaignId: number;
  activityId: number;
}

/**
 * A new gestor and, made by the operator, an active campaign it supervises (dated from 10 days
 * ago) with one active activity, open to requests today.
 */
export async function supervisedActivity(
  request: APIRequestContext,
  names: { campaign: string; activity: string; formMetadata: object[]; places?: number },
  gestorName: { name?: string; surname?: string } = {},
): Promise<SupervisedActivity> {
  const gestor = await newAccount(request, Role.Supervisor, gestorName);
  const { token } = await operatorSession(request);
  const campaignId = await campaignViaApi(request, token, {
    name: names.campaign,
    description: 'Campaña de prueba de solicitudes',
    edition: 'E2E',
    dates: { start: isoInDays(-10), end: isoInDays(300) },
    supervisorId: gestor.id,
  });
  await activateCampaign(request, token, campaignId);
  const activityId = await activityViaApi(request, token, campaignId, {
    name: names.activity,
    places: names.places ?? 50,
    formMetadata: names.formMetadata,
  });
  return { gestor, campaignId, activityId };
}
