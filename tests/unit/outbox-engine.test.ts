// @vitest-environment node
/**
 * The outbox engine (docs/architecture.md, "Data flows") against a fake PostgREST and EmailJS,
 * failing at every point of a request's pipeline: whatever happens, a
 * request ends stored once, under one order id, with each e-mail sent at
 * least once; a 4xx stops the entry until the visitor retries it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { flushOutbox, type OutboxDeps } from '@/offline/outbox/engine';
import { discardEntry, enqueue, listEntries, retryEntry } from '@/offline/outbox/store';
import { RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs } from '@/offline/outbox/policy';
import type { OutboxEntry } from '@/offline/outbox/types';
import type { RequestEntry } from '@/features/requests/outbox-kind';
import {
  createRig,
  fakeLocks,
  sampleRequest,
  type Call,
  type Failure,
  type TestRig,
} from '../support/unit/outbox-fakes';

let rig: TestRig;
afterEach(async () => {
  await rig?.db.delete();
});

const storeDeps = (r: TestRig) => ({ db: r.db, now: () => r.clock.now, publish: r.deps.publish });

/** Flushes until nothing is waiting (stopped entries do not wait), moving the clock past each backoff. */
async function drain(r: TestRig, deps: OutboxDeps = r.deps, maxRounds = 30) {
  for (let round = 0; round < maxRounds; round++) {
    const report = await flushOutbox(deps);
    if (report.waiting === 0) return;
    r.clock.now = Math.max(r.clock.now, report.nextAttemptAt ?? r.clock.now) + 1;
  }
  throw new Error('the outbox did not drain');
}

/** What the backend holds for one request: exactly one row, one order id, both e-mails. */
function expectDeliveredOnce(r: TestRig, entry: OutboxEntry) {
  const rows = r.backend.rows.filter((row) => row.request_id === entry.id);
  expect(rows).toHaveLength(1);
  const orderId = rows[0]!.order_id;
  expect(orderId).toMatch(/^LP\d+$/);
  // Every mail about this request carries that one order id, and the firm's went out (the
  // customer's is the server's, for the stored row).
  const mails = r.backend.mails.filter((m) => m.params.from_email === (entry as RequestEntry).payload.email);
  expect(new Set(mails.map((m) => m.params.order_id))).toEqual(new Set([orderId]));
  expect(r.backend.mailsFor(orderId, 'admin').length).toBeGreaterThanOrEqual(1);
  const delivered = r.events.filter((e) => e.type === 'delivered' && e.id === entry.id);
  expect(delivered).toEqual([expect.objectContaining({ orderId, kind: 'request' })]);
  return orderId;
}

describe('retry delay', () => {
  it('starts near 30 s, doubles, stops growing at 30 min, and is jittered', () => {
    expect(retryDelayMs(1, () => 1)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(2, () => 1)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelayMs(3, () => 1)).toBe(4 * RETRY_BASE_MS);
    expect(retryDelayMs(7, () => 1)).toBe(RETRY_MAX_MS); // 30 s * 64 > 30 min
    expect(retryDelayMs(50, () => 1)).toBe(RETRY_MAX_MS);
    const spread = new Set(Array.from({ length: 20 }, (_, i) => retryDelayMs(4, () => i / 20)));
    expect(spread.size).toBe(20);
  });
});

describe('a request sent with nothing failing', () => {
  it("is stored with the order id the server gives, the firm's e-mail goes out, and the entry (personal data) is gone", async () => {
    rig = await createRig();
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    const report = await flushOutbox(rig.deps);
    expect(report).toMatchObject({ delivered: 1, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null });
    expect(rig.backend.calls).toEqual(['submit', 'adminEmail']);
    const orderId = expectDeliveredOnce(rig, entry);
    // When the visitor pressed Send, and what tells the server a person sent it.
    expect(rig.backend.signals).toEqual([
      { website: '', fillMs: 8_000, submittedAt: new Date(entry.createdAt).toISOString() },
    ]);
    expect(rig.backend.rows[0]).toMatchObject({
      request_id: entry.id,
      order_id: orderId,
      name: 'Ramesh Kumar Tiwari',
      service: 'legal_documentation',
      document_type: 'rent_agreement',
      urgency: 'standard',
      language: 'hi',
    });
    // The firm's e-mail shows what the visitor chose, in the visitor's words, and no template writes to the customer.
    expect(rig.backend.mailsFor(orderId, 'admin')[0]!.params).toMatchObject({
      from_email: 'ramesh.tiwari@example.in',
      reply_to: 'ramesh.tiwari@example.in',
      document_type: 'किरायानामा',
    });
    expect(rig.backend.mails).toHaveLength(1);
    expect(await rig.db.outbox.count()).toBe(0);
    expect(rig.events.find((e) => e.type === 'delivered')).toMatchObject({ queued: false });
    // "My requests" keeps what it is and how the server knows it, and nothing personal.
    expect(await rig.db.sentRequests.toArray()).toEqual([
      {
        orderId,
        requestId: entry.id,
        service: 'legal_documentation',
        documentType: 'rent_agreement',
        language: 'hi',
        sentAt: entry.createdAt,
      },
    ]);
  });
});

