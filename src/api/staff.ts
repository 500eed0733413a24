/**
 * The firm's inbox: reading requests and changing their status, as a staff
 * member signed in with Supabase Auth. Row level security decides what a
 * user may read (staff_members, supabase/migrations/20261125000000_request_tracking.sql);
 * these calls only ask.
 */
import {
  STAFF_INBOX_PAGE_SIZE,
  STAFF_UNSENT_DAYS,
  STAFF_UNSENT_SHOWN,
  type RequestService,
  type RequestStatus,
  type Urgency,
} from '../business/config';
import { phoneKey } from '../domain/request/phone-key';
import { statusNote } from '../domain/request/status-note';
import type { AppSupabaseClient } from './supabase';
import type {
  ContactSubmission,
  CustomerMessage,
  MessageChannelState,
  RequestStatusChange,
  StaffMember,
  WhatsappOptOut,
} from './database';
import { ApiError, supabaseError } from './errors';

export interface InboxFilters {
  status?: RequestStatus | undefined;
  urgency?: Urgency | undefined;
  service?: RequestService | undefined;
  /** yyyy-mm-dd, inclusive, in India's time. */
  from?: string | undefined;
  to?: string | undefined;
  /** Part of a name, e-mail, phone or order id. */
  search?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
}

/** Characters with a meaning in PostgREST's or=(…) filter and in LIKE: a search for them finds nothing anyway. */
const searchTerm = (text: string) =>
  text
    .replace(/[,()"'\\*%_:]/g, ' ')
    .trim()
    .slice(0, 100);

const INDIA_OFFSET = '+05:30';

export async function listRequests(
  db: AppSupabaseClient,
  filters: InboxFilters,
): Promise<{ rows: ContactSubmission[]; total: number }> {
  const page = Math.max(1, filters.page ?? 1);
  let query = db
    .from('contact_submissions')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .range((page - 1) * STAFF_INBOX_PAGE_SIZE, page * STAFF_INBOX_PAGE_SIZE - 1);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.urgency) query = query.eq('urgency', filters.urgency);
  if (filters.service) query = query.eq('service', filters.service);
  if (filters.from) query = query.gte('created_at', `${filters.from}T00:00:00${INDIA_OFFSET}`);
  if (filters.to) query = query.lte('created_at', `${filters.to}T23:59:59.999${INDIA_OFFSET}`);
  const term = searchTerm(filters.search ?? '');
  if (term) {
    // A term without letters may be a phone number, however it is written: its digits are searched
    // in the stored normal form (public.phone_key, the last ten digits), so 098270 55555 finds +91 98270 55555.
    const digits = phoneKey(term);
    const phone = !/\p{L}/u.test(term) && digits.length >= 3;
    query = query.or(
      [
        `name.ilike.*${term}*`,
        `email.ilike.*${term}*`,
        `order_id.ilike.*${term.replace(/\s+/g, '')}*`,
        ...(phone ? [`phone_key.like.*${digits}*`] : []),
      ].join(','),
    );
  }
  const { data, error, status, count } = await query;
  if (error) throw supabaseError('Error loading requests', error, status);
  return { rows: data, total: count ?? data.length };
}

export interface RequestWithHistory {
  request: ContactSubmission;
  history: RequestStatusChange[];
  /** The messages the server sends the client about it, on every channel, oldest first. */
  messages: CustomerMessage[];
  /** The request's WhatsApp number has written STOP and not written since (docs/whatsapp.md, "Stopping"). */
  optOut: WhatsappOptOut | null;
}

export async function getRequest(db: AppSupabaseClient, orderId: string): Promise<RequestWithHistory | null> {
  const {
    data: request,
    error,
    status,
  } = await db.from('contact_submissions').select('*').eq('order_id', orderId).maybeSingle();
  if (error) throw supabaseError('Error loading request', error, status);
  if (!request) return null;
  const [history, messages, optOut] = await Promise.all([
    db
      .from('request_status_history')
      .select('*')
      .eq('submission_id', request.id)
      .order('changed_at', { ascending: true })
      .order('id', { ascending: true }),
    db.from('customer_messages').select('*').eq('submission_id', request.id).order('id'),
    db
      .from('whatsapp_opt_outs')
      .select('*')
      .eq('number', request.whatsapp_to ?? '')
      .is('started_at', null)
      .maybeSingle(),
  ]);
  if (history.error) throw supabaseError('Error loading request history', history.error, history.status);
  if (messages.error) throw supabaseError('Error loading messages', messages.error, messages.status);
  if (optOut.error) throw supabaseError('Error loading the WhatsApp opt-out', optOut.error, optOut.status);
  return { request, history: history.data, messages: messages.data, optOut: optOut.data };
}

/** Staff members by user id, to name who changed a status. */
export async function listStaff(db: AppSupabaseClient): Promise<StaffMember[]> {
  const { data, error, status } = await db.from('staff_members').select('*');
  if (error) throw supabaseError('Error loading staff', error, status);
  return data;
}

export async function isStaff(db: AppSupabaseClient): Promise<boolean> {
  const { data, error, status } = await db.rpc('is_staff');
  if (error) throw supabaseError('Error checking staff', error, status);
  return data === true;
}

export interface StatusChange {
  orderId: string;
  status: RequestStatus;
  /**
   * Names this change: asked again with the same key, the server answers with
   * the entry it kept and saves nothing twice (docs/request-tracking.md, "A
   * change is saved once"). One of its own when not given.
   */
  changeKey?: string | undefined;
  customerNote?: string | undefined;
  internalNote?: string | undefined;
  /**
   * Tell the customer: by e-mail, and on WhatsApp when they asked for it (the
   * server sends both; docs/whatsapp.md, "Announcing a status").
   */
  notifyCustomer?: boolean | undefined;
}

/** A message to a client that staff may send again (given up, stale, over the day's cap), with its request's order id. */
export interface UnsentMessage {
  id: number;
  channel: CustomerMessage['channel'];
  kind: CustomerMessage['kind'];
  orderId: string;
}

/** Requests' messages not sent and not to be retried by the server, newest first, with how many there are. */
export async function listUnsentMessages(db: AppSupabaseClient): Promise<{ rows: UnsentMessage[]; total: number }> {
  const since = new Date(Date.now() - STAFF_UNSENT_DAYS * 86_400_000).toISOString();
  const { data, error, status, count } = await db
    .from('customer_messages')
    .select('id, channel, kind, contact_submissions(order_id)', { count: 'exact' })
    .is('sent_at', null)
    .or('failed_at.not.is.null,withheld_reason.in.(stale,daily_cap)')
    .not('submission_id', 'is', null)
    .gte('created_at', since)
    .order('id', { ascending: false })
    .limit(STAFF_UNSENT_SHOWN);
  if (error) throw supabaseError('Error loading messages not sent', error, status);
  const rows = data.flatMap((m) =>
    m.contact_submissions
      ? [{ id: m.id, channel: m.channel, kind: m.kind, orderId: m.contact_submissions.order_id }]
      : [],
  );
  return { rows, total: count ?? rows.length };
}

/**
 * A message given up after the maximum attempts, or held back as stale or
 * over the day's cap, is queued again (docs/security.md, "Messages to
 * clients"). Throws ApiError: 42501 when the user is not staff, P0002 when
 * there is no such message (or it may not go: refused, or WhatsApp stopped).
 */
export async function resendCustomerMessage(db: AppSupabaseClient, messageId: number): Promise<void> {
  const { error, status } = await db.rpc('resend_customer_message', { p_id: messageId });
  if (error) throw supabaseError('Error sending the message again', error, status);
}

/** Each channel against its hourly cap. Throws ApiError 42501 when the user is not staff. */
export async function messageChannels(db: AppSupabaseClient): Promise<MessageChannelState[]> {
  const { data, error, status } = await db.rpc('message_channels');
  if (error) throw supabaseError('Error loading the message channels', error, status);
  return data;
}

/** Throws ApiError: 42501 when the user is not staff, P0002 when there is no such order, 23505 when the key is another order's. */
export async function setRequestStatus(db: AppSupabaseClient, change: StatusChange): Promise<RequestStatusChange> {
  const { data, error, status } = await db.rpc('set_request_status', {
    p_order_id: change.orderId,
    p_status: change.status,
    p_change_key: change.changeKey ?? crypto.randomUUID(),
    p_customer_note: statusNote(change.customerNote),
    p_internal_note: statusNote(change.internalNote),
    p_notify: change.notifyCustomer ?? false,
  });
  if (error) throw supabaseError('Error changing status', error, status);
  if (!data) throw new ApiError('Error changing status: no answer', { status, service: 'supabase' });
  return data;
}
