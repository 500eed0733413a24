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

import type { Lang } from '@/i18n/lang';
import { root } from '../shared/paths';
import { scaled } from './time-scale';
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

/** The script a module of src/ is built into (a chunk of its own when it is imported dynamically), as a URL path. */
export const scriptOf = (source: string) => `/${manifest[source]!.file}`;

/** How long a page may take on the slow phone to start and show what it loads after it: 30 s on a good day. */
export const SLOW_PHONE_MS = scaled(30_000);

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
export const hydrated = (page: Page, timeout = scaled(60_000)) =>
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
 * else of ours listens for), when the page is ready, each touch, click or
 * Enter or Space with the moment it came, and every change of aria-expanded or open (a menu or
 * answer that opened twice shows there).
 */
export async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const HYDRATE_START_SIGNAL = 'tapSweep:hydrateStart';
    const READY_SIGNAL = 'tapSweep:ready';
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
      if (this === document && args[0] === 'auxclick' && sweep.hydrateStart === null) {
        sweep.hydrateStart = performance.now();
        // Sent to the test as it happens, without waiting for the page's main thread to be free.
        console.debug(HYDRATE_START_SIGNAL);
      }
      add.apply(this, args);
    };
    sessionStorage.removeItem('tapSweep');
    const touched = () => {
      sweep.taps.push(sweep.moment(performance.now()));
      sessionStorage.setItem('tapSweep', JSON.stringify(sweep.taps[0]));
    };
    add.call(window, 'pointerdown', touched, { capture: true });
    add.call(
      window,
      'keydown',
      (event: Event) => {
        const { key } = event as KeyboardEvent;
        if (key === 'Enter' || key === ' ') touched();
      },
      { capture: true },
    );
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (record.attributeName === 'data-app-ready' && sweep.ready === null) {
          sweep.ready = performance.now();
          console.debug(READY_SIGNAL);
        } else sweep.changes.push({ el, attr: record.attributeName!, value: el.getAttribute(record.attributeName!) });
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-expanded', 'open', 'data-app-ready'],
    });
  });
}

/**
 * When to tap: as soon as the control is painted (no script of ours has run
 * yet on a fast phone), at a share of hydration (0: hydrateRoot, 1: ready)
 * counted from the moment this load starts hydrating, or in the frame after
 * ready. Counting from the load's own hydrateRoot, not from its navigation,
 * keeps the taps inside hydration when the machine is busy and the start
 * moves by more than hydration lasts.
 */
export type TapShare = 'painted' | number | 'next frame';

/** Three taps spread over hydration and one in the frame after it. */
export const TAP_SHARES: readonly TapShare[] = [1 / 6, 3 / 6, 5 / 6, 'next frame'];

/** The moments a sweep tries, by CPU slowdown: a fast phone's hydration is too short for more than one inside it. */
const SWEEP_SHARES: Record<number, readonly TapShare[]> = { 1: ['painted', 1 / 2, 'next frame'], 6: TAP_SHARES };

/**
 * The moments a sweep tries for one control in one language. `npm test`
 * shares them out between the languages, the other way round from one
 * control to the next: each control meets every moment once a run, and each
 * language every moment across the controls, in half the page loads (the
 * timing project runs alone, so its loads are CI's time; docs/testing.md,
 * "What two cores carry"). SWEEP=full tries every moment in both languages.
 */
export function sweepShares(rate: number, lang: Lang, control: number): readonly TapShare[] {
  const shares = SWEEP_SHARES[rate]!;
  if (process.env.SWEEP === 'full') return shares;
  const side = (control + (lang === 'en' ? 0 : 1)) % 2;
  return shares.filter((_, i) => i % 2 === side);
}

/** How long hydration lasted in a load (ms), or null if it did not hydrate. */
export const hydrationTime = ({ hydrateStart, ready }: StartTiming): number | null =>
  hydrateStart === null || ready === null ? null : ready - hydrateStart;

/** The console messages watchStart's page sends when it starts hydrating and when it is ready. */
const signal = (page: Page, text: string) =>
  page.waitForEvent('console', { predicate: (message) => message.text() === text, timeout: scaled(60_000) });

/**
 * Returns a wait for the moment `share` (see TapShare) of the load about to
 * start (call it before page.goto): `hydrationMs` is how long hydration
 * lasted in the last load. The page says when it starts hydrating and when
 * it is ready with a console message, which reaches the test at once, where
 * a question to the page (an evaluate, a waitForFunction) would wait at 6x
 * CPU for a slice of hydration to end.
 */
export function momentOfNextLoad(
  page: Page,
  share: TapShare,
  hydrationMs: number,
  /** How late the last tap came after its aim (the message's and the tap's way): aimed that much earlier. */
  late = 0,
): () => Promise<void> {
  if (share === 'painted') return async () => {};
  const seen = signal(page, share === 'next frame' ? 'tapSweep:ready' : 'tapSweep:hydrateStart');
  seen.catch(() => {});
  return async () => {
    await seen;
    const wait = share === 'next frame' ? 0 : share * hydrationMs - late;
    if (wait > 1) await page.waitForTimeout(wait);
  };
}