describe('the WhatsApp consent (docs/whatsapp.md, "Consent")', () => {
  it('travels with an entry queued offline and reaches submit_request after a failed try; an entry without it sends none', async () => {
    rig = await createRig();
    const base = sampleRequest({ email: 'consent@example.in' });
    const asked = await enqueue(
      { ...base, payload: { ...base.payload, whatsapp: { consentVersion: 1 } } },
      {},
      storeDeps(rig),
    );
    const older = await enqueue(sampleRequest({ email: 'older@example.in' }), {}, storeDeps(rig));
    rig.backend.fail('submit', 'network');
    await flushOutbox(rig.deps);
    expect(rig.backend.rows).toHaveLength(0);
    rig.clock.now += 60 * 60_000;
    await flushOutbox(rig.deps);
    const row = (id: string) => rig.backend.rows.find((r) => r.request_id === id);
    expect(row(asked.id)).toMatchObject({ whatsapp_consent_version: 1 });
    expect(row(older.id)).toBeDefined();
    expect(row(older.id)).not.toHaveProperty('whatsapp_consent_version');
  });
});

const points: { call: Call; when: 'before' | 'after'; label: string }[] = [
  { call: 'submit', when: 'before', label: 'on submit_request' },
  { call: 'submit', when: 'after', label: 'after the request was stored (answer lost)' },
  { call: 'adminEmail', when: 'before', label: 'on the admin e-mail' },
  { call: 'adminEmail', when: 'after', label: 'after the admin e-mail went out (answer lost)' },
];
const failures: Failure[] = ['network', 500, 429, 403, 451];
const retryable = (f: Failure) => f === 'network' || f === 500 || f === 429;

describe.each(points)('failing $label', ({ call, when }) => {
  it.each(failures)('with %s', async (failure) => {
    rig = await createRig();
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    rig.backend.fail(call, failure, when);

    const first = await flushOutbox(rig.deps);
    const [after] = await listEntries(storeDeps(rig));
    if (retryable(failure)) {
      expect(first).toMatchObject({ delivered: 0, failed: 1, waiting: 1 });
      expect(after).toMatchObject({
        state: 'pending',
        attempts: 1,
        lastError: { status: failure === 'network' ? 0 : failure },
      });
      // Not before its backoff, unless a trigger forces it.
      expect(after!.nextAttemptAt).toBeGreaterThan(rig.clock.now);
      const callsBefore = rig.backend.calls.length;
      await flushOutbox(rig.deps);
      expect(rig.backend.calls.length).toBe(callsBefore);
      await drain(rig);
    } else {
      // A 4xx that retrying cannot fix stops the entry and keeps it (and what it has done).
      expect(first).toMatchObject({ delivered: 0, failed: 0, stopped: 1, waiting: 0 });
      expect(after).toMatchObject({ state: 'stopped', lastError: { status: failure } });
      const callsBefore = rig.backend.calls.length;
      await flushOutbox(rig.deps, { force: true });
      expect(rig.backend.calls.length).toBe(callsBefore);
      expect(rig.events.some((e) => e.type === 'stopped' && e.id === entry.id)).toBe(true);
      // The visitor presses Retry once the cause is gone: it resumes where it stopped.
      expect(await retryEntry(entry.id, storeDeps(rig))).toBe(true);
      await drain(rig);
    }
    const orderId = expectDeliveredOnce(rig, entry);
    expect(await rig.db.outbox.count()).toBe(0);

    // One row, one order id: submit_request ran again only if it failed, and then stored nothing new.
    expect(rig.backend.rows).toHaveLength(1);
    const submitCalls = rig.backend.calls.filter((c) => c === 'submit').length;
    expect(submitCalls).toBe(call === 'submit' ? 2 : 1);
    // Steps already done are not repeated; a mail whose answer was lost is sent again (at least once).
    const admin = rig.backend.mailsFor(orderId, 'admin').length;
    expect(admin).toBe(call === 'adminEmail' && when === 'after' ? 2 : 1);
    const delivered = rig.events.find((e) => e.type === 'delivered');
    expect(delivered).toMatchObject({ queued: true });
  });
});

