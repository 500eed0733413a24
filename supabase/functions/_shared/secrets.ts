/** Secret checks for the Edge Functions (docs/security.md, "Messages to clients"). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Compares two strings in a time that says nothing about where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `sha256=` and the hex HMAC-SHA256 of a body under a secret: Meta's
 * `X-Hub-Signature-256`. Over the bytes as they came: decoding first would
 * sign another text where the bytes are not UTF-8.
 */
export const hubSignature = (secret: string, body: Uint8Array | string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Whether a webhook's `X-Hub-Signature-256` is the app secret's HMAC of its
 * raw body, compared in constant time (docs/whatsapp.md, "Receipts and
 * replies").
 */
export const signedByMeta = (header: string | null, secret: string, body: Uint8Array): boolean =>
  header !== null && sameSecret(header.trim().toLowerCase(), hubSignature(secret, body));
