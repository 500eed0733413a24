/**
 * Where a request stands, for the customer: by its order id and the phone or
 * e-mail given with it (track_request), or by the request ids of the requests
 * this device sent (track_my_requests); both in
 * supabase/migrations/20261125000000_request_tracking.sql. track_request
 * answers null alike for an unknown order and a wrong phone or e-mail.
 */
import { getSupabase, type PublicClient } from './supabase';
import type { TrackedRequest } from './database';
import { supabaseError } from './errors';

/** An order id as the customer may type it (lp 10042, LP-10042): LP10042, or null when it is none. */
export function normaliseOrderId(typed: string): string | null {
  const digits = /^\s*lp[\s-]*(\d{1,12})\s*$/i.exec(typed)?.[1] ?? /^\s*(\d{1,12})\s*$/.exec(typed)?.[1];
  return digits ? `LP${digits}` : null;
}

/**
 * The request, or null when the order id and contact do not match one.
 * Throws ApiError('Error tracking request: …'): SLLIM when there were too
 * many lookups for this order or from this address in the last hour; status
 * 0 when offline.
 */
export async function trackRequest(
  orderId: string,
  contact: string,
  client?: PublicClient,
): Promise<TrackedRequest | null> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('track_request', { p_order_id: orderId, p_contact: contact.trim() });
  if (error) throw supabaseError('Error tracking request', error, status);
  return data ?? null;
}

/**
 * The requests with these request ids (the ones this device sent), as
 * track_request answers each. Unknown ids are left out.
 */
export async function trackMyRequests(requestIds: string[], client?: PublicClient): Promise<TrackedRequest[]> {
  if (requestIds.length === 0) return [];
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('track_my_requests', { p_request_ids: requestIds.slice(0, 50) });
  if (error) throw supabaseError('Error tracking requests', error, status);
  return data ?? [];
}

/**
 * Ends the WhatsApp updates of a request (docs/whatsapp.md, "Stopping"), for
 * its order id and the phone or e-mail given with it, as trackRequest checks
 * and limits them. False when they do not match. Throws ApiError('Error
 * stopping WhatsApp updates: …'): SLLIM as trackRequest.
 */
export async function stopWhatsappUpdates(orderId: string, contact: string, client?: PublicClient): Promise<boolean> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('stop_whatsapp_updates', {
    p_order_id: orderId,
    p_contact: contact.trim(),
  });
  if (error) throw supabaseError('Error stopping WhatsApp updates', error, status);
  return data === true;
}
