/**
 * The WhatsApp queue as a test reads it: the rows of public.customer_whatsapp
 * (as the service role sees them), waited for until their state holds, and
 * what the local Cloud API stand-in took (supabase/local/whatsapp-api.ts).
 * As with the mail queue, a test waits for the queue's state, never for one
 * wake's answer.
 */
import type { CustomerWhatsapp } from '@/api/database';
import { readWhatsapp, type WhatsappRecord } from '@local-stack/whatsapp-api';
import { queueWhen } from './mail-queue';
import type { TestStack } from './test-stack';

/** Sent, refused, given up, or waiting for a later try (not due, not claimed). */
export function isSettled(message: CustomerWhatsapp, now = Date.now()): boolean {
  if (message.sent_at || message.failed_at || message.refused_at) return true;
  const claimed = message.claimed_until !== null && Date.parse(message.claimed_until) > now;
  return !claimed && Date.parse(message.next_attempt_at) > now;
}

/** The WhatsApp messages about these orders, oldest first. */
export async function whatsappAbout(t: TestStack, orderIds: string[]): Promise<CustomerWhatsapp[]> {
  const requests = await t.service.from('contact_submissions').select('id').in('order_id', orderIds);
  if (requests.error) throw new Error(requests.error.message);
  const rows = await t.service
    .from('customer_whatsapp')
    .select('*')
    .in(
      'submission_id',
      requests.data.map((r) => r.id),
    )
    .order('id');
  if (rows.error) throw new Error(rows.error.message);
  return rows.data;
}

/** The WhatsApp rows, once `done` holds for them (queueWhen), waking the sender. */
export const whatsappWhen = (
  t: TestStack,
  rows: () => Promise<CustomerWhatsapp[]>,
  done: (rows: CustomerWhatsapp[]) => boolean = (m) => m.length > 0 && m.every((x) => isSettled(x)),
  timeoutMs = 30_000,
): Promise<CustomerWhatsapp[]> => queueWhen('the WhatsApp queue', rows, done, () => t.stack.wakeWhatsapp(), timeoutMs);

/** Every waiting message is due now (the retry delay is 30 s and more). */
export async function whatsappDueNow(t: TestStack): Promise<void> {
  await t.stack.sql(
    `update public.customer_whatsapp set next_attempt_at = now() - interval '1 second'
      where sent_at is null and failed_at is null and refused_at is null`,
  );
}

/** The messages the stand-in took for this number (+91…). */
export const whatsappTo = (t: TestStack, number: string) =>
  readWhatsapp(t.stack.whatsappLog).filter(
    (r): r is Extract<WhatsappRecord, { direction: 'out' }> => r.direction === 'out' && r.to === number,
  );

/** An admin call on the stand-in (supabase/local/whatsapp-api.ts). */
export async function whatsappAdmin(t: TestStack, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${t.stack.adminUrl}/whatsapp${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
