import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demo, loginViaApi, type Person } from '../support/people.ts';
import { participantOrder, supervisedActivity } from './order-lists-setup.ts';

// Data for the /usereditadmin and /entityeditor tests, made through the API as the screens'
// users would make it: a participant requests an activity of the demo gestor's campaign, the
// demo admin validates a new entity on that order (which links it to the participant through
// entity_users), and creates a centre of that entity.

type Reply = Awaited<ReturnType<APIRequestContext['get']>>;
async function ok<T>(res: Reply): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const CONTROL_LETTERS = 'JABCDEFGHI';

/** The control digit of a CIF's 7 digits (packages/shared/src/validators/cif.ts). */
function controlDigit(digits: string): number {
  let total = 0;
  [...digits].forEach((d, i) => {
    const n = Number(d);
    total += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  });
  return (10 - (total % 10)) % 10;
}

const sevenDigits = (seed: number) => String(1_000_000 + (seed % 9_000_000)).padStart(7, '0');

/** A valid association CIF (G and a control digit) from `seed`. */
export const associationCif = (seed: number) => {
  const digits = sevenDigits(seed);
  return `G${digits}${controlDigit(digits)}`;
};

/**
 * A public body's CIF (Q, whose control must be a letter): the right one, and one with the
 * wrong control letter.
 */
export function publicBodyCifs(seed: number): { valid: string; wrongLetter: string } {
  const digits = sevenDigits(seed);
  const d = controlDigit(digits);
  return {
    valid: `Q${digits}${CONTROL_LETTERS.charAt(d)}`,
    wrongLetter: `Q${digits}${CONTROL_LETTERS.charAt((d + 1) % 10)}`,
  };
}

export interface EditorWorld {
  person: Person;
  personId: number;
  entity: { id: number; name: string; cif: string };
  centre: { id: number; name: string };
}

/** A participant represented entity (with a centre), validated on an order of the gestor. */
export async function editorWorld(request: APIRequestContext, stamp: number): Promise<EditorWorld> {
  const { activityId } = await supervisedActivity(request, {
    campaign: `Editores e2e ${stamp}`,
    activity: `Visita editores ${stamp}`,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo' }],
  });
  const order = await participantOrder(request, activityId, {
    name: 'Lucía',
    answers: { grupo: 'Grupo A' },
  });
  const personId = (await loginViaApi(request, order.person)).user.id;
  const admin = await loginViaApi(request, demo.admin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const name = `Asociación Editores ${stamp}`;
  const cif = associationCif(stamp);
  const place = { address: 'Plaza Mayor 1', city: 'Gijón', postalCode: '33201', idCouncil: 24 };
  const assigned = await ok<{ entity: { id: number } | null }>(
    await request.post(`/api/order/${order.id}/create-assign-entity`, {
      headers,
      data: { name, cif, ...place, idTarget: 3 },
    }),
  );
  const entityId = assigned.entity?.id;
  if (!entityId) throw new Error('create-assign-entity answered no entity');
  const centreName = `Aula de la asociación ${stamp}`;
  const centre = await ok<{ id: number }>(
    await request.post('/api/entity/create', {
      headers,
      data: {
        name: centreName,
        cif: associationCif(stamp + 7),
        ...place,
        idTarget: 3,
        mainEntityId: entityId,
      },
    }),
  );
  return {
    person: order.person,
    personId,
    entity: { id: entityId, name, cif },
    centre: { id: centre.id, name: centreName },
  };
}

/** Waits until antd's toasts have gone, so that a screenshot shows the page alone. */
export async function toastsGone(page: Page): Promise<void> {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
