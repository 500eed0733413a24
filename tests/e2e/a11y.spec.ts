import AxeBuilder from '@axe-core/playwright';
import { messages } from '../support/shared/catalogue';
import { prerendered } from '../support/e2e/pages';
import { scrollToFooter } from '../support/e2e/site';
import { expect, test } from '../support/e2e/test';
import { settled } from '../support/e2e/wait';
import { localizePath } from '@/i18n/lang';
import { scaled } from '../support/e2e/time-scale';

/** WCAG 2.2 AA rules of axe, the page kinds shared out between the languages: zero violations. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const paths = [...prerendered.paths, '/services/unknown', '/documents/unknown', '/no-such-page'];
/**
 * One page of each kind: the service, document and draft pages share their
 * markup, so axe sees the first of each (the text of every page is checked by
 * the language-of-parts walk below, and the content tests).
 */
const kindOf = (path: string) => (path.split('/').length > 2 ? `/${path.split('/')[1]}/:id` : path);
const onePerKind = [
  ...prerendered.paths.filter(
    (path, i) => prerendered.paths.findIndex((other) => kindOf(other) === kindOf(path)) === i,
  ),
  // The placeholders of an unknown service or document, and the not-found page: kinds of their own.
  ...paths.slice(prerendered.paths.length),
];

