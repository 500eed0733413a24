/**
 * Writes src/lib/api/database.ts from the migrations, in the shape
 * `supabase gen types typescript` produces (that needs Docker; this reads the
 * catalog of the local database instead, PGlite in memory with the
 * migrations applied as supabase/local does). Only what PostgREST exposes:
 * the public tables and the functions anon or authenticated may execute
 * (the allowlist in docs/security.md). A column whose CHECK lists its values
 * gets their union. tests/integration/schema-vs-database.test.ts fails when the
 * committed file is stale: run `npm run db-types` after a migration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openPglite, prepareDatabase, type SqlDatabase } from '../supabase/local/db.ts';

const root = resolve(import.meta.dirname, '..');
export const DB_TYPES_FILE = join(root, 'src/lib/api/database.ts');

/** The names the site uses for each table's row. */
const ROW_NAMES: Record<string, string> = {
  blog_posts: 'BlogPost',
  contact_submissions: 'ContactSubmission',
  customer_mail: 'CustomerMail',
  newsletter_subscriptions: 'NewsletterSubscription',
  request_status_history: 'RequestStatusChange',
  staff_members: 'StaffMember',
};
/** JSON whose shape the catalog cannot tell: the hand-written shapes (src/lib/api/json-shapes.ts). */
const JSON_RESULTS: Record<string, string> = {
  track_request: 'TrackedRequest | null',
  track_my_requests: 'TrackedRequest[]',
};
const JSON_COLUMNS: Record<string, string> = {
  'contact_submissions.draft': 'DraftJson',
  'submit_request.p_draft': 'DraftJson',
};

/** The objects of docs/security.md's allowlist, with who may use them. */
export function allowlist(): { object: string; kind: string; anon: string; authenticated: string }[] {
  const doc = readFileSync(join(root, 'docs/security.md'), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- surface:start -->'), doc.indexOf('<!-- surface:end -->'));
  return table
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells[1]?.startsWith('`'))
    .map((cells) => ({
      object: cells[1]!.replaceAll('`', ''),
      kind: cells[2]!,
      anon: cells[3]!,
      authenticated: cells[4]!,
    }));
}

/** The database of the migrations, in memory. */
export async function migratedDatabase(): Promise<SqlDatabase> {
  const db = await openPglite('memory://');
  await prepareDatabase(db, { migrationsDir: join(root, 'supabase/migrations') });
  return db;
}

export interface Column {
  table: string;
  column: string;
  type: string;
  element: string | null;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

export const readColumns = (db: SqlDatabase) =>
  db.query<Column & Record<string, unknown>>(`
    select c.relname as table, a.attname as column, t.typname as type, et.typname as element,
           a.attnotnull as not_null, (a.atthasdef or a.attidentity <> '') as has_default,
           a.attgenerated <> '' as generated
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);

/** CHECK constraints, as PostgreSQL prints them. */
export const readChecks = (db: SqlDatabase) =>
  db.query<{ table: string; name: string; def: string }>(`
    select c.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as def
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and con.contype = 'c'
    order by 1, 2`);

const quoted = (text: string) => [...text.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));

/**
 * The values a CHECK allows a column, by table and column: `col = ANY
 * (ARRAY[...])` (what `col in (...)` becomes), or a one-argument function of
 * the column whose body is `… in (...)` (public.is_request_status).
 */
export async function checkedValues(db: SqlDatabase): Promise<Map<string, string[]>> {
  const functions = new Map(
    (
      await db.query<{ name: string; src: string }>(
        `select p.proname as name, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public'`,
      )
    ).map((f) => [f.name, f.src]),
  );
  const values = new Map<string, string[]>();
  for (const check of await readChecks(db)) {
    const list = /^CHECK \(\(?(\w+) = ANY \(ARRAY\[(.*)\]\)\)?\)$/.exec(check.def);
    if (list) values.set(`${check.table}.${list[1]}`, quoted(list[2]!));
    const call = /^CHECK \((?:public\.)?(\w+)\((\w+)\)\)$/.exec(check.def);
    const body = call && functions.get(call[1]!);
    const inList = body && /\bin\s*\(([^)]*)\)/.exec(body);
    if (call && inList) values.set(`${check.table}.${call[2]}`, quoted(inList[1]!));
  }
  return values;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};
const tsType = (type: string, element?: string | null): string =>
  element ? `${tsType(element)}[]` : (SCALARS[type] ?? 'string');
const union = (values: string[]) => values.map((v) => `'${v.replaceAll("'", "\\'")}'`).join(' | ');

