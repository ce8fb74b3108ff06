import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities, entityUsers } from '../../db/schema/entities.ts';
import {
  makeActivity,
  makeCampaign,
  makeEntity,
  makeOrder,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

/** The creation modal (docs/product/administration-and-analytics.md#calls entity/create). */
const newEntity = (overrides: Record<string, unknown> = {}) => ({
  name: 'Colegio Público La Ería',
  cif: 'b-33000001/2',
  postalCode: '33008',
  address: 'Calle Ería 1',
  city: 'Oviedo',
  idCouncil: 44,
  idTarget: 1,
  ...overrides,
});

/**
 * The entity editor (docs/product/administration-and-analytics.md#calls entity/{idEntity}/update).
 */
const editOf = (id: number, overrides: Record<string, unknown> = {}) => ({
  idEntity: id,
  entityName: 'Nombre corregido',
  entityCif: 'B33000035',
  ...overrides,
});

const rowOf = async (id: number) =>
  (await t.db.select().from(entities).where(eq(entities.id, id)))[0];

describe('POST /api/entity/create', () => {
  it('creates a main entity with its CIF cleaned', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const res = await t.as(admin).post('/api/entity/create', newEntity());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Colegio Público La Ería',
      cif: 'B33000001',
      council: { id: 44 },
      target: { id: 1 },
      mainEntityId: null,
      mainLegalEntityName: 'La entidad es principal',
    });
  });

  it("creates a centre of the 'Entidad principal', never of a centre", async () => {
    const admin = await makeUser(t.db, { role: 3 });
    const main = await makeEntity(t.db, { name: 'Fundación Principal' });
    const res = await t.as(admin).post('/api/entity/create', newEntity({ mainEntityId: main.id }));
    expect(res.json()).toMatchObject({
      mainEntityId: main.id,
      mainLegalEntityName: 'Centro de Fundación Principal',
    });
    const nested = await t
      .as(admin)
      .post('/api/entity/create', newEntity({ mainEntityId: res.json().id }));
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().fields)).toEqual(['mainEntityId']);
    const unknown = await t.as(admin).post('/api/entity/create', newEntity({ mainEntityId: 9e7 }));
    expect(unknown.statusCode).toBe(400);
  });

  it('requires every field and a valid CIF (400 with the documented messages)', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const fields = async (overrides: Record<string, unknown>) =>
      (await t.as(admin).post('/api/entity/create', newEntity(overrides))).json().fields;
    expect(await fields({ name: ' ' })).toEqual({ name: 'Introduce el nombre de la entidad' });
    expect(await fields({ cif: '' })).toEqual({ cif: 'Introduce el CIF de la entidad' });
    expect(await fields({ cif: 'B33000002' })).toEqual({
      cif: 'El CIF de la entidad no es válido',
    });
    expect(await fields({ idTarget: '' })).toEqual({ idTarget: 'Selecciona un destinatario' });
    expect(Object.keys(await fields({ address: '', city: '', postalCode: '' })).sort()).toEqual([
      'address',
      'city',
      'postalCode',
    ]);
    expect(await fields({ idCouncil: 999 })).toEqual({ idCouncil: 'Selecciona un concejo válido' });
  });

  it('refuses a gestor (403) and an anonymous caller (401)', async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    expect((await t.as(gestor).post('/api/entity/create', newEntity())).statusCode).toBe(403);
    expect((await t.anon.post('/api/entity/create', newEntity())).statusCode).toBe(401);
  });
});

