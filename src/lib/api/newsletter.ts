/**
 * Newsletter: one server call subscribes. The RPC says whether
 * the address (in any letter case) was already subscribed without the anon key
 * being able to read the table (docs/architecture.md, "Data flows").
 */
import { getSupabase, type PublicClient } from '../supabase';
import { NEWSLETTER_FIELDS, type HumanSignals, type NewsletterStatus } from '../request-schema';
import { ApiError, supabaseError } from './errors';

/**
 * 'subscribed' or 'already_subscribed'. Throws
 * ApiError('Error subscribing to newsletter: {message}'); a malformed address
 * fails with code 23514 (newsletter_subscriptions_email_format).
 */
export async function subscribeNewsletter(
  email: string,
  signals: HumanSignals,
  client?: PublicClient,
): Promise<NewsletterStatus> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('subscribe_newsletter', {
    [NEWSLETTER_FIELDS.email.rpc]: email.trim(),
    p_website: signals.website,
    p_fill_ms: Math.round(signals.fillMs),
  });
  if (error) throw supabaseError('Error subscribing to newsletter', error, status);
  if (data !== 'subscribed' && data !== 'already_subscribed') {
    throw new ApiError(`Error subscribing to newsletter: unexpected answer ${JSON.stringify(data)}`, {
      status,
      service: 'supabase',
    });
  }
  return data;
}
