/**
 * A backend for the outbox engine's unit tests: a PostgREST whose
 * submit_request keeps contact_submissions (one row per request_id, order ids
 * from a sequence) and whose subscribe_newsletter keeps the list in memory, reached by the real supabase-js
 * through an injected fetch, and an EmailJS sender that records mails. Each
 * call can be made to fail once or more, before the server acted (the request
 * never arrived) or after it (it acted, but the answer was lost or an error).
 */
// The kinds every context sends (the worker too); a test of the paper kind registers it itself.
import '@/app/background-kinds';
import { AppDatabase } from '@/offline/db';
import type { OutboxDeps } from '@/offline/outbox/engine';
import type { OutboxEvent } from '@/offline/outbox/types';
import type { ContactSubmission, Database } from '@/api/database';
import { REQUEST_FIELDS } from '@/domain/request/schema';
import { createSupabaseClient, type AppSupabaseClient } from '@/api/supabase';
import { EmailSendError, type EmailSender } from '@/api/emailjs';

export type Call = 'submit' | 'adminEmail' | 'subscribe';
/** 'network': no answer at all; a number: that HTTP status; '23505': a unique violation; 'SLLIM': the limit refusal. */
export type Failure = 'network' | 500 | 429 | 403 | 451 | 400 | '23505' | 'SLLIM';

/** A row as submit_request stores it (what the tests look at). */
export type StoredRow = Omit<
  ContactSubmission,
  | 'id'
  | 'created_at'
  | 'submitted_at'
  | 'client_key'
  | 'status'
  | 'status_changed_at'
  | 'phone_key'
  | 'mailbox_key'
  | 'draft'
  | 'whatsapp_consent_at'
  | 'whatsapp_consent_version'
  | 'whatsapp_to'
  | 'whatsapp_stopped_at'
> & {
  /** The WhatsApp consent's wording version the call carried (docs/whatsapp.md), when it carried one. */
  whatsapp_consent_version?: number;
};

export interface Fault {
  call: Call;
  when: 'before' | 'after';
  failure: Failure;
  times: number;
}

