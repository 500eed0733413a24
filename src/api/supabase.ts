/**
 * The site's two Supabase clients, created on first use and loaded with a
 * dynamic import, so neither is in the first-load bundle: the public site's
 * PostgREST-only client (the anon key, rpc and select), and the staff inbox's
 * full supabase-js client, which keeps its session (`sessionKey`) for as long
 * as the tab is open. Why two: docs/architecture.md, "Stack facts"; the
 * session: docs/security.md, "Staff sessions".
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database';
import { readSupabaseEnv } from '../platform/env';
import { nextTask } from '../platform/next-task';
import { loadChunk } from '../platform/load-chunk';

export type AppSupabaseClient = SupabaseClient<Database>;

/** What the public site calls: the database's REST API. A full client (the staff's, the tests') is one too. */
export type PublicClient = Pick<AppSupabaseClient, 'from' | 'rpc'>;

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
   * before it expires (the staff inbox): in this tab's sessionStorage, never
   * in localStorage (tabStorage). The public site signs no one in.
   */
  sessionKey?: string;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where a signed-in session is kept (docs/security.md, "Staff sessions"):
 * the tab's sessionStorage, so it lasts through reloads and ends with the
 * tab, and is never left on the disk of a shared computer; else (storage
 * blocked, or Node) memory, which a reload forgets. supabase-js would fall
 * back to localStorage if given none. A session an older version kept in
 * localStorage under `key` is removed.
 */
export function tabStorage(key: string): SessionStore {
  const page = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  try {
    const legacy = page.localStorage;
    if (legacy) {
      for (const name of Object.keys(legacy)) if (name === key || name.startsWith(`${key}-`)) legacy.removeItem(name);
    }
  } catch {
    // storage blocked: nothing was kept there either
  }
  try {
    const tab = page.sessionStorage;
    if (tab) {
      const probe = `${key}-probe`;
      tab.setItem(probe, '1');
      tab.removeItem(probe);
      return tab;
    }
  } catch {
    // blocked (some private modes): memory
  }
  const memory = new Map<string, string>();
  return {
    getItem: (name) => memory.get(name) ?? null,
    setItem: (name, value) => void memory.set(name, value),
    removeItem: (name) => void memory.delete(name),
  };
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

/** The anon key's client of the REST API: the public site's (and the prerender's) only client. */
export async function createPublicClient(settings: Omit<SupabaseSettings, 'sessionKey'> = {}): Promise<PublicClient> {
  const { PostgrestClient } = await loadChunk(() => import('@supabase/postgrest-js'));
  const env = readSupabaseEnv({
    ...(settings.url ? { url: settings.url } : {}),
    ...(settings.anonKey ? { anonKey: settings.anonKey } : {}),
  });
  // The headers supabase-js sends with the anon key and no session.
  return new PostgrestClient<Database>(new URL('rest/v1', env.url.replace(/\/?$/, '/')).href, {
    headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
    // Callers own the retry policy (TanStack Query, the outbox's backoff).
    retry: false,
    timeout: settings.timeoutMs ?? 20_000,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
}

/** A full supabase-js client, for a user who signs in (the staff inbox) and for tests. */
export async function createSupabaseClient(settings: SupabaseSettings = {}): Promise<AppSupabaseClient> {
  const { createClient } = await loadChunk(() => import('@supabase/supabase-js'));
  // Evaluating supabase-js and building a client each take a phone ~30 ms: two tasks, not one.
  await nextTask();
  const env = readSupabaseEnv({
    ...(settings.url ? { url: settings.url } : {}),
    ...(settings.anonKey ? { anonKey: settings.anonKey } : {}),
  });
  const hasWebSocket = typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'function';
  return createClient<Database, 'public'>(env.url, env.anonKey, {
    auth: settings.sessionKey
      ? {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
          storageKey: settings.sessionKey,
          storage: tabStorage(settings.sessionKey),
        }
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js 2.109 (the last for Node 20: README, "Node") cannot turn off
    // its REST client's retries: a read cut off is tried 3 more times (1, 2, 4 s).
    db: { timeout: settings.timeoutMs ?? 20_000 },
    ...(settings.fetch ? { global: { fetch: settings.fetch } } : {}),
    ...(hasWebSocket ? {} : { realtime: { transport: NoRealtime as unknown as RealtimeTransport } }),
  });
}

let shared: Promise<PublicClient> | undefined;

/** The public site's shared client, created on first call. */
export function getSupabase(): Promise<PublicClient> {
  shared ??= createPublicClient().catch((err: unknown) => {
    shared = undefined; // let a later call try again
    throw err;
  });
  return shared;
}
