/**
 * The firm's finished document on this phone (docs/request-tracking.md, "The
 * finished document"): downloaded from /track with the order and contact, or
 * by "My requests" for a request this phone sent, and kept (table
 * `documents`) so that it opens offline until its period ends.
 */
import { fetchDocument, fetchMyDocument, type FinishedDocument } from '@/api/papers';
import { openDatabase } from '@/offline/open-db';
import type { KeptDocument } from '@/offline/kept-paper';
import type { SentRequest } from '@/offline/sent-request';

/** Opens (saves) the document's bytes under its name, with the browser's own download. */
export function openDocument(doc: { fileName: string; contentType: string; bytes: ArrayBuffer }): void {
  const url = URL.createObjectURL(new Blob([doc.bytes], { type: doc.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const kept = (request: Pick<SentRequest, 'requestId' | 'orderId'>, doc: FinishedDocument): KeptDocument => ({
  requestId: request.requestId,
  orderId: request.orderId,
  fileName: doc.fileName,
  contentType: doc.contentType,
  bytes: doc.bytes,
  availableUntil: doc.availableUntil,
  keptAt: Date.now(),
});

/** The kept document of a request sent from this phone (dropped once past its date), or undefined. */
export async function keptDocument(requestId: string): Promise<KeptDocument | undefined> {
  const db = await openDatabase();
  const doc = await db.documents.get(requestId);
  if (doc && Date.parse(doc.availableUntil) < Date.now()) {
    await db.documents.delete(requestId);
    return undefined;
  }
  return doc;
}

/** Downloads and keeps the document of a request this phone sent; null when the firm has none (yet). */
export async function fetchAndKeep(request: SentRequest): Promise<KeptDocument | null> {
  const doc = await fetchMyDocument(request.requestId);
  if (!doc) return null;
  const row = kept(request, doc);
  await (await openDatabase()).documents.put(row);
  return row;
}

/** /track: the document by order and contact; kept too when the request is one this phone sent. */
export async function fetchTracked(orderId: string, contact: string): Promise<FinishedDocument | null> {
  const doc = await fetchDocument(orderId, contact);
  if (!doc) return null;
  await openDatabase()
    .then(async (db) => {
      const mine = await db.sentRequests.get(orderId);
      if (mine) await db.documents.put(kept(mine, doc));
    })
    .catch(() => {}); // IndexedDB blocked: the download is still the client's
  return doc;
}