describe('POST /api/entity/:idEntity/update', () => {
  it('saves name and CIF and keeps what the editor does not send', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const entity = await makeEntity(t.db, { address: 'Calle Vieja 3', councilId: 24 });
    const res = await t.as(admin).post(`/api/entity/${entity.id}/update`, editOf(entity.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nombre corregido',
      cif: 'B33000035',
      address: 'Calle Vieja 3',
      council: { id: 24 },
    });
    const cleared = await t
      .as(admin)
      .post(
        `/api/entity/${entity.id}/update`,
        editOf(entity.id, { entityAddress: '', entityCouncil: null, entityTarget: 5 }),
      );
    expect(cleared.json()).toMatchObject({ address: '', council: null, target: { id: 5 } });
  });

  // docs/product/administration-and-analytics.md#entity-validation
  it('requires the name and the CIF', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const entity = await makeEntity(t.db);
    const fields = async (overrides: Record<string, unknown>) =>
      (
        await t.as(admin).post(`/api/entity/${entity.id}/update`, editOf(entity.id, overrides))
      ).json().fields;
    expect(await fields({ entityName: '' })).toEqual({
      entityName: 'Introduce el nombre de la entidad',
    });
    expect(await fields({ entityCif: '' })).toEqual({
      entityCif: 'Introduce el CIF de la entidad',
    });
    expect(await fields({ idEntity: entity.id + 1 })).toEqual({
      idEntity: 'La entidad no coincide con la dirección de la llamada',
    });
    expect((await rowOf(entity.id))?.name).toBe(entity.name);
  });

  it("lets a gestor edit its campaigns' entities only (403 otherwise)", async () => {
    const gestor = await makeUser(t.db, { role: 1 });
    const mine = await makeEntity(t.db);
    const campaign = await makeCampaign(t.db, { supervisorId: gestor.id });
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    await makeOrder(t.db, { activityId: activity.id, entityId: mine.id });
    const ok = await t.as(gestor).post(`/api/entity/${mine.id}/update`, editOf(mine.id));
    expect(ok.statusCode).toBe(200);
    const other = await makeEntity(t.db);
    const refused = await t.as(gestor).post(`/api/entity/${other.id}/update`, editOf(other.id));
    expect(refused.statusCode).toBe(403);
    expect((await rowOf(other.id))?.name).toBe(other.name);
  });

  it('answers 404 for an unknown entity, 403 to a participant, 401 to nobody', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).post('/api/entity/9876543/update', editOf(9876543))).statusCode).toBe(
      404,
    );
    const entity = await makeEntity(t.db);
    const participant = await makeUser(t.db, { role: 0 });
    const url = `/api/entity/${entity.id}/update`;
    expect((await t.as(participant).post(url, editOf(entity.id))).statusCode).toBe(403);
    expect((await t.anon.post(url, editOf(entity.id))).statusCode).toBe(401);
  });
});

describe('POST /api/entity/delete/:id', () => {
  it('deletes an entity without orders, and its representatives with it', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const user = await makeUser(t.db);
    const entity = await makeEntity(t.db, { representedBy: user.id });
    const res = await t.as(admin).post(`/api/entity/delete/${entity.id}`);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await rowOf(entity.id)).toBeUndefined();
    const links = await t.db.select().from(entityUsers).where(eq(entityUsers.entityId, entity.id));
    expect(links).toEqual([]);
  });

  it("keeps an entity with orders, validated or proposed: 409 'entity have orders'", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const validated = await makeEntity(t.db);
    await makeOrder(t.db, { entityId: validated.id, entityMode: 2 });
    const res = await t.as(admin).post(`/api/entity/delete/${validated.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'entity have orders',
      message: 'La entidad tiene solicitudes creadas',
    });
    const proposed = await makeEntity(t.db);
    await makeOrder(t.db, { entityMode: 2, entityData: { id: proposed.id, name: proposed.name } });
    expect((await t.as(admin).post(`/api/entity/delete/${proposed.id}`)).statusCode).toBe(409);
  });

  it("keeps a main entity with centres: 409 'entity have centres'", async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const main = await makeEntity(t.db);
    const centre = await makeEntity(t.db, { mainEntityId: main.id });
    const res = await t.as(admin).post(`/api/entity/delete/${main.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('entity have centres');
    expect((await t.as(admin).post(`/api/entity/delete/${centre.id}`)).json()).toEqual({
      deleted: 1,
    });
    expect((await t.as(admin).post(`/api/entity/delete/${main.id}`)).json()).toEqual({
      deleted: 1,
    });
  });

  it('refuses a gestor (403) and nobody (401); an unknown id is 404', async () => {
    const entity = await makeEntity(t.db);
    const gestor = await makeUser(t.db, { role: 1 });
    expect((await t.as(gestor).post(`/api/entity/delete/${entity.id}`)).statusCode).toBe(403);
    expect((await t.anon.post(`/api/entity/delete/${entity.id}`)).statusCode).toBe(401);
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).post('/api/entity/delete/9876543')).statusCode).toBe(404);
    expect(await rowOf(entity.id)).toBeDefined();
  });
});
