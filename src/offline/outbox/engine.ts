/**
 * The outbox engine (docs/architecture.md, "Data flows"): takes the entries that are due, one at a
 * time, and runs each one's steps, recording every finished step on the entry
 * so that an attempt cut short anywhere resumes where it stopped:
 *
 *   request:    submit_request (request_id -> order id) -> admin e-mail -> customer e-mail
 *   newsletter: subscribe_newsletter
 *
 * - submit_request carries the entry's id as request_id and gives the order
 *   id; called again after a lost answer, it returns the same id and stores
 *   nothing new: a request is never stored twice nor gets two ids;
 * - e-mails are sent at least once, each marked when EmailJS answers 200;
 * - network errors, 5xx and 429 are retried with backoff; other 4xx stop the
 *   entry until the visitor retries or discards it.
 *
 * One sender at a time: the whole round runs under a Web Lock shared by the
 * tabs and the service worker, and each entry is claimed in a Dexie
 * transaction with a lease before it is sent (the only guard where Web Locks
 * are missing; a claim left by a sender that died expires with its lease).
 *
 * Runs in the page and in the service worker alike; touches no DOM.
 */
import type { AppDatabase } from '../db';
import { getDatabase } from '../db';
import { ApiError, classifyError } from '../../lib/api/errors';
import { submitRequest } from '../../lib/api/requests';
import {
  adminEmailParams,
  customerEmailParams,
  sendAdminEmail,
  sendCustomerEmail,
  type RequestForEmail,
} from '../../lib/api/email';
import { subscribeNewsletter } from '../../lib/api/newsletter';
import type { HumanSignals, RequestSubmission } from '../../lib/api/database';
import { getSupabase, type AppSupabaseClient } from '../../lib/supabase';
import { getEmailSender, type EmailSender } from '../../lib/emailjs';
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
import type {
  FlushReport,
  NewsletterEntry,
  OutboxEntry,
  OutboxError,
  OutboxEvent,
  OutboxStep,
  RequestEntry,
} from './types';

/** What the engine works with; tests inject their own clients, clock and database. */
export interface OutboxDeps {
  db: AppDatabase;
  supabase: () => Promise<AppSupabaseClient>;
  emailSender: () => EmailSender;
  now: () => number;
  random: () => number;
  /** Names this sender in claims. */
  senderId: string;
  /** null where Web Locks are missing (old in-app browsers, Node). */
  locks: LockManager | null;
  publish: (event: OutboxEvent) => void;
  emailTimeoutMs: number;
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

/** Another sender took the entry over (our lease ran out): leave it to them. */
class LostClaim extends Error {}

/** A step's failure, with the step's name. */
class StepFailure extends Error {
  constructor(
    readonly step: OutboxStep,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

type Outcome = 'delivered' | 'failed' | 'stopped' | 'skipped';

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
        const claimed = await claim(deps, id, force, exclusive);
        if (claimed === 'not-due') notDue.add(id);
        if (typeof claimed === 'string') continue;
        const outcome = await send(deps, claimed);
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
async function claim(
  deps: OutboxDeps,
  id: string,
  force: boolean,
  exclusive: boolean,
): Promise<OutboxEntry | 'gone' | 'busy' | 'not-due'> {
  const { db } = deps;
  let expired: OutboxEntry | undefined;
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'stopped') return 'gone' as const;
    const now = deps.now();
    if (now - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      const { claimedBy: _claimedBy, claimUntil: _claimUntil, ...rest } = entry;
      expired = {
        ...rest,
        state: 'stopped',
        lastError: {
          step: entry.kind === 'request' ? (entry.steps.saved ? 'adminEmail' : 'saved') : 'subscribed',
          message: 'Not sent within 30 days',
          status: 0,
          code: EXPIRED_CODE,
          at: now,
        },
      } as OutboxEntry;
      await db.outbox.put(expired);
      return 'gone' as const;
    }
    if (entry.state === 'sending') {
      if (!exclusive && (entry.claimUntil ?? 0) > now) return 'busy' as const;
    } else if (!force && entry.nextAttemptAt > now) {
      return 'not-due' as const;
    }
    const next: OutboxEntry = {
      ...entry,
      state: 'sending',
      claimedBy: deps.senderId,
      claimUntil: now + CLAIM_LEASE_MS,
    };
    await db.outbox.put(next);
    return next;
  });
  if (expired) {
    const orderId = orderIdOf(expired);
    deps.publish({
      type: 'stopped',
      id: expired.id,
      kind: expired.kind,
      ...(orderId ? { orderId } : {}),
      saved: savedOf(expired),
      error: expired.lastError!,
    });
  }
  if (typeof claimed !== 'string') deps.publish({ type: 'changed' });
  return claimed;
}

