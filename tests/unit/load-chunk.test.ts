/**
 * loadChunkPatiently (src/platform/load-chunk.ts): the code a page cannot start
 * without is tried again until it loads, at once when the connection comes
 * back; a bug in the module is not retried.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunkPatiently, PATIENT_RETRY_MAX_MS } from '@/platform/load-chunk';

const cutOff = () => new TypeError('Failed to fetch dynamically imported module: /assets/react-dom-x.js');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('code the page cannot start without', () => {
  it('is tried again when the connection comes back, and then loads', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn().mockRejectedValueOnce(cutOff()).mockResolvedValueOnce({ ok: true });
    const loaded = loadChunkPatiently(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importer).toHaveBeenCalledTimes(1); // offline: it waits, it does not spin
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('on a connection that stays bad, keeps trying, 30 s apart at most', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi
      .fn()
      .mockRejectedValueOnce(cutOff())
      .mockRejectedValueOnce(cutOff())
      .mockResolvedValueOnce('React DOM');
    const loaded = loadChunkPatiently(importer);
    await vi.advanceTimersByTimeAsync(PATIENT_RETRY_MAX_MS);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PATIENT_RETRY_MAX_MS);
    await expect(loaded).resolves.toBe('React DOM');
  });

  it('passes a bug in the module on at once', async () => {
    const importer = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(loadChunkPatiently(importer)).rejects.toThrow('x is not defined');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
