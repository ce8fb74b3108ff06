import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo } from '../support/mail.ts';
import { demo, loginViaApi, newPerson, registerViaApi, type Person } from '../support/people.ts';

// Data for the order-list tests, made through the API as the screens' users would make it:
// the demo admin opens a campaign supervised by the demo gestor; participants request.

const iso = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

type Reply = Awaited<ReturnType<APIRequestContext['get']>>;
async function ok<T>(res: Reply): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** An active campaign supervised by the demo gestor, with one active activity; their ids. */
export async function supervisedActivity(
  request: APIRequestContext,
  names: { campaign: string; activity: string; formMetadata: object[]; places?: number },
) {
  const admin = await loginViaApi(request, demo.admin);
  const gestor = await loginViaApi(request, demo.gestor);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const { id: campaignId } = await ok<{ id: number }>(
    await request.get('/api/campaign/create', { headers }),
  );
  await ok(
    await request.post(`/api/campaign/${campaignId}/update`, {
      headers,
      data: {
        idCampaign: campaignId,
        campaignName: names.campaign,
        campaignStartDate: iso(inDays(-10)),
        campaignEndDate: iso(inDays(300)),
        campaignEdition: 'E2E',
        campaignDescription: 'Campaña de prueba de solicitudes',
        campaignTargets: '1',
        campaignContent: '',
        campaignSupervisor: gestor.user.id,
      },
    }),
  );
  await ok(await request.post(`/api/campaign/actived/set/${campaignId}?active=true`, { headers }));
  const { id: activityId } = await ok<{ id: number }>(
    await request.post('/api/activity/create', { headers, data: { idCampaign: campaignId } }),
  );
  await ok(
    await request.post(`/api/activity/${activityId}/update`, {
      headers,
      data: {
        name: names.activity,
        complement: '',
        active: true,
        places: names.places ?? 50,
        priority: 1,
        activityStartDate: iso(inDays(-5)),
        activityEndDate: iso(inDays(200)),
        activityTargets: '1',
        calendarColor: '#FFCC88',
        formMetadata: names.formMetadata,
      },
    }),
  );
  return { campaignId, activityId };
}

export interface PlacedOrder {
  person: Person;
  id: number;
  /** ISO timestamp of the request. */
  date: string;
}

/**
 * A new participant, registered, who requests `activityId` through `POST order/create/`
 * (multipart, as the request form sends it), with an optional file for the field `foto`.
 */
export async function participantOrder(
  request: APIRequestContext,
  activityId: number,
  options: {
    name: string;
    answers: Record<string, string>;
    file?: { name: string; buffer: Buffer };
    /** A new entity proposed by the applicant (idEntity 0): a manager must validate it. */
    entity?: { name: string; cif: string; idCouncil: number; idTarget: number };
    /** Without places, onto the waiting list (the request form's CONTINUAR). */
    force?: boolean;
  },
): Promise<PlacedOrder> {
  const person = { ...newPerson(), name: options.name };
  await registerViaApi(request, person);
  const session = await loginViaApi(request, person);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    idActivity: String(activityId),
    idEntity: '-1',
    userData: JSON.stringify(options.answers),
  };
  if (options.entity) {
    multipart.idEntity = '0';
    multipart.entityData = JSON.stringify(options.entity);
  }
  if (options.force) multipart.force = 'true';
  if (options.file) {
    multipart.uploadFileNameList = JSON.stringify(['foto']);
    multipart.fileList = { ...options.file, mimeType: 'application/octet-stream' };
  }
  const reply = await ok<{ order: { id: number; date: string } }>(
    await request.post('/api/order/create/', {
      headers: { Authorization: `Bearer ${session.token}` },
      multipart,
    }),
  );
  return { person, id: reply.order.id, date: reply.order.date };
}

/** DD/MM/YYYY HH:mm in Spain, as the lists show a request's date (spec §1). */
export function spanishDateTime(isoDate: string): string {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(isoDate));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Waits until the SMTP sink holds a mail for `address` with this subject. */
export async function waitForSubject(address: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address).find((m) => m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = mailsTo(address).map((m) => m.subject);
      throw new Error(`No mail '${subject}' for ${address}; seen: ${JSON.stringify(seen)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * At 390 px the page itself never scrolls sideways (WCAG 1.4.10 reflow): only the table's own
 * box may. Measured on the main landmark, since the body clips what overflows.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page
    .getByRole('main')
    .evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow, 'sideways overflow of the page at 390 px').toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}
