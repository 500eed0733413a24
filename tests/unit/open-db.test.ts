import { afterEach, describe, expect, it, vi } from 'vitest';

// Dexie's chunk as a bad connection delivers it: loadChunk may reject, and the next call downloads again.
const loadChunk = vi.hoisted(() => vi.fn(<T>(importer: () => Promise<T>) => importer()));
vi.mock('@/platform/load-chunk', () => ({ loadChunk }));

const { openDatabase } = await import('@/offline/open-db');
const { getDatabase } = await import('@/offline/db');

describe('openDatabase', () => {
  afterEach(() => loadChunk.mockClear());

  it('downloads again after a failed download, then keeps the one database', async () => {
    loadChunk.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(openDatabase()).rejects.toThrow(TypeError);

    const db = await openDatabase();
    expect(db).toBe(getDatabase());
    expect(await openDatabase()).toBe(db);
    expect(loadChunk).toHaveBeenCalledTimes(2);
  });

  it('builds the database in a task after the one that ran its code', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      const build = vi.fn(() => ({}));
      loadChunk.mockResolvedValueOnce({ getDatabase: build });
      const opening = (await import('@/offline/open-db')).openDatabase();
      // Every microtask after the download has run: the database waits for the next task.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(build).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(build).toHaveBeenCalledOnce();
      await opening;
    } finally {
      vi.useRealTimers();
    }
  });
});