for (const [side, lang] of (['en', 'hi'] as const).entries()) {
  // Each kind once, in one language or the other in turn: axe's rules read the markup and its colours, which
  // the languages share; what is each language's own (its lang marks) is checked on every page below.
  const kinds = onePerKind.filter((_, i) => i % 2 === side);
  test(`axe finds no violations on a page of each kind (${lang})`, async ({ page }) => {
    test.setTimeout(scaled(240_000));
    expect(onePerKind).toEqual(
      expect.arrayContaining(['/', '/blog', '/track', '/drafts', '/services/unknown', '/no-such-page']),
    );
    const problems: string[] = [];
    for (const path of kinds) {
      await page.goto(localizePath(path, lang));
      await page.waitForLoadState('networkidle');
      // The request form loads as #contact nears the screen, the newsletter
      // form as the footer does: check them too.
      const contact = page.locator('#contact');
      if (await contact.count()) {
        await contact.scrollIntoViewIfNeeded();
        await contact.locator('form').waitFor();
      }
      await scrollToFooter(page);
      await page.locator('#newsletter form').waitFor();
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of violations) {
        problems.push(
          `${localizePath(path, lang)}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}

// What Lighthouse's accessibility audit checks on its 412 x 823 phone, before any scrolling
// (heading-order is a best practice, outside the WCAG tags above); a page a test.
for (const path of ['/', '/contact-us', '/hi/contact-us', '/faqs', '/hi/faqs', '/track']) {
  test(`on a phone, as ${path} first shows: headings in order, no control hidden under the chat banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size', 'heading-order']).analyze();
    expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

test('the open mobile menu and the services dropdown have no violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hi');
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  await page.getByRole('dialog').getByRole('button').nth(1).click();
  // Mid-animation, the drawer's colours are half transparent: axe would measure those.
  await settled(page);
  let results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Services' }).click();
  await settled(page);
  results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

/**
 * Language of parts (WCAG 3.1.2): text in the other language is marked, so a
 * screen reader reads it with the right voice. On English pages every piece
 * of Devanagari text (text nodes and the names, titles, alts and placeholders
 * a screen reader reads) must sit in an element with lang="hi"; on Hindi
 * pages every English passage (two or more Latin-script words in a row) must
 * sit in lang="en". Not passages: e-mail addresses, web addresses, phone
 * numbers, numbers and acronyms (RCMS, HTTPS, 65B, 2.0), and a single word.
 */
function unmarkedOtherLanguage(html?: string): string[] {
  // The page as the browser shows it, or as the server sent it (`html`, parsed: no script runs).
  const document = html ? new DOMParser().parseFromString(html, 'text/html') : window.document;
  const pageLang = document.documentElement.lang.startsWith('hi') ? 'hi' : 'en';
  const other = pageLang === 'en' ? 'hi' : 'en';
  const marked = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith(other);
  const devanagari = /[\u0900-\u097F]/;
  const englishPassage = (text: string) => {
    const words = text
      .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ') // web addresses
      .replace(/\+?\d[\d\s().-]{5,}\d/g, ' ') // phone numbers
      .split(/[^A-Za-z0-9'’.&-]+/)
      .filter(Boolean);
    let run = 0;
    for (const word of words) {
      const acronymOrNumber = !/[a-z]/.test(word) || /^\d/.test(word);
      run = /[A-Za-z]/.test(word) && !acronymOrNumber ? run + 1 : 0;
      if (run >= 2) return true;
    }
    return false;
  };
  const foreign = pageLang === 'en' ? (t: string) => devanagari.test(t) : englishPassage;
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement!;
    const text = node.textContent!.trim();
    if (!text || el.closest('script, style, noscript, template')) continue;
    if (foreign(text) && !marked(el)) problems.push(`<${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = el.getAttribute(attribute);
      if (value && foreign(value) && !marked(el))
        problems.push(`<${el.tagName.toLowerCase()} ${attribute}="${value.slice(0, 60)}">`);
    }
  }
  return problems;
}

test('(the language-of-parts check finds unmarked text in a page as served, and passes marked text)', async ({
  page,
}) => {
  const served = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><body>${body}</body></html>`;
  const check = (html: string) => page.evaluate(unmarkedOtherLanguage, html);
  expect(await check(served('en', '<p>Rent agreement: <span>किरायानामा</span></p>'))).toEqual(['<span> "किरायानामा"']);
  expect(await check(served('en', '<p>Rent agreement: <span lang="hi">किरायानामा</span></p>'))).toEqual([]);
  expect(await check(served('hi', '<p>किरायानामा: <b>rent agreement</b></p>'))).toEqual(['<b> "rent agreement"']);
  expect(await check(served('hi', '<p>ईमेल ravi@example.com पर, RCMS पोर्टल</p>'))).toEqual([]);
});

for (const lang of ['en', 'hi'] as const) {
  test(`text in the other language is marked with its lang on every page (${lang})`, async ({ page }) => {
    test.setTimeout(scaled(180_000));
    const problems: string[] = [];
    const check = async (where: string, html?: string) => {
      for (const problem of await page.evaluate(unmarkedOtherLanguage, html)) problems.push(`${where}: ${problem}`);
    };
    // Every prerendered page, and a blog article (its related posts and the link to its
    // translation are in the other language), as the server sends them.
    const article = { en: '/blog/sale-deed-vs-agreement-to-sell', hi: '/blog/kirayanama-kaise-banwayen' }[lang];
    await page.goto(localizePath('/', lang));
    for (const path of [...prerendered.paths, article]) {
      const url = localizePath(path, lang);
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      await check(url, await response.text());
    }
    // What the browser adds: the pages rendered from the app shell, and the forms, which
    // load as they near the screen (the same on every page: the contact page has both).
    for (const path of [...paths.slice(prerendered.paths.length), '/contact-us']) {
      const url = localizePath(path, lang);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      for (const selector of ['#contact', 'footer']) {
        const part = page.locator(selector);
        if (await part.count()) await part.scrollIntoViewIfNeeded();
      }
      if (await page.locator('#contact').count()) await page.locator('#contact form').waitFor();
      await page.locator('footer form').waitFor();
      await check(url);
    }
    // The open Services menu and its submenu, and the phone drawer with its sections open.
    const ui = messages[lang];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localizePath('/', lang));
    await page
      .getByRole('navigation', { name: ui['nav.mainLabel'] })
      .getByRole('button', { name: ui['nav.services'] })
      .click();
    await page.getByRole('menuitem').first().press('ArrowRight');
    await page.getByRole('menu').nth(1).waitFor();
    await check(`${lang} Services menu`);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localizePath('/', lang));
    await page.getByRole('banner').locator('button[aria-controls="mobile-menu"]').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: ui['nav.services'] }).click();
    await drawer.getByRole('button', { name: ui['nav.legalDocumentation'] }).click();
    await check(`${lang} phone menu`);
    expect(problems).toEqual([]);
  });
}