async function send(deps: OutboxDeps, entry: OutboxEntry): Promise<Outcome> {
  let current = entry;
  const track = (next: OutboxEntry) => {
    current = next;
  };
  try {
    if (entry.kind === 'request') await sendRequest(deps, entry, track);
    else await sendNewsletter(deps, entry, track);
  } catch (err) {
    if (err instanceof LostClaim) return 'skipped';
    if (err instanceof StepFailure) return recordFailure(deps, current, err);
    throw err; // a bug or the database failing: not the entry's fault
  }
  await finish(deps, current);
  return 'delivered';
}

async function step<T>(name: OutboxStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw new StepFailure(name, err);
  }
}

/** Runs `promise` but gives up (as a network failure, status 0) after `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new ApiError(`${what}: no answer after ${Math.round(ms / 1000)} s`, { status: 0, service: 'emailjs' })),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Entries queued before the bot checks existed were typed by a person on the
 * form of the time: they pass as such (the limits still apply to them).
 */
const LEGACY_SIGNALS: HumanSignals = { website: '', fillMs: 60_000 };

function requestRow(entry: RequestEntry): RequestSubmission {
  const p = entry.payload;
  return {
    request_id: entry.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    service: p.service,
    document_type: p.documentType,
    urgency: p.urgency,
    message: p.message,
    language: p.language,
  };
}

function requestForEmail(entry: RequestEntry, orderId: string): RequestForEmail {
  const p = entry.payload;
  return {
    orderId,
    name: p.name.trim(),
    email: p.email.trim(),
    phone: p.phone.trim(),
    service: p.labels.service,
    documentType: p.labels.documentType,
    urgency: p.labels.urgency,
    message: p.message.trim(),
    language: p.language,
  };
}

async function sendRequest(deps: OutboxDeps, start: RequestEntry, track: (e: OutboxEntry) => void): Promise<void> {
  let entry = start;
  const advance = async (patch: RequestEntry['steps']) => {
    entry = (await recordStep(deps, entry, patch)) as RequestEntry;
    track(entry);
  };
  let client: AppSupabaseClient | undefined;
  const supabase = async () => (client ??= await deps.supabase());

  if (!entry.steps.saved) {
    const signals = { ...(entry.payload.signals ?? LEGACY_SIGNALS), submittedAt: entry.createdAt };
    const orderId = await step('saved', async () => submitRequest(requestRow(entry), signals, await supabase()));
    await advance({ orderId, saved: true });
  }
  const orderId = entry.steps.orderId!;
  const forEmail = requestForEmail(entry, orderId);
  if (!entry.steps.adminEmail) {
    await step('adminEmail', () =>
      withTimeout(
        sendAdminEmail(adminEmailParams(forEmail), deps.emailSender()),
        deps.emailTimeoutMs,
        'Error sending admin notification',
      ),
    );
    await advance({ adminEmail: true });
  }
  if (!entry.steps.customerEmail) {
    await step('customerEmail', () =>
      withTimeout(
        sendCustomerEmail(customerEmailParams(forEmail), deps.emailSender()),
        deps.emailTimeoutMs,
        'Error sending customer confirmation',
      ),
    );
    await advance({ customerEmail: true });
  }
}

