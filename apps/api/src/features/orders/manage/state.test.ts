import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { orders, orderStateHistory } from '../../../db/schema/orders.ts';
import { mailOutbox, users } from '../../../db/schema/users.ts';
import { drainOutbox } from '../../../mail/outbox-worker.ts';
import { makeCampaignWith, makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { makeOpenActivity } from '../../../../test/order-form.ts';

const t = useTestApp();

/** A supervisor, its activity and `count` pending orders of different applicants in it. */
async function supervisedOrders(count: number) {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, { campaignId: campaign.id, name: 'Ecoauditoría' });
  const list = [];
  for (let i = 0; i < count; i++) list.push(await makeOrder(t.db, { activityId: activity.id }));
  const [first] = list;
  if (!first) throw new Error('supervisedOrders: no order');
  return { supervisor, activity, orders: list, first };
}

const statesOf = async (ids: number[]) =>
  (await t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id)).map(
    (o) => o.stateId,
  );

const outboxFor = (orderId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .then((rows) =>
      rows.filter((row) => (row.meta as { orderId?: number } | null)?.orderId === orderId),
    );

describe('POST /api/order/:id/cancel/', () => {
  it('lets the applicant cancel a pending order, with a history row', async () => {
    const order = await makeOrder(t.db);
    const res = await t.as({ id: order.userId }).post(`/api/order/${order.id}/cancel/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, state: { id: 4, value: 'Anulada' } });
    const history = await t.db
      .select()
      .from(orderStateHistory)
      .where(eq(orderStateHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ fromStateId: 1, toStateId: 4, changedBy: order.userId });
  });

  it('refuses an order that is no longer pending (409)', async () => {
    const order = await makeOrder(t.db, { stateId: 2 });
    const res = await t.as({ id: order.userId }).post(`/api/order/${order.id}/cancel/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'order not cancellable',
      message: messages.orderNotCancellable,
    });
  });

  it('hides the order from others (404); its manager cancels through the state instead (403)', async () => {
    const { supervisor, first } = await supervisedOrders(1);
    const order = first;
    const url = `/api/order/${order.id}/cancel/`;
    expect((await t.as(await makeUser(t.db)).post(url)).statusCode).toBe(404);
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url)).statusCode).toBe(404);
    expect((await t.as(supervisor).post(url)).statusCode).toBe(403);
    expect((await t.anon.post(url)).statusCode).toBe(401);
    expect(await statesOf([order.id])).toEqual([1]);
  });
});

