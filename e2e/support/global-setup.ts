import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, startAppServer } from './app-server.ts';
import { startMailSink } from './mail-sink.ts';
import { operator } from './people.ts';

/**
 * Starts an SMTP sink and the real built app on a free port with a fresh embedded store and the
 * demo data, with a low argon2 cost and generous rate limits so that the suite runs fast.
 * Tests find them through E2E_BASE_URL and E2E_MAIL_DIR (workers inherit the environment).
 * The returned function is the global teardown.
 */
// eslint-disable-next-line no-restricted-syntax -- Playwright loads globalSetup's default export
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'extranet-e2e-'));
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir);
  const artifacts = join(repoRoot, 'e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });

  const sink = await startMailSink(mailDir);
  const port = await freePort();
  const app = await startAppServer({
    port,
    logFile: join(artifacts, 'server.log'),
    timeoutMs: 300_000, // includes a web build when apps/web/dist is stale
    env: {
      DATA_DIR: join(work, 'data'),
      SEED_DEMO: 'true',
      ADMIN_USERNAME: operator.username,
      ADMIN_PASSWORD: operator.password,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Educación Ambiental <no-reply@e2e.test>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      LOGIN_RATE_MAX: '1000',
      RECOVER_RATE_MAX: '100',
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '200',
    },
  });
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    await app.stop();
    await sink.close();
    rmSync(work, { recursive: true, force: true });
  };
}
