/**
 * The outbox engine (docs/architecture.md, "Data flows"): runs the due
 * entries' steps (./steps.ts) one at a time, recording each finished step so
 * that an attempt cut short resumes where it stopped. One sender at a time: a
 * Web Lock shared by the tabs and the service worker, and a claim with a
 * lease in a Dexie transaction per entry (the only guard where Web Locks are
 * missing; a dead sender's claim expires). Runs in the page and the service
 * worker alike; touches no DOM.
 */
import type { AppDatabase } from '../db';
import { getDatabase } from '../db';
import { ApiError, classifyError } from '@/api/errors';
import { getSupabase } from '@/api/supabase';
import { getEmailSender } from '@/api/emailjs';
import { publishOutboxEvent } from './events';
import { newId } from './ids';
import {
  CLAIM_LEASE_MS,
  EMAIL_TIMEOUT_MS,
  EXPIRED_CODE,
  FIRST_ATTEMPT_WAIT_MS,
  OUTBOX_LOCK_NAME,
  OUTBOX_MAX_AGE_MS,
  retryDelayMs,
} from './policy';
import { NEWSLETTER_STEPS, REQUEST_STEPS, type Step, type StepDeps } from './steps';
import type { SentRequest } from '../sent-request';
import type { FlushReport, OutboxEntry, OutboxError, OutboxEvent, OutboxStep, RequestEntry } from './types';

/** What the engine works with; tests inject their own clients, clock and database. */
export interface OutboxDeps extends StepDeps {
  db: AppDatabase;
  now: () => number;
  random: () => number;
  /** Names this sender in claims. */
  senderId: string;
  /** null where Web Locks are missing (old in-app browsers, Node). */
  locks: LockManager | null;
  publish: (event: OutboxEvent) => void;
  firstAttemptWaitMs: number;
}

export function defaultOutboxDeps(overrides: Partial<OutboxDeps> = {}): OutboxDeps {
  const nav = (globalThis as { navigator?: { locks?: LockManager } }).navigator;
  return {
    db: getDatabase(),
    supabase: getSupabase,
    emailSender: getEmailSender,
    now: Date.now,
    random: Math.random,
    senderId: newId(),
    locks: nav?.locks ?? null,
    publish: publishOutboxEvent,
    emailTimeoutMs: EMAIL_TIMEOUT_MS,
    firstAttemptWaitMs: FIRST_ATTEMPT_WAIT_MS,
    ...overrides,
  };
}

export interface FlushOptions {
  /**
   * Try waiting entries now, backoff or not: for triggers that say the
   * situation changed (app start, back online, tab visible, Background Sync).
   */
  force?: boolean;
  /** Entries to try first (the one a form just wrote). */
  priority?: readonly string[];
}

