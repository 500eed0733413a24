/**
 * The page's sync triggers (docs/architecture.md, "Data flows"): app start, `online`, the tab
 * becoming visible, and a timer at the next attempt time; one round at a
 * time in a tab; Background Sync registered after a failed round where the
 * browser has it. The engine is replaced by a recorder here (its own tests
 * are in outbox.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushOptions } from '@/offline/outbox/engine';
import type { FlushReport } from '@/offline/outbox/types';

const rounds: FlushOptions[] = [];
let nextReport: FlushReport = { delivered: 0, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null };
let release: (() => void) | null = null;
let holdRounds = false;

vi.mock('@/offline/outbox/engine', () => ({
  defaultOutboxDeps: () => ({}),
  flushOutbox: async (_deps: unknown, options: FlushOptions) => {
    rounds.push(options);
    if (holdRounds) await new Promise<void>((resolve) => (release = resolve));
    return nextReport;
  },
}));

const { registerBackgroundSync, requestFlush, startOutboxSync } = await import('@/offline/outbox/runner');
const { publishOutboxEvent } = await import('@/offline/outbox/events');

const settle = () => new Promise((r) => setTimeout(r, 0));
let stop: (() => void) | undefined;

beforeEach(() => {
  rounds.length = 0;
  nextReport = { delivered: 0, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null };
  holdRounds = false;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('page triggers', () => {
  it('app start, back online and visible again each start a round that ignores the backoff', async () => {
    stop = startOutboxSync();
    await settle();
    expect(rounds).toEqual([{ force: true, priority: [] }]);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toMatchObject({ force: true });

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(rounds).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(rounds).toHaveLength(3);

    stop();
    stop = undefined;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(rounds).toHaveLength(3);
  });

  it('arms a timer at the next attempt time, which runs a round that respects the backoff', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    nextReport = { delivered: 0, failed: 1, stopped: 0, waiting: 1, nextAttemptAt: 1_000_000 + 30_000 };
    await requestFlush({ force: true });
    expect(rounds).toHaveLength(1);
    nextReport = { delivered: 1, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null };
    await vi.advanceTimersByTimeAsync(29_000);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toEqual({ force: false, priority: [] });
  });

  it('a failure announced by another tab or the worker brings the timer forward', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    stop = startOutboxSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(1);
    publishOutboxEvent({
      type: 'attempt-failed',
      id: 'x',
      kind: 'request',
      saved: false,
      error: { step: 'orderId', message: 'down', status: 0, at: 5_000_000 },
      nextAttemptAt: 5_000_000 + 20_000,
    });
    await vi.advanceTimersByTimeAsync(21_000);
    expect(rounds).toHaveLength(2);
  });

  it("the worker's wake (its Background Sync ran) starts a round that ignores the backoff", async () => {
    stop = startOutboxSync();
    await settle();
    expect(rounds).toHaveLength(1);
    publishOutboxEvent({ type: 'wake' });
    await settle();
    expect(rounds).toEqual([
      { force: true, priority: [] },
      { force: true, priority: [] },
    ]);
  });

  it('one round at a time: requests made during a round are merged into the next one', async () => {
    holdRounds = true;
    const first = requestFlush({ priority: ['a'] });
    await settle();
    const second = requestFlush({ priority: ['b'] });
    const third = requestFlush({ force: true, priority: ['c'] });
    await settle();
    expect(rounds).toHaveLength(1);
    release!();
    await first;
    await settle();
    expect(rounds).toHaveLength(2);
    expect(rounds[1]).toEqual({ force: true, priority: ['b', 'c'] });
    release!();
    await Promise.all([second, third]);
  });

  it('registers Background Sync after a failed round, where the browser has it', async () => {
    const register = vi.fn(async () => {});
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => ({ active: {}, sync: { register } }) },
      configurable: true,
    });
    try {
      nextReport = { delivered: 0, failed: 1, stopped: 0, waiting: 2, nextAttemptAt: Date.now() + 60_000 };
      await requestFlush();
      await settle();
      expect(register).toHaveBeenCalledWith('outbox');
      register.mockClear();
      nextReport = { delivered: 2, failed: 0, stopped: 0, waiting: 0, nextAttemptAt: null };
      await requestFlush();
      await settle();
      expect(register).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('on a first visit, registers Background Sync once the installing worker is active', async () => {
    // Chromium refuses a sync before the worker is active ("no active Service Worker").
    const register = vi.fn(async () => {});
    let activate!: () => void;
    const registration: { active: object | null; sync: { register: typeof register } } = {
      active: null,
      sync: { register },
    };
    const ready = new Promise((resolve) => (activate = () => resolve(registration)));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => registration, ready },
      configurable: true,
    });
    try {
      expect(await registerBackgroundSync()).toBe(false);
      await settle();
      expect(register).not.toHaveBeenCalled();
      registration.active = {};
      activate();
      await settle();
      expect(register).toHaveBeenCalledWith('outbox');
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
