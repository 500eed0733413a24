/**
 * What a form gets back from the outbox (submit.ts), and the promise behind
 * "saved, it will be sent automatically": by the time the form hears that the
 * item waits, Background Sync is registered, so the visitor may close the tab
 * at once and the service worker still sends it. The engine is replaced by one
 * that announces the first attempt's outcome and then keeps its round running
 * (its bookkeeping after a failure takes a while in a real browser), so only
 * submitToOutbox itself can have registered the sync.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushOptions } from '@/offline/outbox/engine';
import type { OutboxEvent } from '@/offline/outbox/types';
import { sampleRequest } from '../support/unit/outbox-fakes';

type Outcome = 'attempt-failed' | 'delivered' | 'stopped' | 'none';
let outcome: Outcome = 'attempt-failed';
let endRound: (() => void) | null = null;

vi.mock('@/offline/outbox/engine', async () => {
  const { publishOutboxEvent } = await import('@/offline/outbox/events');
  return {
    defaultOutboxDeps: () => ({}),
    flushOutbox: async (_deps: unknown, options: FlushOptions) => {
      const id = options.priority?.[0];
      const error = { step: 'orderId' as const, message: 'Failed to fetch', status: 0, at: Date.now() };
      const events: Record<Outcome, OutboxEvent | null> = {
        'attempt-failed': {
          type: 'attempt-failed',
          id: id!,
          kind: 'request',
          saved: false,
          error,
          nextAttemptAt: Date.now() + 30_000,
        },
        delivered: { type: 'delivered', id: id!, kind: 'request', orderId: 'LP10001', queued: false },
        stopped: { type: 'stopped', id: id!, kind: 'request', saved: false, error: { ...error, status: 403 } },
        none: null,
      };
      const event = id ? events[outcome] : null;
      if (event) publishOutboxEvent(event);
      // The round goes on (recording the failure, counting what waits) until the test ends it.
      await new Promise<void>((resolve) => (endRound = resolve));
      return { delivered: 0, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null };
    },
  };
});

const { submitToOutbox } = await import('@/offline/outbox/submit');

/** A Background Sync whose registration the test completes when it chooses. */
function fakeBackgroundSync() {
  const tags: string[] = [];
  let complete: (() => void) | null = null;
  const register = vi.fn(
    (tag: string) =>
      new Promise<void>((resolve) => {
        complete = () => {
          tags.push(tag);
          resolve();
        };
      }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => ({ active: {}, sync: { register } }) },
    configurable: true,
  });
  return { register, tags, complete: () => complete?.() };
}

/** Lets pending promises and IndexedDB callbacks run. */
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  outcome = 'attempt-failed';
  endRound = null;
});
afterEach(() => {
  endRound?.();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('a form told that its item waits', () => {
  it('hears it only once Background Sync is registered, so closing the tab at once loses nothing', async () => {
    const sync = fakeBackgroundSync();
    let answer: unknown;
    const submitted = submitToOutbox(sampleRequest()).then((result) => (answer = result));
    await vi.waitFor(() => expect(sync.register).toHaveBeenCalledWith('outbox'));
    await settle();
    // The failed round has not finished (and so not registered anything itself): the form still waits.
    expect(answer).toBeUndefined();
    sync.complete();
    await submitted;
    // ...and is told the worker sends it even if the tab is closed.
    expect(answer).toEqual({ outcome: 'queued', inBackground: true });
    expect(sync.tags).toEqual(['outbox']);
  });

  it('also when the first attempt takes longer than the form waits', async () => {
    outcome = 'none';
    const sync = fakeBackgroundSync();
    let answer: unknown;
    const submitted = submitToOutbox(sampleRequest(), 50).then((result) => (answer = result));
    await vi.waitFor(() => expect(sync.register).toHaveBeenCalledWith('outbox'));
    expect(answer).toBeUndefined();
    sync.complete();
    await submitted;
    expect(answer).toEqual({ outcome: 'queued', inBackground: true });
  });

  it('where the browser has no Background Sync, hears it at once, and that it goes out on the next visit', async () => {
    expect(await submitToOutbox(sampleRequest())).toEqual({ outcome: 'queued', inBackground: false });
  });
});

describe('a form whose item does not wait', () => {
  it('registers nothing when the item went through, or was refused for good', async () => {
    const sync = fakeBackgroundSync();
    outcome = 'delivered';
    expect(await submitToOutbox(sampleRequest())).toEqual({ outcome: 'delivered', orderId: 'LP10001' });
    endRound?.();
    outcome = 'stopped';
    expect(await submitToOutbox(sampleRequest())).toMatchObject({ outcome: 'failed', error: { status: 403 } });
    expect(sync.register).not.toHaveBeenCalled();
  });
});
