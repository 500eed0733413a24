/**
 * The database's public surface is the allowlist in docs/security.md: every
 * function, table, view and sequence PostgREST exposes, with what anon and
 * authenticated may do with it. Read from the catalog after the migrations,
 * on PGlite and on PostgreSQL 15; anything not on the list fails by name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type SqlDatabase } from '../../supabase/local/db.ts';
import { EXPOSED_SCHEMAS } from '../../supabase/local/postgrest.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import { openBareDatabase } from '../support/integration/postgres';
import { backends } from '../support/integration/test-stack';

const API_ROLES = ['anon', 'authenticated'] as const;
type ApiRole = (typeof API_ROLES)[number];
type Kind = 'function' | 'table' | 'view' | 'sequence';

interface Listed {
  name: string;
  kind: Kind;
  allowed: Record<ApiRole, string[]>;
}

/** The table between the surface markers of docs/security.md. */
function readAllowlist(): Map<string, Listed> {
  const doc = readFileSync(join(REPO_ROOT, 'docs/security.md'), 'utf8');
  const block = doc.split('<!-- surface:start -->')[1]?.split('<!-- surface:end -->')[0];
  if (!block) throw new Error('docs/security.md has no surface:start / surface:end block');
  const list = new Map<string, Listed>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    const privileges = (cell: string | undefined) =>
      !cell || cell === '-' ? [] : cell.split(',').map((p) => p.trim().toUpperCase());
    list.set(name, {
      name,
      kind: cells[2] as Kind,
      allowed: { anon: privileges(cells[3]), authenticated: privileges(cells[4]) },
    });
  }
  return list;
}

const TABLE_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'];
const SEQUENCE_PRIVILEGES = ['USAGE', 'SELECT', 'UPDATE'];

interface Found {
  name: string;
  kind: Kind;
  granted: Record<ApiRole, string[]>;
  /** A sequence that belongs to a table's identity column: covered by its table. */
  ownedByTable?: boolean;
}

