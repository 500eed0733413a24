/**
 * What the outbox engine works with: the database, the clients its kinds'
 * steps call, the clock, and who it is among the senders. Tests inject their
 * own clients, clock and database.
 */
import { getDatabase } from '../db';
import { getSupabase } from '@/api/supabase';
import { publishOutboxEvent } from './events';
import { newId } from './ids';
import { EMAIL_TIMEOUT_MS, FIRST_ATTEMPT_WAIT_MS } from './policy';
import type { StepDeps } from './kinds';
import type { OutboxEvent } from './types';

export interface OutboxDeps extends StepDeps {
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
