/**
 * Sending one claimed entry (docs/architecture.md, "Data flows"): its kind's
 * steps not yet done, one at a time, each recorded on the entry as it
 * finishes, so that an attempt cut short resumes where it stopped. Every
 * write checks that the claim is still this sender's.
 */
import { ApiError, classifyError } from '@/api/errors';
import { stoppedEvent, withoutClaim } from './claim';
import type { OutboxDeps } from './deps';
import { subjectOf, type OutboxKindSpec, type StepContext } from './kinds';
import { CLAIM_LEASE_MS, retryDelayMs } from './policy';
import type { OutboxEntry, OutboxError, OutboxStep } from './types';

export type Outcome = 'delivered' | 'failed' | 'stopped' | 'skipped';

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

/** Runs the entry's steps not yet done, recording each, then hands it over to finish(). */
export async function send(deps: OutboxDeps, spec: OutboxKindSpec, claimed: OutboxEntry): Promise<Outcome> {
  let entry = claimed;
  try {
    for (const step of spec.steps) {
      if (step.done(entry)) continue;
      let answer: unknown;
      try {
        answer = await step.run(deps, entry, stepContext(deps, spec, entry));
      } catch (err) {
        throw err instanceof LostClaim ? err : new StepFailure(step.name, err);
      }
      entry = await recordStep(deps, spec, entry, step.record(answer as never));
    }
  } catch (err) {
    if (err instanceof LostClaim) return 'skipped';
    if (err instanceof StepFailure) return recordFailure(deps, spec, entry, err);
    throw err; // a bug or the database failing: not the entry's fault
  }
  return finish(deps, spec, entry);
}

function stepContext(deps: OutboxDeps, spec: OutboxKindSpec, entry: OutboxEntry): StepContext {
  return {
    note: async (patch) => {
      const kept = await whileClaimed(deps, spec, entry.id, async (fresh) => {
        const updated = { ...fresh, steps: { ...fresh.steps, ...patch }, claimUntil: deps.now() + CLAIM_LEASE_MS };
        await deps.db.outbox.put(updated);
      });
      if (kept === LOST) throw new LostClaim();
    },
    progress: (done, total) => deps.publish({ type: 'sending', ...subjectOf(entry), done, total }),
  };
}

/**
 * A write to an entry this sender claimed: done in a transaction only while
 * the claim is still ours (a sender whose lease ran out must not overwrite
 * the one that took over). Returns `write`'s result, or LOST when it was not.
 */
const LOST = Symbol('lost claim');
async function whileClaimed<T>(
  deps: OutboxDeps,
  spec: OutboxKindSpec,
  id: string,
  write: (fresh: OutboxEntry) => Promise<T>,
): Promise<T | typeof LOST> {
  const { db } = deps;
  return db.transaction('rw', ['outbox', ...(spec.tables ?? [])], async () => {
    const fresh = await db.outbox.get(id);
    if (!fresh || fresh.state !== 'sending' || fresh.claimedBy !== deps.senderId) return LOST;
    return write(fresh);
  });
}

/** Records a finished step and renews the lease. */
async function recordStep(deps: OutboxDeps, spec: OutboxKindSpec, entry: OutboxEntry, patch: object) {
  const next = await whileClaimed(deps, spec, entry.id, async (fresh) => {
    const updated = { ...fresh, steps: { ...fresh.steps, ...patch }, claimUntil: deps.now() + CLAIM_LEASE_MS };
    await deps.db.outbox.put(updated);
    await spec.afterStep?.(deps.db, updated, patch);
    return updated;
  });
  if (next === LOST) throw new LostClaim();
  deps.publish({ type: 'progress', ...subjectOf(next) });
  return next;
}

function describeFailure(failure: StepFailure, at: number): OutboxError {
  const cause = failure.failure;
  const status = cause instanceof ApiError ? cause.status : 0;
  const code = cause instanceof ApiError ? cause.code : undefined;
  return { step: failure.step, message: failure.message, status, ...(code ? { code } : {}), at };
}

/** Retry later (network, 5xx, 429) or stop (any other 4xx). */
async function recordFailure(
  deps: OutboxDeps,
  spec: OutboxKindSpec,
  entry: OutboxEntry,
  failure: StepFailure,
): Promise<Outcome> {
  const now = deps.now();
  const error = describeFailure(failure, now);
  // 'duplicate' (a unique violation; submit_request answers a repeated
  // request_id itself): sending the same row cannot fix it.
  const retry = classifyError(failure.failure) === 'retry';
  const next = await whileClaimed(deps, spec, entry.id, async (fresh) => {
    const attempts = fresh.attempts + 1;
    const updated: OutboxEntry = retry
      ? {
          ...withoutClaim(fresh),
          state: 'pending',
          attempts,
          nextAttemptAt: now + retryDelayMs(attempts, deps.random),
          lastError: error,
        }
      : { ...withoutClaim(fresh), state: 'stopped', attempts, lastError: error };
    await deps.db.outbox.put(updated);
    return updated;
  });
  if (next === LOST) return 'skipped';
  deps.publish(
    retry
      ? { type: 'attempt-failed', ...subjectOf(next), error, nextAttemptAt: next.nextAttemptAt }
      : stoppedEvent(next, error),
  );
  return retry ? 'failed' : 'stopped';
}

/** Every step done: the entry and the personal data in it leave the browser, if it is still ours. */
async function finish(deps: OutboxDeps, spec: OutboxKindSpec, entry: OutboxEntry): Promise<Outcome> {
  const removed = await whileClaimed(deps, spec, entry.id, async () => {
    await deps.db.outbox.delete(entry.id);
    await spec.afterDelivery?.(deps.db, entry);
  });
  if (removed === LOST) return 'skipped';
  const { saved: _saved, ...about } = subjectOf(entry);
  deps.publish({
    type: 'delivered',
    ...about,
    queued: entry.attempts > 0 || deps.now() - entry.createdAt > deps.firstAttemptWaitMs,
  });
  return 'delivered';
}
