/**
 * The local Edge Functions: supabase/functions/customer-mail run by the real
 * Deno (the npm package `deno`), behind the gateway at /functions/v1/, and
 * woken as on a hosted project. There, a Database Webhook on customer_mail
 * and a schedule for retries call it (docs/deploying.md, "Deploying"); here the stack
 * calls it every second while it runs (PGlite cannot make HTTP calls), which
 * the function cannot tell apart: it sends whatever the database says is due.
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
} from './keys.ts';

export const CUSTOMER_MAIL_FUNCTION = 'customer-mail';

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
  /** The Deno server's own URL (the gateway proxies /functions/v1/customer-mail to it). */
  url: string;
  /** Calls the function now, as the webhook would; resolves with its answer. */
  wake(): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
}

export async function startFunctions(options: FunctionsOptions): Promise<LocalFunctions> {
  const port = await freePort();
  const entry = join(options.repoRoot, 'supabase/functions', CUSTOMER_MAIL_FUNCTION, 'index.ts');
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
        // What a hosted project gives every function, and the secrets docs/deploying.md names.
        SUPABASE_URL: options.gatewayUrl,
        SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
        CUSTOMER_MAIL_WEBHOOK_SECRET: LOCAL_CUSTOMER_MAIL_WEBHOOK_SECRET,
        EMAILJS_ORIGIN: options.gatewayUrl,
        EMAILJS_SERVICE_ID: LOCAL_EMAILJS_SERVICE_ID,
        EMAILJS_PUBLIC_KEY: options.publicKey,
        EMAILJS_PRIVATE_KEY: LOCAL_EMAILJS_PRIVATE_KEY,
        EMAILJS_CONFIRMATION_TEMPLATE_ID: LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
        EMAILJS_STATUS_TEMPLATE_ID: LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
        EMAILJS_NEWSLETTER_TEMPLATE_ID: LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
        SITE_URL: options.siteUrl,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'The customer-mail function (Deno)',
      async () => {
        const res = await fetch(url);
        await res.body?.cancel();
        return res.status === 405;
      },
      { timeoutMs: 60_000, abort: deno.exited },
    );
  } catch (err) {
    await deno.stop();
    throw err;
  }

  const endpoint = `${options.gatewayUrl}/functions/v1/${CUSTOMER_MAIL_FUNCTION}`;
  const wake = async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_CUSTOMER_MAIL_WEBHOOK_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'WAKE', table: 'customer_mail', schema: 'public' }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${CUSTOMER_MAIL_FUNCTION}: ${res.status} ${text}`);
    return JSON.parse(text) as { sent: number; failed: number };
  };

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const every = options.wakeEveryMs ?? 1000;
  const tick = () => {
    if (stopped) return;
    running = wake()
      .catch(() => {}) // the next tick tries again; a failed send is recorded in the database
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
