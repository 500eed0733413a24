/**
 * The local database: embedded PGlite (persisted on disk) or a real Postgres
 * given by DATABASE_URL, brought to the same state hosted Supabase would be in:
 * bootstrap (roles and default privileges), migrations in order, seed once.
 *
 * Everything here runs in-process before PostgREST connects: once served,
 * pglite-socket owns PGlite's single session.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOTSTRAP_SQL, STORAGE_BOOTSTRAP_SQL } from './bootstrap.ts';

export { BOOTSTRAP_SQL };

export interface SqlDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** Runs one or more statements (simple protocol, no parameters). */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Makes the database reachable over TCP for PostgREST and returns the
   * connection URI. For PGlite this starts pglite-socket; after it, do not use
   * exec/query (the socket owns PGlite's single session).
   */
  serve(): Promise<string>;
  close(): Promise<void>;
  /** PGlite only: pg_dump (PGlite's WASM build) with these arguments, for supabase/schema.sql. */
  dump?(args: string[]): Promise<string>;
}

/** `dataDir` is a directory, or memory:// for a throwaway in-memory database. */
export async function openPglite(dataDir: string): Promise<SqlDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  // pgcrypto: the migrations' keyed hashes (hmac) and random bytes, as in
  // schema `extensions` on hosted Supabase (docs/security.md, "Keyed hashes").
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const db = await PGlite.create(dataDir, { extensions: { pgcrypto } });
  let socketServer: { stop(): Promise<void>; getServerConn(): string } | undefined;
  return {
    kind: 'pglite',
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async serve() {
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      // PostgREST keeps one connection (pool 1, stack.ts) but now and then
      // opens a new one while pglite-socket still holds its previous one (seen
      // at start-up and under 50 concurrent calls). With room for one
      // connection only, the new one was refused and calls failed with 503
      // PGRST000 until PostgREST's retry, seconds later. pglite-socket runs the
      // queries of all connections on PGlite's one session and keeps each
      // transaction's queries together; PostgREST sets its settings per
      // transaction and prepares nothing, so sharing the session is safe.
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
      await server.start();
      socketServer = server;
      // PGlite has a single user and ignores the password.
      return `postgres://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    },
    async dump(args) {
      const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
      return (await pgDump({ pg: db, args })).text();
    },
    async close() {
      await socketServer?.stop();
      socketServer = undefined;
      if (!db.closed) await db.close();
    },
  };
}

export async function openPostgres(url: string): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('notice', () => {}); // "role is already a member", "already exists, skipping"
  await client.connect();
  let open = true;
  return {
    kind: 'postgres',
    async exec(sql) {
      await client.query(sql);
    },
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async serve() {
      return url;
    },
    async close() {
      if (open) {
        open = false;
        await client.end();
      }
    },
  };
}

export interface PrepareResult {
  appliedMigrations: string[];
  seeded: boolean;
}

export interface PrepareOptions {
  migrationsDir: string;
  /** Applied once per content (recorded by hash); skipped when the file is absent. */
  seedFile?: string;
  log?: (line: string) => void;
}

async function inTransaction(db: SqlDatabase, work: () => Promise<void>) {
  await db.exec('begin');
  try {
    await work();
    await db.exec('commit');
  } catch (err) {
    await db.exec('rollback').catch(() => {});
    throw err;
  }
}

/** Bootstrap, then pending migrations in file-name order, then the seed. */
export async function prepareDatabase(db: SqlDatabase, options: PrepareOptions): Promise<PrepareResult> {
  const log = options.log ?? (() => {});
  await db.exec(BOOTSTRAP_SQL);
  await db.exec(STORAGE_BOOTSTRAP_SQL);

  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const files = readdirSync(options.migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const appliedNow: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    const sql = readFileSync(join(options.migrationsDir, file), 'utf8');
    try {
      await inTransaction(db, async () => {
        await db.exec(sql);
        await db.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [version, [sql], rest.join('_')],
        );
      });
    } catch (err) {
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    appliedNow.push(file);
    log(`applied migration ${file}`);
  }

  let seeded = false;
  if (options.seedFile && existsSync(options.seedFile)) {
    const sql = readFileSync(options.seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const [row] = await db.query<{ hash: string }>('select hash from supabase_migrations.seed_files where path = $1', [
      'seed.sql',
    ]);
    // seed.sql is idempotent (a post that exists takes the file's text, its
    // id, dates and author stay), so a changed seed is applied again: new posts
    // appear and corrected ones are corrected.
    if (row?.hash !== hash) {
      try {
        await inTransaction(db, async () => {
          await db.exec(sql);
          await db.query(
            `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
             on conflict (path) do update set hash = excluded.hash`,
            ['seed.sql', hash],
          );
        });
      } catch (err) {
        throw new Error(`supabase/seed.sql failed: ${(err as Error).message}`, { cause: err });
      }
      seeded = true;
      log('applied seed.sql');
    }
  }
  return { appliedMigrations: appliedNow, seeded };
}
