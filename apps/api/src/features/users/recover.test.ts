import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { makeUser, uniqueEmail, type TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const recover = (email: string, ip?: string) =>
  t.anon.get(`/api/user/send-user-by-email/${encodeURIComponent(email)}`, ip ? { ip } : {});
const login = (user: TestUser, password: string) =>
  t.anon.post('/api/authenticate', { username: user.username, password });

/** Recovers access for `user` and returns the password the mail carried. */
async function recoveredPassword(user: TestUser): Promise<string> {
  expect((await recover(user.email)).statusCode).toBe(200);
  const mail = await t.sink.waitFor((m) => m.to === user.email);
  const password = /Contraseña: (\S+)/.exec(mail.text)?.[1];
  if (!password) throw new Error('the mail carries no password');
  return password;
}

describe('GET /api/user/send-user-by-email/:email (recover access)', () => {
  it('mails the login and a new password in Spanish, with the link', async () => {
    const user = await makeUser(t.db, { name: 'Rosa' });
    const res = await recover(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await t.sink.waitFor((m) => m.to === user.email);
    expect(mail.subject).toBe('Nuevos datos de acceso');
    expect(mail.text).toContain(user.username);
    expect(mail.text).toContain(t.config.publicUrl);
    expect(mail.text).toContain(
      'Su contraseña anterior seguirá funcionando hasta que utilice la nueva',
    );
    expect(mail.text).toMatch(/Contraseña: [A-Za-z2-9]{10}\n/);
  });

  it('keeps an audit row of the mail without the password', async () => {
    const user = await makeUser(t.db);
    const password = await recoveredPassword(user);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', subject: 'Nuevos datos de acceso' });
    expect(rows[0]?.sentAt).not.toBeNull();
    expect(rows[0]?.text).toContain(user.username);
    expect(rows[0]?.text).not.toContain(password);
  });

  it('keeps the old password working until the new one is used', async () => {
    const user = await makeUser(t.db);
    const password = await recoveredPassword(user);

    const old = await login(user, user.password);
    expect(old.statusCode).toBe(200);
    expect(old.json().user.mustChangePassword).toBe(false);

    const fresh = await login(user, password);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.mustChangePassword).toBe(true);
    expect((await login(user, user.password)).statusCode).toBe(401);

    const changed = await t
      .bearer(fresh.json().token)
      .post('/api/user/change-password/', { password: 'mi-clave-7' });
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await login(user, 'mi-clave-7')).json().user.mustChangePassword).toBe(false);
  });

  it('finds the account whatever the letter case of the address', async () => {
    const user = await makeUser(t.db);
    expect((await recover(user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('answers 404 for an unknown address', async () => {
    const res = await recover(uniqueEmail('nadie'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'mail not found',
      message: 'No existe ningún usuario con ese correo electrónico',
    });
  });

  it('answers 412 for a disabled account and sends nothing', async () => {
    const user = await makeUser(t.db, { disabled: true });
    const res = await recover(user.email);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({
      error: 'user not eligible',
      message: 'No se ha encontrado ningún usuario con ese correo',
    });
    expect(t.sink.mails().some((m) => m.to === user.email)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pendingPasswordHash).toBeNull();
  });

  it('refuses a malformed address with 400', async () => {
    expect((await recover('no-es-un-correo')).statusCode).toBe(400);
  });

  it('answers 429 after recoverMax requests for one e-mail from one address', async () => {
    const user = await makeUser(t.db);
    const ip = '198.51.100.20';
    for (let i = 0; i < t.config.rateLimit.recoverMax; i++) {
      expect((await recover(user.email, ip)).statusCode).toBe(200);
    }
    const res = await recover(user.email, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'too many requests',
      message: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
    });
  });

  it("lets the owner recover from its own address after a stranger's requests", async () => {
    const user = await makeUser(t.db);
    const stranger = '198.51.100.21';
    for (let i = 0; i < t.config.rateLimit.recoverMax; i++) {
      expect((await recover(user.email, stranger)).statusCode).toBe(200);
    }
    expect((await recover(user.email, stranger)).statusCode).toBe(429);
    expect((await recover(user.email, '192.0.2.21')).statusCode).toBe(200);
  });

  it('answers 429 from every address after recoverEmailMax requests for one e-mail', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < t.config.rateLimit.recoverEmailMax; i++) {
      expect((await recover(user.email)).statusCode).toBe(200);
    }
    expect((await recover(user.email, '192.0.2.22')).statusCode).toBe(429);
  });

  it('answers 429 after recoverMax × 5 requests from one address', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < t.config.rateLimit.recoverMax * 5; i++) {
      expect((await recover(uniqueEmail('sonda'), ip)).statusCode).toBe(404);
    }
    expect((await recover(uniqueEmail('sonda'), ip)).statusCode).toBe(429);
  });
});
