/**
 * The local Edge Functions: supabase/functions/customer-mail and whatsapp,
 * each run by the real Deno (the npm package `deno`) behind the gateway at
 * /functions/v1/{name}, and woken as on a hosted project. There, a Database
 * Webhook on each queue and a schedule for retries call them
 * (docs/deploying.md, "Deploying"); here the stack calls both every second while it runs (PGlite
 * cannot make HTTP calls), which a function cannot tell apart: it sends
 * whatever the database says is due.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, spawnGuarded, waitFor, type GuardedProcess } from './process.ts';
import {
  LOCAL_CUSTOMER_MAIL_WEBHOOK_SECRET,
  LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
  LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  LOCAL_EMAILJS_PRIVATE_KEY,
  LOCAL_EMAILJS_SERVICE_ID,
  LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
  LOCAL_WHATSAPP_ACCESS_TOKEN,
  LOCAL_WHATSAPP_API_VERSION,
  LOCAL_WHATSAPP_APP_SECRET,
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
  LOCAL_WHATSAPP_VERIFY_TOKEN,
  LOCAL_WHATSAPP_WAKE_SECRET,
} from './keys.ts';

export const CUSTOMER_MAIL_FUNCTION = 'customer-mail';
export const WHATSAPP_FUNCTION = 'whatsapp';

/** The Deno binary the `deno` package installed for this platform. */
function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

export interface FunctionsOptions {
  repoRoot: string;
  /** The gateway: the function's SUPABASE_URL and EmailJS origin, and where it is reached. */
  gatewayUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  publicKey: string;
  /** How often the stand-in for the webhook and the schedule wakes the function; 0: never (tests wake it). */
  wakeEveryMs?: number;
}

export interface LocalFunctions {
  /** Each function's Deno server (the gateway proxies /functions/v1/{name} to it). */
  urls: Record<typeof CUSTOMER_MAIL_FUNCTION | typeof WHATSAPP_FUNCTION, string>;
  /** Calls customer-mail now, as the webhook would; resolves with its answer. */
  wake(): Promise<{ sent: number; failed: number }>;
  /** Calls the whatsapp sender now, as its webhook would. */
  wakeWhatsapp(): Promise<{ sent: number; failed: number; refused: number }>;
  stop(): Promise<void>;
}

/** One function's Deno server, with the settings a hosted project gives it; resolves once it answers. */
async function serveFunction(repoRoot: string, name: string, env: Record<string, string>) {
  const port = await freePort();
  const entry = join(repoRoot, 'supabase/functions', name, 'index.ts');
  const deno: GuardedProcess = spawnGuarded(
    denoBinary(),
    ['run', '--allow-net=127.0.0.1,localhost', '--allow-env', entry],
    {
      output: process.env.LOCAL_STACK_DEBUG ? 'inherit' : 'ignore',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `The ${name} function (Deno)`,
      async () => {
        const res = await fetch(url);
        await res.body?.cancel();
        return res.status === 405 || res.status === 404;
      },
      { timeoutMs: 60_000, abort: deno.exited },
    );
  } catch (err) {
    await deno.stop();
    throw err;
  }
  return { url, deno };
}

/** POSTs a wake to a function with its secret; its JSON answer. */
async function wakeWith<T>(endpoint: string, secret: string): Promise<T> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'WAKE' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function startFunctions(options: FunctionsOptions): Promise<LocalFunctions> {
  const supabase = { SUPABASE_URL: options.gatewayUrl, SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey };
  const started = await Promise.allSettled([
    serveFunction(options.repoRoot, CUSTOMER_MAIL_FUNCTION, {
      // What a hosted project gives every function, and the secrets docs/deploying.md names.
      ...supabase,
      CUSTOMER_MAIL_WEBHOOK_SECRET: LOCAL_CUSTOMER_MAIL_WEBHOOK_SECRET,
      EMAILJS_ORIGIN: options.gatewayUrl,
      EMAILJS_SERVICE_ID: LOCAL_EMAILJS_SERVICE_ID,
      EMAILJS_PUBLIC_KEY: options.publicKey,
      EMAILJS_PRIVATE_KEY: LOCAL_EMAILJS_PRIVATE_KEY,
      EMAILJS_CONFIRMATION_TEMPLATE_ID: LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
      EMAILJS_STATUS_TEMPLATE_ID: LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
      EMAILJS_NEWSLETTER_TEMPLATE_ID: LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
      SITE_URL: options.siteUrl,
    }),
    serveFunction(options.repoRoot, WHATSAPP_FUNCTION, {
      ...supabase,
      WHATSAPP_WAKE_SECRET: LOCAL_WHATSAPP_WAKE_SECRET,
      WHATSAPP_API_ORIGIN: `${options.gatewayUrl}/graph`,
      WHATSAPP_API_VERSION: LOCAL_WHATSAPP_API_VERSION,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP_ACCESS_TOKEN,
      WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_VERIFY_TOKEN,
    }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.deno.stop()));
    throw failure.reason;
  }
  const [mail, whatsapp] = servers as [(typeof servers)[number], (typeof servers)[number]];

  const functionsUrl = `${options.gatewayUrl}/functions/v1`;
  const wake = () =>
    wakeWith<{ sent: number; failed: number }>(
      `${functionsUrl}/${CUSTOMER_MAIL_FUNCTION}`,
      LOCAL_CUSTOMER_MAIL_WEBHOOK_SECRET,
    );
  const wakeWhatsapp = () =>
    wakeWith<{ sent: number; failed: number; refused: number }>(
      `${functionsUrl}/${WHATSAPP_FUNCTION}/send`,
      LOCAL_WHATSAPP_WAKE_SECRET,
    );

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const every = options.wakeEveryMs ?? 1000;
  const tick = () => {
    if (stopped) return;
    // The next tick tries again; a failed send is recorded in the database.
    running = Promise.all([wake().catch(() => {}), wakeWhatsapp().catch(() => {})]).finally(() => {
      if (!stopped) timer = setTimeout(tick, every);
    });
  };
  if (every > 0) timer = setTimeout(tick, every);

  return {
    urls: { [CUSTOMER_MAIL_FUNCTION]: mail.url, [WHATSAPP_FUNCTION]: whatsapp.url },
    wake,
    wakeWhatsapp,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all([mail.deno.stop(), whatsapp.deno.stop()]);
    },
  };
}
