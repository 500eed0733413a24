/**
 * Newsletter, double opt-in (docs/security.md, "Newsletter"): signing up
 * queues a confirmation link to the address and answers the same whether or
 * not it was on the list; the link's page confirms by its token. The anon
 * key cannot read the table.
 */
import type { Lang } from '@/i18n/lang';
import { getSupabase, type PublicClient } from './supabase';
import {
  NEWSLETTER_FIELDS,
  type HumanSignals,
  type NewsletterConfirmation,
  type NewsletterStatus,
} from '../domain/request/schema';
import { ApiError, supabaseError } from './errors';

const unexpected = (what: string, data: unknown, status: number) =>
  new ApiError(`${what}: unexpected answer ${JSON.stringify(data)}`, { status, service: 'supabase' });

/**
 * 'check_inbox': the link goes to the address, in `lang`. Throws
 * ApiError('Error subscribing to newsletter: {message}'); a malformed address
 * fails with code 23514 (newsletter_subscriptions_email_format).
 */
export async function subscribeNewsletter(
  email: string,
  lang: Lang,
  signals: HumanSignals,
  client?: PublicClient,
): Promise<NewsletterStatus> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('subscribe_newsletter', {
    [NEWSLETTER_FIELDS.email.rpc]: email,
    p_language: lang,
    p_website: signals.website,
    p_fill_ms: Math.round(signals.fillMs),
  });
  if (error) throw supabaseError('Error subscribing to newsletter', error, status);
  if (data !== 'check_inbox') throw unexpected('Error subscribing to newsletter', data, status);
  return data;
}

/** The e-mailed link's token confirms its sign-up. Throws ApiError('Error confirming the subscription: …'). */
export async function confirmNewsletter(token: string, client?: PublicClient): Promise<NewsletterConfirmation> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('confirm_newsletter', { p_token: token });
  if (error) throw supabaseError('Error confirming the subscription', error, status);
  if (data !== 'subscribed' && data !== 'already_subscribed' && data !== 'invalid') {
    throw unexpected('Error confirming the subscription', data, status);
  }
  return data;
}
