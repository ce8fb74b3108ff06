import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

// The mailer points at a port where nobody listens: the mail server is down.
const t = useTestApp({ smtp: 'closed' });

describe('recover access while the mail server is down', () => {
  it('answers 503 and changes nothing', async () => {
    const user = await makeUser(t.db);
    const res = await t.anon.get(`/api/user/send-user-by-email/${user.email}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'mail server unavailable',
      message: 'No es posible conectar con el servidor de correo. Inténtelo más tarde.',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.pendingPasswordHash).toBeNull();
    expect(row?.mustChangePassword).toBe(false);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toEqual([]);
    const login = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
