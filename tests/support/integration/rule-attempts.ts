/**
 * The database's side of the rule cases (tests/support/shared/rule-cases):
 * a request, a status change's notes or a newsletter sign-up attempted as
 * the site or a script calls it, then undone, so that no case counts against
 * a limit; and a query over
 * many values at once, which gives a value no text can hold (NUL) to the
 * database alone, to be refused.
 */
import { expect } from 'vitest';
import type { SqlDatabase } from '@local-stack/db.ts';

/**
 * pg_temp.submitted, pg_temp.noted, pg_temp.signed_up and pg_temp.undone answer
 * {"stored": the newest row of the table (where p_where), or null} or {"refused":
 * the CHECK that refused the call, else its SQLSTATE and message}. Raising
 * RCUND undoes what the call stored; the PL/pgSQL variable keeps the row.
 */
export const ATTEMPTS_SQL = `
create function pg_temp.undone(p_call text, p_table text, p_where text default 'true')
returns jsonb language plpgsql as $$
declare
  v_row jsonb;
  v_check text;
begin
  execute p_call;
  execute format('select to_jsonb(t) from public.%I t where %s order by id desc limit 1', p_table, p_where) into v_row;
  raise exception 'undo' using errcode = 'RCUND';
exception
  when sqlstate 'RCUND' then
    return jsonb_build_object('stored', v_row);
  when others then
    get stacked diagnostics v_check = constraint_name;
    return jsonb_build_object('refused', coalesce(nullif(v_check, ''), sqlstate || ' ' || sqlerrm));
end $$;

create function pg_temp.submitted(p_name text default 'Asha Rai', p_email text default 'asha@example.in',
                                  p_phone text default '98270 12345', p_message text default null)
returns jsonb language sql as $$
  select pg_temp.undone(format(
    'select public.submit_request(gen_random_uuid(), %L, %L, %L, %L, %L, p_message => %L, p_website => %L, p_fill_ms => 6000)',
    p_name, p_email, p_phone, 'legal_documentation', 'affidavit', p_message, ''), 'contact_submissions');
$$;

-- A status change's notes as set_request_status stores them, on a request of its own (its staff check aside).
create function pg_temp.noted(p_customer_note text default null, p_internal_note text default null)
returns jsonb language sql as $$
  select pg_temp.undone(format(
    'with r as (insert into public.contact_submissions (request_id, order_id, name, email, phone, service, document_type)
                values (gen_random_uuid(), %L, %L, %L, %L, %L, %L) returning id)
     insert into public.request_status_history (submission_id, status, customer_note, internal_note)
     select id, %L, %L, %L from r',
    'LP1', 'Asha Rai', 'asha@example.in', '98270 12345', 'legal_documentation', 'affidavit',
    'ready', p_customer_note, p_internal_note), 'request_status_history', 'status = ''ready''');
$$;

create function pg_temp.signed_up(p_email text) returns jsonb language sql as $$
  select pg_temp.undone(format('select public.subscribe_newsletter(%L, %L, 6000)', p_email, ''),
                        'newsletter_subscriptions');
$$;
`;

/** What an attempt answers. */
export type Attempt = { stored: Record<string, unknown> | null } | { refused: string };

/** What a value with NUL gets: PostgreSQL's text (and jsonb) cannot hold U+0000. */
export const NO_TEXT = { refused: 'no text holds NUL' } as const;

/** A text as an SQL literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * `select` evaluated for each of `values` ($1 a text[], `x` each value), one
 * row each in their order; a value with NUL is sent alone and must be refused
 * (22021: invalid byte sequence), and is answered NO_TEXT.
 */
export async function perValue<Row extends Record<string, unknown>>(
  db: SqlDatabase,
  select: string,
  values: readonly (string | null)[],
): Promise<(Row | typeof NO_TEXT)[]> {
  const holdsNul = (value: string | null) => value?.includes('\u0000') ?? false;
  const rows = await db.query<Row>(`select ${select} from unnest($1::text[]) with ordinality as v(x, n) order by n`, [
    values.filter((value) => !holdsNul(value)),
  ]);
  let next = 0;
  const answers: (Row | typeof NO_TEXT)[] = [];
  for (const value of values) {
    if (!holdsNul(value)) {
      answers.push(rows[next++]!);
      continue;
    }
    await expect(db.query('select $1::text', [value])).rejects.toMatchObject({ code: '22021' });
    answers.push(NO_TEXT);
  }
  return answers;
}
