/**
 * Keys typed at any moment of a page's start are kept, once
 * (docs/slow-phones-and-flaky-networks.md, "How a key travels"): on every
 * prerendered page whose first HTML has a field, the visitor taps the field
 * and types while the scripts have not run (the entry script held back),
 * as soon as the field is painted, at shares of hydration and in the frame
 * after ready, at normal speed and on a slow phone (6x CPU), in both
 * languages. After the page is ready and has rendered again, the field
 * holds exactly what was typed (nothing lost, nothing doubled) and the page
 * holds it as it holds any answer: the draft builder writes it to the
 * phone, a form validates it as typed, the blog's search runs it.
 *
 * The moments are the tap sweep's (slow-phone-taps.spec.ts): each load
 * aims from its own hydrateRoot, told by a console message. Typing lasts
 * several hundred ms, so each key sequence spans the moment it starts at and
 * the ones after. No retries: a key lost once in ten must fail the run.
 * KEY_SWEEP_ROUNDS (default 1) repeats the sweep.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SPECS } from '../support/shared/draft-specs';
import { TEXT } from '@/features/drafts/text';
import { DRAFT_KINDS, type DraftKind } from '@/features/drafts/types';
import { localizePath } from '@/i18n/lang';
import { LANGS, type Lang } from '../support/e2e/pages';
import {
  holdAppScript,
  hydrated,
  hydrationTime,
  momentOfNextLoad,
  slowCpu,
  sweepShares,
  type TapShare,
  watchStart,
} from '../support/e2e/slow-phone';
import { scaled, TIMING } from '../support/e2e/time-scale';
import { messages } from '../support/shared/catalogue';
import { root } from '../support/shared/paths';

const ROUNDS = Number(process.env.KEY_SWEEP_ROUNDS ?? 1);
const FROM_SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

test.use({ ...PHONE, serviceWorkers: 'block' });
test.describe.configure({ retries: 0 });

interface Field {
  name: string;
  path: string;
  text: string;
  target: (page: Page, lang: Lang) => Locator;
  /** Before each load, from the page left: nothing kept from the last one. */
  reset?: (page: Page) => Promise<void>;
  /** Once the page is ready: the page holds `text` as it holds any answer. */
  held: (page: Page, lang: Lang, text: string) => Promise<void>;
}

/** The answer the draft builder has written to the phone for a question (IndexedDB, table `drafts`), or null. */
const keptAnswer = (page: Page, kind: DraftKind, id: string) =>
  page.evaluate(
    ([kind, id]) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('satna-legal');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return (db.close(), resolve(null));
          const get = db.transaction('drafts').objectStore('drafts').get(kind);
          get.onsuccess = () => {
            resolve((get.result as { answers?: Record<string, string> } | undefined)?.answers?.[id] ?? null);
            db.close();
          };
          get.onerror = () => (db.close(), resolve(null));
        };
      }),
    [kind, id] as const,
  );

const forgetDraft = (page: Page, kind: DraftKind) =>
  page
    .evaluate(
      (kind) =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('satna-legal');
          open.onerror = () => resolve();
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('drafts')) return (db.close(), resolve());
            const tx = db.transaction('drafts', 'readwrite');
            tx.objectStore('drafts').delete(kind);
            tx.oncomplete = tx.onerror = () => (db.close(), resolve());
          };
        }),
      kind,
    )
    .catch(() => {});

const draftField = (kind: DraftKind): Field => {
  // The first question that takes typed text (the notice's first is a choice: what the payee is).
  const first = SPECS[kind].steps[0]!.questions.find((q) => q.type !== 'choice')!;
  return {
    name: `draft builder (${kind})`,
    path: `/drafts/${kind}`,
    text: 'Ramesh Kumar Tiwari',
    target: (page, lang) => page.getByRole('form').getByLabel(first.label[lang]),
    reset: (page) => forgetDraft(page, kind),
    held: async (page, lang, text) => {
      await expect.poll(() => keptAnswer(page, kind, first.id), { timeout: scaled(15_000) }).toBe(text);
      await expect(page.getByText(TEXT.saved[lang])).toBeVisible();
    },
  };
};

/** A form the page validates when its button is pressed: the field typed into shows no problem, another does. */
const validated = (submit: string, other: string) => async (page: Page, lang: Lang, _text: string) => {
  const form = page.getByRole('button', { name: messages[lang][submit] }).locator('xpath=ancestor::form');
  await page.getByRole('button', { name: messages[lang][submit] }).click();
  await expect(form.getByLabel(messages[lang][other]!, { exact: false }).first()).toHaveAttribute(
    'aria-invalid',
    'true',
  );
};

const FIELDS: Field[] = [
  ...DRAFT_KINDS.map(draftField),
  {
    name: 'tracking form',
    path: '/track',
    text: 'LP10042',
    target: (page, lang) => page.getByLabel(messages[lang]['track.form.orderId']!, { exact: false }).first(),
    held: validated('track.form.submit', 'track.form.contact'),
  },
  {
    name: 'request form',
    path: '/contact-us',
    text: 'Kamla Devi',
    target: (page, lang) => page.getByLabel(messages[lang]['requests.form.fullName']!, { exact: false }).first(),
    held: validated('requests.form.submit', 'requests.form.email'),
  },
  {
    name: 'blog search',
    path: '/blog',
    text: 'stamp duty',
    target: (page, lang) => page.getByRole('searchbox', { name: messages[lang]['blog.search.label'] }),
    held: async (page, _lang, text) => {
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
    },
  },
];

