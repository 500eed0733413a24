/**
 * Starting the local stack for a test file: a temp LOCAL_DATA_DIR, PGlite or
 * a throwaway PostgreSQL cluster, clients for the anon and service-role keys.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type LocalStack, type StackOptions } from '@local-stack/stack.ts';
import { createPublicClient, createSupabaseClient, type AppSupabaseClient, type PublicClient } from '@/api/supabase';
import { submitRequest } from '@/api/requests';
import type { HumanSignals } from '@/domain/request/schema';
import type { StoredRequest } from '@/domain/request/wire';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres';

export type BackendName = 'pglite' | 'postgres';

export interface Backend {
  name: BackendName;
  /** Why this variant cannot run here, if it cannot. */
  skip?: string;
}

/** The backends the suite runs on: PGlite always; PostgreSQL 15 where its binaries are. */
export function backends(): Backend[] {
  const pg = findPostgresBinaries();
  const postgres: Backend = 'skip' in pg ? { name: 'postgres', skip: pg.skip } : { name: 'postgres' };
  if (postgres.skip) console.warn(`[integration] skipping the PostgreSQL variant: ${postgres.skip}`);
  return [{ name: 'pglite' }, postgres];
}

export interface TestStack {
  stack: LocalStack;
  /** The public site's own client (PostgREST only, the anon key): what a visitor's browser, or a script, can call. */
  anon: PublicClient;
  service: AppSupabaseClient;
  /** Stops the stack and starts it again on the same data (restart behaviour). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestStack(backend: BackendName, options: StackOptions = {}): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `satna-stack-${backend}-`));
  let cluster: PostgresCluster | undefined;
  if (backend === 'postgres') {
    const pg = findPostgresBinaries();
    if ('skip' in pg) throw new Error(pg.skip);
    cluster = await startPostgresCluster(pg.binDir);
  }
  const start = () => startStack({ ...options, dataDir, databaseUrl: cluster?.url ?? '' });
  const t: TestStack = {
    stack: undefined as unknown as LocalStack,
    anon: undefined as unknown as PublicClient,
    service: undefined as unknown as AppSupabaseClient,
    async restart() {
      await t.stack.stop();
      await connect();
    },
    async stop() {
      try {
        await t.stack?.stop();
      } finally {
        cluster?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  const connect = async () => {
    t.stack = await start();
    t.anon = await createPublicClient({ url: t.stack.apiUrl, anonKey: t.stack.anonKey });
    t.service = await createSupabaseClient({ url: t.stack.apiUrl, anonKey: t.stack.serviceRoleKey });
  };
  try {
    await connect();
  } catch (err) {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return t;
}

/** @emailjs/browser reads `location.pathname`; Node has no `location`. */
export function provideLocation(origin: string) {
  Object.defineProperty(globalThis, 'location', { value: new URL(`${origin}/`), configurable: true, writable: true });
}

/** A client signed in as `email`, its session kept in memory (Node has no localStorage). */
export async function signedIn(t: TestStack, email: string, password: string): Promise<AppSupabaseClient> {
  const client = await createSupabaseClient({
    url: t.stack.apiUrl,
    anonKey: t.stack.anonKey,
    sessionKey: `test-${randomUUID()}`,
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** What a person's form sends along with a request (src/features/requests/human-signals.tsx). */
export const person = { website: '', fillMs: 6_000, submittedAt: Date.now() };

/** A test's request: what submit_request takes of a payload, with the id the browser would give it. */
export type TestRequest = StoredRequest & { requestId: string };

/** submit_request through the site's call, for a test's request. */
export const submit = (request: TestRequest, signals: HumanSignals & { submittedAt: number }, client?: PublicClient) =>
  submitRequest(request.requestId, request, signals, client);

/**
 * A maker of valid requests on top of `base`, each from a person of their own
 * (own e-mail and phone: the hourly limits count per person).
 */
export function requestsLike(
  base: Omit<TestRequest, 'requestId' | 'email' | 'phone'> & { emailName: string; phonePrefix: string },
) {
  const { emailName, phonePrefix, ...fields } = base;
  let people = 0;
  return (overrides: Partial<TestRequest> = {}): TestRequest => {
    people += 1;
    const stamp = String(Date.now() % 100000).padStart(5, '0');
    return {
      requestId: randomUUID(),
      ...fields,
      email: `${emailName}.${people}${stamp}@example.in`,
      phone: `+91 ${phonePrefix}${String(people).padStart(3, '0')} ${stamp}`,
      ...overrides,
    };
  };
}

/** A call to a database function as a script with the anon key makes it, from a client address as the platform passes it. */
export const rpcFrom = (t: TestStack, address: string, name: string, args: Record<string, unknown>) =>
  fetch(`${t.stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: t.stack.anonKey,
      authorization: `Bearer ${t.stack.anonKey}`,
      'content-type': 'application/json',
      'cf-connecting-ip': address,
    },
    body: JSON.stringify(args),
  });

/** submit_request as a script with the anon key calls it, from a client address of its choosing: the raw answer. */
export const submitFrom = (t: TestStack, address: string, request: TestRequest) =>
  rpcFrom(t, address, 'submit_request', {
    p_request_id: request.requestId,
    p_name: request.name,
    p_email: request.email,
    p_phone: request.phone,
    p_service: request.service,
    p_document_type: request.documentType,
    p_website: person.website,
    p_fill_ms: person.fillMs,
  });

/**
 * A limit of private.rate_limits (docs/security.md, "Who a limit counts") as
 * the test's database has it: a test reads a limit, never repeats its number.
 */
export async function rateLimit(t: TestStack, name: string): Promise<number> {
  const [row] = await t.stack.sql<{ maximum: number }>('select (private.rate_limit($1)).maximum', [name]);
  return row!.maximum;
}
