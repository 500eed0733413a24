/**
 * Accessibility: wherever the keyboard goes, a visitor can see where
 * it is (WCAG 2.4.7), the indicator stands out from what surrounds it
 * (1.4.11) and it is not hidden under the fixed navbar or the sticky chat
 * banner (2.4.11).
 *
 * Each page is walked with Tab from the top to the end. At every stop the
 * focused element must have an outline or a box-shadow ring of at least 2 px
 * (getComputedStyle), and part of it must be on top at its place on the
 * screen. For the first element of each kind (same tag, role, classes and
 * part of the page; once a worker, so the header's and the footer's once
 * for all the pages) the screenshots with and without focus are compared: the
 * pixels whose colour changed with a contrast of 3:1 or more must cover at
 * least a 2 px line round the element (WCAG 2.4.13's measure).
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '../support/shared/catalogue';
import { expect, test as base } from '../support/e2e/test';
import { settled } from '../support/e2e/wait';
import { localizePath } from '@/i18n/lang';
import { scaled } from '../support/e2e/time-scale';

interface Stop {
  /** What a failure message names. */
  name: string;
  /** Same kind of element in the same part of the page: checked pixel by pixel once. */
  kind: string;
  /** Thickest of the outline and the box-shadow rings, in CSS px. */
  ring: number;
  /** No part of it is on top on the screen (under the navbar or the chat banner). */
  hidden: boolean;
}

const focusedStop = async (page: Page) => {
  await settled(page);
  return page.evaluate((): Stop | null => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    // Computed box-shadow: "rgb(…) 0px 0px 0px 2px, rgb(…) 0px 0px 0px 7px": the 4th length is the spread.
    const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/g)].map((m) =>
      Number(m[4]),
    );
    const region = el.closest('[role=dialog], [role=menu], header, footer, aside, main');
    const part = region?.getAttribute('role') ?? region?.tagName.toLowerCase() ?? 'page';
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    const onTop = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return {
      name: `${part} ${el.tagName.toLowerCase()} "${label}"`,
      kind: `${part} ${el.tagName} ${el.getAttribute('role') ?? ''} ${el.getAttribute('type') ?? ''} ${el.className}`,
      ring: Math.max(outline, 0, ...spreads),
      hidden: !onTop,
    };
  });
};

/**
 * How many pixels around the focused element change colour, at 3:1 contrast
 * or more, when it loses the focus; and the 2 px perimeter they must cover.
 */
async function indicatorPixels(page: Page, scratch: Page) {
  await settled(page);
  const element = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  const box = await element.boundingBox();
  if (!box) throw new Error('the focused element has no box');
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(box.x) - 10);
  const y = Math.max(0, Math.floor(box.y) - 10);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width) + 10) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height) + 10) - y,
  };
  const visibleWidth = Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0);
  const visibleHeight = Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0);
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const focused = await shot();
  await element.evaluate((el) => el.blur());
  const plain = await shot();
  // Back where it was, so the next Tab goes on from here.
  await element.evaluate((el) => el.focus({ preventScroll: true }));
  const changed = await scratch.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [p, q] = await Promise.all([pixels(a), pixels(b)]);
      const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const luminance = (d: Uint8ClampedArray, i: number) =>
        0.2126 * channel(d[i]!) + 0.7152 * channel(d[i + 1]!) + 0.0722 * channel(d[i + 2]!);
      let count = 0;
      for (let i = 0; i < p.length; i += 4) {
        const [l1, l2] = [luminance(p, i), luminance(q, i)];
        if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3) count++;
      }
      return count;
    },
    [focused.toString('base64'), plain.toString('base64')] as const,
  );
  return { changed, needed: Math.round(2 * 2 * (visibleWidth + visibleHeight)) };
}

/**
 * indicatorPixels, measured again if the element was replaced meanwhile (the
 * Services button is swapped for the loaded menu as it takes the focus).
 */
async function measureWhenStill(page: Page, scratch: Page) {
  for (let attempt = 1; ; attempt++) {
    const element = await page.evaluateHandle(() => document.activeElement!);
    const { tag, text } = await element.evaluate((el) => ({ tag: el.tagName, text: el.textContent }));
    const result = await indicatorPixels(page, scratch).catch((error: Error) => error);
    const stillThere = await element.evaluate((el) => el === document.activeElement && el.isConnected);
    if (stillThere && !(result instanceof Error)) return result;
    if (attempt === 3) throw result instanceof Error ? result : new Error('the focused element keeps changing');
    await page.waitForTimeout(scaled(300));
    // Swapped between this test's blur and its focus again: the focus fell to the page, where no
    // visitor's would (the menu takes it over from the focused button). It goes to what took its place.
    await page.evaluate(
      ({ tag, text }) => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const same = [...document.querySelectorAll<HTMLElement>(tag)].find((el) => el.textContent === text);
        same?.focus();
      },
      { tag, text },
    );
  }
}

