/**
 * A new Idempotency-Key for one submission of the request form (docs/requests-integrity.md):
 * a random (version 4) UUID. `crypto.randomUUID` exists only on HTTPS and localhost pages;
 * elsewhere the same UUID is written from `crypto.getRandomValues` (RFC 9562 §5.4).
 */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
