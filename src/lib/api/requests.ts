/**
 * Document requests: spec §7 calls 1 and 2 (order id, save).
 */
import { ORDER_ID_PREFIX } from '../config';
import { getSupabase, type AppSupabaseClient } from '../supabase';
import type { ContactSubmissionInsert } from './database';
import { ApiError, classifyError, supabaseError } from './errors';

/** 'LP' + n (spec §3). */
export const formatOrderId = (n: number | string) => `${ORDER_ID_PREFIX}${n}`;

/**
 * Call 1: the next order id from the server, as 'LP{number}'.
 * Throws ApiError('Error generating order ID: {message}').
 */
export async function getNextOrderId(client?: AppSupabaseClient): Promise<string> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('next_contact_order_id');
  if (error) throw supabaseError('Error generating order ID', error, status);
  const n = typeof data === 'string' ? Number(data) : data;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
    throw new ApiError(`Error generating order ID: unexpected answer ${JSON.stringify(data)}`, {
      status,
      service: 'supabase',
    });
  }
  return formatOrderId(n);
}

export type SaveResult = 'saved' | 'already_saved';

/** Trims the text fields; an empty message is stored as null. */
export function normaliseRequestRow(row: ContactSubmissionInsert): ContactSubmissionInsert {
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
 * Call 2: insert the request. Uses return=minimal (no `.select()`): anon may
 * insert but not read the table back.
 *
 * A retry of a request that already landed hits the unique request_id and
 * answers 'already_saved' instead of failing, so a request is never stored
 * twice. Throws ApiError('Error saving form submission: {message}') for
 * anything else (a CHECK refusal carries code 23514 and the constraint's name).
 */
export async function saveRequest(row: ContactSubmissionInsert, client?: AppSupabaseClient): Promise<SaveResult> {
  const db = client ?? (await getSupabase());
  const { error, status } = await db.from('contact_submissions').insert(normaliseRequestRow(row));
  if (!error) return 'saved';
  const err = supabaseError('Error saving form submission', error, status);
  if (classifyError(err) === 'duplicate' && /request_id/.test(`${error.message} ${error.details ?? ''}`)) {
    return 'already_saved';
  }
  throw err;
}