/**
 * What is wrong with the focus indicator of the focused element; measured
 * pixel by pixel when `measure` (the first element of its kind).
 */
async function problemsAt(page: Page, scratch: Page, stop: Stop, measure: boolean): Promise<string[]> {
  const problems: string[] = [];
  if (stop.ring < 2) problems.push(`${stop.name}: no focus ring (thickest ${stop.ring}px)`);
  if (stop.hidden) problems.push(`${stop.name}: hidden under something else when focused`);
  if (measure) {
    const { changed, needed } = await measureWhenStill(page, scratch);
    if (changed < needed) problems.push(`${stop.name}: ${changed} px change at 3:1 on focus, ${needed} needed`);
  }
  return problems;
}

/**
 * Tabs on until the focus comes round to the first stop again and returns
 * how many stops there were and what is wrong at each.
 */
async function walk(
  page: Page,
  scratch: Page,
  { max = 400, measureAll = false, measured = new Set<string>() } = {},
): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) continue;
    if (stop.name === first) break; // round again
    first ??= stop.name;
    stops++;
    problems.push(...(await problemsAt(page, scratch, stop, measureAll || !measured.has(stop.kind))));
    measured.add(stop.kind);
  }
  return { stops, problems };
}

const test = base.extend<{ scratch: Page }, { measured: Set<string> }>({
  /**
   * The kinds of element this worker has measured pixel by pixel: the header's and the footer's,
   * the same on every page, once, on the first page walked (a test run alone measures all its own).
   */
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  measured: [async ({}, use) => use(new Set()), { scope: 'worker' }],
  // A blank page decodes the screenshots (the site's CSP does not allow data: images); closed with its test.
  scratch: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

/** A page of each kind of part, in one language or the other: the parts are the same markup in both. */
const pages = ['/', '/documents/affidavit', '/faqs', '/contact-us', '/blog', '/hi/services/will-creation', '/hi/about'];

for (const path of pages) {
  test(`every Tab stop on ${path} shows a visible focus indicator`, async ({ page, scratch, measured }) => {
    test.setTimeout(scaled(180_000));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const { stops, problems } = await walk(page, scratch, { measured });
    expect(stops).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
}

test('the Services menu, its submenu and the phone drawer show where the focus is', async ({ page, scratch }) => {
  test.setTimeout(scaled(180_000));
  const problems: string[] = [];
  const check = async () => problems.push(...(await problemsAt(page, scratch, (await focusedStop(page))!, true)));
  const tabTo = async (target: Locator) => {
    while (!(await target.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  };

  for (const lang of ['en', 'hi'] as const) {
    const ui = messages[lang];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizePath('/', lang));
    await tabTo(
      page.getByRole('navigation', { name: ui['nav.mainLabel'] }).getByRole('button', { name: ui['nav.services'] }),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await check(); // Legal Documentation
    await page.keyboard.press('ArrowDown');
    await check(); // a service link
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menu', { name: ui['nav.legalDocumentation'] })).toBeVisible();
    await check(); // a document link in the submenu
    await page.keyboard.press('Escape');

    // The drawer, with its Services section and the Legal Documentation subsection open:
    // every link in it, scrolled under its header and back.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizePath('/', lang));
    await tabTo(page.getByRole('banner').locator('button[aria-controls="mobile-menu"]'));
    await check(); // the burger
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const services = drawer.getByRole('button', { name: ui['nav.services'] });
    await tabTo(services);
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const documentation = drawer.getByRole('button', { name: ui['nav.legalDocumentation'] });
    await tabTo(documentation);
    await page.keyboard.press('Enter');
    await expect(documentation).toHaveAttribute('aria-expanded', 'true');
    const { stops, problems: inDrawer } = await walk(page, scratch, { measureAll: true });
    expect(stops).toBeGreaterThan(20);
    problems.push(...inDrawer);
  }
  expect(problems).toEqual([]);
});
