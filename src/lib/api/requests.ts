/**
 * Document requests: spec §7 calls 1 and 2 in one server call. The server
 * gives the order id (anon can neither pick one nor draw numbers) and checks
 * limits and bot signals (supabase/migrations/20261124000000_public_write_path.sql).
 */
import { getSupabase, type PublicClient } from '../supabase';
import type { HumanSignals, RequestSubmission } from './database';
import { ApiError, supabaseError } from './errors';

/** Trims the text fields; an empty message is stored as null. */
export function normaliseRequest(row: RequestSubmission): RequestSubmission {
  const message = row.message?.trim() ?? '';
  return {
    ...row,
    name: row.name.trim(),
    email: row.email.trim(),
    phone: row.phone.trim(),
    message: message === '' ? null : message,
  };
}

/**
 * Stores the request and returns its order id ('LP…'). Idempotent: the same
 * request_id again (a retry whose first answer was lost) returns the same id
 * and stores nothing new. Throws ApiError('Error saving form submission:
 * {message}'): a CHECK refusal carries 23514 and the constraint's name, a
 * limit SLLIM, a bot signal SLBOT (all 400: the outbox stops).
 */
export async function submitRequest(
  row: RequestSubmission,
  signals: HumanSignals & { submittedAt: number },
  client?: PublicClient,
): Promise<string> {
  const db = client ?? (await getSupabase());
  const r = normaliseRequest(row);
  const { data, error, status } = await db.rpc('submit_request', {
    p_request_id: r.request_id,
    p_name: r.name,
    p_email: r.email,
    p_phone: r.phone,
    p_service: r.service,
    p_document_type: r.document_type,
    p_urgency: r.urgency,
    p_message: r.message,
    p_language: r.language,
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
