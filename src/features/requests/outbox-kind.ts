/**
 * A document request in the outbox (docs/architecture.md, "The outbox and
 * its kinds"): `saved` (submit_request stores it and gives its order id; the
 * entry's id is the request_id, so a retry never stores twice), then
 * `adminEmail` (the firm's e-mail, at least once; the customer's is the
 * server's: docs/security.md, "Mail to customers"). Once saved it is one of
 * "My requests" (src/offline/sent-request.ts). Registered on import.
 */
import { ApiError } from '@/api/errors';
import { submitRequest } from '@/api/requests';
import { sendAdminEmail } from '@/api/email';
import { adminEmailParams } from '@/domain/request/admin-email';
import type { DocumentRequestPayload } from '@/domain/request/schema';
import { LEGACY_SIGNALS, registerOutboxKind, step } from '@/offline/outbox/kinds';
import type { OutboxEntry } from '@/offline/outbox/types';
import type { SentRequest } from '@/offline/sent-request';

/** Steps of a document request, in order: save with its order id, then the firm's e-mail. */
export interface RequestSteps {
  /**
   * 'LP…', given by the server with `saved`. Entries queued by an older
   * version may hold one drawn before saving: the server's answer replaces it.
   */
  orderId?: string;
  /** The row is in contact_submissions (stored by submit_request, or found by request_id). */
  saved?: boolean;
  adminEmail?: boolean;
}

export type RequestEntry = OutboxEntry<'request', DocumentRequestPayload, RequestSteps>;

export const isRequestEntry = (entry: OutboxEntry): entry is RequestEntry => entry.kind === 'request';

/** Runs `promise` but gives up (as a network failure, status 0) after `ms`: EmailJS's SDK sets no timeout. */
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

const sentRequest = (entry: RequestEntry): SentRequest => ({
  orderId: entry.steps.orderId!,
  requestId: entry.id,
  service: entry.payload.service,
  documentType: entry.payload.documentType,
  language: entry.payload.language,
  sentAt: entry.createdAt,
});

registerOutboxKind<RequestEntry>({
  kind: 'request',
  steps: [
    step<RequestEntry, string>({
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
      record: (orderId) => ({ orderId, saved: true }),
    }),
    step<RequestEntry, void>({
      name: 'adminEmail',
      done: (entry) => entry.steps.adminEmail === true,
      run: (deps, entry) =>
        withTimeout(
          // The order id is recorded by then (the step before).
          sendAdminEmail(adminEmailParams(entry.steps.orderId!, entry.payload), deps.emailSender?.()),
          deps.emailTimeoutMs,
          'Error sending admin notification',
        ),
      record: () => ({ adminEmail: true }),
    }),
  ],
  subject: (entry) => ({
    ...(entry.steps.saved && entry.steps.orderId ? { orderId: entry.steps.orderId } : {}),
    saved: entry.steps.saved === true,
  }),
  describe: (entry) => ({
    kindMessage: 'requests.outbox.kind.request',
    detail: `${entry.payload.labels.documentType}, ${entry.payload.name}`,
  }),
  tables: ['sentRequests'],
  // Saved with its order id: from now on it is one of "My requests".
  afterStep: async (db, entry, patch) => {
    if ('orderId' in patch) await db.sentRequests.put(sentRequest(entry));
  },
});
