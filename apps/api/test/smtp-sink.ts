import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it, parsed from the real SMTP conversation. */
export interface SunkMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for the mailer's SMTP_URL. */
  url: string;
  mails(): SunkMail[];
  clear(): void;
  /** The next `count` messages are refused with a temporary SMTP error (451). */
  failNext(count: number): void;
  /** Resolves with the first mail matching `match`, polling until `timeoutMs`. */
  waitFor(match: (mail: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

class TemporaryFailure extends Error {
  readonly responseCode = 451;
}

/**
 * A real SMTP server on a free local port (or on `port`, to bring a stopped mail server back)
 * that keeps what it receives (docs/testing.md). smtp-server waits a fixed 100 ms before greeting
 * each connection: about 0.1 s a mail.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No DNS lookups of the client: every connection is local.
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          callback(new TemporaryFailure('Fallo simulado del servidor de correo'));
          return;
        }
        // Parsed before answering 250, so a mail is in the list when the sender's call returns.
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const to = (mail.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : ''));
            received.push({
              to: to.join(', '),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    mails: () => [...received],
    clear: () => void received.splice(0),
    failNext: (count) => void (failures = count),
    async waitFor(match, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error('No ha llegado el correo esperado');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
