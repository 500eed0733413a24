/**
 * Every piece of code the site loads after the first paint comes through
 * here. On 2G/3G a script download that fails (a dropped connection, a
 * timeout) is normal, not an exception: it is tried again, a little later
 * each time, before the caller hears about it. The browser fetches a module
 * again after a failed import (current Chromium, Firefox and Safari do not
 * keep the failure), so trying the same import() again is enough.
 *
 * ESLint allows import() only inside loadChunk (eslint.config.js).
 */

/** Waits between the tries of one download: four tries in about 6 s. */
export const CHUNK_RETRY_DELAYS_MS = [500, 1500, 4000] as const;

/** A piece of the site's code could not be downloaded, even after trying again. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    cause: unknown,
    /** Given up on because the browser was offline: the connection coming back is worth another try. */
    readonly offline = false,
  ) {
    super(`The site's code could not be downloaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * How each browser words a failed module download (Chromium, Firefox,
 * Safari) and Vite's when a chunk's own imports failed to preload.
 */
const DOWNLOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether an error means code failed to download (as opposed to a bug in it). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DOWNLOAD_FAILURE.test(error.message);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Runs `importer` (a function around one import()), trying again after each
 * of `delays` while the download fails. Offline, it does not wait for
 * nothing: the caller shows that the part could not load, and tries again
 * when the connection is back. Any other error (a bug in the module) is
 * passed on at once.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await importer();
    } catch (err) {
      if (!isChunkLoadError(err)) throw err;
      if (offline()) throw new ChunkLoadError(err, true);
      if (attempt >= delays.length) throw new ChunkLoadError(err);
      await wait(delays[attempt]!);
    }
  }
}

/**
 * Calls `retry` once the connection is back after `error`: on the next
 * `online` event, or at once when the download failed offline and the
 * connection has come back since. Whoever hears of a failure a little late
 * (a React error boundary, a render later) may have missed the event, and
 * would otherwise wait for the next one. Returns the cancel.
 */
export function whenOnlineAgain(error: unknown, retry: () => void): () => void {
  if (error instanceof ChunkLoadError && error.offline && !offline()) {
    const soon = setTimeout(retry, 0);
    return () => clearTimeout(soon);
  }
  const again = () => {
    window.removeEventListener('online', again);
    retry();
  };
  window.addEventListener('online', again);
  return () => window.removeEventListener('online', again);
}

/** The longest wait between two rounds of tries of loadChunkPatiently. */
export const PATIENT_RETRY_MAX_MS = 30_000;

/**
 * For the code a page cannot start without (src/main.tsx: its messages and
 * React DOM). There is no part of the page that could say it failed, and
 * the prerendered page stays readable meanwhile, so it never gives up: after
 * each round of loadChunk's tries it waits for the connection to come back
 * (or 30 s at most) and tries again, and the page hydrates once the code is
 * in. Giving up left the page unhydrated, with the taps it held, until a reload.
 */
export async function loadChunkPatiently<T>(importer: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await loadChunk(importer);
    } catch (err) {
      if (!(err instanceof ChunkLoadError)) throw err;
      await new Promise<void>((resolve) => {
        const again = () => {
          clearTimeout(timer);
          cancel();
          resolve();
        };
        const timer = setTimeout(again, PATIENT_RETRY_MAX_MS);
        const cancel = whenOnlineAgain(err, again);
      });
    }
  }
}
