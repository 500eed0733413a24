/** Secret checks for the Edge Functions (docs/security.md, "The mail queue"). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Compares two strings in a time that says nothing about where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `sha256=` and the hex HMAC-SHA256 of a body under a secret: Meta's `X-Hub-Signature-256`. */
export const hubSignature = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * Whether a webhook's `X-Hub-Signature-256` is the app secret's HMAC of its
 * raw body, compared in constant time (docs/whatsapp.md, "Receipts and
 * replies").
 */
export const signedByMeta = (header: string | null, secret: string, body: string): boolean =>
  header !== null && sameSecret(header.trim().toLowerCase(), hubSignature(secret, body));
