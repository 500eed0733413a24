/**
 * A phone and a network like our users' (README: low-end Android on 2G/3G):
 * the CPU slowed through CDP, scripts that arrive late or not at all, the
 * chunks of the build as Vite's manifest lists them. These tests act on the
 * page as soon as it is painted, not once it is hydrated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { Manifest } from 'vite';

import { root } from './paths';
const manifest = JSON.parse(
  readFileSync(path.join(root, process.env.APP_OUT_DIR ?? 'dist', '.vite/manifest.json'), 'utf8'),
) as Manifest;

const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;

/** The script every page starts with (the entry), as a URL path. */
export const ENTRY_SCRIPT = `/${entry.file}`;

/** Every JavaScript file of the build (the entry, every chunk, the Intl warm-up worker): a new one is listed by itself. */
export const BUILD_SCRIPTS: readonly string[] = [
  ...new Set(
    Object.values(manifest)
      .map((chunk) => `/${chunk.file}`)
      .filter((file) => file.endsWith('.js')),
  ),
].sort();

/** Slows the page's CPU `rate` times (a low-end phone is about 6x slower than a desktop). */
export async function slowCpu(page: Page, rate = 6): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds the entry script's download until `release()`: the page is painted
 * and readable but has not run a line of its own code, as on 3G for the
 * seconds the script takes to arrive. What the test does meanwhile is what
 * a visitor does before the page is hydrated.
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === ENTRY_SCRIPT,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

/** Resolves once the page has hydrated (<html data-app-ready>): for checking what came after, never before acting. */
export const hydrated = (page: Page, timeout = 60_000) =>
  page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout });

export const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');

/**
 * The first download of each script `failing` says yes to is cut off
 * (connection reset), as a flaky 3G link does; later ones go through.
 * `times` makes it fail that often. Returns the scripts that failed.
 */
export async function failScripts(
  target: Page | BrowserContext,
  failing: (pathname: string) => boolean,
  times = 1,
): Promise<Map<string, number>> {
  const failed = new Map<string, number>();
  await target.route(
    (url) => url.pathname.endsWith('.js') && failing(url.pathname),
    async (route) => {
      const file = new URL(route.request().url()).pathname;
      const count = failed.get(file) ?? 0;
      if (count < times) {
        failed.set(file, count + 1);
        await route.abort('connectionreset');
      } else {
        await route.fallback();
      }
    },
  );
  return failed;
}

/** The scripts a page downloads, in order, from now on. */
export function recordScripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (isScript(request)) seen.add(new URL(request.url()).pathname);
  });
  return seen;
}