/** Every prerendered page whose first HTML has a field a visitor can type into (the honeypot aside). */
function pagesWithFields(): string[] {
  const out = path.join(root, process.env.APP_OUT_DIR ?? 'dist');
  const { paths } = JSON.parse(readFileSync(path.join(out, '.vite/prerendered.json'), 'utf8')) as { paths: string[] };
  return paths.filter((page) => {
    const html = readFileSync(path.join(out, page, 'index.html'), 'utf8');
    return [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)].some(
      ([tag]) => !/tabindex="-1"|type="hidden"|type="radio"|type="checkbox"/.test(tag),
    );
  });
}

test('the sweep covers every prerendered page with a field in its first HTML', () => {
  expect(pagesWithFields().sort()).toEqual(FIELDS.map((f) => f.path).sort());
});

/**
 * What the typed-into field held, as it changed: after each key ('key') and
 * whenever it changed between keys ('set': a script wrote it), each with the
 * start's phase and the address's query. Read into a failure's message: a
 * key lost once in many runs is diagnosed from that run's log alone.
 */
async function logFieldValues(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __fieldLog: string[] }).__fieldLog = log;
    let last: string | null = null;
    const note = (how: string, value: string) => {
      if (value === last && how !== 'key') return;
      last = value;
      const sweep = window.__tapSweep;
      const phase = sweep ? sweep.moment(performance.now()).phase : '?';
      log.push(`${Math.round(performance.now())} ${phase} ${how} ${JSON.stringify(value)} ${location.search}`);
    };
    const valueOf = (target: EventTarget | null) =>
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value : null;
    addEventListener(
      'input',
      (event) => {
        const value = valueOf(event.target);
        if (value !== null) note('key', value);
      },
      { capture: true },
    );
    const watch = () => {
      const value = valueOf(document.activeElement);
      if (value !== null && last !== null) note('set', value);
      if (log.length < 80) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Opens the field's page and, at the moment `share` of this load, taps the field and types. */
async function typeAt(page: Page, field: Field, lang: Lang, share: TapShare, hydrationMs: number) {
  await field.reset?.(page);
  const moment = momentOfNextLoad(page, share, hydrationMs);
  await page.goto(localizePath(field.path, lang), { waitUntil: 'commit', referer: FROM_SITE });
  const target = field.target(page, lang);
  await target.waitFor({ state: 'visible', timeout: scaled(30_000) });
  await moment();
  await target.tap();
  await page.keyboard.type(field.text, { delay: 40 });
}

/**
 * What the page holds once ready: the field shows the text once, and the page
 * keeps it. `held` waits for a render after hydration (the draft read back and
 * written, the form validated, the search run): one that would put an empty
 * state back in the field, which the last check would see.
 */
async function check(page: Page, field: Field, lang: Lang) {
  await hydrated(page);
  await expect(field.target(page, lang)).toHaveValue(field.text);
  await field.held(page, lang, field.text);
  await expect(field.target(page, lang)).toHaveValue(field.text);
}

for (const [index, field] of FIELDS.entries()) {
  // Timed against the page's start: run alone after the rest (docs/testing.md, "What two cores carry").
  test.describe(field.name, { tag: TIMING }, () => {
    for (const rate of [1, 6]) {
      test(`${field.name}: keys at any moment of the start are kept once, CPU ${rate}x`, async ({ page }) => {
        test.setTimeout(scaled(300_000) * ROUNDS);
        if (rate > 1) await slowCpu(page, rate);
        await watchStart(page);
        await logFieldValues(page);
        await page.goto(field.path, { referer: FROM_SITE });
        await hydrated(page);
        const failures: string[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          for (const lang of LANGS) {
            // How long hydration lasts here, now: a load without typing.
            await field.reset?.(page);
            await page.goto(localizePath(field.path, lang), { referer: FROM_SITE });
            await hydrated(page);
            let hydrationMs = hydrationTime(await page.evaluate(() => window.__tapSweep!.timing())) ?? 0;
            for (const share of sweepShares(rate, lang, index)) {
              try {
                await typeAt(page, field, lang, share, hydrationMs);
                await check(page, field, lang);
              } catch (error) {
                const values = await page
                  .evaluate(() => (window as unknown as { __fieldLog?: string[] }).__fieldLog ?? [])
                  .catch(() => []);
                failures.push(
                  `${lang}, ${String(share)}: ${String(error).replace(/\s+/g, ' ').slice(0, 400)}; the field: ${values.join(' | ')}`,
                );
              }
              hydrationMs = hydrationTime(await page.evaluate(() => window.__tapSweep!.timing())) ?? hydrationMs;
            }
          }
        }
        expect(failures, 'keys lost or doubled').toEqual([]);
      });
    }

    test(`${field.name}: typed while the scripts have not run, kept once they have, CPU 6x`, async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await slowCpu(page, 6);
      await page.goto(field.path, { referer: FROM_SITE });
      await hydrated(page);
      for (const lang of LANGS) {
        await field.reset?.(page);
        const entry = await holdAppScript(page);
        await page.goto(localizePath(field.path, lang), { waitUntil: 'commit', referer: FROM_SITE });
        const target = field.target(page, lang);
        await target.tap();
        await page.keyboard.type(field.text, { delay: 40 });
        // Nothing of ours has run: the page is not ready.
        await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
        entry.release();
        await check(page, field, lang);
        await page.unrouteAll({ behavior: 'wait' });
      }
    });
  });
}
