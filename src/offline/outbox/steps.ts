/**
 * What sending an entry means, as a table: each kind's steps in order
 * (request: saved -> adminEmail; newsletter: subscribed), each with `name`
 * (as errors and the outbox panel say it), `done` (already recorded: a retry
 * skips it), `run` (the call) and `record` (what its answer adds). The entry's
 * id is submit_request's request_id, so a retry never stores twice; the
 * firm's e-mail goes at least once, the customer's is the server's
 * (docs/architecture.md, "Data flows"; docs/security.md, "Mail to customers").
 */
import { ApiError } from '@/api/errors';
import { submitRequest } from '@/api/requests';
import { sendAdminEmail } from '@/api/email';
import { subscribeNewsletter } from '@/api/newsletter';
import type { HumanSignals } from '@/domain/request/schema';
import { adminEmailParams } from '@/domain/request/admin-email';
import type { PublicClient } from '@/api/supabase';
import type { EmailSender } from '@/api/emailjs';
import type { NewsletterEntry, OutboxEntry, OutboxStep, RequestEntry } from './types';

/** What the steps call with (the engine's dependencies, narrowed). */
export interface StepDeps {
  supabase: () => Promise<PublicClient>;
  emailSender: () => EmailSender;
  emailTimeoutMs: number;
}

export interface Step<E extends OutboxEntry> {
  name: OutboxStep;
  done: (entry: E) => boolean;
  run: (deps: StepDeps, entry: E) => Promise<unknown>;
  record: (answer: never) => Partial<E['steps']>;
}

/** A row of the table, typed by its call's answer. */
const step = <E extends OutboxEntry, A>(row: {
  name: OutboxStep;
  done: (entry: E) => boolean;
  run: (deps: StepDeps, entry: E) => Promise<A>;
  record: (answer: A) => Partial<E['steps']>;
}): Step<E> => row as Step<E>;

/**
 * Entries queued before the bot checks existed were typed by a person on the
 * form of the time: they pass as such (the limits still apply to them).
 */
const LEGACY_SIGNALS: HumanSignals = { website: '', fillMs: 60_000 };

export const REQUEST_STEPS: readonly Step<RequestEntry>[] = [
  step({
    name: 'saved',
    done: (entry) => entry.steps.saved === true,
    run: async (deps, entry) =>
      submitRequest(
        entry.id,
        entry.payload,
        { ...(entry.payload.signals ?? LEGACY_SIGNALS), submittedAt: entry.createdAt },
        await deps.supabase(),
      ),
    // The order id comes from the server (the same for the same request_id).
    record: (orderId: string) => ({ orderId, saved: true }),
  }),
  step({
    name: 'adminEmail',
    done: (entry) => entry.steps.adminEmail === true,
    run: (deps, entry) =>
      withTimeout(
        // The order id is recorded by then (the step before).
        sendAdminEmail(adminEmailParams(entry.steps.orderId!, entry.payload), deps.emailSender()),
        deps.emailTimeoutMs,
        'Error sending admin notification',
      ),
    record: () => ({ adminEmail: true }),
  }),
];

export const NEWSLETTER_STEPS: readonly Step<NewsletterEntry>[] = [
  step({
    name: 'subscribed',
    done: (entry) => entry.steps.subscribed !== undefined,
    run: async (deps, entry) =>
      subscribeNewsletter(
        entry.payload.email,
        entry.payload.language,
        entry.payload.signals ?? LEGACY_SIGNALS,
        await deps.supabase(),
      ),
    record: (status) => ({ subscribed: status }),
  }),
];

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