/** A step's failure, with the step's name. */
class StepFailure extends Error {
  constructor(
    readonly step: OutboxStep,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/** Another sender took the entry over (our lease ran out): leave it to them. */
class LostClaim extends Error {}

type Outcome = 'delivered' | 'failed' | 'stopped' | 'skipped';

/** What asking for an entry gave. */
type Claim =
  | { kind: 'claimed'; entry: OutboxEntry }
  /** Not sent within OUTBOX_MAX_AGE_MS: stopped with a notice instead of sent. */
  | { kind: 'expired'; entry: OutboxEntry }
  /** Deleted, delivered or stopped meanwhile. */
  | { kind: 'gone' }
  /** Another sender holds a live claim on it. */
  | { kind: 'busy' }
  /** Waiting for its backoff. */
  | { kind: 'not-due' };

/**
 * One round: sends every due entry (all waiting ones when forced), oldest
 * first after `priority`. A retryable failure ends the round: the backend or
 * the connection is down, and the failed entry's backoff says when to look
 * again; sending the others now would only fail the same way.
 */
export async function flushOutbox(deps: OutboxDeps, options: FlushOptions = {}): Promise<FlushReport> {
  const counts = { delivered: 0, failed: 0, stopped: 0 };
  /** Set when the round ends on a failure: the failed entry's next attempt. */
  const ended: { retryAt: number | null } = { retryAt: null };

  await withLock(deps.locks, async (exclusive) => {
    let force = options.force ?? false;
    let priority = [...(options.priority ?? [])];
    const seen = new Set<string>();
    /** Passed over for their backoff: looked at again if the round turns forced. */
    const notDue = new Set<string>();
    // Entries written while the round runs are picked up by the next pass.
    for (;;) {
      const ids = await candidateIds(deps.db, priority, seen);
      priority = [];
      if (ids.length === 0) return;
      for (const id of ids) {
        seen.add(id);
        const claim = await claimEntry(deps, id, force, exclusive);
        if (claim.kind === 'not-due') notDue.add(id);
        if (claim.kind !== 'claimed') continue;
        const outcome = await send(deps, claim.entry);
        if (outcome === 'skipped') continue;
        counts[outcome] += 1;
        // The backend answers again: what waits for its backoff can go now.
        if (outcome === 'delivered' && !force) {
          force = true;
          for (const waiting of notDue) seen.delete(waiting);
          notDue.clear();
        }
        if (outcome === 'failed') {
          ended.retryAt = (await deps.db.outbox.get(id))?.nextAttemptAt ?? null;
          return;
        }
      }
    }
  });

  const waiting = await waitingSummary(deps.db);
  return { ...counts, waiting: waiting.count, nextAttemptAt: ended.retryAt ?? waiting.nextAttemptAt };
}

async function withLock<T>(locks: LockManager | null, run: (exclusive: boolean) => Promise<T>): Promise<T> {
  if (!locks) return run(false);
  return (await locks.request(OUTBOX_LOCK_NAME, () => run(true))) as T;
}

async function candidateIds(db: AppDatabase, priority: string[], seen: Set<string>): Promise<string[]> {
  const all = (await db.outbox.orderBy('createdAt').primaryKeys()) as string[];
  const rest = all.filter((id) => !seen.has(id) && !priority.includes(id));
  return [...priority.filter((id) => !seen.has(id)), ...rest];
}

/** Waiting entries and when the earliest is due (a live claim counts as due when its lease ends). */
async function waitingSummary(db: AppDatabase): Promise<{ count: number; nextAttemptAt: number | null }> {
  const count = await db.outbox.where('state').anyOf('pending', 'sending').count();
  const firstPending = await db.outbox
    .orderBy('nextAttemptAt')
    .filter((e) => e.state === 'pending')
    .first();
  const sending = await db.outbox.where('state').equals('sending').toArray();
  const times = [...(firstPending ? [firstPending.nextAttemptAt] : []), ...sending.map((e) => e.claimUntil ?? 0)];
  return { count, nextAttemptAt: times.length ? Math.min(...times) : null };
}

/**
 * Takes the entry for this sender if it is due and nobody else holds it.
 * Under the Web Lock no other sender can be running, so a claim found then
 * is one a crashed sender left behind and is taken over at once; without the
 * lock, the lease decides.
 */
async function claimEntry(deps: OutboxDeps, id: string, force: boolean, exclusive: boolean): Promise<Claim> {
  const { db } = deps;
  const claim = await db.transaction('rw', db.outbox, async (): Promise<Claim> => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'stopped') return { kind: 'gone' };
    const now = deps.now();
    if (now - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      const error: OutboxError = {
        step: nextStep(entry),
        message: 'Not sent within 30 days',
        status: 0,
        code: EXPIRED_CODE,
        at: now,
      };
      const expired = { ...withoutClaim(entry), state: 'stopped', lastError: error } as OutboxEntry;
      await db.outbox.put(expired);
      return { kind: 'expired', entry: expired };
    }
    if (entry.state === 'sending') {
      if (!exclusive && (entry.claimUntil ?? 0) > now) return { kind: 'busy' };
    } else if (!force && entry.nextAttemptAt > now) {
      return { kind: 'not-due' };
    }
    const claimed = { ...entry, state: 'sending', claimedBy: deps.senderId, claimUntil: now + CLAIM_LEASE_MS };
    await db.outbox.put(claimed as OutboxEntry);
    return { kind: 'claimed', entry: claimed as OutboxEntry };
  });
  if (claim.kind === 'expired') deps.publish(stoppedEvent(claim.entry, claim.entry.lastError!));
  if (claim.kind === 'claimed') deps.publish({ type: 'changed' });
  return claim;
}

/** The table of steps for the entry's kind. */
const stepsOf = (entry: OutboxEntry) =>
  (entry.kind === 'request' ? REQUEST_STEPS : NEWSLETTER_STEPS) as readonly Step<OutboxEntry>[];

/** The first step the entry has not done (what an expiry notice names). */
const nextStep = (entry: OutboxEntry): OutboxStep =>
  stepsOf(entry).find((s) => !s.done(entry))?.name ?? stepsOf(entry).at(-1)!.name;

/** Runs the entry's steps not yet done, recording each, then hands it over to finish(). */
async function send(deps: OutboxDeps, claimed: OutboxEntry): Promise<Outcome> {
  let entry = claimed;
  try {
    for (const step of stepsOf(entry)) {
      if (step.done(entry)) continue;
      let answer: unknown;
      try {
        answer = await step.run(deps, entry);
      } catch (err) {
        throw new StepFailure(step.name, err);
      }
      entry = await recordStep(deps, entry, step.record(answer as never));
    }
  } catch (err) {
    if (err instanceof LostClaim) return 'skipped';
    if (err instanceof StepFailure) return recordFailure(deps, entry, err);
    throw err; // a bug or the database failing: not the entry's fault
  }
  return finish(deps, entry);
}