export interface Mail {
  template: 'admin';
  params: Record<string, unknown>;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export class FakeBackend {
  rows: StoredRow[] = [];
  /** The bot signals each submit_request call carried. */
  signals: { website: string; fillMs: number; submittedAt: string }[] = [];
  subscribers: string[] = [];
  mails: Mail[] = [];
  /** Every call that reached the fake, in order. */
  calls: Call[] = [];
  faults: Fault[] = [];
  private nextOrder = 10001;
  /** Simulated network time per call, so that concurrent senders interleave. */
  latencyMs = 0;

  fail(call: Call, failure: Failure, when: 'before' | 'after' = 'before', times = 1) {
    this.faults.push({ call, failure, when, times });
  }

  clearFaults() {
    this.faults = [];
  }

  private takeFault(call: Call): Fault | undefined {
    const fault = this.faults.find((f) => f.call === call && f.times > 0);
    if (fault) fault.times -= 1;
    return fault;
  }

  private async pause() {
    if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
  }

  /** The answer PostgREST gives for a failure (or a thrown TypeError for 'network'). */
  private restFailure(failure: Failure): Response {
    if (failure === 'network') throw new TypeError('fetch failed');
    if (failure === '23505') return this.duplicate();
    if (failure === 'SLLIM')
      return json(400, { message: 'Too many requests in the last hour', code: 'SLLIM', details: null, hint: null });
    const code = failure === 403 ? '42501' : failure === 400 ? '23514' : '';
    return json(failure, { message: `simulated ${failure}`, code, details: null, hint: null });
  }

  private duplicate(key: 'request_id' | 'order_id' = 'order_id'): Response {
    return json(409, {
      code: '23505',
      message: `duplicate key value violates unique constraint "contact_submissions_${key}_key"`,
      details: `Key (${key}) already exists.`,
      hint: null,
    });
  }

  /** The server's side of each call; returns the answer it would give. */
  private act(call: Call, body: unknown): Response {
    switch (call) {
      case 'submit': {
        // submit_request: the same request_id again answers its order id and stores nothing.
        const args = body as Database['public']['Functions']['submit_request']['Args'];
        this.signals.push({
          website: args.p_website ?? '',
          fillMs: args.p_fill_ms ?? 0,
          submittedAt: args.p_submitted_at ?? '',
        });
        const known = this.rows.find((r) => r.request_id === args.p_request_id);
        if (known) return json(200, known.order_id);
        // Each field's column takes its argument (src/domain/request/schema.ts).
        const fields = Object.values(REQUEST_FIELDS).map((f) => [f.column, args[f.rpc as keyof typeof args]]);
        const row = {
          request_id: args.p_request_id,
          order_id: `LP${this.nextOrder++}`,
          language: args.p_language,
          ...Object.fromEntries(fields),
          ...(args.p_whatsapp_consent ? { whatsapp_consent_version: args.p_whatsapp_consent } : {}),
        } as StoredRow;
        this.rows.push(row);
        return json(200, row.order_id);
      }
      case 'subscribe': {
        const email = String((body as { p_email: string }).p_email).toLowerCase();
        if (!this.subscribers.includes(email)) this.subscribers.push(email);
        return json(200, 'check_inbox');
      }
      default:
        throw new Error(`not a REST call: ${call}`);
    }
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    await this.pause();
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const call: Call | undefined = url.pathname.endsWith('/rpc/submit_request')
      ? 'submit'
      : url.pathname.endsWith('/rpc/subscribe_newsletter')
        ? 'subscribe'
        : undefined;
    if (!call) return json(404, { message: `no route ${url.pathname}` });
    this.calls.push(call);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const fault = this.takeFault(call);
    if (fault?.when === 'before') return this.restFailure(fault.failure);
    const answer = this.act(call, body);
    if (fault?.when === 'after') return fault.failure === '23505' ? answer : this.restFailure(fault.failure);
    return answer;
  };

  sender: EmailSender = {
    settings: {
      publicKey: 'test-key',
      serviceId: 'test-service',
      adminTemplateId: 'admin-template',
      origin: 'http://mail.test',
    },
    send: async (templateId, params) => {
      await this.pause();
      if (templateId !== 'admin-template')
        throw new Error(`the browser sends no template but the firm's (got ${templateId})`);
      const call: Call = 'adminEmail';
      this.calls.push(call);
      const fault = this.takeFault(call);
      const failWith = (failure: Failure) => {
        if (failure === 'network') throw new EmailSendError(0, 'Network Error: fetch failed');
        throw new EmailSendError(Number(failure), `simulated ${failure}`);
      };
      if (fault?.when === 'before') failWith(fault.failure);
      this.mails.push({ template: 'admin', params });
      if (fault?.when === 'after') failWith(fault.failure);
      return { status: 200, text: 'OK' };
    },
  };

  mailsFor(orderId: string, template: Mail['template']) {
    return this.mails.filter((m) => m.template === template && m.params.order_id === orderId);
  }
}

let dbCounter = 0;

export interface TestRig {
  backend: FakeBackend;
  db: AppDatabase;
  deps: OutboxDeps;
  events: OutboxEvent[];
  clock: { now: number };
  /** Another sender on the same database and backend. */
  otherSender(id: string, overrides?: Partial<OutboxDeps>): OutboxDeps;
}

export async function createRig(overrides: Partial<OutboxDeps> = {}): Promise<TestRig> {
  const backend = new FakeBackend();
  const db = new AppDatabase(`outbox-test-${++dbCounter}-${Date.now()}`);
  const client: AppSupabaseClient = await createSupabaseClient({
    url: 'http://backend.test',
    anonKey: 'anon-key',
    fetch: backend.fetch as typeof fetch,
  });
  const clock = { now: Date.UTC(2026, 0, 15, 10, 0, 0) };
  const events: OutboxEvent[] = [];
  const make = (senderId: string, extra: Partial<OutboxDeps> = {}): OutboxDeps => ({
    db,
    supabase: async () => client,
    emailSender: () => backend.sender,
    now: () => clock.now,
    random: () => 0.5,
    senderId,
    locks: null,
    publish: (event) => events.push(event),
    emailTimeoutMs: 1_000,
    firstAttemptWaitMs: 15_000,
    ...extra,
  });
  return {
    backend,
    db,
    deps: make('sender-a', overrides),
    events,
    clock,
    otherSender: (id, extra) => make(id, { ...overrides, ...extra }),
  };
}

/** A minimal Web Locks manager: one holder per name, the others wait in line. */
export function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, callback: (lock: Lock | null) => Promise<unknown>) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback({ name, mode: 'exclusive' } as Lock));
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

export const sampleRequest = (overrides: Partial<{ name: string; email: string }> = {}) => ({
  kind: 'request' as const,
  payload: {
    name: overrides.name ?? 'Ramesh Kumar Tiwari',
    email: overrides.email ?? 'ramesh.tiwari@example.in',
    phone: '+91 94250 12345',
    service: 'legal_documentation' as const,
    documentType: 'rent_agreement' as const,
    urgency: 'standard' as const,
    message: 'Rent agreement for a shop in Satna, 11 months.',
    language: 'hi' as const,
    labels: { service: 'कानूनी दस्तावेज़ीकरण', documentType: 'किरायानामा', urgency: 'सामान्य (3-5 दिन)' },
    signals: { website: '', fillMs: 8_000 },
  },
});
