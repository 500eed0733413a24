/**
 * The TypeScript side of a request and the database agree, read from the
 * catalog of the migrations (PGlite in memory): src/api/database.generated.ts
 * and supabase/schema.sql are what `npm run db-types` writes today, and the
 * option lists of src/business/config.ts and the patterns of
 * src/domain/request/schema.ts are the CHECK constraints'.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_TYPES_FILE, SCHEMA_FILE, databaseSchema, databaseTypes, migratedDatabase } from '../../tools/db-types';
import type { SqlDatabase } from '../../supabase/local/db';
import {
  CUSTOMER_MESSAGE_KINDS,
  MESSAGE_CHANNELS,
  MESSAGE_RECEIPTS,
  REQUEST_DOCUMENT_TYPES,
  REQUEST_SERVICES,
  REQUEST_STATUSES,
  URGENCIES,
  WITHHELD_REASONS,
} from '@/business/config';
import { LANGS } from '@/i18n/lang';
import { WHATSAPP_CONSENT_VERSION } from '@/domain/request/whatsapp';
import { EMAIL_PATTERN, NAME_ADDRESS, NAME_PATTERN, PHONE_PATTERN, REQUEST_FIELDS } from '@/domain/request/schema';

/** CHECK constraints, as PostgreSQL prints them. */
const readChecks = (db: SqlDatabase) =>
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
async function checkedValues(db: SqlDatabase): Promise<Map<string, string[]>> {
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

let db: SqlDatabase;
let checks: { table: string; name: string; def: string }[];
beforeAll(async () => {
  db = await migratedDatabase();
  checks = await readChecks(db);
}, 120_000);
afterAll(() => db?.close());

const check = (name: string) => {
  const found = checks.find((c) => c.name === name);
  if (!found) throw new Error(`no CHECK named ${name}`);
  return found.def;
};

describe('the database types and the migrations', () => {
  it('database.generated.ts is up to date with the migrations (npm run db-types)', async () => {
    expect(readFileSync(DB_TYPES_FILE, 'utf8')).toBe(await databaseTypes(db));
  });

  it('supabase/schema.sql is the database the migrations make (npm run db-types)', async () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await databaseSchema(db));
  });

  it('every field of a request is a column of contact_submissions and an argument of submit_request', () => {
    const types = readFileSync(DB_TYPES_FILE, 'utf8');
    const submit = types.slice(types.indexOf('submit_request: {'), types.indexOf('subscribe_newsletter'));
    for (const field of Object.values(REQUEST_FIELDS)) {
      expect(submit).toContain(`${field.rpc}`);
      expect(types).toContain(`${field.column}:`);
    }
  });
});

describe("the site's option lists and patterns are the database's CHECKs", () => {
  it('services, document types, urgencies, statuses and languages', async () => {
    const values = await checkedValues(db);
    expect(values.get('contact_submissions.service')).toEqual([...REQUEST_SERVICES]);
    expect(values.get('contact_submissions.document_type')).toEqual([...REQUEST_DOCUMENT_TYPES]);
    expect(values.get('contact_submissions.urgency')).toEqual([...URGENCIES]);
    expect(values.get('contact_submissions.status')).toEqual([...REQUEST_STATUSES]);
    expect(values.get('request_status_history.status')).toEqual([...REQUEST_STATUSES]);
    expect(values.get('customer_messages.channel')).toEqual([...MESSAGE_CHANNELS]);
    expect(values.get('customer_messages.kind')).toEqual([...CUSTOMER_MESSAGE_KINDS]);
    expect(values.get('customer_messages.withheld_reason')).toEqual([...WITHHELD_REASONS]);
    expect(values.get('customer_messages.receipt')).toEqual([...MESSAGE_RECEIPTS]);
    expect(values.get('contact_submissions.language')).toEqual([...LANGS]);
    expect(values.get('blog_posts.language')).toEqual([...LANGS]);
  });

  it('the WhatsApp consent\'s wording version is one the database accepts (docs/whatsapp.md, "Consent")', () => {
    expect(check('contact_submissions_whatsapp_consent_version')).toMatch(
      new RegExp(
        `whatsapp_consent_version = ${WHATSAPP_CONSENT_VERSION}\\b|ARRAY\\[.*\\b${WHATSAPP_CONSENT_VERSION}\\b`,
      ),
    );
  });

  // The lengths, and how the patterns read in each language, are the rule cases'
  // (tests/integration/rule-cases.test.ts): here, that each is written once, alike.
  it('the name and phone patterns', () => {
    expect(check('contact_submissions_phone_format')).toContain(`'${PHONE_PATTERN.source}'`);
    expect(check('contact_submissions_name_letters')).toContain(NAME_PATTERN.source.replaceAll("'", "''"));
    expect(check('contact_submissions_name_no_address')).toContain(`name !~* '${NAME_ADDRESS.source}'`);
  });

  it("one e-mail rule: the form's pattern is public.is_email_address's, the CHECK of both tables", async () => {
    const [fn] = await db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'is_email_address'`,
    );
    expect(fn?.src).toContain(`p_email ~ '${EMAIL_PATTERN.source.replaceAll("'", "''")}'`);
    for (const table of ['contact_submissions', 'newsletter_subscriptions']) {
      expect(check(`${table}_email_format`)).toBe('CHECK (is_email_address(email)) NOT VALID');
    }
  });
});