async function sendNewsletter(
  deps: OutboxDeps,
  start: NewsletterEntry,
  track: (e: OutboxEntry) => void,
): Promise<void> {
  if (start.steps.subscribed) return;
  const signals = start.payload.signals ?? LEGACY_SIGNALS;
  const status = await step('subscribed', async () =>
    subscribeNewsletter(start.payload.email, signals, await deps.supabase()),
  );
  track(await recordStep(deps, start, { subscribed: status }));
}

/** The order id the visitor may be told: the server's, once the request is stored. */
const orderIdOf = (entry: OutboxEntry) =>
  entry.kind === 'request' && entry.steps.saved ? entry.steps.orderId : undefined;
const savedOf = (entry: OutboxEntry) =>
  entry.kind === 'request' ? entry.steps.saved === true : entry.steps.subscribed !== undefined;

/** Records finished steps and renews the lease, if the entry is still ours. */
async function recordStep(
  deps: OutboxDeps,
  entry: OutboxEntry,
  patch: RequestEntry['steps'] | NewsletterEntry['steps'],
): Promise<OutboxEntry> {
  const { db } = deps;
  const next = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(entry.id);
    if (!fresh || fresh.state !== 'sending' || fresh.claimedBy !== deps.senderId) throw new LostClaim();
    // The order id comes from the server with `saved` (the same for the same request_id).
    const steps = { ...fresh.steps, ...patch };
    const updated = { ...fresh, steps, claimUntil: deps.now() + CLAIM_LEASE_MS } as OutboxEntry;
    await db.outbox.put(updated);
    return updated;
  });
  const orderId = orderIdOf(next);
  deps.publish({
    type: 'progress',
    id: next.id,
    kind: next.kind,
    ...(orderId ? { orderId } : {}),
    saved: savedOf(next),
  });
  return next;
}

function describeFailure(failure: StepFailure, at: number): OutboxError {
  const cause = failure.failure;
  const status = cause instanceof ApiError ? cause.status : 0;
  const code = cause instanceof ApiError ? cause.code : undefined;
  return { step: failure.step, message: failure.message, status, ...(code ? { code } : {}), at };
}

/** Retry later (network, 5xx, 429) or stop (any other 4xx). */
async function recordFailure(deps: OutboxDeps, entry: OutboxEntry, failure: StepFailure): Promise<Outcome> {
  const { db } = deps;
  const now = deps.now();
  const error = describeFailure(failure, now);
  // 'duplicate' (a unique violation; submit_request answers a repeated
  // request_id itself): sending the same row cannot fix it.
  const retry = classifyError(failure.failure) === 'retry';
  const next = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(entry.id);
    if (!fresh || fresh.claimedBy !== deps.senderId) return undefined;
    const attempts = fresh.attempts + 1;
    const { claimedBy: _claimedBy, claimUntil: _claimUntil, ...rest } = fresh;
    const updated: OutboxEntry = retry
      ? {
          ...rest,
          state: 'pending',
          attempts,
          nextAttemptAt: now + retryDelayMs(attempts, deps.random),
          lastError: error,
        }
      : { ...rest, state: 'stopped', attempts, lastError: error };
    await db.outbox.put(updated);
    return updated;
  });
  if (!next) return 'skipped';
  const orderId = orderIdOf(next);
  const common = { id: next.id, kind: next.kind, ...(orderId ? { orderId } : {}), saved: savedOf(next), error };
  deps.publish(
    retry ? { type: 'attempt-failed', ...common, nextAttemptAt: next.nextAttemptAt } : { type: 'stopped', ...common },
  );
  return retry ? 'failed' : 'stopped';
}

/** Every step done: the entry and the personal data in it leave the browser. */
async function finish(deps: OutboxDeps, entry: OutboxEntry): Promise<void> {
  await deps.db.outbox.delete(entry.id);
  const queued = entry.attempts > 0 || deps.now() - entry.createdAt > deps.firstAttemptWaitMs;
  const orderId = orderIdOf(entry);
  deps.publish({
    type: 'delivered',
    id: entry.id,
    kind: entry.kind,
    ...(orderId ? { orderId } : {}),
    ...(entry.kind === 'newsletter' && entry.steps.subscribed ? { newsletterStatus: entry.steps.subscribed } : {}),
    queued,
  });
}
