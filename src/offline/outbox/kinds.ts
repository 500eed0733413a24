/**
 * The kinds the outbox sends (docs/architecture.md, "The outbox and its
 * kinds"). Each feature registers its own: a table of steps (each with
 * `name`, `done`: already recorded, a retry skips it; `run`: the call;
 * `record`: what its answer adds to the entry) and what events say of an
 * entry. The engine runs whatever is registered in its context; an entry of
 * a kind not registered there waits for a context that knows it (the page
 * and the service worker register every kind: src/app/outbox-kinds.ts).
 */
import type { AppDatabase } from '../db';
import type { PublicClient } from '@/api/supabase';
import type { EmailSender } from '@/api/emailjs';
import type { HumanSignals } from '@/domain/request/schema';
import type { EventSubject, OutboxEntry, OutboxStep } from './types';

/**
 * What an entry queued before the bot checks existed is sent with: it was
 * typed by a person on the form of the time (the limits still apply). Here,
 * not beside HumanSignals: the schema's chunk is in forms' first load.
 */
export const LEGACY_SIGNALS: HumanSignals = { website: '', fillMs: 60_000 };

/** What the steps call with (the engine's dependencies, narrowed). */
export interface StepDeps {
  db: AppDatabase;
  supabase: () => Promise<PublicClient>;
  /** The firm's e-mail's sender; none: the site's EmailJS client (src/api/email.ts). */
  emailSender?: () => EmailSender;
  emailTimeoutMs: number;
}

/** What the engine gives a running step besides its dependencies. */
export interface StepContext {
  /** Keeps part of the step's result on the entry now (a resumable upload's address), while the claim holds. */
  note: (patch: Record<string, unknown>) => Promise<void>;
  /** Tells every tab how far the step is (a file's bytes). */
  progress: (done: number, total: number) => void;
}

export interface Step<E extends OutboxEntry> {
  name: OutboxStep;
  done: (entry: E) => boolean;
  run: (deps: StepDeps, entry: E, context: StepContext) => Promise<unknown>;
  record: (answer: never) => Partial<E['steps']>;
}

/** A row of a kind's table, typed by its call's answer. */
export const step = <E extends OutboxEntry, A>(row: {
  name: OutboxStep;
  done: (entry: E) => boolean;
  run: (deps: StepDeps, entry: E, context: StepContext) => Promise<A>;
  record: (answer: A) => Partial<E['steps']>;
}): Step<E> => row as Step<E>;

export interface OutboxKindSpec<E extends OutboxEntry = OutboxEntry> {
  kind: E['kind'];
  steps: readonly Step<E>[];
  /** What events say of the entry besides its id and kind. */
  subject: (entry: E) => Omit<EventSubject, 'id' | 'kind'>;
  /** How the outbox panel names it: a message id of the kind, and what the visitor typed that tells it apart. */
  describe: (entry: E) => { kindMessage: string; detail: string };
  /**
   * Whether it may go now (a file waits until its request is stored):
   * an entry not ready is passed over, neither tried nor failed.
   */
  ready?: (db: AppDatabase, entry: E) => Promise<boolean>;
  /** Tables besides the outbox that `afterStep` and `afterDelivery` write. */
  tables?: readonly string[];
  /** In the transaction that records a step (a request saved becomes one of "My requests"). */
  afterStep?: (db: AppDatabase, entry: E, patch: Partial<E['steps']>) => Promise<void>;
  /** In the transaction that removes the delivered entry (a file's kept bytes go with it). */
  afterDelivery?: (db: AppDatabase, entry: E) => Promise<void>;
}

const registry = new Map<string, OutboxKindSpec>();

/** Called by each feature's outbox-kind module; registering a kind again replaces it. */
export function registerOutboxKind<E extends OutboxEntry>(spec: OutboxKindSpec<E>): void {
  registry.set(spec.kind, spec as unknown as OutboxKindSpec);
}

/** The kind's spec, or undefined where it is not registered. */
export const outboxKind = (kind: string): OutboxKindSpec | undefined => registry.get(kind);

/** The entry as events name it (an unknown kind: not saved). */
export const subjectOf = (entry: OutboxEntry): EventSubject => ({
  id: entry.id,
  kind: entry.kind,
  ...(outboxKind(entry.kind)?.subject(entry) ?? { saved: false }),
});

/** The first step the entry has not done (what an expiry notice names). */
export function nextStep(spec: OutboxKindSpec, entry: OutboxEntry): OutboxStep {
  return spec.steps.find((s) => !s.done(entry))?.name ?? spec.steps.at(-1)?.name ?? 'unknown';
}
