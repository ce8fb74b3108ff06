import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One received mail as the tests read it (written as JSON, one file a message). */
export interface SunkMail {
  receivedAt: string;
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSink {
  port: number;
  /** Every message received so far, in order (the runner's view; tests read the folder). */
  messages: SunkMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that accepts every message without authentication or TLS,
 * parses it with postal-mime, keeps it in memory and writes it to `dir` as
 * `<sequence>.json`, so test workers (other processes) can read what the app sent.
 */
export async function startMailSink(dir: string): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: SunkMail = {
              receivedAt: new Date().toISOString(),
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            };
            messages.push(mail);
            const name = `${String(messages.length).padStart(5, '0')}.json`;
            writeFileSync(join(dir, name), JSON.stringify(mail, null, 2));
            callback();
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
