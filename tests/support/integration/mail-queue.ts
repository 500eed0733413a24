/**
 * The customer-mail queue as a test reads it: the rows of public.customer_mail
 * (as the service role sees them), waited for until their state holds. A test
 * of the mail path waits for the queue's state (sent, failed, or waiting for a
 * later try), never for one wake's answer: the stack's periodic wake and an
 * explicit one may each be the one that sends (docs/security.md, "The mail
 * queue").
 */
import type { CustomerMail } from '@/api/database';
import type { TestStack } from './test-stack';

/** Sent, given up, or waiting for a later try (not due, not claimed): no wake will change it now. */
export function isSettled(mail: CustomerMail, now = Date.now()): boolean {
  if (mail.sent_at || mail.failed_at) return true;
  const claimed = mail.claimed_until !== null && Date.parse(mail.claimed_until) > now;
  return !claimed && Date.parse(mail.next_attempt_at) > now;
}

/** The customer mail about these orders, oldest first. */
export async function mailAbout(t: TestStack, orderIds: string[]): Promise<CustomerMail[]> {
  const requests = await t.service.from('contact_submissions').select('id').in('order_id', orderIds);
  if (requests.error) throw new Error(requests.error.message);
  const ids = requests.data.map((r) => r.id);
  const mail = await t.service.from('customer_mail').select('*').in('submission_id', ids).order('id');
  if (mail.error) throw new Error(mail.error.message);
  return mail.data;
}

/** The newsletter links queued for the sign-up of this address's mailbox, oldest first. */
export async function newsletterMail(t: TestStack, email: string): Promise<CustomerMail[]> {
  const [{ key }] = await t.stack.sql<{ key: string }>('select public.mailbox_key($1) as key', [email]);
  const sub = await t.service.from('newsletter_subscriptions').select('id').eq('mailbox_key', key);
  if (sub.error) throw new Error(sub.error.message);
  const ids = sub.data.map((s) => s.id);
  const mail = await t.service.from('customer_mail').select('*').in('subscription_id', ids).order('id');
  if (mail.error) throw new Error(mail.error.message);
  return mail.data;
}

/**
 * Reads `rows` until `done` holds for them, calling `wake` meanwhile as a
 * queue's webhook would (a periodic wake may be sending too); the rows it saw
 * last. `what` names the queue in the error.
 */
export async function queueWhen<R>(
  what: string,
  rows: () => Promise<R[]>,
  done: (rows: R[]) => boolean,
  wake: () => Promise<unknown>,
  timeoutMs = 30_000,
): Promise<R[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const seen = await rows();
    if (done(seen)) return seen;
    if (Date.now() > until) throw new Error(`${what} did not settle: ${JSON.stringify(seen)}`);
    await wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mail rows, once `done` holds for them (queueWhen), waking customer-mail. */
export const mailWhen = (
  t: TestStack,
  rows: () => Promise<CustomerMail[]>,
  done: (mail: CustomerMail[]) => boolean = (mail) => mail.length > 0 && mail.every((m) => isSettled(m)),
  timeoutMs = 30_000,
): Promise<CustomerMail[]> => queueWhen('the mail queue', rows, done, () => t.stack.wakeCustomerMail(), timeoutMs);

/** Every waiting mail is due now (the retry delay is 30 s and more). */
export async function dueNow(t: TestStack): Promise<void> {
  const { error } = await t.service
    .from('customer_mail')
    .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .is('sent_at', null)
    .is('failed_at', null);
  if (error) throw new Error(error.message);
}
