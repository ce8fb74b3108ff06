import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { makeOrganization, makeUser, type TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

/**
 * The profile form as /userprofile sends it (docs/product/accounts.md#calls
 * user/change-user-data/).
 */
const profileOf = (user: TestUser, overrides: Record<string, unknown> = {}) => ({
  id: user.id,
  username: user.username,
  name: 'Nuevo nombre',
  surname: 'Nuevos apellidos',
  email: user.email,
  password: '',
  phone: '985000000',
  address: 'Calle Mayor 2',
  city: 'Gijón',
  province: 'Asturias',
  postalCode: '33201',
  councilId: 24,
  organization: user.organizationId,
  ...overrides,
});

const logsIn = async (user: TestUser, password: string) =>
  (await t.anon.post('/api/authenticate', { username: user.username, password })).statusCode ===
  200;

describe('POST /api/user/change-user-data/ (own profile)', () => {
  it('saves the own data and answers the user', async () => {
    const user = await makeUser(t.db);
    const res = await t.as(user).post('/api/user/change-user-data/', profileOf(user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      name: 'Nuevo nombre',
      city: 'Gijón',
      council: { id: 24 },
      organization: { id: 1 },
    });
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const [user, other] = [await makeUser(t.db), await makeUser(t.db)];
    const res = await t.as(user).post('/api/user/change-user-data/', profileOf(other));
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.name).toBe(other.name);
  });

  it('never changes the own login or role', async () => {
    const user = await makeUser(t.db);
    const res = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { username: '00000001R', role: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: user.username, role: 0 });
  });

  it('lets only a superuser move itself to another organization', async () => {
    const org = await makeOrganization(t.db);
    const admin = await makeUser(t.db, { role: 2 });
    const adminRes = await t
      .as(admin)
      .post('/api/user/change-user-data/', profileOf(admin, { organization: org.id }));
    expect(adminRes.json().organization.id).toBe(1);

    const superuser = await makeUser(t.db, { role: 3 });
    const res = await t
      .as(superuser)
      .post('/api/user/change-user-data/', profileOf(superuser, { organization: org.id }));
    expect(res.json().organization).toEqual({ id: org.id, name: org.name });
    const list = await t.as(superuser).get('/api/organization/list/');
    expect(list.statusCode).toBe(200);
  });

  it('records the privacy agreement when given, and never withdraws it', async () => {
    const user = await makeUser(t.db, { rgpdAgreed: false });
    const agreed = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { rgpdAgreed: true }));
    expect(agreed.json().hasRGPDAgreed).toBe(true);
    const again = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { rgpdAgreed: false }));
    expect(again.json().hasRGPDAgreed).toBe(true);
  });

  it('replaces the password when one is given', async () => {
    const user = await makeUser(t.db);
    const res = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { password: 'otra-clave-9' }));
    expect(res.statusCode).toBe(200);
    expect(await logsIn(user, 'otra-clave-9')).toBe(true);
    expect(await logsIn(user, user.password)).toBe(false);
  });

  it("refuses another user's e-mail in any letter case with 409", async () => {
    const [user, other] = [await makeUser(t.db), await makeUser(t.db)];
    const res = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { email: other.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('mail already exists');
  });

  it('refuses a missing name with the Spanish message', async () => {
    const user = await makeUser(t.db);
    const res = await t
      .as(user)
      .post('/api/user/change-user-data/', profileOf(user, { name: ' ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe('Introduce el nombre');
  });
});

describe('POST /api/user/change-password/', () => {
  it('sets the password and clears the forced change', async () => {
    const user = await makeUser(t.db, { mustChangePassword: true });
    const res = await t.as(user).post('/api/user/change-password/', { password: 'elegida-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, mustChangePassword: false });
    expect(await logsIn(user, 'elegida-123')).toBe(true);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const user = await makeUser(t.db);
    const res = await t.as(user).post('/api/user/change-password/', { password: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('La contraseña debe tener al menos 6 caracteres');
  });
});

describe('GET /api/organization/list/', () => {
  it('shows a participant only its own organization', async () => {
    await makeOrganization(t.db);
    const user = await makeUser(t.db);
    const res = await t.as(user).get('/api/organization/list/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, name: expect.any(String) }]);
  });

  it('shows a superuser every organization', async () => {
    const org = await makeOrganization(t.db);
    const superuser = await makeUser(t.db, { role: 3 });
    const res = await t.as(superuser).get('/api/organization/list/');
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { id: 1, name: expect.any(String) },
        { id: org.id, name: org.name },
      ]),
    );
  });
});
