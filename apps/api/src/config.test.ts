import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('configuration from the environment', () => {
  it('gives a working embedded instance with no variables set', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.jwtSecret.length).toBeGreaterThan(32);
  });

  it('keeps the generated secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it('does not seed demo data on a real server unless asked', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('creates the superuser only when both admin variables are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: 'x' }).admin).toBeUndefined();
    const admin = loadConfig({
      DATA_DIR: dataDir(),
      ADMIN_USERNAME: '12345678z',
      ADMIN_PASSWORD: 'secreto1',
    }).admin;
    expect(admin).toEqual({ username: '12345678Z', password: 'secreto1' });
  });

  it('takes TIME_ZONE, Europe/Madrid by default, and refuses a zone it does not know', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).timeZone).toBe('Europe/Madrid');
    expect(loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: 'Atlantic/Canary' }).timeZone).toBe(
      'Atlantic/Canary',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TIME_ZONE: 'Europe/Oviedo' })).toThrow(
      /Configuración no válida[\s\S]*TIME_ZONE/,
    );
  });

  it('sends the automatic reminders 2 days before at 08:00 by default; 0 days turns them off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).reminders).toEqual({ daysBefore: 2, hour: 8 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), REMINDER_DAYS_BEFORE: '0', REMINDER_HOUR: '7' }).reminders,
    ).toEqual({ daysBefore: 0, hour: 7 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), REMINDER_DAYS_BEFORE: '-1' })).toThrow(
      /Configuración no válida[\s\S]*REMINDER_DAYS_BEFORE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), REMINDER_HOUR: '24' })).toThrow(
      /Configuración no válida[\s\S]*REMINDER_HOUR/,
    );
  });

  it("prints the reports' PDFs with Debian's Chromium unless CHROMIUM_PATH names another", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chromiumPath).toBe('/usr/bin/chromium');
    expect(
      loadConfig({ DATA_DIR: dataDir(), CHROMIUM_PATH: '/opt/chromium/chrome' }).chromiumPath,
    ).toBe('/opt/chromium/chrome');
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(
      /Configuración no válida[\s\S]*PORT/,
    );
  });
});
