/**
 * A live database moves to the one message queue without losing a message
 * (supabase/migrations/20261207200000_customer_messages.sql): the rows queued
 * in customer_mail and customer_whatsapp before, in every state, are the same
 * messages in customer_messages after, and the sender goes on from there. On
 * PGlite and PostgreSQL 15.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type SqlDatabase } from '../../supabase/local/db.ts';
import { REPO_ROOT } from '../../supabase/local/stack.ts';
import { openBareDatabase } from '../support/integration/postgres';
import { backends } from '../support/integration/test-stack';

const MIGRATIONS = join(REPO_ROOT, 'supabase/migrations');
/** The first migration of the one queue: the database is brought to the one before it, and filled. */
const ONE_QUEUE = '20261207200000';

/** What a live database held: requests with their queued mail and WhatsApp messages, in every state. */
const BEFORE = `
insert into public.contact_submissions
  (request_id, order_id, name, email, phone, service, document_type, language,
   whatsapp_consent_at, whatsapp_consent_version, whatsapp_to, whatsapp_stopped_at)
values
  (gen_random_uuid(), 'LP901', 'Asha Rai', 'asha@example.in', '9827000001', 'stamp_papers', 'affidavit', 'hi',
   now(), 1, '+919827000001', null),
  (gen_random_uuid(), 'LP902', 'Ravi Rai', 'ravi@example.in', '9827000002', 'stamp_papers', 'affidavit', 'en',
   now(), 1, '+919827000002', null),
  (gen_random_uuid(), 'LP903', 'Mohan Rai', 'mohan@example.in', '9827000003', 'stamp_papers', 'affidavit', 'en',
   now(), 1, '+919827000003', now());
insert into public.request_status_history (submission_id, status, customer_note)
select id, 'ready', 'Collect it' from public.contact_submissions where order_id = 'LP901';
insert into public.customer_mail (submission_id, kind, history_id)
select submission_id, 'status', id from public.request_status_history where customer_note = 'Collect it';
insert into public.customer_whatsapp (submission_id, kind, history_id)
select submission_id, 'status', id from public.request_status_history where customer_note = 'Collect it';

-- LP901: e-mail sent; WhatsApp sent and delivered; its status e-mail waiting a retry.
update public.customer_mail set sent_at = now(), attempts = 1
 where kind = 'confirmation' and submission_id = (select id from public.contact_submissions where order_id = 'LP901');
update public.customer_mail set attempts = 2, last_error = 'EmailJS 429', next_attempt_at = now() + interval '10 minutes'
 where kind = 'status';
update public.customer_whatsapp set sent_at = now(), attempts = 1, message_id = 'wamid.901', receipt = 'delivered',
       receipt_at = now()
 where kind = 'confirmation' and submission_id = (select id from public.contact_submissions where order_id = 'LP901');
-- LP902: e-mail claimed by a sender; WhatsApp given up after every try.
update public.customer_mail set claim_token = gen_random_uuid(), claimed_until = now() + interval '5 minutes', attempts = 1
 where submission_id = (select id from public.contact_submissions where order_id = 'LP902');
update public.customer_whatsapp set attempts = 8, failed_at = now(), last_error = 'Cloud API 500 (131000)'
 where submission_id = (select id from public.contact_submissions where order_id = 'LP902');
-- LP903: its client stopped WhatsApp; the confirmation waiting then was marked refused.
update public.customer_whatsapp set refused_at = now(), last_error = 'The client stopped WhatsApp updates'
 where submission_id = (select id from public.contact_submissions where order_id = 'LP903');
-- A receipt that came before its message's id was recorded.
insert into private.whatsapp_early_receipts (message_id, status) values ('wamid.early', 'read');
`;

