import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { entities } from '../../../db/schema/entities.ts';
import { orders, orderStateHistory } from '../../../db/schema/orders.ts';
import { mailOutbox } from '../../../db/schema/users.ts';
import { drainOutbox } from '../../../mail/outbox-worker.ts';
import { makeCampaignWith, makeEntity, makeOrder, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { createOrderAs, datedRequestForm, makeOpenActivity } from '../../../../test/order-form.ts';

const t = useTestApp();

const orderRow = async (id: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
};

const answers = {
  centro: 'CP La Ería',
  visitantes: 25,
  fecha: '2030-05-20',
  tipo: 'VISITA ESTÁNDAR',
};

describe('POST /api/order/create/', () => {
  it('records a pending request with its answers, history row and mail to the applicant', async () => {
    const user = await makeUser(t.db, { name: 'Marta' });
    const activity = await makeOpenActivity(t.db, {
      name: 'Visita a la planta',
      formMetadata: datedRequestForm,
      hasDateAndVisitType: true,
      places: 100,
    });
    const res = await createOrderAs(t.as(user), {
      idUser: user.id,
      idActivity: activity.id,
      idEntity: -1,
      userData: answers,
      force: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'OK',
      order: {
        state: { id: 1, value: 'Pendiente' },
        activityId: activity.id,
        activityName: 'Visita a la planta',
        userId: user.id,
        userName: 'Marta Prueba Factoría',
        entityId: null,
        entityName: null,
      },
    });
    const row = await orderRow(body.order.id);
    expect(row).toMatchObject({ entityMode: 1, visitors: 25, requestedDate: '2030-05-20' });
    expect(row.userData).toEqual([
      { name: 'centro', label: 'Nombre del centro', type: 'text', value: 'CP La Ería' },
      { name: 'visitantes', label: 'Número de visitantes', type: 'number', value: '25' },
      { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2030-05-20' },
      { name: 'tipo', label: 'Tipo de visita', type: 'select', value: 'VISITA ESTÁNDAR' },
    ]);
    const history = await t.db
      .select()
      .from(orderStateHistory)
      .where(eq(orderStateHistory.orderId, row.id));
    expect(history).toMatchObject([{ fromStateId: null, toStateId: 1, changedBy: user.id }]);

    await drainOutbox(t.app);
    const mail = await t.sink.waitFor((m) => m.to === user.email);
    expect(mail.subject).toBe(`Solicitud ${row.id} registrada: Visita a la planta`);
    expect(mail.text).toContain('Estado: Pendiente');
    expect(mail.text).toContain('Fecha solicitada: 20/05/2030');
    expect(mail.text).toContain('Nombre del centro: CP La Ería');
  });

  it('takes a JSON body too, and answers sent as [{ name, value }]', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db, { formMetadata: datedRequestForm });
    const res = await t.as(user).post('/api/order/create/', {
      idActivity: activity.id,
      userData: [{ name: 'centro', value: 'IES Norte', label: 'ignorada' }],
    });
    expect(res.statusCode).toBe(200);
    const row = await orderRow(res.json().order.id);
    expect(row.userData[0]).toEqual({
      name: 'centro',
      label: 'Nombre del centro',
      type: 'text',
      value: 'IES Norte',
    });
  });

  it('orders for the caller: another idUser is 404 for a participant, allowed for an admin', async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const asUser = await createOrderAs(t.as(user), { idUser: other.id, idActivity: activity.id });
    expect(asUser.statusCode).toBe(404);
    const supervisor = await makeUser(t.db, { role: 1 });
    expect(
      (await createOrderAs(t.as(supervisor), { idUser: other.id, idActivity: activity.id }))
        .statusCode,
    ).toBe(404);
    const admin = await makeUser(t.db, { role: 2 });
    const asAdmin = await createOrderAs(t.as(admin), { idUser: other.id, idActivity: activity.id });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().order.userId).toBe(other.id);
  });

  it('refuses an anonymous caller (401) and a body without an activity (400)', async () => {
    const activity = await makeOpenActivity(t.db);
    expect((await createOrderAs(t.anon, { idActivity: activity.id })).statusCode).toBe(401);
    const res = await createOrderAs(t.as(await makeUser(t.db)), { idEntity: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      fields: { idActivity: expect.any(String) },
    });
  });

  it("answers 'Actividad fuera de plazo' for an inactive or ended activity", async () => {
    const user = await makeUser(t.db);
    const inactive = await makeOpenActivity(t.db, { active: false });
    const supervisor = await makeUser(t.db, { role: 1 });
    const ended = await makeOpenActivity(t.db, { endDate: '2020-12-31' });
    for (const [caller, activity] of [
      [user, ended],
      [await makeUser(t.db, { role: 2 }), inactive],
    ] as const) {
      const res = await createOrderAs(t.as(caller), { idActivity: activity.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'activity out of time',
        message: messages.activityOutOfTime,
      });
    }
    // A participant does not see an inactive activity at all; neither an unknown one.
    for (const id of [inactive.id, 999_999]) {
      const res = await createOrderAs(t.as(supervisor), { idActivity: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: messages.activityNotFound });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('admits only users with an accepted or done order in the prerequisite activity', async () => {
    const user = await makeUser(t.db);
    const first = await makeOpenActivity(t.db);
    const second = await makeOpenActivity(t.db, {
      onlyForInscribed: true,
      onlyForInscribedId: first.id,
    });
    await makeOrder(t.db, { userId: user.id, activityId: first.id, stateId: 1 });
    const refused = await createOrderAs(t.as(user), { idActivity: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'prerequisite not met',
      message: messages.orderPrerequisiteMissing,
    });
    await makeOrder(t.db, { userId: user.id, activityId: first.id, stateId: 5 });
    expect((await createOrderAs(t.as(user), { idActivity: second.id })).statusCode).toBe(200);
  });

  // docs/product/requests.md#validation
  it('checks the answers with the shared validation rules, naming each field', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db, {
      formMetadata: [
        ...datedRequestForm,
        { type: 'date', name: 'desde', label: 'Desde', validation: '>= 01/01/2030' },
        { type: 'text', name: 'hora', label: 'Hora', placeholder: 'hh:mm' },
      ],
      hasDateAndVisitType: true,
      places: 100,
    });
    const send = (userData: object) =>
      createOrderAs(t.as(user), { idActivity: activity.id, userData });
    const res = await send({
      visitantes: 61,
      tipo: 'VISITA NOCTURNA',
      desde: '2029-12-31',
      hora: '25:00',
      fecha: '2030-01-10',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'userData.centro': messages.fieldRequired,
      'userData.visitantes': messages.answerNumberRange,
      'userData.tipo': messages.answerOption,
      'userData.desde': 'La fecha debe ser >= 01/01/2030',
      'userData.hora': messages.answerTimeFormat,
    });
    const noDate = await send({ centro: 'CP', tipo: 'VISITA ESTÁNDAR' });
    expect(noDate.json().fields).toEqual({ 'userData.fecha': messages.fieldRequired });
    // The half day the client sets after the CANCEL dialog is a visit type too
    // (docs/product/README.md#error-catalogue).
    const halfDay = await send({ centro: 'CP', fecha: '2030-01-10', tipo: 'MEDIA JORNADA.' });
    expect(halfDay.statusCode).toBe(200);
  });

  it('stores a proposed new entity as entity data, without creating an entity', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const before = (await t.db.select().from(entities)).length;
    const missing = await createOrderAs(t.as(user), {
      idActivity: activity.id,
      idEntity: 0,
      entityData: { name: 'AMPA Sol' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      'entityData.cif': messages.fieldRequired,
      'entityData.idCouncil': messages.fieldRequired,
      'entityData.idTarget': messages.fieldRequired,
    });
    const res = await createOrderAs(t.as(user), {
      idActivity: activity.id,
      idEntity: 0,
      entityData: { name: 'AMPA Sol', cif: 'g-33123456/1', idCouncil: '3', idTarget: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ entityId: null, entityName: 'AMPA Sol' });
    const row = await orderRow(res.json().order.id);
    expect(row).toMatchObject({ entityMode: 2, entityId: null });
    expect(row.entityData).toMatchObject({ name: 'AMPA Sol', cif: 'G33123456', idCouncil: 3 });
    expect((await t.db.select().from(entities)).length).toBe(before);
  });

  it('validates an entity the applicant represents at once; any other stays a proposal', async () => {
    const user = await makeUser(t.db);
    const activity = await makeOpenActivity(t.db);
    const own = await makeEntity(t.db, { name: 'CP Propio', representedBy: user.id });
    const found = await makeEntity(t.db, { name: 'CP Buscado', cif: 'Q3300002B' });
    const mine = await createOrderAs(t.as(user), { idActivity: activity.id, idEntity: own.id });
    expect(mine.json().order).toMatchObject({ entityId: own.id, entityName: 'CP Propio' });
    const other = await createOrderAs(t.as(user), { idActivity: activity.id, idEntity: found.id });
    const row = await orderRow(other.json().order.id);
    expect(row).toMatchObject({ entityMode: 2, entityId: null });
    expect(row.entityData).toMatchObject({ id: found.id, name: 'CP Buscado', cif: 'Q3300002B' });
    const unknown = await createOrderAs(t.as(user), { idActivity: activity.id, idEntity: 999_999 });
    expect(unknown.statusCode).toBe(400);
  });

  it("ignores a participant's management answers and keeps a manager's", async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
    const activity = await makeOpenActivity(t.db, { campaignId: campaign.id });
    const management = { precio: '12', 'hora-acordada': '10:30' };
    const user = await makeUser(t.db);
    const byUser = await createOrderAs(t.as(user), {
      idActivity: activity.id,
      userDataManagement: management,
    });
    expect((await orderRow(byUser.json().order.id)).userDataManagement).toEqual([]);
    const bySupervisor = await createOrderAs(t.as(supervisor), {
      idActivity: activity.id,
      userDataManagement: management,
    });
    const stored = (await orderRow(bySupervisor.json().order.id)).userDataManagement;
    expect(stored.find((a) => a.name === 'precio')).toMatchObject({ label: 'Precio', value: '12' });
    expect(stored).toHaveLength(10);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails).toHaveLength(1);
  });
});
