import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/users.ts';
import { queryName, safeError, safeErrorText } from './log-safety.ts';

// docs/operations.md#logs: a failed query is logged by its SQLSTATE and its first words,
// never its values; no token, password or e-mail address reaches the log.
const t = useTestApp();

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE';
const PERSONAL = { name: 'Nombreúnico', phone: '699123456', email: 'persona.privada@correo.es' };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-token-body.signature';

/** The real app with its real logger, writing into `lines`. */
async function loggedApp(lines: string[]) {
  const app = await buildApp({
    config: t.config,
    db: t.db,
    mailer: t.app.mailer,
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  return app;
}

describe('the log never holds secrets or personal data', () => {
  it('logs a failed UPDATE by its SQLSTATE and statement, without its values', async () => {
    const [owner, other] = [await makeUser(t.db), await makeUser(t.db)];
    const lines: string[] = [];
    const app = await loggedApp(lines);
    // Taking another user's login fails on the unique index: a query error nobody maps.
    app.post('/failing-update', async () => {
      await t.db
        .update(users)
        .set({ username: other.username, passwordHash: HASH, ...PERSONAL })
        .where(eq(users.id, owner.id));
      return { ok: true };
    });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/failing-update',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('23505');
    expect(log).toContain('users_username_key');
    expect(log).toContain('update \\"users\\"');
    for (const secret of [HASH, 'SECRETHASHVALUE', ...Object.values(PERSONAL), TOKEN]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(other.username);
  });

  it('writes no e-mail address of a request path into the access log', async () => {
    const lines: string[] = [];
    const app = await loggedApp(lines);
    await app.ready();
    try {
      await app.inject(`/api/user/send-user-by-email/${encodeURIComponent(PERSONAL.email)}`);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/user/send-user-by-email/[correo]');
    expect(log).not.toContain('persona.privada');
  });

  it('says a failed start-up query without its values', () => {
    const failed = Object.assign(new Error(`Failed query: insert into "users"\nparams: ${HASH}`), {
      query: 'insert into "users" ("password_hash") values ($1)',
      params: [HASH],
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    });
    expect(safeErrorText(failed)).toBe(
      'Failed query: insert into "users": connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('keeps a non-database error readable', () => {
    const err = Object.assign(new Error('ENOENT: no such file, open x'), { code: 'ENOENT' });
    expect(safeError(err)).toMatchObject({ type: 'Error', code: 'ENOENT' });
    expect(safeError(err).message).toBe('ENOENT: no such file, open x');
  });

  it.each([
    ['update "users" set "password_hash" = $1 where "users"."id" = $2', 'update "users"'],
    ['insert into "orders" ("a") values ($1)', 'insert into "orders"'],
    ['delete from "campaigns" where "id" = $1', 'delete from "campaigns"'],
    ['select "id", "name" from "users" where "email" = $1', 'select … from "users"'],
    ['rollback', 'rollback'],
  ])('names the query %s as %s', (query, name) => {
    expect(queryName(query)).toBe(name);
  });
});