async function functionsOf(db: SqlDatabase, names: string[], rowTypes: Set<string>) {
  const rows = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    arg_elements: (string | null)[];
    defaults: number;
    returns: string;
    returns_set: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
            array(select t.typname from unnest(p.proargtypes) with ordinality a(oid, i)
                  join pg_type t on t.oid = a.oid order by a.i) as arg_types,
            array(select et.typname from unnest(p.proargtypes) with ordinality a(oid, i)
                  join pg_type t on t.oid = a.oid left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
                  order by a.i) as arg_elements,
            p.pronargdefaults as defaults, rt.typname as returns, p.proretset as returns_set
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
     where n.nspname = 'public' and p.proname = any($1) order by p.proname`,
    [names],
  );
  return rows.map((f) => {
    const count = f.arg_types.length;
    const args = f.arg_types.map((type, i) => {
      // An argument with a default may be left out, or sent as null.
      const optional = i >= count - f.defaults;
      const ts = JSON_COLUMNS[`${f.name}.${f.arg_names![i]}`] ?? tsType(type, f.arg_elements[i]);
      return `${f.arg_names![i]}${optional ? '?' : ''}: ${ts}${optional ? ' | null' : ''}`;
    });
    const base = rowTypes.has(f.returns) ? `Database['public']['Tables']['${f.returns}']['Row']` : tsType(f.returns);
    const returns = JSON_RESULTS[f.name] ?? (f.returns_set ? `${base}[]` : base);
    const argsType = args.length ? `{ ${args.join('; ')} }` : 'Record<string, never>';
    return `${f.name}: { Args: ${argsType}; Returns: ${returns} };`;
  });
}

export async function databaseTypes(db: SqlDatabase): Promise<string> {
  const surface = allowlist();
  const tables = surface
    .filter((o) => o.kind === 'table' && o.object.startsWith('public.'))
    .map((o) => o.object.slice(7));
  const functions = surface
    .filter(
      (o) => o.kind === 'function' && o.object.startsWith('public.') && (o.anon !== '-' || o.authenticated !== '-'),
    )
    .map((o) => o.object.slice(7));
  const columns = await readColumns(db);
  const values = await checkedValues(db);
  const fks = await db.query<{
    table: string;
    name: string;
    columns: string[];
    target: string;
    target_columns: string[];
  }>(`
    select c.relname as table, con.conname as name,
           array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
           rc.relname as target,
           array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as target_columns
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class rc on rc.oid = con.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and con.contype = 'f' order by 1, 2`);

  const tableTypes = [...tables].sort().map((table) => {
    const cols = columns.filter((c) => c.table === table);
    const type = (c: Column) => {
      const listed = values.get(`${table}.${c.column}`);
      const base = listed ? union(listed) : (JSON_COLUMNS[`${table}.${c.column}`] ?? tsType(c.type, c.element));
      return c.not_null ? base : `${base} | null`;
    };
    const row = cols.map((c) => `${c.column}: ${type(c)};`);
    const insert = cols.map((c) =>
      c.generated ? `${c.column}?: never;` : `${c.column}${c.not_null && !c.has_default ? '' : '?'}: ${type(c)};`,
    );
    const update = cols.map((c) => (c.generated ? `${c.column}?: never;` : `${c.column}?: ${type(c)};`));
    const relationships = fks
      .filter((fk) => fk.table === table)
      .map(
        (fk) =>
          `{ foreignKeyName: '${fk.name}'; columns: [${fk.columns.map((c) => `'${c}'`).join(', ')}]; isOneToOne: false; referencedRelation: '${fk.target}'; referencedColumns: [${fk.target_columns.map((c) => `'${c}'`).join(', ')}] }`,
      );
    return `${table}: {
      Row: { ${row.join(' ')} };
      Insert: { ${insert.join(' ')} };
      Update: { ${update.join(' ')} };
      Relationships: [${relationships.join(', ')}];
    };`;
  });
  const functionTypes = await functionsOf(db, functions, new Set(tables));
  const aliases = Object.entries(ROW_NAMES)
    .filter(([table]) => tables.includes(table))
    .map(([table, name]) => `export type ${name} = Database['public']['Tables']['${table}']['Row'];`);

  const source = `/**
 * Generated by tools/db-types.ts from supabase/migrations (\`npm run db-types\`); do not edit.
 * The database as PostgREST exposes it (docs/security.md's allowlist), in the
 * shape \`supabase gen types typescript\` produces, so supabase-js calls are typed.
 */
import type { DraftJson, TrackedRequest } from './json-shapes';

export type { DraftJson, TrackedRequest };

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: { ${tableTypes.join('\n')} };
    Views: { [_ in never]: never };
    Functions: { ${functionTypes.join('\n')} };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

${aliases.join('\n')}
`;
  return format(source, { ...(await resolveConfig(DB_TYPES_FILE)), filepath: DB_TYPES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const db = await migratedDatabase();
  try {
    writeFileSync(DB_TYPES_FILE, await databaseTypes(db));
  } finally {
    await db.close();
  }
  console.log(`wrote ${DB_TYPES_FILE}`);
}
