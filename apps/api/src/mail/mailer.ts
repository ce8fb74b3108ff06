import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
}

/** Delivers one message now; throws when the relay cannot take it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Transport options from `smtp://user:pass@host:port` (`smtps://` for TLS from the start). */
function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 25),
    secure,
    ...(u.username
      ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
      : {}),
    // Fail fast: recover access answers 503 rather than hanging when the relay is down.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * Real SMTP through `SMTP_URL`; without it, each mail is written to `DATA_DIR/outbox/*.eml`
 * (and logged), so a fresh instance works with no mail server (README.md#configuration,
 * docs/architecture.md#mail).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(smtpOptions(opts.smtpUrl));
    return {
      send: async (m) => {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
        });
      },
      close: () => transport.close(),
    };
  }
  const folder = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let seq = 0;
  return {
    send: async (m) => {
      const info = await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
      });
      // Owner-only: a recover-access mail holds a new password (docs/operations.md).
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, `${Date.now()}-${process.pid}-${++seq}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The file, not the address: the log holds no personal data.
      opts.log(`Correo guardado en ${file}`);
    },
    close: () => transport.close(),
  };
}
