/**
 * A tap at any moment of a page's start takes effect exactly once: before
 * the scripts run, while they download, while React hydrates, in the frame
 * after and later (docs/slow-phones-and-flaky-networks.md, "How a tap
 * travels"). For each control, a page load is timed first (how long React
 * takes from hydrateRoot to ready); then one tap per load, at a share of
 * that time counted from the moment the load starts hydrating (so the taps
 * stay inside hydration however much the start moves on a busy machine),
 * as soon as the control is painted, or in the frame after ready, at normal
 * speed and on a slow phone (6x CPU), in both languages.
 * Every tap must do what the visitor asked, once: a menu that opens and
 * closes again is as lost as one that never opened. A key press (Enter or
 * Space on a focused button or FAQ question) is swept the same way, and so
 * is a link in the drawer, tapped as soon as the drawer shows.
 *
 * What it costs: the slow phone (6x) spreads hydration over a second or
 * more, so its sweep aims three taps inside it and one in the frame after;
 * at normal speed hydration lasts a few frames, and three moments (the
 * first paint, hydration's middle and the frame after) cover the start.
 * Controls on the same page share one timed load. No retries: a tap lost once in ten must fail the run, not pass on a
 * second try. TAP_SWEEP_ROUNDS (default 1) repeats the sweep; each tap's
 * moment is reported as an annotation (before / hydrating / ready).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath } from '@/i18n/lang';
import { messages } from '../support/shared/catalogue';
import { LANGS, type Lang } from '../support/e2e/pages';
import {
  hydrated,
  slowCpu,
  hydrationTime,
  type StartTiming,
  sweepShares,
  type TapMoment,
  type TapShare,
  momentOfNextLoad,
  SLOW_PHONE_MS,
  watchStart,
} from '../support/e2e/slow-phone';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { scaled, TIMING } from '../support/e2e/time-scale';

const faqs = await loadBoth(pageText.faqs);
const ROUNDS = Number(process.env.TAP_SWEEP_ROUNDS ?? 1);
/** Each page is opened as from a link of the site: the language toggle's remembered choice then sends nobody elsewhere. */
const FROM_SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

test.use({ serviceWorkers: 'block' });
// A retry would pass a tap lost one time in ten on its second try.
test.describe.configure({ retries: 0 });

interface Control {
  name: string;
  path: string;
  desktop?: boolean;
  /** CPU slowdowns to sweep at (default 1x and 6x). */
  rates?: number[];
  /**
   * Keys pressed instead of a tap, one per moment in turn: the control has
   * the keyboard focus from its first paint (a keyboard user tabbed to it).
   */
  keys?: string[];
  /** What the visitor taps (painted with the page). */
  target: (page: Page, lang: Lang) => Locator;
  /** The rest of what the visitor does after the tap, if anything (typing, a second tap). */
  after?: (page: Page, lang: Lang) => Promise<void>;
  /** Once the page is ready and settled: what the visitor sees if the tap took effect exactly once. */
  check: (page: Page, lang: Lang) => Promise<void>;
}

const other = (lang: Lang): Lang => (lang === 'en' ? 'hi' : 'en');

/** How often an element's attribute took `value` since the page loaded (watchStart records it). */
const timesSet = (page: Page, selector: string, attr: string, value: string) =>
  page.evaluate(
    ([selector, attr, value]) =>
      window.__tapSweep!.changes.filter((c) => c.el.matches(selector) && c.attr === attr && c.value === value).length,
    [selector, attr, value],
  );

const MENU_BUTTON = 'button[aria-controls="mobile-menu"]';
const SERVICES_BUTTON = 'header button[aria-haspopup="menu"]';

/**
 * How long the drawer may take to show once the page is ready (its code is
 * a chunk of its own, fetched on the first open): a tap that has not opened
 * it by then was lost, and waiting longer would only spend the test's time.
 */
