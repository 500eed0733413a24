/**
 * The local stack's JWT secret and API keys.
 *
 * The secret is the Supabase CLI's well-known local one, and the keys carry the
 * same claims as the CLI's (`iss: supabase-demo`, a role, exp in 2032), so the
 * anon key signed here is byte for byte the CLI's well-known local anon key.
 * None of this is secret: it only opens a database on the developer's machine.
 * src/platform/env.ts repeats the anon key as a literal (src may not import node
 * code); tests/integration/local-keys.test.ts checks the two agree.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** 2032-11-12: far enough that local keys never expire in practice. */
const LOCAL_KEY_EXPIRY = 1983812996;

const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');

/** HS256 JWT; claims are serialised in the given key order. */
export function signJwt(claims: Record<string, unknown>, secret: string = LOCAL_JWT_SECRET): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The claims of an HS256 JWT signed with `secret` and not expired, or null. */
export function verifyJwt(token: string, secret: string = LOCAL_JWT_SECRET): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof claims.exp === 'number' && claims.exp * 1000 < Date.now() ? null : claims;
  } catch {
    return null;
  }
}

export const LOCAL_ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: LOCAL_KEY_EXPIRY });

export const LOCAL_SERVICE_ROLE_KEY = signJwt({
  iss: 'supabase-demo',
  role: 'service_role',
  exp: LOCAL_KEY_EXPIRY,
});

/** What the local mail endpoint accepts as `user_id` (src/platform/env.ts has the same default). */
export const LOCAL_EMAILJS_PUBLIC_KEY = 'local-public-key';

/**
 * The server's EmailJS settings for mail to customers (supabase/functions/customer-messages):
 * the local mail endpoint sends these templates only with this private key,
 * as EmailJS does for an account with "Use Private Key" on.
 */
export const LOCAL_EMAILJS_PRIVATE_KEY = 'local-private-key';
export const LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID = 'local-confirmation-template';
export const LOCAL_EMAILJS_STATUS_TEMPLATE_ID = 'local-status-template';
export const LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID = 'local-newsletter-template';
export const LOCAL_EMAILJS_SERVICE_ID = 'local-service';

/**
 * What the local stand-in for the Database Webhook and the schedule sends to
 * wake customer-messages (functions.ts); a hosted project sets its own random
 * secret (docs/deploying.md, "Deploying"). It wakes the sender and opens nothing else.
 */
export const LOCAL_MESSAGES_WAKE_SECRET = 'local-messages-wake-secret-not-for-production';

/** What wakes the local papers function (papers.ts); a hosted project sets its own (docs/deploying.md, "Papers"). */
export const LOCAL_PAPERS_WAKE_SECRET = 'local-papers-wake-secret-not-for-production';

/**
 * The local WhatsApp Cloud API stand-in (whatsapp-api.ts) and the function's
 * WhatsApp settings: a phone-number id and an access token the stand-in
 * accepts, the app secret it signs its webhook calls with and the verify
 * token of the handshake. A hosted project sets its own (docs/whatsapp.md,
 * "Deploying").
 */
export const LOCAL_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
export const LOCAL_WHATSAPP_ACCESS_TOKEN = 'local-whatsapp-access-token';
export const LOCAL_WHATSAPP_APP_SECRET = 'local-whatsapp-app-secret';
export const LOCAL_WHATSAPP_VERIFY_TOKEN = 'local-whatsapp-verify-token';
/** The Graph API version the local function names in its paths; the stand-in takes any. */
export const LOCAL_WHATSAPP_API_VERSION = 'v21.0';
