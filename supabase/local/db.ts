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

/**
 * Supabase's roles and default privileges, when missing. Idempotent. Never in a
 * migration: hosted Supabase has all of this already.
 */
export const BOOTSTRAP_SQL = `
do $bootstrap$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$bootstrap$;

grant anon, authenticated, service_role to authenticator;

-- PostgREST connects as the user that ran the migrations and switches to the
-- role of each request's JWT (SET LOCAL ROLE), as it does on Supabase from
-- authenticator. A superuser may switch to any role; anyone else needs the
-- membership.
do $membership$
begin
  if not (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$membership$;

-- As on Supabase: the API roles may use public, and everything the migrations
-- create there is granted to them. Row level security, not a missing grant, is
-- what keeps private tables private.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Supabase Auth's schema, as far as the migrations and the local sign-in
-- (supabase/local/auth.ts) use it: the users table's columns of the same
-- names and auth.uid() / auth.role() / auth.jwt() reading the request's JWT
-- claims as PostgREST sets them. Hosted projects have the real one.
create schema if not exists auth;
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create or replace function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$fn$;
create or replace function auth.uid() returns uuid language sql stable as $fn$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$fn$;
create or replace function auth.role() returns text language sql stable as $fn$
  select nullif(auth.jwt() ->> 'role', '')
$fn$;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on all functions in schema auth to anon, authenticated, service_role;
-- Only the local sign-in reads and adds users, with the service role.
grant select, insert, update on auth.users to service_role;

-- The Supabase CLI's bookkeeping tables, same shape.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
`;

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
