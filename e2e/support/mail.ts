import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SunkMail } from './mail-sink.ts';

/** Every mail the SMTP sink has received so far for `address`, oldest first. */
export function mailsTo(address: string): SunkMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SunkMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits until the sink holds more than `seen` mails for `address`; returns the newest. */
export async function waitForMail(
  address: string,
  { seen = 0, timeoutMs = 15_000 }: { seen?: number; timeoutMs?: number } = {},
): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    const newest = mails[mails.length - 1];
    if (mails.length > seen && newest) return newest;
    if (Date.now() > deadline) throw new Error(`No mail for ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until the sink holds a mail for `address` with this subject; returns it. */
export async function waitForSubject(
  address: string,
  subject: string,
  timeoutMs = 20_000,
): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(address).find((m) => m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = mailsTo(address).map((m) => m.subject);
      throw new Error(`No mail '${subject}' for ${address}; seen: ${JSON.stringify(seen)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
