/** The header that names one submission of a form, so the server stores it once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new key for one submission: made when a form starts, sent again with every retry of that
 * submission, replaced once it has gone through. `crypto.randomUUID` exists only on secure
 * pages (HTTPS, localhost); elsewhere the same version 4 UUID is made from random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: the version (4) in the high nibble of byte 6, the variant (10) in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