describe('the server call that stores a request', () => {
  it('a sender that died after the request was stored but before recording it: the next one gets the same order id and only sends the e-mails', async () => {
    rig = await createRig();
    const entry = (await enqueue(sampleRequest(), {}, storeDeps(rig))) as RequestEntry;
    await rig.db.outbox.put({ ...entry, state: 'sending', claimedBy: 'dead-tab', claimUntil: rig.clock.now + 60_000 });
    rig.backend.rows.push({
      request_id: entry.id,
      order_id: 'LP20001',
      name: entry.payload.name,
      email: entry.payload.email,
      phone: entry.payload.phone,
      service: entry.payload.service,
      document_type: entry.payload.documentType,
      urgency: entry.payload.urgency,
      message: entry.payload.message,
      language: entry.payload.language,
    });
    // Without Web Locks its claim holds until the lease runs out.
    expect(await flushOutbox(rig.deps)).toMatchObject({ delivered: 0, waiting: 1 });
    expect(rig.backend.calls).toEqual([]);
    rig.clock.now += 2 * 60_000 + 1;
    expect(await flushOutbox(rig.deps)).toMatchObject({ delivered: 1, waiting: 0 });
    expect(rig.backend.calls).toEqual(['submit', 'adminEmail']);
    expect(expectDeliveredOnce(rig, entry)).toBe('LP20001');
    expect(rig.backend.rows).toHaveLength(1);
  });

  it("an entry queued by the previous version, with an order id drawn but not saved: the server's id replaces it, nothing is lost or doubled", async () => {
    rig = await createRig();
    const entry = (await enqueue(sampleRequest(), {}, storeDeps(rig))) as RequestEntry;
    const { signals: _signals, ...oldPayload } = entry.payload;
    await rig.db.outbox.put({ ...entry, payload: oldPayload, steps: { orderId: 'LP10999' } });
    expect(await flushOutbox(rig.deps)).toMatchObject({ delivered: 1 });
    const orderId = expectDeliveredOnce(rig, entry);
    expect(orderId).not.toBe('LP10999');
    expect(rig.backend.rows.map((r) => r.order_id)).toEqual([orderId]);
    // Typed by a person on the form of the time: it passes the bot checks.
    expect(rig.backend.signals[0]).toMatchObject({ website: '', fillMs: 60_000 });
  });

  it('a limit refusal (SLLIM) stops the entry with its code, and nothing is stored', async () => {
    rig = await createRig();
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    rig.backend.fail('submit', 'SLLIM');
    expect(await flushOutbox(rig.deps)).toMatchObject({ stopped: 1, delivered: 0 });
    expect((await rig.db.outbox.get(entry.id))?.lastError).toMatchObject({ step: 'saved', status: 400, code: 'SLLIM' });
    expect(rig.backend.rows).toEqual([]);
    expect(rig.events.find((e) => e.type === 'stopped')).not.toHaveProperty('orderId');
  });
});

describe('an entry not sent within 30 days', () => {
  it('is given up with a notice instead of retried forever: stopped, code expired, nothing sent', async () => {
    rig = await createRig();
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    rig.backend.fail('submit', 'network', 'before', 1000);
    await flushOutbox(rig.deps);
    rig.clock.now += 30 * 24 * 3600_000 + 1;
    rig.backend.clearFaults();
    const callsBefore = rig.backend.calls.length;
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 0, waiting: 0 });
    expect(rig.backend.calls.length).toBe(callsBefore);
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({
      state: 'stopped',
      lastError: { code: 'expired', step: 'saved' },
    });
    expect(rig.events.find((e) => e.type === 'stopped')).toMatchObject({ id: entry.id, error: { code: 'expired' } });
  });
});

