/**
 * Papers and the finished document (docs/security.md, "Papers"): a paper's
 * key (the capability to add files to one request, in each file's path, its
 * SHA-256 bound to the request by the server), the calls that bind it, erase
 * a request's papers and read its finished document. The files themselves go
 * by resumable upload (paper-upload.ts); the firm's side is in staff-papers.ts.
 */
import { getSupabase, type PublicClient } from './supabase';
import { ApiError, supabaseError } from './errors';

/** The types a paper may be, each with its file extension (the bucket and the policy allow these only). */
export const PAPER_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type PaperType = keyof typeof PAPER_TYPES;

export const PAPERS_BUCKET = 'papers';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A new key: 32 random bytes, base64url (43 characters). */
export function newPaperKey(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the server keeps of a key: its SHA-256, in hex. */
export async function paperKeyHash(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The object a paper is stored as: `{key}/{file id}.{ext}` (the policy reads the key from it). */
export const paperObjectName = (key: string, fileId: string, type: PaperType) =>
  `${key}/${fileId}.${PAPER_TYPES[type]}`;

/**
 * Binds the key to the request this device sent (its request id). False:
 * the server has no such request. Throws ApiError: SLPAP when the request
 * takes no more papers (delivered, cancelled, erased), SLLIM over the limits.
 */
export async function openPapers(requestId: string, key: string, client?: PublicClient): Promise<boolean> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('open_papers', {
    p_request_id: requestId,
    p_key_hash: await paperKeyHash(key),
  });
  if (error) throw supabaseError('Error opening papers', error, status);
  return data === true;
}

/** As openPapers, for the request with this order id and contact (/track). */
export async function openPapersTracked(orderId: string, contact: string, key: string, client?: PublicClient) {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('open_papers_tracked', {
    p_order_id: orderId,
    p_contact: contact.trim(),
    p_key_hash: await paperKeyHash(key),
  });
  if (error) throw supabaseError('Error opening papers', error, status);
  return data === true;
}

/** The client asks for their papers to be deleted now (/track). False: the order and contact do not match. */
export async function erasePapers(orderId: string, contact: string, client?: PublicClient): Promise<boolean> {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('erase_papers', { p_order_id: orderId, p_contact: contact.trim() });
  if (error) throw supabaseError('Error erasing papers', error, status);
  return data === true;
}

/** The firm's finished document, as the client downloads it. */
export interface FinishedDocument {
  fileName: string;
  contentType: string;
  size: number;
  attachedAt: string;
  /** Until when the client can download it (docs/request-tracking.md, "The finished document"). */
  availableUntil: string;
  bytes: ArrayBuffer;
}

function documentOf(data: unknown, status: number): FinishedDocument | null {
  if (data === null || data === undefined) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.base64 !== 'string' || typeof d.file_name !== 'string') {
    throw new ApiError(`Error reading the document: unexpected answer`, { status, service: 'supabase' });
  }
  const binary = atob(d.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return {
    fileName: d.file_name,
    contentType: String(d.content_type),
    size: Number(d.size),
    attachedAt: String(d.attached_at),
    availableUntil: String(d.available_until),
    bytes: bytes.buffer,
  };
}

/** The finished document of the request with this order id and contact, or null (none yet, or no match). */
export async function fetchDocument(orderId: string, contact: string, client?: PublicClient) {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('fetch_document', { p_order_id: orderId, p_contact: contact.trim() });
  if (error) throw supabaseError('Error reading the document', error, status);
  return documentOf(data, status);
}

/** The finished document of a request this device sent, by its request id, or null. */
export async function fetchMyDocument(requestId: string, client?: PublicClient) {
  const db = client ?? (await getSupabase());
  const { data, error, status } = await db.rpc('fetch_my_document', { p_request_id: requestId });
  if (error) throw supabaseError('Error reading the document', error, status);
  return documentOf(data, status);
}
