/**
 * The inbox's side of papers and the finished document (docs/security.md,
 * "Papers"): a request's papers, a paper read through a link valid a minute
 * after the read is logged (the policy refuses an unlogged one), a paper
 * deleted, the finished document attached. Staff only; the database decides.
 */
import type { AppSupabaseClient } from './supabase';
import { ApiError, supabaseError } from './errors';
import { PAPERS_BUCKET } from './papers';

export interface StaffPaper {
  objectName: string;
  contentType: string;
  size: number;
  createdAt: string;
  /** The papers function's word on its bytes: 'checked', 'refused', or null (not yet). */
  checked: string | null;
}

export async function listRequestPapers(db: AppSupabaseClient, orderId: string): Promise<StaffPaper[]> {
  const { data, error, status } = await db.rpc('request_papers', { p_order_id: orderId });
  if (error) throw supabaseError('Error loading papers', error, status);
  return (data ?? []).map((p) => ({
    objectName: p.object_name,
    contentType: p.content_type,
    size: p.size,
    createdAt: p.created_at,
    checked: p.checked,
  }));
}

/** The paper's bytes: the read is logged first, then read through a signed link valid 60 s. */
export async function readPaper(db: AppSupabaseClient, objectName: string): Promise<Blob> {
  const logged = await db.rpc('log_paper_read', { p_object_name: objectName });
  if (logged.error) throw supabaseError('Error opening the paper', logged.error, logged.status);
  const { data, error } = await db.storage.from(PAPERS_BUCKET).createSignedUrl(objectName, 60);
  if (error || !data)
    throw new ApiError(`Error opening the paper: ${error?.message ?? 'no link'}`, { status: 403, service: 'supabase' });
  const res = await fetch(data.signedUrl);
  if (!res.ok)
    throw new ApiError(`Error opening the paper: ${res.status}`, { status: res.status, service: 'supabase' });
  return res.blob();
}

export async function deletePaper(db: AppSupabaseClient, objectName: string): Promise<void> {
  const { data, error } = await db.storage.from(PAPERS_BUCKET).remove([objectName]);
  if (error || data?.length !== 1)
    throw new ApiError(`Error deleting the paper: ${error?.message ?? 'not deleted'}`, {
      status: 403,
      service: 'supabase',
    });
  const logged = await db.rpc('log_paper_deleted', { p_object_name: objectName });
  if (logged.error) throw supabaseError('Error recording the deletion', logged.error, logged.status);
}

/** Attaches the finished document (PDF or .docx); resolves with the date until which the client can download it. */
export async function attachDocument(db: AppSupabaseClient, orderId: string, file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const { data, error, status } = await db.rpc('attach_document', {
    p_order_id: orderId,
    p_file_name: file.name,
    p_content_type:
      file.type ||
      (file.name.endsWith('.docx')
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : 'application/pdf'),
    p_base64: btoa(binary),
  });
  if (error) throw supabaseError('Error attaching the document', error, status);
  return String(data);
}
