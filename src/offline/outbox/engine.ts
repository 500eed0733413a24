/**
 * The outbox engine (docs/architecture.md, "The outbox and its kinds"): runs
 * the due entries one at a time, each by its kind's steps (./kinds.ts),
 * claimed (./claim.ts) and sent step by step (./send.ts). Runs in the page and
 * the service worker alike; touches no DOM.
 */
import { candidateIds, claimEntry, waitingSummary, withLock } from './claim';
import type { OutboxDeps } from './deps';
import { outboxKind } from './kinds';
import { send } from './send';
import type { FlushReport } from './types';

export { defaultOutboxDeps, type OutboxDeps } from './deps';

export interface FlushOptions {
  /**
   * Try waiting entries now, backoff or not: for triggers that say the
   * situation changed (app start, back online, tab visible, Background Sync).
   */
  force?: boolean;
  /** Entries to try first (the one a form just wrote). */
  priority?: readonly string[];
}

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
    /** Passed over for their backoff, or waiting for another entry: looked at again after a delivery. */
    const later = new Set<string>();
    // Entries written while the round runs are picked up by the next pass.
    for (;;) {
      const ids = await candidateIds(deps.db, priority, seen);
      priority = [];
      if (ids.length === 0) return;
      for (const id of ids) {
        seen.add(id);
        const claim = await claimEntry(deps, id, force, exclusive);
        if (claim.kind === 'not-due' || claim.kind === 'not-ready') later.add(id);
        if (claim.kind !== 'claimed') continue;
        const outcome = await send(deps, outboxKind(claim.entry.kind)!, claim.entry);
        if (outcome === 'skipped') continue;
        counts[outcome] += 1;
        // The backend answers again: what waits for its backoff (or for what was just sent) can go now.
        if (outcome === 'delivered') {
          force = true;
          for (const waiting of later) seen.delete(waiting);
          later.clear();
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
