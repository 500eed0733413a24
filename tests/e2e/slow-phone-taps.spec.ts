/**
 * A tap at any moment of a page's start takes effect exactly once: before
 * the scripts run, while they download, while React hydrates, in the frame
 * after and later (docs/slow-phones-and-flaky-networks.md, "How a tap
 * travels"). For each control, a page load is timed first (when the control
 * is painted, when React starts hydrating, when the page is ready); then one
 * tap per load at moments spread over that window, most of them inside
 * hydration, at normal speed and on a slow phone (6x CPU), in both languages.
 * Every tap must do what the visitor asked, once: a menu that opens and
 * closes again is as lost as one that never opened.
 *
 * TAP_SWEEP_ROUNDS (default 1) repeats the sweep; each tap's moment is
 * reported as an annotation (before / hydrating / ready).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath } from '../../src/i18n/lang';
import { messages } from '../support/shared/catalogue';
import { LANGS, type Lang } from '../support/e2e/pages';
import {
  hydrated,
  slowCpu,
  type StartTiming,
  TAP_SHARES,
  tapMoment,
  type TapMoment,
  watchStart,
} from '../support/e2e/slow-phone';
import { loadAllFaqPages } from '../../src/features/content/faqs';

const faqs = await loadAllFaqPages();
const ROUNDS = Number(process.env.TAP_SWEEP_ROUNDS ?? 1);
/** Each page is opened as from a link of the site: the language toggle's remembered choice then sends nobody elsewhere. */
const FROM_SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/`;
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

test.use({ serviceWorkers: 'block' });

interface Control {
  name: string;
  path: string;
  desktop?: boolean;
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

const CONTROLS: Control[] = [
  {
    name: 'menu button',
    path: '/about',
    target: (page, lang) => page.getByRole('button', { name: messages[lang]['nav.openMenu'] }),
    check: async (page, lang) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(
        page.getByRole('dialog').getByRole('button', { name: messages[lang]['nav.services'] }),
      ).toBeVisible();
      expect(await timesSet(page, MENU_BUTTON, 'aria-expanded', 'true'), 'times the menu opened').toBe(1);
    },
  },
  {
    name: "drawer's sections",
    path: '/about',
    target: (page, lang) => page.getByRole('button', { name: messages[lang]['nav.openMenu'] }),
    // As soon as the drawer shows, Services, then About: one section open at a time.
    after: async (page, lang) => {
      const drawer = page.getByRole('dialog');
      const services = drawer.getByRole('button', { name: messages[lang]['nav.services'] });
      // A lost tap leaves the drawer shut: the check says so.
      if (
        !(await services.waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        ))
      )
        return;
      await services.tap();
      await drawer.getByRole('button', { name: messages[lang]['nav.about'] }).tap();
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
    check: async (page) => {
      await expect(page.getByRole('menu')).toBeVisible();
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
 * this machine at this speed, and where the control is: one load without a
 * tap. The taps of the sweep then go to that place at a set time, without a
 * round trip to find the control first (that would come late).
 */
const calibrations = new Map<string, Calibration>();
async function calibrate(page: Page, control: Control, lang: Lang, rate: number): Promise<Calibration> {
  const key = `${control.name} ${lang} ${rate}x`;
  let calibration = calibrations.get(key);
  if (!calibration) {
    // The second load: the first one downloads the scripts, the sweep's come from the HTTP cache.
    for (let load = 0; load < 2; load++) {
      await page.goto(localizePath(control.path, lang), { referer: FROM_SITE });
      await hydrated(page);
    }
    const timing = await page.evaluate(() => window.__tapSweep!.timing());
    // In the middle of the screen, clear of the bar above and the chat banner below.
    const top = await control
      .target(page, lang)
      .evaluate((el) => Math.max(0, window.scrollY + el.getBoundingClientRect().top - innerHeight / 2));
    await page.evaluate((y) => scrollTo(0, y), top);
    const box = (await control.target(page, lang).boundingBox())!;
    calibration = { ...timing, scrollY: top, x: box.x + box.width / 2, y: box.y + box.height / 2 };
    calibrations.set(key, calibration);
  }
  return calibration;
}

/**
 * Opens the page and taps the control (a real touch, or a click on desktop)
 * `at` ms after the navigation started, then does the rest (`after`).
 * Returns when the tap came.
 */
async function tapAt(page: Page, control: Control, lang: Lang, at: number, where: Calibration): Promise<TapMoment> {
  // No round trip to the page before the tap: while it hydrates at 6x CPU, each one waits for a slice to end.
  const started = Date.now();
  await page.goto(localizePath(control.path, lang), { waitUntil: 'commit', referer: FROM_SITE });
  // A visitor taps what is on screen: never before the control is painted.
  await control.target(page, lang).waitFor({ state: 'visible', timeout: 30_000 });
  if (where.scrollY) await page.evaluate((y) => scrollTo(0, y), where.scrollY);
  const wait = at - (Date.now() - started);
  if (wait > 1) await page.waitForTimeout(wait);
  if (control.desktop) await page.mouse.click(where.x, where.y);
  else await page.touchscreen.tap(where.x, where.y);
  // A link tapped before React handles it loads the next page: watchStart keeps the moment for it.
  const moment = await page
    .evaluate(() => window.__tapSweep!.taps[0] ?? window.__tapSweep!.previousTap)
    .catch(() => null);
  await control.after?.(page, lang);
  return moment ?? { phase: 'before', at, sinceHydrateStart: null };
}

for (const control of CONTROLS) {
  test.describe(control.name, () => {
    test.use(control.desktop ? { viewport: { width: 1280, height: 800 } } : PHONE);
    for (const rate of [1, 6]) {
      test(`${control.name}: a tap at any moment of the start works once, CPU ${rate}x`, async ({ page }) => {
        test.setTimeout(150_000 * ROUNDS);
        if (rate > 1) await slowCpu(page, rate);
        await watchStart(page);
        const failures: string[] = [];
        const seen: Record<TapMoment['phase'], number> = { before: 0, hydrating: 0, ready: 0 };
        for (let round = 0; round < ROUNDS; round++) {
          for (const lang of LANGS) {
            const where = await calibrate(page, control, lang, rate);
            let timing: StartTiming = where;
            // Each tap comes this much later than aimed (a round trip to the browser): aim earlier.
            let late = 0;
            for (const share of TAP_SHARES) {
              const at = tapMoment(timing, share);
              const moment = await tapAt(page, control, lang, at - late, where);
              late = Math.max(0, late + (moment.at - at) / 2);
              // The next tap aims at this load's hydration (it moves from load to load).
              const seenNow = await page.evaluate(() => window.__tapSweep!.timing()).catch(() => null);
              if (seenNow?.hydrateStart && seenNow.ready) timing = seenNow;
              seen[moment.phase]++;
              await hydrated(page);
              try {
                await control.check(page, lang);
              } catch (error) {
                const when =
                  moment.sinceHydrateStart === null
                    ? ''
                    : `, ${Math.round(moment.sinceHydrateStart)} ms after hydrateRoot`;
                failures.push(
                  `${lang}, tap at ${Math.round(moment.at)} ms (${moment.phase}${when}): ${String(error).replace(/\s+/g, ' ').slice(0, 120)}`,
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
