/**
 * The site's Supabase client: created on first use and loaded with a dynamic
 * import, so supabase-js is not in the first-load bundle (docs/architecture.md, "Stack facts").
 * The public site has no login: the anon key is the only credential, no
 * session is kept, and nothing is read from the URL. The staff inbox makes a
 * client of its own that keeps its user's session (`sessionKey`).
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './api/database';
import { readSupabaseEnv } from './env';
import { nextTask } from './next-task';
import { loadChunk } from './load-chunk';

export type AppSupabaseClient = SupabaseClient<Database>;

export interface SupabaseSettings {
  /** Default: VITE_SUPABASE_URL, else the page's origin. */
  url?: string;
  /** Default: VITE_SUPABASE_ANON_KEY, else the local stack's anon key. */
  anonKey?: string;
  fetch?: typeof fetch;
  /** Abort a request after this long (it then fails with status 0). Default 20 s. */
  timeoutMs?: number;
  /**
   * Keep a signed-in user's session under this storage key, refreshed
   * before it expires (the staff inbox). The public site signs no one in.
   */
  sessionKey?: string;
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * supabase-js builds a realtime client eagerly and throws where there is no
 * WebSocket (Node 20: the prerender and the integration tests). The site uses
 * no realtime channel, so there it gets a transport that refuses to connect.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by this site and this runtime has no WebSocket.');
  }
}

export async function createSupabaseClient(settings: SupabaseSettings = {}): Promise<AppSupabaseClient> {
  const { createClient } = await loadChunk(() => import('@supabase/supabase-js'));
  // Evaluating supabase-js and building a client each take a phone ~30 ms: two tasks, not one.
  await nextTask();
  const env = readSupabaseEnv({
    ...(settings.url ? { url: settings.url } : {}),
    ...(settings.anonKey ? { anonKey: settings.anonKey } : {}),
  });
  const hasWebSocket = typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'function';
  return createClient<Database>(env.url, env.anonKey, {
    auth: settings.sessionKey
      ? { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: settings.sessionKey }
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Callers own the retry policy (TanStack Query, the outbox's backoff):
    // supabase-js's own retries would only delay an offline answer by seconds.
    db: { retry: false, timeout: settings.timeoutMs ?? 20_000 },
    ...(settings.fetch ? { global: { fetch: settings.fetch } } : {}),
    ...(hasWebSocket ? {} : { realtime: { transport: NoRealtime as unknown as RealtimeTransport } }),
  });
}

let shared: Promise<AppSupabaseClient> | undefined;

/** The shared client, created on first call. */
export function getSupabase(): Promise<AppSupabaseClient> {
  shared ??= createSupabaseClient().catch((err: unknown) => {
    shared = undefined; // let a later call try again
    throw err;
  });
  return shared;
}