describe.each(backends())('carrying the queued messages over on $name', (backend) => {
  let db: SqlDatabase;
  let close: (() => Promise<void>) | undefined;
  let before: Record<string, unknown>[];
  const old = mkdtempSync(join(tmpdir(), 'satna-old-migrations-'));

  beforeAll(async () => {
    if (backend.skip) return;
    for (const file of readdirSync(MIGRATIONS).filter((f) => f < ONE_QUEUE)) {
      cpSync(join(MIGRATIONS, file), join(old, file));
    }
    ({ db, close } = await openBareDatabase(backend.name, 'message-migration'));
    await prepareDatabase(db, { migrationsDir: old });
    await db.exec(BEFORE);
    before = await db.query(`
      select 'email' as channel, r.order_id, m.kind, m.attempts, m.sent_at is not null as sent, m.failed_at is not null as failed,
             m.claimed_until is not null as claimed, m.last_error
        from public.customer_mail m join public.contact_submissions r on r.id = m.submission_id
      union all
      select 'whatsapp', r.order_id, m.kind, m.attempts, m.sent_at is not null, m.failed_at is not null,
             m.claimed_until is not null, m.last_error
        from public.customer_whatsapp m join public.contact_submissions r on r.id = m.submission_id
      order by 1, 2, 3`);
    await prepareDatabase(db, { migrationsDir: MIGRATIONS });
  }, 180_000);
  afterAll(async () => {
    await close?.();
    rmSync(old, { recursive: true, force: true });
  });

  it.skipIf(Boolean(backend.skip))(
    'every message queued before is one row of customer_messages, in its state',
    async () => {
      const after = await db.query(`
      select m.channel, r.order_id, m.kind, m.attempts, m.sent_at is not null as sent, m.failed_at is not null as failed,
             m.claimed_until is not null as claimed, m.last_error
        from public.customer_messages m join public.contact_submissions r on r.id = m.submission_id
       order by 1, 2, 3`);
      expect(before).toHaveLength(8);
      expect(after).toEqual(before);
      const kept = await db.query(`
      select r.order_id, m.channel, m.kind, m.recipient, m.provider_id, m.receipt, m.withheld_reason
        from public.customer_messages m join public.contact_submissions r on r.id = m.submission_id
       where m.channel = 'whatsapp' order by 1, 3`);
      expect(kept).toEqual([
        {
          order_id: 'LP901',
          channel: 'whatsapp',
          kind: 'confirmation',
          recipient: '+919827000001',
          provider_id: 'wamid.901',
          receipt: 'delivered',
          withheld_reason: null,
        },
        {
          order_id: 'LP901',
          channel: 'whatsapp',
          kind: 'status',
          recipient: '+919827000001',
          provider_id: null,
          receipt: null,
          withheld_reason: null,
        },
        {
          order_id: 'LP902',
          channel: 'whatsapp',
          kind: 'confirmation',
          recipient: '+919827000002',
          provider_id: null,
          receipt: null,
          withheld_reason: null,
        },
        {
          order_id: 'LP903',
          channel: 'whatsapp',
          kind: 'confirmation',
          recipient: '+919827000003',
          provider_id: null,
          receipt: null,
          withheld_reason: 'stopped',
        },
      ]);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'the old tables are gone; a stopped number stays stopped; an early receipt waits for its message',
    async () => {
      const tables = await db.query(
        `select to_regclass('public.customer_mail') as mail, to_regclass('public.customer_whatsapp') as whatsapp`,
      );
      expect(tables).toEqual([{ mail: null, whatsapp: null }]);
      expect(await db.query(`select number from public.whatsapp_opt_outs where started_at is null`)).toEqual([
        { number: '+919827000003' },
      ]);
      expect(await db.query(`select channel, provider_id, status from private.early_receipts`)).toEqual([
        { channel: 'whatsapp', provider_id: 'wamid.early', status: 'read' },
      ]);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'the sender goes on: what was due is claimed, what was claimed waits for its claim',
    async () => {
      const claim = async () =>
        (
          await db.query<{ due: { kind: string; order_id: string } | null }>(
            `select public.claim_customer_message('email') as due`,
          )
        )[0]!.due;
      // LP903's confirmation was due; LP902's is held by its claim, LP901's status e-mail is due later.
      expect(await claim()).toMatchObject({ kind: 'confirmation', order_id: 'LP903', to: 'mohan@example.in' });
      expect(await claim()).toBeNull();
      await db.exec(
        `update public.customer_messages set next_attempt_at = now() where kind = 'status' and channel = 'email'`,
      );
      expect(await claim()).toMatchObject({ kind: 'status', order_id: 'LP901', to: 'asha@example.in' });
    },
  );
});
