/**
 * The browser's first use of its Intl data (react-intl's locale check, the
 * first message with a plural, a date, the blog's excerpt segmenter) costs
 * 15 to 40 ms on a desktop, measured, and four times that on a phone: one
 * long task on the main thread of every page, right after the first paint.
 *
 * In Chromium that cost is a one-time set-up shared by every thread of the
 * page's process. So the inline loader (src/server/inline-loader.ts) starts this tiny
 * worker first: it pays the set-up on another core while the page's scripts
 * download, and the same calls then take the main thread under a
 * millisecond (measured: 18–27 ms cold, 0.1 ms after the worker). The worker
 * says when it is done, and the page waits for that (a moment at most:
 * src/main.tsx) before its own first Intl call. Where a browser keeps that
 * data per thread, the worker costs a thread start and changes nothing else.
 *
 * Emitted as a hashed asset (cached for a year, precached for offline) and
 * listed in Vite's manifest under WARMUP_KEY, where the loader's manifest
 * finds it.
 */
import type { Plugin } from 'vite';
import { buildScript } from './inline-loader-plugin.ts';
import { WARMUP_KEY } from '../../src/server/router-manifest.ts';

/**
 * The worker's script, built by Vite from src/server/intl-warmup-worker.ts:
 * an IIFE, ES2019 like the inline loader (./inline-loader-plugin.ts).
 */
export async function buildIntlWarmup(root: string): Promise<string> {
  return `${await buildScript(root, 'src/server/intl-warmup-worker.ts', 'intlWarmup')}\n`;
}

export function intlWarmupPlugin(root: string): Plugin {
  return {
    name: 'app:intl-warmup',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        name: WARMUP_KEY,
        originalFileName: WARMUP_KEY,
        source: await buildIntlWarmup(root),
      });
    },
  };
}
