import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { makeUser, uniqueDni, uniqueEmail } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueDni(),
  name: 'Marta',
  surname: 'Suárez Álvarez',
  email: uniqueEmail('registro'),
  password: 'clave-nueva-1',
  phone: '600000000',
  address: 'Calle Uría 1',
  city: 'Oviedo',
  postalCode: '33003',
  councilId: 44,
  rgpdAgreed: true,
  ...overrides,
});

describe('POST /api/user/create/ (registration)', () => {
  it('creates a participant of the default organization that can log in', async () => {
    const body = registration({ linkedActivityId: 12 });
    const res = await t.anon.post('/api/user/create/', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: body.username,
      email: body.email,
      role: 0,
      province: 'Asturias',
      council: { id: 44, value: 'Oviedo' },
      organization: { id: 1 },
      hasRGPDAgreed: true,
      linkedActivityId: 12,
      lastLogin: null,
      mustChangePassword: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.anon.post('/api/authenticate', {
      username: body.username,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores the login in upper case and accepts an NIE', async () => {
    const res = await t.anon.post('/api/user/create/', registration({ username: 'x1234567l' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('X1234567L');
  });

  it.each([
    [
      'a DNI with a wrong control letter',
      { username: '12345678A' },
      'username',
      'Introducir el DNI o NIE de una persona física',
    ],
    [
      'a login that is not 9 characters',
      { username: '1234567' },
      'username',
      'El login debe tener 9 caracteres',
    ],
    [
      'a short password',
      { password: '12345' },
      'password',
      'La contraseña debe tener al menos 6 caracteres',
    ],
    ['an invalid e-mail', { email: 'no-es-correo' }, 'email', 'Introduce un Email válido'],
    [
      'no privacy agreement',
      { rgpdAgreed: false },
      'rgpdAgreed',
      'Debe aceptar las políticas de privacidad',
    ],
    ['no council', { councilId: undefined }, 'councilId', 'Selecciona un concejo'],
    ['an unknown council', { councilId: 999 }, 'councilId', 'Selecciona un concejo'],
  ])('refuses %s with 400 and the Spanish message', async (_case, overrides, field, message) => {
    const res = await t.anon.post('/api/user/create/', registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: { [field]: message } });
  });

  it('refuses a taken login with 409 username already exists', async () => {
    const existing = await makeUser(t.db);
    const res = await t.anon.post(
      '/api/user/create/',
      registration({ username: existing.username }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'username already exists',
      message: 'Ya existe un usuario con ese login',
    });
  });

  it('refuses a taken e-mail in any letter case with 409 mail already exists', async () => {
    const existing = await makeUser(t.db);
    const res = await t.anon.post(
      '/api/user/create/',
      registration({ email: existing.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'mail already exists',
      message: 'Ya existe un usuario con ese email',
    });
  });

  it('answers 409, never 500, to two simultaneous registrations of one login', async () => {
    const username = uniqueDni();
    const replies = await Promise.all([
      t.anon.post('/api/user/create/', registration({ username })),
      t.anon.post('/api/user/create/', registration({ username })),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().error).toBe('username already exists');
  });

  it('answers 409, never 500, to two simultaneous registrations of one e-mail', async () => {
    const email = uniqueEmail('carrera');
    const replies = await Promise.all([
      t.anon.post('/api/user/create/', registration({ email })),
      t.anon.post('/api/user/create/', registration({ email: email.toUpperCase() })),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().error).toBe('mail already exists');
  });
});
