/**
 * The papers function (supabase/functions/papers) for the local stack: its
 * handler run in this process (it uses no Deno API) and woken every few
 * seconds, as a hosted project's Database Webhook and schedule wake it
 * (docs/deploying.md, "Papers"). Tests wake it themselves (`everyMs: 0`).
 */
import { handle, type PapersSettings } from '../functions/papers/handler.ts';
import { LOCAL_PAPERS_WAKE_SECRET } from './keys.ts';

export interface PapersWorker {
  wake(): Promise<{ checked: number; refused: number; deleted: number }>;
  stop(): Promise<void>;
}

export function startPapersWorker(options: {
  gatewayUrl: string;
  serviceRoleKey: string;
  everyMs?: number;
}): PapersWorker {
  const settings: PapersSettings = {
    supabaseUrl: options.gatewayUrl,
    serviceRoleKey: options.serviceRoleKey,
    wakeSecret: LOCAL_PAPERS_WAKE_SECRET,
  };
  const wake = async () => {
    const res = await handle(
      new Request('http://papers.local/', {
        method: 'POST',
        headers: { authorization: `Bearer ${LOCAL_PAPERS_WAKE_SECRET}` },
      }),
      settings,
    );
    const body = (await res.json()) as { checked: number; refused: number; deleted: number; error?: string };
    if (!res.ok) throw new Error(`papers: ${body.error ?? res.status}`);
    return body;
  };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const every = options.everyMs ?? 5000;
  const tick = () => {
    if (stopped) return;
    running = wake()
      .catch(() => {}) // the next tick tries again
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, every);
      });
  };
  if (every > 0) timer = setTimeout(tick, every);
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