const DRAWER_MS = scaled(8_000);
/** Once the page is ready and the drawer shows `first` (a lost tap leaves it shut), taps it, then `second`. */
async function tapInDrawer(page: Page, first: Locator, second: Locator) {
  await hydrated(page);
  const shown = await first.waitFor({ timeout: DRAWER_MS }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await first.tap();
  await second.tap();
}

/** Every page the tab arrived at since the last tap (a full load or the router's pushState), as paths. */
let arrivals: string[] = [];

const menuButton = (page: Page, lang: Lang) => page.getByRole('button', { name: messages[lang]['nav.openMenu'] });

/** The phone menu is open, and it opened once (a menu that opened and closed again is a lost tap). */
async function menuOpenedOnce(page: Page, lang: Lang) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: messages[lang]['nav.services'] })).toBeVisible();
  expect(await timesSet(page, MENU_BUTTON, 'aria-expanded', 'true'), 'times the menu opened').toBe(1);
}

const CONTROLS: Control[] = [
  {
    name: 'menu button',
    path: '/about',
    target: menuButton,
    check: menuOpenedOnce,
  },
  {
    name: 'menu button, by key',
    path: '/about',
    // A key makes the same click as a tap: the tap's sweep at 1x covers that window; 6x spreads it out.
    rates: [6],
    keys: ['Enter', 'Space'],
    target: menuButton,
    check: menuOpenedOnce,
  },
  {
    name: "drawer's links",
    path: '/about',
    // The drawer opens once the page is ready: the link's tap comes after hydration at any speed.
    rates: [6],
    target: menuButton,
    // As soon as the drawer shows: About, then its FAQs link.
    after: (page, lang) => {
      const drawer = page.getByRole('dialog');
      return tapInDrawer(
        page,
        drawer.getByRole('button', { name: messages[lang]['nav.about'] }),
        drawer.getByRole('link', { name: messages[lang]['nav.faqs'], exact: true }),
      );
    },
    check: async (page, lang) => {
      const faqsPage = localizePath('/faqs', lang);
      await expect(page).toHaveURL(new RegExp(`${faqsPage}$`));
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(
        arrivals.filter((path) => path === faqsPage),
        'times the FAQ page was opened',
      ).toHaveLength(1);
    },
  },
  {
    name: "drawer's sections",
    path: '/about',
    target: menuButton,
    // As soon as the drawer shows, Services, then About: one section open at a time.
    after: (page, lang) => {
      const drawer = page.getByRole('dialog');
      return tapInDrawer(
        page,
        drawer.getByRole('button', { name: messages[lang]['nav.services'] }),
        drawer.getByRole('button', { name: messages[lang]['nav.about'] }),
      );
    },
    check: async (page, lang) => {
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('button', { name: messages[lang]['nav.about'] })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(drawer.getByRole('button', { name: messages[lang]['nav.services'] })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  },
  {
    name: 'FAQ question',
    path: '/faqs',
    target: (page, lang) => page.getByText(faqs[lang].categories[0]!.items[0]!.question, { exact: true }),
    check: async (page, lang) => {
      const item = faqs[lang].categories[0]!.items[0]!;
      await expect(page.getByText(item.answer, { exact: true })).toBeVisible();
      const opened = await page.evaluate(
        () => window.__tapSweep!.changes.filter((c) => c.attr === 'open' && c.value !== null).length,
      );
      expect(opened, 'times an answer opened').toBe(1);
    },
  },
  {
    name: 'FAQ question, by key',
    path: '/faqs',
    rates: [6],
    keys: ['Space', 'Enter'],
    target: (page, lang) =>
      page.locator('main summary', { hasText: faqs[lang].categories[0]!.items[0]!.question }).first(),
    check: async (page, lang) => {
      const item = faqs[lang].categories[0]!.items[0]!;
      await expect(page.getByText(item.answer, { exact: true })).toBeVisible();
      const opened = await page.evaluate(
        () => window.__tapSweep!.changes.filter((c) => c.attr === 'open' && c.value !== null).length,
      );
      expect(opened, 'times an answer opened').toBe(1);
    },
  },
  {
    name: 'language toggle',
    path: '/services/will-creation',
    target: (page, lang) => page.getByRole('link', { name: messages[lang]['lang.toggleLabel'] }),
    check: async (page, lang) => {
      await expect(page).toHaveURL(new RegExp(`${localizePath('/services/will-creation', other(lang))}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other(lang));
    },
  },
  {
    name: 'Services menu',
    path: '/about',
    desktop: true,
    target: (page, lang) => page.getByRole('banner').getByRole('button', { name: messages[lang]['nav.services'] }),
    // The pointer moves onto Services (a hover: it loads the menu's code) and clicks at once.
    check: async (page) => {
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await timesSet(page, SERVICES_BUTTON, 'aria-expanded', 'true'), 'times the menu opened').toBe(1);
    },
  },
  {
    name: 'form field',
    path: '/contact-us',
    target: (page, lang) => page.getByLabel(messages[lang]['requests.form.fullName']!, { exact: false }),
    after: async (page) => {
      await page.keyboard.type('Kamla Devi', { delay: 40 });
    },
    check: async (page, lang) => {
      const field = page.getByLabel(messages[lang]['requests.form.fullName']!, { exact: false });
      await expect(field).toHaveValue('Kamla Devi');
      await expect(field).toBeFocused();
    },
  },
  {
    name: 'submit button',
    path: '/contact-us',
    target: (page, lang) => page.getByRole('button', { name: messages[lang]['requests.form.submit'] }),
    check: async (page, lang) => {
      // An empty form: the visitor is told what is missing, on the same page.
      await expect(page.getByText(messages[lang]['requests.error.nameRequired']!)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/contact-us', lang)}$`));
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    },
  },
];

interface Calibration extends StartTiming {
  /** Where the page is scrolled to for the tap, and where the control is then on screen. */
  scrollY: number;
  x: number;
  y: number;
}

/**
 * When the page starts hydrating and is ready, in ms from its navigation, on
 * this machine at this speed, and where each control of the page is: one
 * load without a tap, shared by the controls of the same page. The taps of
 * the sweep then go to that place at a set time, without a round trip to
 * find the control first (that would come late).
 */
const calibrations = new Map<string, Calibration>();
const calibrationKey = (control: Control, lang: Lang, rate: number) =>
  `${control.path} ${control.desktop ? 'desktop' : 'phone'} ${lang} ${rate}x`;
async function calibrate(page: Page, control: Control, lang: Lang, rate: number): Promise<Calibration> {
  const key = calibrationKey(control, lang, rate);
  if (!calibrations.has(key)) {
    // The test's first load (warmUp) downloaded the scripts: this one reads them from the HTTP cache, as the sweep's do.
    await page.goto(localizePath(control.path, lang), { referer: FROM_SITE });
    await hydrated(page);
    const timing = await page.evaluate(() => window.__tapSweep!.timing());
    for (const same of CONTROLS.filter((c) => calibrationKey(c, lang, rate) === key)) {
      // In the middle of the screen, clear of the bar above and the chat banner below.
      const top = await same
        .target(page, lang)
        .evaluate((el) => Math.max(0, window.scrollY + el.getBoundingClientRect().top - innerHeight / 2));
      await page.evaluate((y) => scrollTo(0, y), top);
      const box = (await same.target(page, lang).boundingBox())!;
      calibrations.set(`${key} ${same.name}`, {
        ...timing,
        scrollY: top,
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
    }
    calibrations.set(key, { ...timing, scrollY: 0, x: 0, y: 0 });
  }
  return calibrations.get(`${key} ${control.name}`)!;
}

/** The first load of a test's page: it downloads the scripts, so the timed loads and the taps read them from the cache. */
async function warmUp(page: Page, control: Control) {
  await page.goto(control.path, { referer: FROM_SITE });
  await hydrated(page);
}

/**
 * Opens the page and taps the control (a real touch, a click on desktop, or
 * the key `key` on the control focused from its first paint) at the moment
 * `share` of this load, then does the rest (`after`). Returns when the tap
 * came, as the page saw it.
 */
async function tapAt(
  page: Page,
  control: Control,
  lang: Lang,
  share: TapShare,
  hydrationMs: number,
  late: number,
  where: Calibration,
  key?: string,
): Promise<TapMoment | null> {
  const moment = momentOfNextLoad(page, share, hydrationMs, late);
  await page.goto(localizePath(control.path, lang), { waitUntil: 'commit', referer: FROM_SITE });
  arrivals = [];
  // A visitor taps what is on screen: never before the control is painted.
  await control.target(page, lang).waitFor({ state: 'visible', timeout: SLOW_PHONE_MS });
  if (where.scrollY) await page.evaluate((y) => scrollTo(0, y), where.scrollY);
  if (key) await control.target(page, lang).focus();
  await moment();
  if (key) await page.keyboard.press(key);
  else if (control.desktop) await page.mouse.click(where.x, where.y);
  else await page.touchscreen.tap(where.x, where.y);
  // A link tapped before React handles it loads the next page: watchStart keeps the moment for it.
  const came = await page
    .evaluate(() => window.__tapSweep!.taps[0] ?? window.__tapSweep!.previousTap)
    .catch(() => null);
  await control.after?.(page, lang);
  return came;
}

for (const [index, control] of CONTROLS.entries()) {
  // Timed taps: the timing project runs them alone (playwright.config.ts).
  test.describe(control.name, { tag: TIMING }, () => {
    test.use(control.desktop ? { viewport: { width: 1280, height: 800 } } : PHONE);
    for (const rate of control.rates ?? [1, 6]) {
      test(`${control.name}: a ${control.keys ? 'key press' : 'tap'} at any moment of the start works once, CPU ${rate}x`, async ({
        page,
      }) => {
        test.setTimeout(scaled(240_000) * ROUNDS);
        if (rate > 1) await slowCpu(page, rate);
        await watchStart(page);
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) arrivals.push(new URL(frame.url()).pathname);
        });
        await warmUp(page, control);
        const failures: string[] = [];
        const seen: Record<TapMoment['phase'], number> = { before: 0, hydrating: 0, ready: 0 };
        let presses = 0;
        for (let round = 0; round < ROUNDS; round++) {
          for (const lang of LANGS) {
            const where = await calibrate(page, control, lang, rate);
            let hydrationMs = hydrationTime(where) ?? 0;
            let late = 0;
            for (const share of sweepShares(rate, lang, index)) {
              const key = control.keys?.[presses++ % control.keys.length];
              const moment = (await tapAt(page, control, lang, share, hydrationMs, late, where, key)) ?? {
                phase: 'before',
                at: NaN,
                sinceHydrateStart: null,
              };
              seen[moment.phase]++;
              if (typeof share === 'number' && moment.sinceHydrateStart !== null)
                late = Math.max(0, late + (moment.sinceHydrateStart - share * hydrationMs) / 2);
              await hydrated(page);
              // The next tap aims at this load's hydration time (it changes from load to load).
              const seenNow = await page.evaluate(() => window.__tapSweep!.timing()).catch(() => null);
              hydrationMs = (seenNow && hydrationTime(seenNow)) ?? hydrationMs;
              try {
                await control.check(page, lang);
              } catch (error) {
                const when =
                  moment.sinceHydrateStart === null
                    ? ''
                    : `, ${Math.round(moment.sinceHydrateStart)} ms after hydrateRoot`;
                failures.push(
                  `${lang}, ${key ?? 'tap'} at ${Math.round(moment.at)} ms (${moment.phase}${when}): ${String(error).replace(/\s+/g, ' ').slice(0, 400)}`,
                );
              }
            }
          }
        }
        console.log(
          [
            `${control.name}, ${rate}x: taps ${JSON.stringify(seen)}, ${failures.length} not exactly once`,
            ...failures,
          ].join('\n  '),
        );
        test.info().annotations.push({ type: 'taps', description: JSON.stringify(seen) });
        expect(failures, `taps that did not work exactly once (taps by moment: ${JSON.stringify(seen)})`).toEqual([]);
      });
    }
  });
}
