/**
 * What sending an entry means, as a table (docs/architecture.md, "Data
 * flows"): each kind's steps in order, each with
 *
 *   name    the step, as errors and the outbox panel name it
 *   done    whether the entry already records it (a retry skips it)
 *   run     the call
 *   record  what the call's answer adds to the entry's steps
 *
 *   request:    saved (submit_request -> order id) -> adminEmail
 *   newsletter: subscribed (subscribe_newsletter)
 *
 * submit_request carries the entry's id as request_id: called again after a
 * lost answer, it returns the same order id and stores nothing new. The
 * firm's e-mail is sent at least once, recorded when EmailJS answers 200; the
 * customer's confirmation is the server's, once the row is stored
 * (docs/security.md, "Mail to customers").
 */
import { ApiError } from '@/lib/api/errors';
import { submitRequest } from '@/lib/api/requests';
import { adminEmailParams, sendAdminEmail, type RequestForEmail } from '@/lib/api/email';
import { subscribeNewsletter } from '@/lib/api/newsletter';
import type { HumanSignals, RequestSubmission } from '@/lib/api/database';
import type { PublicClient } from '@/lib/supabase';
import type { EmailSender } from '@/lib/emailjs';
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
        requestRow(entry),
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
        sendAdminEmail(adminEmailParams(requestForEmail(entry)), deps.emailSender()),
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
      subscribeNewsletter(entry.payload.email, entry.payload.signals ?? LEGACY_SIGNALS, await deps.supabase()),
    record: (status) => ({ subscribed: status }),
  }),
];

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

/** The e-mails' view of a saved request (the order id is recorded by then). */
function requestForEmail(entry: RequestEntry): RequestForEmail {
  const p = entry.payload;
  return {
    orderId: entry.steps.orderId!,
    name: p.name.trim(),
    email: p.email.trim(),
    phone: p.phone.trim(),
    service: p.labels.service,
    documentType: p.labels.documentType,
    urgency: p.labels.urgency,
    message: p.message.trim(),
  };
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
