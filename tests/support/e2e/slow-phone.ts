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

import { root } from '../shared/paths';
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

/** Where a page was in its start when the visitor touched it. */
export interface TapMoment {
  /** before: no script of ours handles it yet; hydrating: React is hydrating; ready: <html data-app-ready>. */
  phase: 'before' | 'hydrating' | 'ready';
  at: number;
  sinceHydrateStart: number | null;
}

/** When the page's start passed each point (performance.now(), from the navigation): hydrateRoot, ready. */
export interface StartTiming {
  hydrateStart: number | null;
  ready: number | null;
}

interface TapSweep extends StartTiming {
  taps: TapMoment[];
  /** The first touch in the page before this one (a link's tap loads a new page). */
  previousTap: TapMoment | null;
  changes: { el: Element; attr: string; value: string | null }[];
  moment: (at: number) => TapMoment;
  timing: () => StartTiming;
}

declare global {
  interface Window {
    __tapSweep?: TapSweep;
  }
}

/**
 * Records, in every document the page opens, when React starts hydrating (it
 * listens for every event on the document then; `auxclick` is one nothing
 * else of ours listens for), when the page is ready, each touch or press with
 * the moment it came, and every change of aria-expanded or open (a menu or
 * answer that opened twice shows there).
 */
export async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sweep: TapSweep = {
      hydrateStart: null,
      ready: null,
      taps: [],
      previousTap: JSON.parse(sessionStorage.getItem('tapSweep') ?? 'null') as TapMoment | null,
      changes: [],
      moment(at) {
        const phase = sweep.ready !== null ? 'ready' : sweep.hydrateStart !== null ? 'hydrating' : 'before';
        return { phase, at, sinceHydrateStart: sweep.hydrateStart === null ? null : at - sweep.hydrateStart };
      },
      timing: () => ({ hydrateStart: sweep.hydrateStart, ready: sweep.ready }),
    };
    window.__tapSweep = sweep;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      if (this === document && args[0] === 'auxclick') sweep.hydrateStart ??= performance.now();
      add.apply(this, args);
    };
    sessionStorage.removeItem('tapSweep');
    const touched = () => {
      sweep.taps.push(sweep.moment(performance.now()));
      sessionStorage.setItem('tapSweep', JSON.stringify(sweep.taps[0]));
    };
    add.call(window, 'pointerdown', touched, { capture: true });
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (record.attributeName === 'data-app-ready') sweep.ready ??= performance.now();
        else sweep.changes.push({ el, attr: record.attributeName!, value: el.getAttribute(record.attributeName!) });
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-expanded', 'open', 'data-app-ready'],
    });
  });
}

/**
 * When to tap, as a share of hydration (0: hydrateRoot, 1: ready): three
 * times spread over it (each load starts a little earlier or later, so the
 * taps fall all over it and around it), and in the frame after it.
 */
export const TAP_SHARES = [1 / 6, 3 / 6, 5 / 6, 'next frame'] as const;

/** When to tap, in ms from the navigation's start, given a load's timing. */
export function tapMoment({ hydrateStart, ready }: StartTiming, share: (typeof TAP_SHARES)[number]): number {
  if (hydrateStart === null || ready === null) throw new Error('the timed load did not hydrate');
  return share === 'next frame' ? ready + 16 : hydrateStart + (ready - hydrateStart) * share;
}