async function readSurface(db: SqlDatabase): Promise<{ found: Found[]; problems: string[] }> {
  const schemas = [...EXPOSED_SCHEMAS];
  const found: Found[] = [];
  const problems: string[] = [];

  const functions = await db.query<{ name: string; oid: number; definer: boolean; fixed_path: boolean }>(
    `select n.nspname || '.' || p.proname as name, p.oid::int as oid, p.prosecdef as definer,
            coalesce(exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%'), false) as fixed_path
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    [schemas],
  );
  for (const f of functions) {
    const granted = { anon: [] as string[], authenticated: [] as string[] };
    for (const role of API_ROLES) {
      const [row] = await db.query<{ ok: boolean }>(`select has_function_privilege($1, $2::oid, 'EXECUTE') as ok`, [
        role,
        f.oid,
      ]);
      if (row?.ok) granted[role].push('EXECUTE');
    }
    found.push({ name: f.name, kind: 'function', granted });
    if (f.definer && !f.fixed_path) problems.push(`${f.name}: SECURITY DEFINER without a fixed search_path`);
    if (f.name.startsWith('public.') && !f.fixed_path) problems.push(`${f.name}: no fixed search_path`);
  }

  const relations = await db.query<{
    name: string;
    relkind: string;
    rls: boolean;
    owned: boolean;
  }>(
    `select n.nspname || '.' || c.relname as name, c.relkind::text as relkind, c.relrowsecurity as rls,
            exists (select 1 from pg_depend d
                     where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')) as owned
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')`,
    [schemas],
  );
  for (const r of relations) {
    const kind: Kind = r.relkind === 'S' ? 'sequence' : r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table';
    const granted = { anon: [] as string[], authenticated: [] as string[] };
    for (const role of API_ROLES) {
      const privileges = kind === 'sequence' ? SEQUENCE_PRIVILEGES : TABLE_PRIVILEGES;
      for (const privilege of privileges) {
        const fn = kind === 'sequence' ? 'has_sequence_privilege' : 'has_table_privilege';
        const [row] = await db.query<{ ok: boolean }>(`select ${fn}($1, $2, $3) as ok`, [role, r.name, privilege]);
        if (row?.ok) granted[role].push(privilege);
      }
      if (kind !== 'sequence') {
        // A column grant is a way in too: it counts as the table's privilege.
        for (const privilege of COLUMN_PRIVILEGES) {
          if (granted[role].includes(privilege)) continue;
          const [row] = await db.query<{ ok: boolean }>(`select has_any_column_privilege($1, $2, $3) as ok`, [
            role,
            r.name,
            privilege,
          ]);
          if (row?.ok) granted[role].push(`${privilege} (column)`);
        }
      }
    }
    found.push({ name: r.name, kind, granted, ownedByTable: kind === 'sequence' && r.owned });
    if (kind === 'table' && r.name.startsWith('public.') && !r.rls)
      problems.push(`${r.name}: row level security is off`);
  }
  return { found, problems };
}

/** What differs between the catalog and the allowlist, one line per object. */
function compare(found: Found[], list: Map<string, Listed>): string[] {
  const lines: string[] = [];
  const sort = (p: string[]) => [...p].sort().join(', ') || '-';
  for (const object of found) {
    const listed = list.get(object.name);
    if (!listed) {
      if (object.ownedByTable && API_ROLES.every((role) => object.granted[role].length === 0)) continue;
      lines.push(`${object.name} (${object.kind}) is not on the allowlist`);
      continue;
    }
    if (listed.kind !== object.kind) lines.push(`${object.name} is a ${object.kind}, listed as a ${listed.kind}`);
    for (const role of API_ROLES) {
      if (sort(object.granted[role]) !== sort(listed.allowed[role])) {
        lines.push(
          `${object.name}: ${role} may ${sort(object.granted[role])}; the list says ${sort(listed.allowed[role])}`,
        );
      }
    }
  }
  for (const name of list.keys()) {
    if (!found.some((o) => o.name === name)) lines.push(`${name} is listed but not in the database`);
  }
  return lines;
}

describe('the allowlist in docs/security.md', () => {
  it('is read from the document', () => {
    const list = readAllowlist();
    expect(list.get('public.submit_request')?.allowed.anon).toEqual(['EXECUTE']);
    expect(list.get('public.blog_posts')?.allowed.anon).toEqual(['SELECT']);
    expect(list.get('public.track_attempts')?.allowed).toEqual({ anon: [], authenticated: [] });
  });

  it('finds a planted function, table grant and column grant that are not on it', () => {
    const list = readAllowlist();
    const planted: Found[] = [
      { name: 'public.helper_left_open', kind: 'function', granted: { anon: ['EXECUTE'], authenticated: [] } },
      { name: 'public.track_attempts', kind: 'table', granted: { anon: ['INSERT (column)'], authenticated: [] } },
      { name: 'public.blog_posts', kind: 'table', granted: { anon: ['SELECT', 'UPDATE'], authenticated: ['SELECT'] } },
    ];
    expect(compare(planted, list)).toEqual(
      expect.arrayContaining([
        'public.helper_left_open (function) is not on the allowlist',
        'public.track_attempts: anon may INSERT (column); the list says -',
        'public.blog_posts: anon may SELECT, UPDATE; the list says SELECT',
      ]),
    );
  });
});

describe.each(backends())('the database surface on $name', (backend) => {
  let db: SqlDatabase;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (backend.skip) return;
    ({ db, close } = await openBareDatabase(backend.name, 'surface'));
    await prepareDatabase(db, { migrationsDir: join(REPO_ROOT, 'supabase/migrations') });
  });
  afterAll(async () => {
    await close?.();
  });

  it.skipIf(Boolean(backend.skip))(
    'is exactly the allowlist: every exposed function, table, view and sequence, with its privileges for anon and authenticated',
    async () => {
      const { found } = await readSurface(db);
      expect(found.length).toBeGreaterThan(20);
      expect(compare(found, readAllowlist())).toEqual([]);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'has row level security on every table and a fixed search_path on every function that needs one',
    async () => {
      const { problems } = await readSurface(db);
      expect(problems).toEqual([]);
    },
  );
});
