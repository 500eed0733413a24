/**
 * Backend settings from VITE_ variables (production's are in README,
 * "Configuration"), with defaults that work against the local stack, where the
 * site's own origin serves /rest/v1 and /api/v1.0. Read lazily, never at
 * import time: pages are prerendered in Node, and the service worker has
 * `location` but no `window`. The customer templates' ids are the server's
 * (docs/security.md, "Mail to customers"), not in the browser's code.
 */

/**
 * The local stack's anon key: an HS256 JWT {iss: supabase-demo, role: anon}
 * signed with the Supabase CLI's well-known local secret (the same key the CLI
 * prints). Public and useless outside a developer's machine.
 * supabase/local/keys.ts signs it; tests/integration/local-keys.test.ts checks both agree.
 */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** What the local mail endpoint accepts as the EmailJS public key. */
export const LOCAL_EMAILJS_PUBLIC_KEY = 'local-public-key';
export const LOCAL_EMAILJS_SERVICE_ID = 'local-service';
export const LOCAL_EMAILJS_ADMIN_TEMPLATE_ID = 'local-admin-template';

export interface SupabaseEnv {
  url: string;
  anonKey: string;
}

export interface EmailjsEnv {
  publicKey: string;
  serviceId: string;
  /** The firm's notification of a new request; its recipient is fixed to the firm in EmailJS. */
  adminTemplateId: string;
  /** Base URL the SDK posts to: `${origin}/api/v1.0/email/send`. */
  origin: string;
}

type ViteEnv = Partial<Record<string, string | boolean | undefined>>;

function viteEnv(): ViteEnv {
  // Vite's; under plain Node (tsx scripts) it is undefined.
  return (import.meta.env as ViteEnv | undefined) ?? {};
}

function pageOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

function pick(env: ViteEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function baseUrl(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is not set and there is no page origin to default to.`);
  return value.replace(/\/+$/, '');
}

/** Supabase settings, read now; `overrides` win (tests pass the stack's URL). */
export function readSupabaseEnv(overrides: Partial<SupabaseEnv> = {}): SupabaseEnv {
  const env = viteEnv();
  return {
    url: baseUrl(overrides.url ?? pick(env, 'VITE_SUPABASE_URL') ?? pageOrigin(), 'VITE_SUPABASE_URL'),
    anonKey: overrides.anonKey ?? pick(env, 'VITE_SUPABASE_ANON_KEY') ?? LOCAL_SUPABASE_ANON_KEY,
  };
}

/** EmailJS settings, read now; `overrides` win. */
export function readEmailjsEnv(overrides: Partial<EmailjsEnv> = {}): EmailjsEnv {
  const env = viteEnv();
  return {
    publicKey: overrides.publicKey ?? pick(env, 'VITE_EMAILJS_PUBLIC_KEY') ?? LOCAL_EMAILJS_PUBLIC_KEY,
    serviceId: overrides.serviceId ?? pick(env, 'VITE_EMAILJS_SERVICE_ID') ?? LOCAL_EMAILJS_SERVICE_ID,
    adminTemplateId:
      overrides.adminTemplateId ?? pick(env, 'VITE_EMAILJS_ADMIN_TEMPLATE_ID') ?? LOCAL_EMAILJS_ADMIN_TEMPLATE_ID,
    origin: baseUrl(overrides.origin ?? pick(env, 'VITE_EMAILJS_ORIGIN') ?? pageOrigin(), 'VITE_EMAILJS_ORIGIN'),
  };
}
