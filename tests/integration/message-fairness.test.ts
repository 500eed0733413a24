/**
 * Each channel's hourly cap shared between clients (docs/security.md, "Fair
 * to every client"): two clients, each within its own limit of requests,
 * send enough to spend the hour; a customer after them is not kept waiting.
 * What the flood could not send waits, unfailed, until its client's share
 * has room, or goes stale for staff. The caps are the migrations' (30 an hour
 * a channel, 10 of them a client's); the test wakes the sender as the Database
 * Webhook would. On PGlite and PostgreSQL 15.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnsentMessages, messageChannels, resendCustomerMessage } from '@/api/staff.ts';
import type { AppSupabaseClient } from '@/api/supabase.ts';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { readWhatsapp } from '../../supabase/local/whatsapp-api.ts';
import {
  backends,
  person,
  rateLimit,
  rpcFrom,
  signedIn,
  startTestStack,
  type TestStack,
} from '../support/integration/test-stack';

/** The channels' hourly cap as the migrations set it. */
const PER_HOUR = 30;

describe.each(backends())('fair to every client on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  /** Requests a client may store in an hour (submit_request's limit). */
  let clientRequests: number;
  let people = 0;
  /** A request with the WhatsApp box ticked, from a client address as the platform passes it. */
  const requestFrom = async (address: string) => {
    people += 1;
    const national = `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(people).padStart(3, '0')}`;
    const email = `client.${people}.${Date.now()}@example.in`;
    const res = await rpcFrom(t, address, 'submit_request', {
      p_request_id: randomUUID(),
      p_name: 'Flood Tester',
      p_email: email,
      p_phone: national,
      p_service: 'legal_documentation',
      p_document_type: 'affidavit',
      p_website: '',
      p_fill_ms: person.fillMs,
      p_whatsapp_consent: 1,
    });
    expect(res.status).toBe(200);
    return { orderId: (await res.json()) as string, email, number: `+91${national}` };
  };
  /** How many of these orders' confirmations each provider took. */
  const sent = (orderIds: string[]) => {
    const ids = new Set(orderIds);
    return {
      email: readOutbox(t.stack.mailOutbox).filter((m) => ids.has(String(m.template_params.order_id))).length,
      whatsapp: readWhatsapp(t.stack.whatsappLog).filter(
        (r) => r.direction === 'out' && ids.has(r.template?.params[0] ?? ''),
      ).length,
    };
  };
  const flood: Record<string, string[]> = { '198.51.100.10': [], '198.51.100.11': [] };
  /** Waits until `done`, waking the sender meanwhile as the Database Webhook would. */
  const until = async (what: string, done: () => boolean, timeoutMs: number) => {
    const end = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await t.stack.wakeMessages();
    }
  };

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name, { mailPerHour: PER_HOUR, wakeMailEveryMs: 0 });
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
    clientRequests = await rateLimit(t, 'request_per_client');
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(Boolean(backend.skip))('two clients flood, one customer follows', () => {
    it("the customer's confirmation goes on e-mail and WhatsApp at once; each flooding client had its share, no more", async () => {
      await Promise.all(
        Object.entries(flood).map(async ([address, orderIds]) => {
          for (let i = 0; i < clientRequests; i++) orderIds.push((await requestFrom(address)).orderId);
        }),
      );
      const all = Object.values(flood).flat();
      // The flood goes as far as it may; a wake more.
      await until('the flood', () => sent(all).email >= 20 && sent(all).whatsapp >= 20, 60_000);
      await t.stack.wakeMessages();

      const customer = await requestFrom('203.0.113.7');
      await until("the customer's confirmations", () => sent([customer.orderId]).whatsapp === 1, 20_000);
      expect(sent([customer.orderId])).toEqual({ email: 1, whatsapp: 1 });
      for (const orderIds of Object.values(flood)) expect(sent(orderIds)).toEqual({ email: 10, whatsapp: 10 });
    });

    it('what the flood could not send waits, neither claimed nor failed', async () => {
      const { data, error } = await t.service
        .from('customer_messages')
        .select('*')
        .in('submission_id', await submissionIds(Object.values(flood).flat()))
        .is('sent_at', null);
      expect(error).toBeNull();
      expect(data).toHaveLength(2 * 2 * (clientRequests - 10));
      for (const m of data!) expect(m).toMatchObject({ attempts: 0, failed_at: null, withheld_at: null });
    });

    it("a confirmation still waiting after the channel's stale_after is withheld as stale, shown to staff, never sent late", async () => {
      const [waiting] = (await submissionIds(flood['198.51.100.10']!)).slice(-1);
      await t.stack.sql(
        `update public.customer_messages set queued_at = now() - interval '4 hours' where submission_id = $1`,
        [waiting],
      );
      await t.stack.wakeMessages();
      const { data } = await t.service.from('customer_messages').select('*').eq('submission_id', waiting!);
      expect(data!.map((m) => m.withheld_reason)).toEqual(['stale', 'stale']);
      const unsent = await listUnsentMessages(staff);
      expect(unsent.rows.filter((m) => data!.some((d) => d.id === m.id))).toHaveLength(2);
      // Staff may still send it: it is due again, and waits for its client's share.
      await resendCustomerMessage(staff, data![0]!.id);
      const { data: again } = await t.service.from('customer_messages').select('*').eq('id', data![0]!.id).single();
      expect(again).toMatchObject({ withheld_at: null, sent_at: null, attempts: 0 });
    });

    it('the inbox reads when a channel is at its cap; a visitor cannot', async () => {
      await t.stack.sql(`update private.channel_limits set per_hour = 21`);
      const channels = await messageChannels(staff);
      expect(channels.map((c) => [c.channel, c.per_hour, c.in_last_hour >= c.per_hour])).toEqual([
        ['email', 21, true],
        ['whatsapp', 21, true],
      ]);
      const { error } = await t.anon.rpc('message_channels' as never);
      expect(error).not.toBeNull();
    });
  });

  /** The request rows' ids of these orders, in order. */
  async function submissionIds(orderIds: string[]): Promise<number[]> {
    const { data, error } = await t.service
      .from('contact_submissions')
      .select('id')
      .in('order_id', orderIds)
      .order('id');
    if (error) throw new Error(error.message);
    return data.map((r) => r.id);
  }
});
