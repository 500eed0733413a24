/**
 * Document requests: one server call stores a request (docs/security.md,
 * "submit_request"). The server gives the order id (anon can neither pick
 * one nor draw numbers) and checks limits and bot signals
 * (supabase/migrations/20261124000000_public_write_path.sql).
 */
import { getSupabase, type PublicClient } from './supabase';
import type { HumanSignals } from '../domain/request/schema';
import { submitRequestArgs, type StoredRequest } from '../domain/request/wire';
import { ApiError, supabaseError } from './errors';

/**
 * Stores the request and returns its order id ('LP…'). Idempotent: the same
 * request_id again (a retry whose first answer was lost) returns the same id
 * and stores nothing new. Throws ApiError('Error saving form submission:
 * {message}'): a CHECK refusal carries 23514 and the constraint's name, a
 * limit SLLIM, a bot signal SLBOT, a refused draft SLDRF (all 400: the
 * outbox stops).
 */
export async function submitRequest(
  requestId: string,
  request: StoredRequest,
  signals: HumanSignals & { submittedAt: number },
  client?: PublicClient,
): Promise<string> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('submit_request', {
    // The request's arguments (src/domain/request/wire.ts), and the bot signals.
    ...submitRequestArgs(requestId, request),
    p_submitted_at: new Date(signals.submittedAt).toISOString(),
    p_website: signals.website,
    p_fill_ms: Math.round(signals.fillMs),
  });
  if (error) throw supabaseError('Error saving form submission', error, status);
  if (typeof data !== 'string' || !/^LP[0-9]+$/.test(data)) {
    throw new ApiError(`Error saving form submission: unexpected answer ${JSON.stringify(data)}`, {
      status,
      service: 'supabase',
    });
  }
  return data;
}
