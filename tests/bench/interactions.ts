/**
 * What `npm run bench` measures in a real browser that Lighthouse does not
 * (docs/performance.md, "Taps on a slow phone"): on a CPU slowed six times (CDP), after hydration, the time
 * from a tap to the next paint for the menu button, a FAQ question, the
 * language toggle and a guided draft's Next and Back (the Event Timing API's duration, as INP counts it;
 * for Next and Back also until the progress has moved and the new step is on screen); and a
 * repeat visit with the network off, served by the service worker (time to
 * the first paint of the page's heading). Median of RUNS (5) each.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { SPECS, TEXTS } from '../support/shared/draft-specs';
import { answerStep, sampleAnswers } from '../support/e2e/drafts';
import { messages } from '../support/shared/catalogue';

export interface Timing {
  what: string;
  runs: number[];
  median: number;
  limit: number | null;
}

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** BENCH_INTERACTIONS=draft,FAQ measures only the interactions whose name contains one of these words. */
const ONLY = process.env.BENCH_INTERACTIONS?.split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A tap at the middle of what `target` finds, as a finger would: found and
 * scrolled into view first, then pressed with the mouse alone. Playwright's
 * locator.click also checks, in the page and while the tap's events are
 * dispatched, that they reach the element (elementsFromPoint on each event):
 * 13 to 22 ms of the measured tap at 6x, in a profile, that no visitor's tap has.
 */
async function tap(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(target)}`);
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Longest Event Timing duration (tap to next paint) of the interaction the action starts. */
async function tapToPaint(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as Window & { __durations?: number[] };
    w.__durations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ((entry as PerformanceEventTiming).interactionId) w.__durations!.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  await act();
  await page.waitForTimeout(800);
  return page.evaluate(() => Math.max(0, ...((window as Window & { __durations?: number[] }).__durations ?? [])));
}

/**
 * From the tap (its pointerdown) until the text of each element named has
 * changed and the frame after that change has run: on screen, give or take
 * the frame's paint. One figure per id, in their order.
 */
function changedOnScreen(page: Page, ids: string[]): Promise<number[]> {
  // No named functions inside, not even `const f = () => …`: tsx would wrap
  // them in a helper the page does not have.
  return page.evaluate(
    (ids) =>
      new Promise<number[]>((resolve) => {
        const before = ids.map((id) => document.getElementById(id)?.textContent);
        const seen = ids.map(() => false);
        const times: number[] = [];
        let left = ids.length;
        addEventListener(
          'pointerdown',
          (event) => {
            new MutationObserver((_, observer) => {
              ids.forEach((id, i) => {
                if (seen[i] || document.getElementById(id)?.textContent === before[i]) return;
                seen[i] = true;
                requestAnimationFrame(() =>
                  setTimeout(() => {
                    times[i] = performance.now() - event.timeStamp;
                    if (--left === 0) resolve(times);
                  }),
                );
              });
              if (seen.every(Boolean)) observer.disconnect();
            }).observe(document.body, { subtree: true, childList: true, characterData: true });
          },
          { capture: true, once: true },
        );
      }),
    ids,
  );
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

export async function measureInteractions(base: string, chromiumPath: string): Promise<Timing[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const timings: Timing[] = [];
  const measure = async (what: string, limit: number | null, once: () => Promise<number>) => {
    if (ONLY && !ONLY.some((word) => what.includes(word))) return;
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(Math.round(await once()));
    timings.push({ what, runs, median: median(runs), limit });
  };
  /** A fresh phone-sized page with its CPU slowed 6x. */
  const phone = async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    return { page, done: () => context.close() };
  };
  try {
    await measure('menu button, tap to next paint (ms)', 100, async () => {
      const { page, done } = await phone();
      await hydrated(page, `${base}/`);
      const ms = await tapToPaint(
        page,
        await tap(page, page.getByRole('button', { name: messages.en['nav.openMenu'] })),
      );
      await done();
      return ms;
    });
    await measure('FAQ question, tap to next paint (ms)', 100, async () => {
      const { page, done } = await phone();
      await hydrated(page, `${base}/faqs`);
      const ms = await tapToPaint(page, await tap(page, page.locator('main details summary').first()));
      await done();
      return ms;
    });
    await measure('language toggle, tap to next paint (ms)', 100, async () => {
      const { page, done } = await phone();
      await hydrated(page, `${base}/about`);
      const ms = await tapToPaint(
        page,
        await tap(page, page.getByRole('link', { name: messages.en['lang.toggleLabel'] }).first()),
      );
      await done();
      return ms;
    });
    // A guided draft's Next (a new step's questions and the preview) and Back (docs/drafts.md, "Budgets").
    const draftStep = async (back: boolean) => {
      const { page, done } = await phone();
      await hydrated(page, `${base}/hi/drafts/rent-agreement`);
      // The first step's questions answered as a visitor answers them (a name, a relation to tap, a name).
      await answerStep(page, SPECS['rent-agreement'].hi.steps[0]!, 'hi', sampleAnswers('rent-agreement', 'hi'), {
        next: false,
      });
      const next = page.getByRole('button', { name: TEXTS.hi.next });
      if (back) {
        await next.click();
        await page.waitForTimeout(300);
      }
      const shown = changedOnScreen(page, ['draft-progress', 'draft-step-title']);
      const ms = await tapToPaint(
        page,
        await tap(page, back ? page.getByRole('button', { name: TEXTS.hi.back }) : next),
      );
      const [progress, step] = await shown;
      (back ? backShown : nextShown).push(Math.round(step!));
      (back ? backProgress : nextProgress).push(Math.round(progress!));
      await done();
      return ms;
    };
    // The tap's next paint shows the progress moved, the new step follows a
    // frame or more later (docs/drafts.md, "Budgets"): both are reported too.
    const nextProgress: number[] = [];
    const nextShown: number[] = [];
    const backProgress: number[] = [];
    const backShown: number[] = [];
    await measure('draft Next (hi rent agreement), tap to next paint (ms)', 100, () => draftStep(false));
    await measure('draft Back (hi rent agreement), tap to next paint (ms)', 100, () => draftStep(true));
    for (const [what, runs] of [
      ['draft Next, tap to the progress moved on screen (ms)', nextProgress],
      ['draft Next, tap to the next step on screen (ms)', nextShown],
      ['draft Back, tap to the progress moved on screen (ms)', backProgress],
      ['draft Back, tap to the step before on screen (ms)', backShown],
    ] as const)
      if (runs.length) timings.push({ what, runs, median: median(runs), limit: null });
    await measure('repeat visit offline, service worker: first paint of the heading (ms)', null, async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${base}/about`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await page.waitForTimeout(3000); // the page asks the worker to keep itself and the scripts once idle
      await context.setOffline(true);
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.reload();
      await page.waitForSelector('main h1');
      const ms = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now(),
      );
      await context.close();
      return ms;
    });
  } finally {
    await browser.close();
  }
  return timings;
}

export function timingTable(timings: Timing[]): string {
  return [
    '| measured (6x CPU) | runs | median | limit | |',
    '|---|---|---|---|---|',
    ...timings.map(
      (t) =>
        `| ${t.what} | ${t.runs.join(', ')} | ${t.median} | ${t.limit ?? 'reported'} | ${t.limit === null ? '' : t.median <= t.limit ? 'met' : 'missed'} |`,
    ),
  ].join('\n');
}
