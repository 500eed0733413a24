/**
 * A limit of private.rate_limits as the migrations set it, read from the rows
 * at the end of supabase/schema.sql (docs/security.md, "Who a limit counts"),
 * for tests that have no SQL of their own (e2e): a test reads a limit, never
 * repeats its number. Integration tests ask their database (`rateLimit` in
 * tests/support/integration/test-stack.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';

export function migratedRateLimit(name: string): number {
  const schema = readFileSync(path.join(root, 'supabase/schema.sql'), 'utf8');
  const row = new RegExp(
    `^INSERT INTO private\\.rate_limits \\(name, maximum, [^)]*\\) VALUES \\('${name}', (\\d+),`,
    'm',
  ).exec(schema);
  if (!row) throw new Error(`no limit named ${name} in supabase/schema.sql (npm run db-types)`);
  return Number(row[1]);
}
