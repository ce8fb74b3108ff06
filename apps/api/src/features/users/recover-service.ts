import { recordSentMail } from '../../mail/outbox.ts';
import { AppError } from '../../plugins/app-error.ts';
import { hashPassword } from '../../plugins/passwords.ts';
import { findUserByEmail, updateUser } from '../../repositories/users.ts';
import { generatePassword, HIDDEN_PASSWORD, recoverAccessMail } from './rules.ts';
import type { UserDeps } from './service.ts';

/** One address may ask this many times RECOVER_RATE_MAX, for any e-mails. */
const RECOVER_IP_FACTOR = 5;

export interface RecoverDeps extends UserDeps {
  log: { warn(details: object, message: string): void };
}

/**
 * Recover access (docs/access-and-sessions.md#recover-access,
 * docs/product/accounts.md#recover-access): mails a new random password to the account with that
 * e-mail. The new password waits in `pending_password_hash` and the old one keeps working until the
 * new one is used, so a stranger who knows the address cannot lock the owner out. The mail is sent
 * first: if the server cannot take it (503) nothing changes. Limited per e-mail and client IP, so a
 * stranger's requests from elsewhere never use up the owner's own, per e-mail from all addresses
 * (the ceiling against a mail flood) and per IP (docs/rate-limits-and-access-matrix.md).
 */
export async function recoverAccess(deps: RecoverDeps, email: string, ip: string): Promise<void> {
  const { recoverMax, recoverEmailMax } = deps.config.rateLimit;
  const address = email.toLowerCase();
  deps.rateLimiter.hit([
    { key: `recover:pair:${address}|${ip}`, max: recoverMax },
    { key: `recover:mail:${address}`, max: recoverEmailMax },
    { key: `recover:ip:${ip}`, max: recoverMax * RECOVER_IP_FACTOR },
  ]);
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('mail not found');
  if (user.disabled) throw new AppError('user not eligible');

  const password = generatePassword();
  const pendingPasswordHash = await hashPassword(password, deps.config.argon2);
  const content = { name: user.name, username: user.username, publicUrl: deps.config.publicUrl };
  const mail = recoverAccessMail({ ...content, password });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (err) {
    deps.log.warn({ err }, 'recover access: the mail server did not take the message');
    throw new AppError('mail server unavailable');
  }
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { pendingPasswordHash });
    // The audit copy never holds the password (docs/architecture.md#security).
    const audit = recoverAccessMail({ ...content, password: HIDDEN_PASSWORD });
    await recordSentMail(tx, {
      to: user.email,
      ...audit,
      meta: { kind: 'recover-access', userId: user.id },
    });
  });
}
