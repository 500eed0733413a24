/**
 * loadChunkPatiently (src/platform/load-chunk.ts): the code a page cannot start
 * without is tried again until it loads, at once when the connection comes
 * back; a bug in the module is not retried. whenOnlineAgain: a part that
 * failed offline tries again when the connection is back, even when it heard
 * of its failure after the `online` event.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, loadChunkPatiently, PATIENT_RETRY_MAX_MS, whenOnlineAgain } from '@/platform/load-chunk';

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

describe('a part that failed to download', () => {
  const failedOffline = async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await loadChunk(() => Promise.reject(cutOff())).catch((err: unknown) => err);
    return { error, online };
  };

  it('tries again on the next online event while the browser is still offline', async () => {
    const { error } = await failedOffline();
    const retry = vi.fn();
    whenOnlineAgain(error, retry);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(retry).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when the connection came back before it heard of the failure', async () => {
    const { error, online } = await failedOffline();
    online.mockReturnValue(true); // the online event has fired already: nothing else will come
    const retry = vi.fn();
    whenOnlineAgain(error, retry);
    await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
  });

  it('failed online (the server, not the signal): waits for the connection to change, no loop', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = await loadChunk(() => Promise.reject(cutOff()), []).catch((err: unknown) => err);
    const retry = vi.fn();
    whenOnlineAgain(error, retry);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(retry).not.toHaveBeenCalled();
  });

  it('cancelled, never tries again', async () => {
    const { error, online } = await failedOffline();
    const retry = vi.fn();
    const cancel = whenOnlineAgain(error, retry);
    online.mockReturnValue(true);
    cancel();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(retry).not.toHaveBeenCalled();
  });
});
