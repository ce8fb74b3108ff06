import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { entities, entityUsers } from '../../../db/schema/entities.ts';
import { orders } from '../../../db/schema/orders.ts';
import { makeCampaignWith, makeEntity, makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { makeOpenActivity } from '../../../../test/order-form.ts';

const t = useTestApp();

const proposal = {
  name: 'AMPA Río Nora',
  cif: 'g-33123456/2',
  address: 'Calle Mayor 1',
  city: 'Pola de Siero',
  postalCode: '33510',
  idCouncil: 66,
  idTarget: 3,
};

async function supervisedProposal() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, { campaignId: campaign.id });
  const order = await makeOrder(t.db, {
    activityId: activity.id,
    entityMode: 2,
    entityData: { name: 'AMPA Río Nora', cif: 'G33123456', idCouncil: 66, idTarget: 3 },
  });
  return { supervisor, order };
}

const linksOf = (userId: number, entityId: number) =>
  t.db
    .select()
    .from(entityUsers)
    .where(and(eq(entityUsers.userId, userId), eq(entityUsers.entityId, entityId)));

describe('POST /api/order/:idOrder/create-assign-entity', () => {
  it('creates the entity with a cleaned CIF, validates the order and links the applicant', async () => {
    const { supervisor, order } = await supervisedProposal();
    const res = await t
      .as(supervisor)
      .post(`/api/order/${order.id}/create-assign-entity`, proposal);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.entity).toMatchObject({
      name: 'AMPA Río Nora',
      cif: 'G33123456',
      council: { id: 66 },
      target: { id: 3, value: 'Asociaciones y colectivos' },
      mainLegalEntityName: 'La entidad es principal',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.entityId).toBe(detail.entity.id);
    expect(await linksOf(order.userId, detail.entity.id)).toMatchObject([{ active: true }]);
    // Now the order may be accepted (docs/product/requests.md#states).
    const accept = await t
      .as(supervisor)
      .post('/api/order/change-states', { idState: 2, orderList: [order.id], sendMails: false });
    expect(accept.statusCode).toBe(200);
  });

  it('validates the entity fields in Spanish, the CIF included', async () => {
    const { supervisor, order } = await supervisedProposal();
    const url = `/api/order/${order.id}/create-assign-entity`;
    const before = (await t.db.select().from(entities)).length;
    const res = await t.as(supervisor).post(url, { ...proposal, name: '', cif: 'B1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: messages.entityNameRequired,
      cif: messages.entityCifInvalid,
    });
    const council = await t.as(supervisor).post(url, { ...proposal, idCouncil: 999 });
    expect(council.json().fields).toEqual({ idCouncil: messages.councilRequired });
    expect((await t.db.select().from(entities)).length).toBe(before);
  });

  it('refuses a participant (403), another supervisor (404) and anonymous callers (401)', async () => {
    const { order } = await supervisedProposal();
    const url = `/api/order/${order.id}/create-assign-entity`;
    expect((await t.as({ id: order.userId }).post(url, proposal)).statusCode).toBe(403);
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url, proposal)).statusCode).toBe(
      404,
    );
    expect((await t.anon.post(url, proposal)).statusCode).toBe(401);
  });
});

describe('POST /api/order/:idOrder/assign-entity/:idEntity', () => {
  it('assigns an existing entity once, linking the applicant only once', async () => {
    const { supervisor, order } = await supervisedProposal();
    const entity = await makeEntity(t.db, { name: 'CP Existente' });
    const url = `/api/order/${order.id}/assign-entity/${entity.id}`;
    expect((await t.as(supervisor).post(url)).json()).toMatchObject({
      entity: { id: entity.id },
      entityName: 'CP Existente',
    });
    expect((await t.as(supervisor).post(url)).statusCode).toBe(200);
    expect(await linksOf(order.userId, entity.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown entity, another supervisor or a missing order; 403 for a participant', async () => {
    const { supervisor, order } = await supervisedProposal();
    const entity = await makeEntity(t.db);
    expect(
      (await t.as(supervisor).post(`/api/order/${order.id}/assign-entity/999999`)).statusCode,
    ).toBe(404);
    expect(
      (await t.as(supervisor).post(`/api/order/999999/assign-entity/${entity.id}`)).statusCode,
    ).toBe(404);
    const url = `/api/order/${order.id}/assign-entity/${entity.id}`;
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url)).statusCode).toBe(404);
    expect((await t.as({ id: order.userId }).post(url)).statusCode).toBe(403);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.entityId).toBeNull();
  });
});
