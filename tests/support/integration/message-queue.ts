/**
 * The one message queue as a test reads it: the rows of
 * public.customer_messages (as the service role sees them), waited for until
 * their state holds, and what the local providers took (the mail endpoint's
 * outbox; the WhatsApp stand-in's record, supabase/local/whatsapp-api.ts). A
 * test waits for the queue's state (sent, failed, withheld, or waiting for a
 * later try), never for one wake's answer: the stack's periodic wake and an
 * explicit one may each be the one that sends (docs/security.md, "Messages to
 * clients").
 */
import type { CustomerMessage } from '@/api/database';
import type { MessageChannel } from '@/business/config';
import { readWhatsapp, type WhatsappRecord } from '@local-stack/whatsapp-api';
import type { TestStack } from './test-stack';

/** Sent, given up, withheld, or waiting for a later try (not due, not claimed): no wake will change it now. */
export function isSettled(message: CustomerMessage, now = Date.now()): boolean {
  if (message.sent_at || message.failed_at || message.withheld_at) return true;
  const claimed = message.claimed_until !== null && Date.parse(message.claimed_until) > now;
  return !claimed && Date.parse(message.next_attempt_at) > now;
}

/** The messages about these orders on a channel, oldest first. */
export async function messagesAbout(
  t: TestStack,
  orderIds: string[],
  channel: MessageChannel,
): Promise<CustomerMessage[]> {
  const requests = await t.service.from('contact_submissions').select('id').in('order_id', orderIds);
  if (requests.error) throw new Error(requests.error.message);
  const ids = requests.data.map((r) => r.id);
  const rows = await t.service
    .from('customer_messages')
    .select('*')
    .eq('channel', channel)
    .in('submission_id', ids)
    .order('id');
  if (rows.error) throw new Error(rows.error.message);
  return rows.data;
}

export const mailAbout = (t: TestStack, orderIds: string[]) => messagesAbout(t, orderIds, 'email');
export const whatsappAbout = (t: TestStack, orderIds: string[]) => messagesAbout(t, orderIds, 'whatsapp');

/** The newsletter links queued for the sign-up of this address's mailbox, oldest first. */
export async function newsletterMail(t: TestStack, email: string): Promise<CustomerMessage[]> {
  const [{ key }] = await t.stack.sql<{ key: string }>('select public.mailbox_key($1) as key', [email]);
  const sub = await t.service.from('newsletter_subscriptions').select('id').eq('mailbox_key', key);
  if (sub.error) throw new Error(sub.error.message);
  const ids = sub.data.map((s) => s.id);
  const mail = await t.service.from('customer_messages').select('*').in('subscription_id', ids).order('id');
  if (mail.error) throw new Error(mail.error.message);
  return mail.data;
}

/**
 * Reads `rows` until `done` holds for them, waking the sender meanwhile as
 * the Database Webhook would (a periodic wake may be sending too); the rows it
 * saw last. By default: some rows, all settled.
 */
export async function messagesWhen(
  t: TestStack,
  rows: () => Promise<CustomerMessage[]>,
  done: (rows: CustomerMessage[]) => boolean = (m) => m.length > 0 && m.every((x) => isSettled(x)),
  timeoutMs = 30_000,
): Promise<CustomerMessage[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = await rows();
    if (done(seen)) return seen;
    if (Date.now() > until) throw new Error(`the message queue did not settle: ${JSON.stringify(seen)}`);
    await t.stack.wakeMessages();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every waiting message is due now (the retry delay is 30 s and more). */
export async function dueNow(t: TestStack): Promise<void> {
  await t.stack.sql(
    `update public.customer_messages set next_attempt_at = now() - interval '1 second'
      where sent_at is null and failed_at is null and withheld_at is null`,
  );
}

/** The messages the WhatsApp stand-in took for this number (+91…). */
export const whatsappTo = (t: TestStack, number: string) =>
  readWhatsapp(t.stack.whatsappLog).filter(
    (r): r is Extract<WhatsappRecord, { direction: 'out' }> => r.direction === 'out' && r.to === number,
  );

/** An admin call on the WhatsApp stand-in (supabase/local/whatsapp-api.ts). */
export async function whatsappAdmin(t: TestStack, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${t.stack.adminUrl}/whatsapp${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
