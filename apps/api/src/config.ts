import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '@extranet/shared/zone-day';
import { DEFAULT_TIME_ZONE } from './time/today.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The environment variables of README.md#configuration, validated; every one is optional. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Educación Ambiental <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  WEB_DIST: z.string().optional(),
  /** Set when a reverse proxy sits in front, so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: flag.default(false),
  /** Sends the CSP as report-only: for local review tools that inject inline scripts. */
  CSP_REPORT_ONLY: flag.default(false),
  /** The Chromium that prints the reports' PDFs (docs/product/reporting.md#documents). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** The zone whose day is "today" on both sides (docs/exports-text-and-time.md). */
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'zona horaria desconocida (un nombre IANA, p. ej. Europe/Madrid)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Tuning knobs that tests lower (docs/testing.md). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /** Limits of docs/rate-limits-and-access-matrix.md. */
  LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  RECOVER_RATE_MAX: z.coerce.number().int().min(1).default(3),
  RECOVER_EMAIL_RATE_MAX: z.coerce.number().int().min(1).default(20),
  RATE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  /**
   * The automatic appointment reminders (docs/product/calendar.md#automatic-reminders): how many
   * days before the agreed date (0 turns them off) and at what hour of TIME_ZONE the daily run is.
   */
  REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(60).default(2),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(8),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  admin: { username: string; password: string } | undefined;
  webDist: string;
  trustProxy: boolean;
  cspReportOnly: boolean;
  chromiumPath: string;
  logLevel: string;
  timeZone: string;
  argon2: { memoryCost: number; timeCost: number };
  rateLimit: {
    loginMax: number;
    loginSlowdownMaxMs: number;
    recoverMax: number;
    recoverEmailMax: number;
    windowMs: number;
  };
  mail: { retryBaseMs: number; maxAttempts: number; pollMs: number };
  /** docs/product/calendar.md#automatic-reminders: `daysBefore` 0 turns the job off. */
  reminders: { daysBefore: number; hour: number };
}

/** The configuration the app runs with: the environment's, and the version it reports. */
export interface AppConfig extends Config {
  version: string;
}

/** Reads the JWT secret from DATA_DIR, creating it on the first start. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the configuration from the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // Owner-only: it holds the JWT secret, uploads and the outbox's mails (docs/operations.md).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME.toUpperCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    cspReportOnly: e.CSP_REPORT_ONLY,
    chromiumPath: e.CHROMIUM_PATH,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    rateLimit: {
      loginMax: e.LOGIN_RATE_MAX,
      loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
      recoverMax: e.RECOVER_RATE_MAX,
      recoverEmailMax: e.RECOVER_EMAIL_RATE_MAX,
      windowMs: e.RATE_WINDOW_MS,
    },
    mail: {
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      pollMs: e.MAIL_POLL_MS,
    },
    reminders: { daysBefore: e.REMINDER_DAYS_BEFORE, hour: e.REMINDER_HOUR },
  };
}