describe('one sender at a time', () => {
  it('two senders without Web Locks racing over the same entries: the claims keep every step single', async () => {
    rig = await createRig();
    rig.backend.latencyMs = 3;
    const entries = [];
    for (let i = 0; i < 6; i++) {
      entries.push(await enqueue(sampleRequest({ email: `client${i}@example.in` }), {}, storeDeps(rig)));
      rig.clock.now += 1;
    }
    const b = rig.otherSender('sender-b');
    const reports = await Promise.all([
      flushOutbox(rig.deps),
      flushOutbox(b),
      flushOutbox(rig.otherSender('sender-c')),
    ]);
    expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(6);
    expect(rig.backend.rows).toHaveLength(6);
    expect(rig.backend.calls.filter((c) => c === 'submit')).toHaveLength(6);
    expect(new Set(rig.backend.rows.map((r) => r.order_id)).size).toBe(6);
    expect(rig.backend.mails).toHaveLength(6);
    for (const entry of entries) expectDeliveredOnce(rig, entry);
  });

  it('with Web Locks, rounds run one after the other and a claim left by a crashed sender is taken over at once', async () => {
    const locks = fakeLocks();
    rig = await createRig({ locks });
    rig.backend.latencyMs = 2;
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    await rig.db.outbox.update(entry.id, {
      state: 'sending',
      claimedBy: 'crashed-tab',
      claimUntil: rig.clock.now + 60_000,
    });
    const other = await enqueue(sampleRequest({ email: 'other@example.in' }), {}, storeDeps(rig));
    const [a, b] = await Promise.all([flushOutbox(rig.deps), flushOutbox(rig.otherSender('worker', { locks }))]);
    expect(a.delivered + b.delivered).toBe(2);
    expect(a.delivered).toBe(2); // the first holder drained both; the second found nothing left
    expectDeliveredOnce(rig, entry);
    expectDeliveredOnce(rig, other);
  });
});

describe('a sender that lost its claim', () => {
  it('after its last step (its lease ran out, another took over): it neither deletes the entry nor announces it; the new holder finishes it', async () => {
    rig = await createRig();
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    // Right after the firm's e-mail is recorded, before the entry is deleted, sender-b takes it over.
    const takeOver: OutboxDeps = {
      ...rig.deps,
      publish: (event) => {
        rig.events.push(event);
        if (event.type === 'progress' && rig.backend.mailsFor(event.orderId ?? '', 'admin').length === 1) {
          void rig.db.outbox.update(entry.id, { claimedBy: 'sender-b', claimUntil: rig.clock.now + 60_000 });
        }
      },
    };
    expect(await flushOutbox(takeOver)).toMatchObject({ delivered: 0 });
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({
      claimedBy: 'sender-b',
      state: 'sending',
      steps: { saved: true, adminEmail: true },
    });
    expect(rig.events.filter((e) => e.type === 'delivered')).toEqual([]);

    // The next holder finds every step recorded: it sends nothing again and only finishes.
    rig.clock.now += 60_001;
    const callsBefore = rig.backend.calls.length;
    expect(await flushOutbox(rig.otherSender('sender-c'))).toMatchObject({ delivered: 1, waiting: 0 });
    expect(rig.backend.calls.length).toBe(callsBefore);
    expectDeliveredOnce(rig, entry);
    expect(rig.backend.mails).toHaveLength(1);
  });
});

