/**
 * Pragmatic e-mail check: full RFC 5322 accepts addresses no mail server of the users would
 * deliver to (quoted local parts, bare IP domains), so only the usual shape is allowed.
 */

/** Longest address a mail server accepts in a forward path (RFC 5321 errata 1690). */
const MAX_EMAIL_LENGTH = 254;

/**
 * One @ between a local part and a domain, neither with whitespace or a second @; the domain
 * is one or more non-empty labels followed by a dot and a top-level domain of 2+ letters.
 */
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;

/**
 * True when `value` looks like local@domain.tld: at most 254 characters, no whitespace
 * anywhere, exactly one @, a domain with at least one dot, no empty domain labels and a
 * top-level domain of at least 2 letters. Spaces are not trimmed: the caller trims input.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(value);
}
