/**
 * Taking an entry to send it (docs/architecture.md, "Data flows"): one sender
 * at a time, by a Web Lock shared by the tabs and the service worker, and a
 * claim with a lease in a Dexie transaction per entry (the only guard where
 * Web Locks are missing; a dead sender's claim expires).
 */
import type { AppDatabase } from '../db';
import type { OutboxDeps } from './deps';
import { nextStep, outboxKind, subjectOf } from './kinds';
import { CLAIM_LEASE_MS, EXPIRED_CODE, OUTBOX_LOCK_NAME, OUTBOX_MAX_AGE_MS } from './policy';
import type { OutboxEntry, OutboxError, OutboxEvent } from './types';

/** What asking for an entry gave. */
export type Claim =
  | { kind: 'claimed'; entry: OutboxEntry }
  /** Not sent within OUTBOX_MAX_AGE_MS: stopped with a notice instead of sent. */
  | { kind: 'expired'; entry: OutboxEntry }
  /** Deleted, delivered or stopped meanwhile. */
  | { kind: 'gone' }
  /** Another sender holds a live claim on it. */
  | { kind: 'busy' }
  /** Waiting for its backoff. */
  | { kind: 'not-due' }
  /** Its kind is not known here, or it waits for something else (./kinds.ts, `ready`). */
  | { kind: 'not-ready' };

export async function withLock<T>(locks: LockManager | null, run: (exclusive: boolean) => Promise<T>): Promise<T> {
  if (!locks) return run(false);
  return (await locks.request(OUTBOX_LOCK_NAME, () => run(true))) as T;
}

export async function candidateIds(db: AppDatabase, priority: string[], seen: Set<string>): Promise<string[]> {
  const all = (await db.outbox.orderBy('createdAt').primaryKeys()) as string[];
  const rest = all.filter((id) => !seen.has(id) && !priority.includes(id));
  return [...priority.filter((id) => !seen.has(id)), ...rest];
}

/** Waiting entries and when the earliest is due (a live claim counts as due when its lease ends). */
export async function waitingSummary(db: AppDatabase): Promise<{ count: number; nextAttemptAt: number | null }> {
  const count = await db.outbox.where('state').anyOf('pending', 'sending').count();
  const firstPending = await db.outbox
    .orderBy('nextAttemptAt')
    .filter((e) => e.state === 'pending' && outboxKind(e.kind) !== undefined)
    .first();
  const sending = await db.outbox.where('state').equals('sending').toArray();
  const times = [...(firstPending ? [firstPending.nextAttemptAt] : []), ...sending.map((e) => e.claimUntil ?? 0)];
  return { count, nextAttemptAt: times.length ? Math.min(...times) : null };
}

export function withoutClaim(entry: OutboxEntry): OutboxEntry {
  const { claimedBy: _claimedBy, claimUntil: _claimUntil, ...rest } = entry;
  return rest;
}

export const stoppedEvent = (entry: OutboxEntry, error: OutboxError): OutboxEvent => ({
  type: 'stopped',
  ...subjectOf(entry),
  error,
});

/**
 * Takes the entry for this sender if it is due and nobody else holds it.
 * Under the Web Lock no other sender can be running, so a claim found then
 * is one a crashed sender left behind and is taken over at once; without the
 * lock, the lease decides.
 */
export async function claimEntry(deps: OutboxDeps, id: string, force: boolean, exclusive: boolean): Promise<Claim> {
  const { db } = deps;
  const found = await db.outbox.get(id);
  const spec = found && outboxKind(found.kind);
  if (found && !spec) return { kind: 'not-ready' };
  const young = found !== undefined && deps.now() - found.createdAt <= OUTBOX_MAX_AGE_MS;
  if (found && young && spec?.ready && found.state === 'pending' && !(await spec.ready(db, found)))
    return { kind: 'not-ready' };
  const claim = await db.transaction('rw', db.outbox, async (): Promise<Claim> => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'stopped' || !spec) return { kind: 'gone' };
    const now = deps.now();
    if (now - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      const error: OutboxError = {
        step: nextStep(spec, entry),
        message: 'Not sent within 30 days',
        status: 0,
        code: EXPIRED_CODE,
        at: now,
      };
      const expired: OutboxEntry = { ...withoutClaim(entry), state: 'stopped', lastError: error };
      await db.outbox.put(expired);
      return { kind: 'expired', entry: expired };
    }
    if (entry.state === 'sending') {
      if (!exclusive && (entry.claimUntil ?? 0) > now) return { kind: 'busy' };
    } else if (!force && entry.nextAttemptAt > now) {
      return { kind: 'not-due' };
    }
    const claimed: OutboxEntry = {
      ...entry,
      state: 'sending',
      claimedBy: deps.senderId,
      claimUntil: now + CLAIM_LEASE_MS,
    };
    await db.outbox.put(claimed);
    return { kind: 'claimed', entry: claimed };
  });
  if (claim.kind === 'expired') deps.publish(stoppedEvent(claim.entry, claim.entry.lastError!));
  if (claim.kind === 'claimed') deps.publish({ type: 'changed' });
  return claim;
}
