/**
 * The limits on what a visitor may do are rows of private.rate_limits
 * (docs/security.md, "Who a limit counts"), on PGlite and PostgreSQL 15:
 * every limit a function names is a row and every row is read, changing a
 * row changes what is refused, and a row that is missing or does not fit its
 * counter refuses every call instead of letting it through. The limits
 * themselves are tested where they apply (database.test.ts,
 * request-tracking.test.ts), reading each row rather than its number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, classifyError, subscribeNewsletter } from '@/api/index.ts';
import { trackRequest } from '@/api/tracking.ts';
import {
  backends,
  person,
  rateLimit,
  requestsLike,
  rpcFrom,
  startTestStack,
  submit,
  submitFrom,
  type TestRequest,
  type TestStack,
} from '../support/integration/test-stack';

const request = requestsLike({
  name: 'Limit Tester',
  emailName: 'limit',
  phonePrefix: '96',
  service: 'legal_documentation',
  documentType: 'affidavit',
  urgency: 'standard',
  message: 'An affidavit.',
  language: 'en',
});

describe.each(backends())('limits as data on $name', (backend) => {
  let t: TestStack;
  let readers = 0;

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name);
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** submit_request and subscribe_newsletter as a script calls them, from a client address: the HTTP status. */
  const requestFrom = async (address: string, r: TestRequest = request()) => (await submitFrom(t, address, r)).status;
  const signUpFrom = async (address: string) =>
    (
      await rpcFrom(t, address, 'subscribe_newsletter', {
        p_email: `reader.${++readers}.${Date.now()}@example.in`,
        p_website: person.website,
        p_fill_ms: person.fillMs,
      })
    ).status;
  const times = async (count: number, call: () => Promise<number>) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push(await call());
    return seen;
  };
  const ok = (count: number) => Array<number>(count).fill(200);
  const storedWith = async (email: string) =>
    (await t.service.from('contact_submissions').select('id').eq('email', email)).data!.length;

  /** Runs `test` with a row changed by `change` ($1: the name), then puts the row back as it was. */
  const withRow = async (name: string, change: string, test: () => Promise<void>) => {
    const [row] = await t.stack.sql<{ maximum: number; per: string; counts: string }>(
      'select maximum, per::text as per, counts from private.rate_limits where name = $1',
      [name],
    );
    await t.stack.sql(change, [name]);
    try {
      await test();
    } finally {
      await t.stack.sql(
        `insert into private.rate_limits (name, maximum, per, counts) values ($1, $2, $3::interval, $4)
         on conflict (name) do update set maximum = excluded.maximum, per = excluded.per, counts = excluded.counts`,
        [name, row!.maximum, row!.per, row!.counts],
      );
    }
  };

  describe.skipIf(Boolean(backend.skip))('private.rate_limits', () => {
    it('every limit a function names is a row, and every row is named by a function', async () => {
      const sources = await t.stack.sql<{ src: string }>(
        `select p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private', 'paper_rules')`,
      );
      const named = sources.flatMap((f) =>
        [...f.src.matchAll(/\b(?:rate|hourly)_limit\('([^']*)'\)/g)].map((m) => m[1]!),
      );
      const rows = await t.stack.sql<{ name: string }>('select name from private.rate_limits');
      expect([...new Set(named)].sort()).toEqual(rows.map((r) => r.name).sort());
    });

    it('no API role may read or change a limit, or call its lookups (schema private, granted to none)', async () => {
      const [granted] = await t.stack.sql<Record<string, boolean>>(
        `select bool_or(has_table_privilege(r, 'private.rate_limits', 'select, insert, update, delete')) as table,
                bool_or(has_function_privilege(r, 'private.rate_limit(text)', 'execute')
                     or has_function_privilege(r, 'private.hourly_limit(text)', 'execute')) as functions
           from unnest(array['anon', 'authenticated']) r`,
      );
      expect(granted).toEqual({ table: false, functions: false });
    });

    it('changing a row moves the refusal: request_per_client and newsletter_per_client set lower refuse sooner', async () => {
      const calls = [
        ['request_per_client', requestFrom, 31],
        ['newsletter_per_client', signUpFrom, 33],
      ] as const;
      for (const [name, call, host] of calls) {
        const lower = Math.ceil((await rateLimit(t, name)) / 2);
        expect(lower).toBeLessThan(await rateLimit(t, name));
        await withRow(name, `update private.rate_limits set maximum = ${lower} where name = $1`, async () => {
          expect(await times(lower + 1, () => call(`203.0.113.${host}`))).toEqual([...ok(lower), 400]);
        });
        // The row as it was: a client of its own gets past that point again.
        expect(await times(lower + 1, () => call(`203.0.113.${host + 1}`))).toEqual(ok(lower + 1));
      }
    });

    it("a row's window is read: requests older than request_per_phone's per no longer count", async () => {
      const perPhone = await rateLimit(t, 'request_per_phone');
      const { phone } = request();
      let client = 0;
      const send = () => requestFrom(`198.18.7.${++client}`, request({ phone }));
      expect(await times(perPhone + 1, send)).toEqual([...ok(perPhone), 400]);
      // They were made twenty minutes ago: inside the hour, still counted.
      await t.stack.sql(
        `update public.contact_submissions set created_at = now() - interval '20 minutes'
          where phone_key = public.phone_key($1)`,
        [phone],
      );
      expect(await send()).toBe(400);
      await withRow(
        'request_per_phone',
        `update private.rate_limits set per = '10 minutes' where name = $1`,
        async () => {
          expect(await send()).toBe(200);
        },
      );
    });

    it('a missing row refuses every call (500: the outbox keeps the request and tries again), never lets it through', async () => {
      await expect(t.stack.sql(`select private.rate_limit('request_per_mailboxx')`)).rejects.toThrow(
        /No limit named request_per_mailboxx/,
      );
      await withRow('request_per_mailbox', 'delete from private.rate_limits where name = $1', async () => {
        const row = request();
        const err = await submit(row, { ...person, submittedAt: Date.now() }, t.anon).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ApiError);
        expect(err).toMatchObject({ status: 500, code: '55000' });
        expect((err as ApiError).message).toContain('No limit named request_per_mailbox in private.rate_limits');
        expect(classifyError(err)).toBe('retry');
        expect(await storedWith(row.email)).toBe(0);
      });
      await withRow('newsletter_per_client', 'delete from private.rate_limits where name = $1', async () => {
        const email = `again.${Date.now()}@example.in`;
        const err = await subscribeNewsletter(email, 'en', person, t.anon).catch((e: unknown) => e);
        expect(err).toMatchObject({ status: 500, code: '55000' });
        expect(classifyError(err)).toBe('retry');
        const { data } = await t.service.from('newsletter_subscriptions').select('id').eq('email', email);
        expect(data).toEqual([]);
      });
    });

    it('a limit counted in clock hours (private.over_budget) refuses a row with another window', async () => {
      await withRow('track_per_client', `update private.rate_limits set per = '1 day' where name = $1`, async () => {
        const err = await trackRequest('LP1', 'nobody@example.in', t.anon).catch((e: unknown) => e);
        expect(err).toMatchObject({ status: 500, code: '55000' });
        expect((err as ApiError).message).toContain('track_per_client is counted in clock hours');
      });
      expect(await trackRequest('LP1', 'nobody@example.in', t.anon)).toBeNull();
    });
  });
});