/**
 * A write to an entry this sender claimed: done in a transaction only while
 * the claim is still ours (a sender whose lease ran out must not overwrite
 * the one that took over). Returns `write`'s result, or LOST when it was not.
 */
const LOST = Symbol('lost claim');
async function whileClaimed<T>(
  deps: OutboxDeps,
  id: string,
  write: (fresh: OutboxEntry) => Promise<T>,
): Promise<T | typeof LOST> {
  const { db } = deps;
  return db.transaction('rw', db.outbox, db.sentRequests, async () => {
    const fresh = await db.outbox.get(id);
    if (!fresh || fresh.state !== 'sending' || fresh.claimedBy !== deps.senderId) return LOST;
    return write(fresh);
  });
}

/** Records a finished step and renews the lease. */
async function recordStep(deps: OutboxDeps, entry: OutboxEntry, patch: Partial<OutboxEntry['steps']>) {
  const next = await whileClaimed(deps, entry.id, async (fresh) => {
    const updated = {
      ...fresh,
      steps: { ...fresh.steps, ...patch },
      claimUntil: deps.now() + CLAIM_LEASE_MS,
    } as OutboxEntry;
    await deps.db.outbox.put(updated);
    // Saved with its order id: from now on it is one of "My requests".
    if (updated.kind === 'request' && 'orderId' in patch) await deps.db.sentRequests.put(sentRequest(updated));
    return updated;
  });
  if (next === LOST) throw new LostClaim();
  deps.publish({ type: 'progress', ...subject(next) });
  return next;
}

function sentRequest(entry: RequestEntry): SentRequest {
  return {
    orderId: entry.steps.orderId!,
    requestId: entry.id,
    service: entry.payload.service,
    documentType: entry.payload.documentType,
    language: entry.payload.language,
    sentAt: entry.createdAt,
  };
}

function describeFailure(failure: StepFailure, at: number): OutboxError {
  const cause = failure.failure;
  const status = cause instanceof ApiError ? cause.status : 0;
  const code = cause instanceof ApiError ? cause.code : undefined;
  return { step: failure.step, message: failure.message, status, ...(code ? { code } : {}), at };
}

/** Retry later (network, 5xx, 429) or stop (any other 4xx). */
async function recordFailure(deps: OutboxDeps, entry: OutboxEntry, failure: StepFailure): Promise<Outcome> {
  const now = deps.now();
  const error = describeFailure(failure, now);
  // 'duplicate' (a unique violation; submit_request answers a repeated
  // request_id itself): sending the same row cannot fix it.
  const retry = classifyError(failure.failure) === 'retry';
  const next = await whileClaimed(deps, entry.id, async (fresh) => {
    const attempts = fresh.attempts + 1;
    const updated = (
      retry
        ? {
            ...withoutClaim(fresh),
            state: 'pending',
            attempts,
            nextAttemptAt: now + retryDelayMs(attempts, deps.random),
            lastError: error,
          }
        : { ...withoutClaim(fresh), state: 'stopped', attempts, lastError: error }
    ) as OutboxEntry;
    await deps.db.outbox.put(updated);
    return updated;
  });
  if (next === LOST) return 'skipped';
  deps.publish(
    retry
      ? { type: 'attempt-failed', ...subject(next), error, nextAttemptAt: next.nextAttemptAt }
      : stoppedEvent(next, error),
  );
  return retry ? 'failed' : 'stopped';
}

/** Every step done: the entry and the personal data in it leave the browser, if it is still ours. */
async function finish(deps: OutboxDeps, entry: OutboxEntry): Promise<Outcome> {
  const removed = await whileClaimed(deps, entry.id, () => deps.db.outbox.delete(entry.id));
  if (removed === LOST) return 'skipped';
  const { saved: _saved, ...about } = subject(entry);
  deps.publish({
    type: 'delivered',
    ...about,
    queued: entry.attempts > 0 || deps.now() - entry.createdAt > deps.firstAttemptWaitMs,
  });
  return 'delivered';
}

// ---------------------------------------------------------------------------
// Events: what every tab and the service worker hear of an entry (no personal data)
// ---------------------------------------------------------------------------

/** The entry as events name it: its id and kind, the order id once the server gave it, and whether it is stored. */
function subject(entry: OutboxEntry) {
  const orderId = entry.kind === 'request' && entry.steps.saved ? entry.steps.orderId : undefined;
  const saved = entry.kind === 'request' ? entry.steps.saved === true : entry.steps.subscribed !== undefined;
  return { id: entry.id, kind: entry.kind, ...(orderId ? { orderId } : {}), saved };
}

const stoppedEvent = (entry: OutboxEntry, error: OutboxError): OutboxEvent => ({
  type: 'stopped',
  ...subject(entry),
  error,
});

function withoutClaim(entry: OutboxEntry) {
  const { claimedBy: _claimedBy, claimUntil: _claimUntil, ...rest } = entry;
  return rest;
}
