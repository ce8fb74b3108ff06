import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';

// docs/operations.md#logs: the secret of a private feed's address is its key, and the access log
// never holds it, whether the address still answers or not.
const t = useTestApp();

describe('the private feed in the log', () => {
  it('logs the feed’s path with its secret hidden', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: t.config,
      db: t.db,
      mailer: t.app.mailer,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await app.ready();
    try {
      const user = await makeUser(t.db);
      const { url } = (await t.as(user).post('/api/user/calendar-feed')).json<{ url: string }>();
      const path = new URL(url).pathname;
      const token = /feed\/([^/]+)\.ics$/.exec(path)?.[1] ?? '';
      expect(token).toHaveLength(43);
      expect((await app.inject(path)).statusCode).toBe(200);
      expect((await app.inject(`${path}?x=1`)).statusCode).toBe(200);
      await t.as(user).del('/api/user/calendar-feed');
      expect((await app.inject(path)).statusCode).toBe(404);
      const log = lines.join('');
      expect(log).toContain('/api/calendar/feed/[oculto]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
