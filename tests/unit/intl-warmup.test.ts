/**
 * The Intl warm-up worker as the build emits it (src/server/intl-warmup-worker.ts,
 * built by tools/vite/intl-warmup.ts): one classic script that makes the
 * site's Intl calls, tells the page it is done and closes its worker.
 */
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '@/server/intl-warmup';
import { buildIntlWarmup } from '../../tools/vite/intl-warmup.ts';

let built = '';
beforeAll(async () => {
  built = await buildIntlWarmup(process.cwd());
}, 60_000);

describe('the Intl warm-up worker', () => {
  it('is a classic script, not a module', () => {
    expect(built).not.toMatch(/^\s*(import|export)\b/m);
    expect(built.length).toBeLessThan(1024);
  });

  it('makes the Intl calls, tells the page it is done, then closes its worker', () => {
    const close = vi.fn();
    const postMessage = vi.fn();
    const plural = vi.spyOn(Intl.PluralRules.prototype, 'select');
    runInNewContext(built, { Intl, Array, self: { close, postMessage } });
    expect(plural).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenCalledOnce();
    expect(plural.mock.invocationCallOrder.at(-1)).toBeLessThan(postMessage.mock.invocationCallOrder[0]!);
    expect(close).toHaveBeenCalledOnce();
    expect(postMessage.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0]!);
    plural.mockRestore();
  });

  it('warms up every language it is given', () => {
    const plural = vi.spyOn(Intl.PluralRules.prototype, 'select');
    warmUpIntl(['en', 'hi', 'en-IN']);
    expect(plural).toHaveBeenCalledTimes(3);
    plural.mockRestore();
  });
});
