import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { orders, orderStateHistory } from '../../../db/schema/orders.ts';
import { mailOutbox } from '../../../db/schema/users.ts';
import {
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeUser,
  type MakeOrderOptions,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import {
  datedRequestForm,
  makeOpenActivity,
  postOrderForm,
  type OrderFormFields,
} from '../../../../test/order-form.ts';

const t = useTestApp();

const management = [
  { type: 'textarea', name: 'motivo', label: 'Motivo de rechazo' },
  { type: 'number', name: 'precio', label: 'Precio', private: true, min: 0 },
  { type: 'text', name: 'hora', label: 'Hora acordada', placeholder: 'hh:mm' },
  { type: 'date', name: 'fecha-acordada', label: 'Fecha acordada' },
  { type: 'number', name: 'unidades', label: 'Unidades' },
];

/** An order of a participant in a campaign supervised by `supervisor`. */
async function supervisedOrder(options: MakeOrderOptions = {}, places = 100) {
  const supervisor = await makeUser(t.db, { role: 1 });
  const applicant = await makeUser(t.db);
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    formMetadata: datedRequestForm,
    formMetadataManagement: management,
    hasDateAndVisitType: true,
    places,
  });
  const order = await makeOrder(t.db, {
    userId: applicant.id,
    activityId: activity.id,
    userData: [
      { name: 'centro', label: 'Centro (etiqueta antigua)', type: 'text', value: 'CP Uno' },
      { name: 'visitantes', label: 'Número de visitantes', type: 'number', value: '20' },
      { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2030-03-10' },
      { name: 'tipo', label: 'Tipo de visita', type: 'select', value: 'VISITA ESTÁNDAR' },
    ],
    visitors: 20,
    requestedDate: '2030-03-10',
    ...options,
  });
  return { supervisor, applicant, activity, order };
}

const update = (user: { id: number }, id: number, fields: OrderFormFields) =>
  postOrderForm(t.as(user), `/api/order/${id}/update/`, fields);

const orderRow = async (id: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
};