describe('POST /api/order/change-states', () => {
  it('changes every order, records history and mails each applicant through the outbox', async () => {
    const { supervisor, orders: list, first } = await supervisedOrders(3);
    const ids = list.map((o) => o.id);
    const res = await t.as(supervisor).post('/api/order/change-states', {
      sendMails: true,
      idState: 2,
      reason: 'Plazas confirmadas',
      orderList: ids,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailsQueued: true });
    expect(await statesOf(ids)).toEqual([2, 2, 2]);
    const history = await t.db
      .select()
      .from(orderStateHistory)
      .where(inArray(orderStateHistory.orderId, ids));
    expect(history.filter((h) => h.toStateId === 2)).toHaveLength(3);
    await drainOutbox(t.app);
    const [applicant] = await t.db.select().from(users).where(eq(users.id, first.userId));
    const mail = await t.sink.waitFor((m) => m.to === applicant?.email);
    expect(mail.subject).toBe(`Solicitud ${first.id}: Aceptada`);
    expect(mail.text).toContain('Motivo: Plazas confirmadas');
  });

  it('sends no mail without sendMails, and answers false when an applicant has no e-mail', async () => {
    const { supervisor, activity, first } = await supervisedOrders(1);
    await t.as(supervisor).post('/api/order/change-states', {
      sendMails: false,
      idState: 5,
      orderList: [first.id],
    });
    expect(await outboxFor(first.id)).toHaveLength(0);
    const noMail = await makeUser(t.db, { email: '' });
    const withoutMail = await makeOrder(t.db, { activityId: activity.id, userId: noMail.id });
    const res = await t.as(supervisor).post('/api/order/change-states', {
      sendMails: true,
      idState: 4,
      orderList: [withoutMail.id, first.id],
    });
    expect(res.json()).toEqual({ mailsQueued: false });
    expect(await statesOf([first.id, withoutMail.id])).toEqual([4, 4]);
    expect(await outboxFor(first.id)).toHaveLength(1);
  });

  it('changes nothing when one order breaks a rule, and names that order', async () => {
    const { supervisor, activity, first } = await supervisedOrders(1);
    const done = await makeOrder(t.db, { activityId: activity.id, stateId: 5 });
    const res = await t.as(supervisor).post('/api/order/change-states', {
      idState: 1,
      orderList: [first.id, done.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'transition not allowed',
      orderId: done.id,
      message: `Solicitud ${done.id}: ${messages.orderTransitionRefused}`,
    });
    const proposal = await makeOrder(t.db, {
      activityId: activity.id,
      entityMode: 2,
      entityData: { name: 'AMPA' },
    });
    const accept = await t.as(supervisor).post('/api/order/change-states', {
      idState: 2,
      orderList: [proposal.id],
    });
    expect(accept.json().message).toBe(
      `Solicitud ${proposal.id}: Es necesario validar la entidad antes de aceptar la solicitud`,
    );
    expect(await statesOf([first.id, done.id, proposal.id])).toEqual([1, 5, 1]);
  });

  it('keeps a supervisor to its campaigns: any other order is 404 and nothing changes', async () => {
    const { supervisor, first } = await supervisedOrders(1);
    const foreign = await makeOrder(t.db);
    const res = await t.as(supervisor).post('/api/order/change-states', {
      idState: 4,
      orderList: [first.id, foreign.id],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'order not found', orderId: foreign.id });
    expect(await statesOf([first.id, foreign.id])).toEqual([1, 1]);
    const admin = await makeUser(t.db, { role: 2 });
    const byAdmin = await t.as(admin).post('/api/order/change-states', {
      idState: 4,
      orderList: [first.id, foreign.id],
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('validates in Spanish: an order, a state, a reason to reject; refuses participants', async () => {
    const { supervisor, first } = await supervisedOrders(1);
    const send = (body: object, user: { id: number } = supervisor) =>
      t.as(user).post('/api/order/change-states', body);
    const empty = await send({ idState: 2, orderList: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Debe seleccionar al menos una solicitud');
    const noState = await send({ orderList: [first.id] });
    expect(noState.json().message).toBe('Debe seleccionar el estado');
    const anyState = await send({ idState: -1, orderList: [first.id] });
    expect(anyState.json().message).toBe('Debe seleccionar el estado');
    const reject = await send({ idState: 3, orderList: [first.id] });
    expect(reject.json()).toMatchObject({ fields: { reason: messages.orderReasonRequired } });
    const participant = await send({ idState: 2, orderList: [first.id] }, { id: first.userId });
    expect(participant.statusCode).toBe(403);
    expect((await t.anon.post('/api/order/change-states', {})).statusCode).toBe(401);
  });
});

describe('POST /api/order/:id/send-email/', () => {
  it("mails the applicant the order's current data, through the outbox", async () => {
    const { supervisor, first } = await supervisedOrders(1);
    const order = first;
    const res = await t.as(supervisor).post(`/api/order/${order.id}/send-email/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mailsQueued: true });
    const [queued] = await outboxFor(order.id);
    expect(queued).toMatchObject({ subject: `Datos de su solicitud ${order.id}: Ecoauditoría` });
    expect(queued?.text).toContain('Estado: Pendiente');
  });

  it('refuses a participant (403), another supervisor (404) and anonymous callers (401)', async () => {
    const { first } = await supervisedOrders(1);
    const url = `/api/order/${first.id}/send-email/`;
    expect((await t.as({ id: first.userId }).post(url)).statusCode).toBe(403);
    expect((await t.as(await makeUser(t.db, { role: 1 })).post(url)).statusCode).toBe(404);
    expect((await t.anon.post(url)).statusCode).toBe(401);
    expect(await outboxFor(first.id)).toHaveLength(0);
  });
});
