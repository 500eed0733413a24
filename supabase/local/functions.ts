/**
 * The local Edge Function: supabase/functions/customer-messages, run by the
 * real Deno (the npm package `deno`) behind the gateway at
 * /functions/v1/customer-messages, and woken as on a hosted project. There, a
 * Database Webhook on the queue and a schedule for retries call it
 * (docs/deploying.md, "Deploying"); here the stack calls it every second while
 * it runs (PGlite cannot make HTTP calls), which the function cannot tell
 * apart: it sends whatever the database says is due.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, spawnGuarded, waitFor } from './process.ts';
import {
  LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
  LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  LOCAL_EMAILJS_PRIVATE_KEY,
  LOCAL_EMAILJS_SERVICE_ID,
  LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
  LOCAL_MESSAGES_WAKE_SECRET,
  LOCAL_WHATSAPP_ACCESS_TOKEN,
  LOCAL_WHATSAPP_API_VERSION,
  LOCAL_WHATSAPP_APP_SECRET,
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
  LOCAL_WHATSAPP_VERIFY_TOKEN,
} from './keys.ts';

export const MESSAGES_FUNCTION = 'customer-messages';

/** The Deno binary the `deno` package installed for this platform. */
function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

export interface FunctionsOptions {
  repoRoot: string;
  /** The gateway: the function's SUPABASE_URL, EmailJS origin and Cloud API, and where it is reached. */
  gatewayUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  publicKey: string;
  /** How often the stand-in for the webhook and the schedule wakes the function; 0: never (tests wake it). */
  wakeEveryMs?: number;
}

/** What one channel's sender did in a wake. */
export interface ChannelCounts {
  sent: number;
  failed: number;
  refused: number;
}
export type WakeAnswer = Record<'email' | 'whatsapp', ChannelCounts>;

export interface LocalFunctions {
  /** The function's Deno server (the gateway proxies /functions/v1/customer-messages to it). */
  url: string;
  /** Calls the sender now, as the Database Webhook would; resolves with its answer. */
  wake(): Promise<WakeAnswer>;
  stop(): Promise<void>;
}

/** The function's Deno server, with the settings a hosted project gives it; resolves once it answers. */
async function serveFunction(repoRoot: string, env: Record<string, string>) {
  const port = await freePort();
  const entry = join(repoRoot, 'supabase/functions', MESSAGES_FUNCTION, 'index.ts');
  const deno = spawnGuarded(denoBinary(), ['run', '--allow-net=127.0.0.1,localhost', '--allow-env', entry], {
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
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `The ${MESSAGES_FUNCTION} function (Deno)`,
      async () => {
        const res = await fetch(url);
        await res.body?.cancel();
        return res.status === 404;
      },
      { timeoutMs: 60_000, abort: deno.exited },
    );
  } catch (err) {
    await deno.stop();
    throw err;
  }
  return { url, deno };
}

export async function startFunctions(options: FunctionsOptions): Promise<LocalFunctions> {
  const { url, deno } = await serveFunction(options.repoRoot, {
    // What a hosted project gives every function, and the secrets docs/deploying.md names.
    SUPABASE_URL: options.gatewayUrl,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    MESSAGES_WAKE_SECRET: LOCAL_MESSAGES_WAKE_SECRET,
    EMAILJS_ORIGIN: options.gatewayUrl,
    EMAILJS_SERVICE_ID: LOCAL_EMAILJS_SERVICE_ID,
    EMAILJS_PUBLIC_KEY: options.publicKey,
    EMAILJS_PRIVATE_KEY: LOCAL_EMAILJS_PRIVATE_KEY,
    EMAILJS_CONFIRMATION_TEMPLATE_ID: LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
    EMAILJS_STATUS_TEMPLATE_ID: LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
    EMAILJS_NEWSLETTER_TEMPLATE_ID: LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
    SITE_URL: options.siteUrl,
    WHATSAPP_API_ORIGIN: `${options.gatewayUrl}/graph`,
    WHATSAPP_API_VERSION: LOCAL_WHATSAPP_API_VERSION,
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP_ACCESS_TOKEN,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_VERIFY_TOKEN,
  });

  const wake = async (): Promise<WakeAnswer> => {
    const endpoint = `${options.gatewayUrl}/functions/v1/${MESSAGES_FUNCTION}/send`;
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_MESSAGES_WAKE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'WAKE' }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${text}`);
    return JSON.parse(text) as WakeAnswer;
  };

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const every = options.wakeEveryMs ?? 1000;
  const tick = () => {
    if (stopped) return;
    // The next tick tries again; a failed send is recorded in the database.
    running = wake()
      .catch(() => {})
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, every);
      });
  };
  if (every > 0) timer = setTimeout(tick, every);

  return {
    url,
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await deno.stop();
    },
  };
}