describe('POST /api/order/:idOrder/update/ by the applicant', () => {
  it('changes the answers of a pending order, keeping the old label of an unchanged answer', async () => {
    const { applicant, order } = await supervisedOrder();
    const res = await update(applicant, order.id, { userData: { visitantes: 30 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, visitors: 30, canEdit: true });
    const row = await orderRow(order.id);
    expect(row.visitors).toBe(30);
    expect(row.userData.map((a) => [a.label, a.value])).toEqual([
      ['Centro (etiqueta antigua)', 'CP Uno'],
      ['Número de visitantes', '30'],
      ['Fecha solicitada', '2030-03-10'],
      ['Tipo de visita', 'VISITA ESTÁNDAR'],
    ]);
  });

  it('refuses changes once the order is no longer pending, and any state change', async () => {
    const { applicant, order } = await supervisedOrder({ stateId: 2 });
    const res = await update(applicant, order.id, { userData: { centro: 'Otro' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'order not editable', message: messages.orderNotEditable });
    const pending = await supervisedOrder();
    const own = await update(pending.applicant, pending.order.id, { idState: 2 });
    expect(own.statusCode).toBe(403);
    expect((await orderRow(pending.order.id)).stateId).toBe(1);
  });

  it('ignores the management answers it sends, private or not', async () => {
    const { applicant, order } = await supervisedOrder();
    const res = await update(applicant, order.id, {
      userData: { centro: 'CP Dos' },
      userDataManagement: { precio: '0', motivo: 'me lo invento' },
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).userDataManagement).toEqual([]);
  });

  it("answers 'CANCEL Full Activity' when more visitors no longer fit on the date", async () => {
    const { applicant, activity, order } = await supervisedOrder({}, 50);
    await makeOrder(t.db, {
      activityId: activity.id,
      visitors: 25,
      requestedDate: '2030-03-10',
      stateId: 2,
    });
    const res = await update(applicant, order.id, { userData: { visitantes: 26 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CANCEL Full Activity',
      remaining: 25,
      requested: 26,
    });
    expect((await orderRow(order.id)).visitors).toBe(20);
    const sameDay = await update(applicant, order.id, { userData: { visitantes: 25 } });
    expect(sameDay.statusCode).toBe(200);
  });

  it('checks the answers with the rules of the request form', async () => {
    const { applicant, order } = await supervisedOrder();
    const res = await update(applicant, order.id, { userData: { centro: '', visitantes: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'userData.centro': messages.fieldRequired,
      'userData.visitantes': messages.answerNumberRange,
    });
  });

  it('hides the order from another participant and another supervisor (404), and anonymous (401)', async () => {
    const { order } = await supervisedOrder();
    for (const stranger of [await makeUser(t.db), await makeUser(t.db, { role: 1 })]) {
      const res = await update(stranger, order.id, { userData: { centro: 'x' } });
      expect(res.statusCode).toBe(404);
    }
    const anon = await postOrderForm(t.anon, `/api/order/${order.id}/update/`, {});
    expect(anon.statusCode).toBe(401);
    expect((await orderRow(order.id)).userData[0]?.value).toBe('CP Uno');
  });
});

describe('POST /api/order/:idOrder/update/ by a manager', () => {
  it('changes both forms and the state, recording the change with its reason', async () => {
    const { supervisor, order } = await supervisedOrder();
    const res = await update(supervisor, order.id, {
      userData: { centro: 'CP Corregido' },
      userDataManagement: { precio: '12,5', hora: '10:30' },
      idState: 3,
      stateChangeReason: 'Fecha completa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: { id: 3, value: 'Denegada' },
      stateChangeReason: 'Fecha completa',
    });
    const row = await orderRow(order.id);
    expect(row.userData[0]).toMatchObject({ label: 'Nombre del centro', value: 'CP Corregido' });
    expect(row.userDataManagement.find((a) => a.name === 'precio')?.value).toBe('12,5');
    const history = await t.db
      .select()
      .from(orderStateHistory)
      .where(eq(orderStateHistory.orderId, order.id))
      .orderBy(orderStateHistory.id);
    expect(history.at(-1)).toMatchObject({
      fromStateId: 1,
      toStateId: 3,
      reason: 'Fecha completa',
      changedBy: supervisor.id,
    });
  });

  // docs/product/requests.md#states
  it('mails the applicant of the state change only when asked', async () => {
    const { supervisor, applicant, order } = await supervisedOrder();
    const mailsTo = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, applicant.email))).filter(
        (mail) => mail.subject.startsWith(`Solicitud ${order.id}:`),
      );
    await update(supervisor, order.id, { idState: 6 });
    expect(await mailsTo()).toHaveLength(0);
    const res = await update(supervisor, order.id, {
      idState: 3,
      stateChangeReason: 'Sin fechas libres',
      sendMails: 'true',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo();
    expect(mail?.subject).toBe(`Solicitud ${order.id}: Denegada`);
  });

  it('follows the transition rules: a reason to reject, never from done back to pending', async () => {
    const { supervisor, order } = await supervisedOrder();
    const noReason = await update(supervisor, order.id, { idState: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ stateChangeReason: messages.orderReasonRequired });
    const done = await supervisedOrder({ stateId: 5 });
    const back = await update(done.supervisor, done.order.id, { idState: 1 });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      error: 'transition not allowed',
      message: messages.orderTransitionRefused,
    });
    expect((await update(done.supervisor, done.order.id, { idState: 4 })).statusCode).toBe(200);
  });

  it('accepts an order with a proposed entity only once the entity is validated', async () => {
    const proposal = { name: 'AMPA Luna', cif: 'G33123456', idCouncil: 1, idTarget: 3 };
    const { supervisor, order } = await supervisedOrder({ entityMode: 2, entityData: proposal });
    const refused = await update(supervisor, order.id, { idState: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'entity not validated',
      message: 'Es necesario validar la entidad antes de aceptar la solicitud',
    });
    const entity = await makeEntity(t.db);
    const assign = await t.as(supervisor).post(`/api/order/${order.id}/assign-entity/${entity.id}`);
    expect(assign.statusCode).toBe(200);
    expect((await update(supervisor, order.id, { idState: 2 })).statusCode).toBe(200);
  });

  it("keeps another supervisor's campaign out of reach (404)", async () => {
    const { order } = await supervisedOrder();
    const other = await makeUser(t.db, { role: 1 });
    expect((await update(other, order.id, { idState: 4 })).statusCode).toBe(404);
    expect((await orderRow(order.id)).stateId).toBe(1);
  });
});