describe('rounds', () => {
  it('a retryable failure ends the round: the other entries are not tried against a backend that is down', async () => {
    rig = await createRig();
    for (let i = 0; i < 4; i++) {
      await enqueue(sampleRequest({ email: `c${i}@example.in` }), {}, storeDeps(rig));
      rig.clock.now += 1;
    }
    rig.backend.fail('submit', 'network', 'before', 100);
    const report = await flushOutbox(rig.deps, { force: true });
    expect(report).toMatchObject({ failed: 1, waiting: 4 });
    expect(rig.backend.calls).toEqual(['submit']);
    const entries = await listEntries(storeDeps(rig));
    expect(entries.map((e) => e.attempts)).toEqual([1, 0, 0, 0]);
    // The next round is due when the failed entry's backoff ends, not at once.
    expect(report.nextAttemptAt).toBe(entries[0]!.nextAttemptAt);
  });

  it('the priority entry goes first; once one is delivered, entries in backoff go too', async () => {
    rig = await createRig();
    const old = await enqueue(sampleRequest({ email: 'old@example.in' }), {}, storeDeps(rig));
    rig.backend.fail('submit', 500);
    await flushOutbox(rig.deps);
    expect((await rig.db.outbox.get(old.id))?.nextAttemptAt).toBeGreaterThan(rig.clock.now);
    rig.clock.now += 1000;
    const fresh = await enqueue(sampleRequest({ email: 'new@example.in' }), {}, storeDeps(rig));
    const report = await flushOutbox(rig.deps, { priority: [fresh.id] });
    expect(report).toMatchObject({ delivered: 2, waiting: 0 });
    expect(rig.backend.rows.map((r) => r.request_id)).toEqual([fresh.id, old.id]);
  });

  it('entries passed over for their backoff go in the same round once a later one is delivered', async () => {
    rig = await createRig();
    const old = await enqueue(sampleRequest({ email: 'old@example.in' }), {}, storeDeps(rig));
    rig.backend.fail('submit', 'network');
    await flushOutbox(rig.deps);
    rig.clock.now += 1000; // still within the old entry's backoff
    const fresh = await enqueue(sampleRequest({ email: 'new@example.in' }), {}, storeDeps(rig));
    // No priority: the old entry comes first in line, is not due, and is looked at again after the delivery.
    expect(await flushOutbox(rig.deps)).toMatchObject({ delivered: 2, waiting: 0 });
    expect(rig.backend.rows.map((r) => r.request_id)).toEqual([fresh.id, old.id]);
  });

  it('an e-mail that never answers counts as a network failure after the timeout', async () => {
    rig = await createRig({ emailTimeoutMs: 30 });
    const entry = await enqueue(sampleRequest(), {}, storeDeps(rig));
    const send = rig.backend.sender.send;
    let hang = true;
    rig.backend.sender.send = (template, params) => (hang ? new Promise(() => {}) : send(template, params));
    expect(await flushOutbox(rig.deps)).toMatchObject({ failed: 1 });
    expect((await rig.db.outbox.get(entry.id))?.lastError).toMatchObject({ step: 'adminEmail', status: 0 });
    hang = false;
    await drain(rig);
    expectDeliveredOnce(rig, entry);
  });
});

describe('newsletter sign-ups', () => {
  it('subscribe, then the same address again: both delivered once, one row', async () => {
    rig = await createRig();
    await enqueue({ kind: 'newsletter', payload: { email: 'Reader@Example.in', language: 'en' } }, {}, storeDeps(rig));
    rig.clock.now += 1;
    await enqueue({ kind: 'newsletter', payload: { email: 'reader@example.in', language: 'hi' } }, {}, storeDeps(rig));
    expect(await flushOutbox(rig.deps)).toMatchObject({ delivered: 2 });
    expect(rig.events.filter((e) => e.type === 'delivered')).toHaveLength(2);
    expect(rig.backend.subscribers).toEqual(['reader@example.in']);
    expect(await rig.db.outbox.count()).toBe(0);
  });

  it.each(['network', 500, 429] as const)('retries after %s and ends with one subscription', async (failure) => {
    rig = await createRig();
    await enqueue({ kind: 'newsletter', payload: { email: 'reader@example.in', language: 'en' } }, {}, storeDeps(rig));
    rig.backend.fail('subscribe', failure, 'after');
    await drain(rig);
    expect(rig.backend.subscribers).toEqual(['reader@example.in']);
    expect(rig.backend.calls).toEqual(['subscribe', 'subscribe']);
  });

  it.each([403, 400] as const)('stops on %s, and can be discarded', async (failure) => {
    rig = await createRig();
    const entry = await enqueue(
      { kind: 'newsletter', payload: { email: 'reader@example.in', language: 'en' } },
      {},
      storeDeps(rig),
    );
    rig.backend.fail('subscribe', failure);
    expect(await flushOutbox(rig.deps)).toMatchObject({ stopped: 1 });
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({ state: 'stopped', lastError: { status: failure } });
    expect(await discardEntry(entry.id, storeDeps(rig))).toBe(true);
    expect(await rig.db.outbox.count()).toBe(0);
    expect(rig.backend.subscribers).toEqual([]);
  });
});

describe('the store', () => {
  it('keeps entries oldest first; retry only revives stopped ones; an entry being sent cannot be discarded', async () => {
    rig = await createRig();
    const a = await enqueue(sampleRequest({ email: 'a@example.in' }), {}, storeDeps(rig));
    rig.clock.now += 5;
    const b = await enqueue(sampleRequest({ email: 'b@example.in' }), {}, storeDeps(rig));
    expect((await listEntries(storeDeps(rig))).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await retryEntry(a.id, storeDeps(rig))).toBe(false);
    await rig.db.outbox.update(b.id, { state: 'sending', claimedBy: 'x', claimUntil: rig.clock.now + 1000 });
    expect(await discardEntry(b.id, storeDeps(rig))).toBe(false);
    expect(await rig.db.outbox.count()).toBe(2);
  });
});
