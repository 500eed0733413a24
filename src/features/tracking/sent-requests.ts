/**
 * "My requests": the requests this device sent (kept by the outbox when the
 * server saved each, src/offline/sent-request.ts), newest first, and their
 * status read again from the server when the device is online.
 */
import { trackMyRequests } from '@/api/tracking';
import { openDatabase } from '@/offline/open-db';
import type { TrackedRequest } from '@/api/database';
import type { SentRequest } from '@/offline/sent-request';

export async function listSentRequests(): Promise<SentRequest[]> {
  return (await openDatabase()).sentRequests.orderBy('sentAt').reverse().toArray();
}

/** Reads every sent request's status from the server and keeps it; throws when the server cannot be asked. */
export async function refreshSentRequests(now = Date.now()): Promise<SentRequest[]> {
  const db = await openDatabase();
  const sent = await listSentRequests();
  const tracked = await trackMyRequests(sent.map((s) => s.requestId));
  const byOrder = new Map(tracked.map((t) => [t.order_id, t]));
  const updated = sent.map((s) => {
    const found = byOrder.get(s.orderId);
    return found ? { ...s, tracked: found, checkedAt: now } : s;
  });
  await db.sentRequests.bulkPut(updated);
  return updated;
}

/** A status read by order number: when the request is one this device sent, "My requests" shows it too. */
export async function keepIfSentHere(tracked: TrackedRequest, now = Date.now()): Promise<void> {
  await openDatabase()
    .then((db) => db.sentRequests.update(tracked.order_id, { tracked, checkedAt: now }))
    .catch(() => {}); // IndexedDB blocked (or its code not downloaded): there is nothing to keep it in
}
