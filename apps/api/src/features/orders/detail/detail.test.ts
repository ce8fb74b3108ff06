import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import {
  makeCampaignWith,
  makeEntity,
  makeOrder,
  makeOrderFile,
  makeOrganization,
  makeUser,
} from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { makeOpenActivity } from '../../../../test/order-form.ts';

const t = useTestApp();

const management = [
  { type: 'textarea', name: 'motivo', label: 'Motivo de rechazo' },
  { type: 'number', name: 'precio', label: 'Precio', private: true },
  { type: 'file', name: 'factura', label: 'Factura', private: true },
  { type: 'file', name: 'diploma', label: 'Diploma' },
  { type: 'date', name: 'fecha-acordada', label: 'Fecha acordada' },
];

/** A supervised campaign, an order of a participant in it with answers and files. */
async function orderWithEverything() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const applicant = await makeUser(t.db, { name: 'Lucía' });
  const campaign = await makeCampaignWith(t.db, {
    active: true,
    supervisorId: supervisor.id,
    name: 'Campaña Escolar',
  });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    name: 'Taller de compost',
    image: '0_1_foto.png',
    formMetadata: [{ type: 'text', name: 'centro', label: 'Centro' }],
    formMetadataManagement: management,
  });
  const entity = await makeEntity(t.db, { name: 'CP Validado' });
  const order = await makeOrder(t.db, {
    userId: applicant.id,
    activityId: activity.id,
    entityId: entity.id,
    entityMode: 2,
    userData: [{ name: 'centro', label: 'Centro (antiguo)', type: 'text', value: 'CP Uno' }],
    userDataManagement: [
      { name: 'motivo', label: 'Motivo de rechazo', type: 'textarea', value: '' },
      { name: 'precio', label: 'Precio', type: 'number', value: '30' },
      { name: 'fecha-acordada', label: 'Fecha acordada', type: 'date', value: '2030-01-02' },
    ],
  });
  const factura = await makeOrderFile(t.db, {
    orderId: order.id,
    fieldName: 'factura',
    form: 'management',
  });
  const diploma = await makeOrderFile(t.db, {
    orderId: order.id,
    fieldName: 'diploma',
    form: 'management',
  });
  const photo = await makeOrderFile(t.db, { orderId: order.id, fieldName: 'centro' });
  return { supervisor, applicant, campaign, activity, entity, order, factura, diploma, photo };
}

describe('GET /api/order/:id/get', () => {
  it('shows the applicant its order without private management fields, answers or files', async () => {
    const { applicant, activity, entity, order, diploma, photo } = await orderWithEverything();
    const res = await t.as(applicant).get(`/api/order/${order.id}/get`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: order.id,
      state: { id: 1, value: 'Pendiente' },
      userName: 'Lucía Prueba Factoría',
      user: null,
      entityMode: 2,
      entity: { id: entity.id, name: 'CP Validado', council: { id: 1 } },
      entityName: 'CP Validado',
      activity: {
        id: activity.id,
        name: 'Taller de compost',
        imageUrl: `/api/files/activity/${activity.id}/image/0_1_foto.png`,
        campaign: { name: 'Campaña Escolar' },
      },
      userData: [{ name: 'centro', label: 'Centro (antiguo)', value: 'CP Uno' }],
      canEdit: true,
      canCancel: true,
      isManager: false,
    });
    expect(detail.activity.formMetadataManagement.map((f: { name: string }) => f.name)).toEqual([
      'motivo',
      'diploma',
      'fecha-acordada',
    ]);
    expect(detail.userDataManagement.map((a: { name: string }) => a.name)).toEqual([
      'motivo',
      'fecha-acordada',
    ]);
    expect(detail.fileData.map((f: { file: string }) => f.file).sort()).toEqual(
      [diploma.storedName, photo.storedName].sort(),
    );
    expect(detail.fileData.find((f: { field: string }) => f.field === 'diploma')).toMatchObject({
      fieldName: 'Diploma',
      form: 'management',
      url: `/api/order/${order.id}/file/${encodeURIComponent(diploma.storedName)}`,
    });
    expect(detail.history).toMatchObject([{ from: null, to: { id: 1 }, by: null, reason: '' }]);
    expect(detail.attachments).toBe(2);
  });

  it("shows the campaign's supervisor everything, the applicant's contact included", async () => {
    const { supervisor, applicant, order, factura } = await orderWithEverything();
    const detail = (await t.as(supervisor).get(`/api/order/${order.id}/get`)).json();
    expect(detail).toMatchObject({
      isManager: true,
      canEdit: true,
      canCancel: false,
      user: { name: 'Lucía', email: applicant.email, phone: '' },
    });
    expect(detail.activity.formMetadataManagement).toHaveLength(5);
    expect(detail.userDataManagement).toHaveLength(3);
    expect(detail.fileData.some((f: { file: string }) => f.file === factura.storedName)).toBe(true);
    // Its attachments count the private invoice too; the applicant's reply counts two.
    expect(detail.attachments).toBe(detail.fileData.length);
    expect(detail.attachments).toBe(3);
    expect(detail.supervisor).toEqual({
      id: supervisor.id,
      name: supervisor.name,
      surname: supervisor.surname,
    });
    expect(detail.history[0].by).toEqual({ id: applicant.id, name: 'Lucía Prueba Factoría' });
  });

  it('hides the order from other participants, other supervisors and other organizations', async () => {
    const { order } = await orderWithEverything();
    const url = `/api/order/${order.id}/get`;
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).get(url)).statusCode).toBe(200);
    const strangers = [
      await makeUser(t.db),
      await makeUser(t.db, { role: 1 }),
      await makeUser(t.db, { role: 3, organizationId: (await makeOrganization(t.db)).id }),
    ];
    for (const stranger of strangers) {
      const res = await t.as(stranger).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'order not found', message: messages.orderNotFound });
    }
    expect((await t.as(admin).get('/api/order/999999/get')).statusCode).toBe(404);
    expect((await t.anon.get(url)).statusCode).toBe(401);
    expect((await t.as(admin).get('/api/order/abc/get')).statusCode).toBe(400);
  });

  it('gives the proposed entity when none is validated yet', async () => {
    const user = await makeUser(t.db);
    const order = await makeOrder(t.db, {
      userId: user.id,
      entityMode: 2,
      entityData: { name: 'AMPA Nueva', cif: 'G33123456', idCouncil: 3, idTarget: 3 },
      stateId: 2,
    });
    const detail = (await t.as(user).get(`/api/order/${order.id}/get`)).json();
    expect(detail).toMatchObject({
      entity: null,
      entityName: 'AMPA Nueva',
      entityData: { name: 'AMPA Nueva', cif: 'G33123456' },
      canEdit: false,
      canCancel: false,
    });
  });
});
