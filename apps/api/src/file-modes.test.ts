import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';

// docs/operations.md#files: DATA_DIR holds the JWT secret, uploads and the outbox's mails (a
// recover-access mail carries a new password), so only the server's own user may read them.
const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'extranet-modes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('file permissions under DATA_DIR', () => {
  it('creates DATA_DIR owner-only and the generated JWT secret readable by its owner only', () => {
    const dataDir = join(root, 'srv', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.dataDir).toBe(dataDir);
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modeOf(join(dataDir, 'jwt-secret')).toString(8)).toBe('600');
  });

  it('writes each outbox mail owner-only, in an owner-only folder', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Educación Ambiental <no-reply@extranet.test>',
      dataDir: root,
      log: () => undefined,
    });
    await mailer.send({ to: 'ana@extranet.test', subject: 'Acceso', text: 'Contraseña: x' });
    mailer.close();
    const outbox = join(root, 'outbox');
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    expect(modeOf(outbox).toString(8)).toBe('700');
    expect(modeOf(join(outbox, file ?? '')).toString(8)).toBe('600');
  });
});
