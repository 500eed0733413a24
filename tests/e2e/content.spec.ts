import { messages } from '../support/shared/catalogue';
import { faqItem } from '../support/e2e/site';
import { expect, test, type Page } from '../support/e2e/test';
import { localizePath } from '@/i18n/lang';
import { contentEntry, DOCUMENT_IDS, SERVICE_IDS } from '../support/shared/content';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';

const homeText = await loadBoth(pageText.home);

const load = (kind: 'services' | 'documents', id: string) => contentEntry(kind, id);

const h2s = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

// A page a test: each within its own timeout on a slow machine. What the server sends, read without
// running the page's scripts: that hydration keeps it, and without an error, is routes.spec's.
test.describe('as prerendered', () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of ['en', 'hi'] as const) {
    const ui = messages[lang];

    for (const id of SERVICE_IDS) {
      test(`the service page ${id} shows its sections in order (${lang})`, async ({ page }) => {
        const entry = await load('services', id);
        await page.goto(localizePath(`/services/${id}`, lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry[lang].title);
        await expect(page.getByText(entry[lang].badges[0], { exact: true })).toBeVisible();
        const headings = await h2s(page);
        const expected = [
          ui['content.trustedBy'].replace('{count}', '500+'),
          ui['content.features'],
          ui['content.benefits'],
          ui['content.process'],
          ui['content.faqs'],
          ui['content.readyTitle'],
          homeText[lang].contact.title,
        ];
        expect(headings.filter((h) => expected.includes(h))).toEqual(expected);
        await expect(page.locator('#contact')).toBeAttached();
        const types = (await jsonLd(page)).map((d) => d['@type']);
        expect(types).toEqual(expect.arrayContaining(['LegalService', 'BreadcrumbList']));
        await expect(page).toHaveTitle(entry[lang].seoTitle);
      });
    }

    for (const id of DOCUMENT_IDS) {
      test(`the document page ${id} shows its sections in order (${lang})`, async ({ page }) => {
        const entry = await load('documents', id);
        await page.goto(localizePath(`/documents/${id}`, lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry[lang].title);
        const headings = await h2s(page);
        const expected = [
          ui['content.overview'],
          ui['content.features'],
          ui['content.benefits'],
          ui['content.process'],
          ui['content.faqs'],
          entry[lang].title,
          homeText[lang].contact.title,
        ];
        expect(headings.filter((h) => expected.includes(h))).toEqual(expected);
        const faqPage = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage');
        expect((faqPage?.mainEntity as unknown[]).length).toBe(entry[lang].faqs.length);
        await expect(page).toHaveTitle(entry[lang].seoTitle);
      });
    }
  }
});

test('document FAQs: one open answer per column; clicking the open one closes it', async ({ page }) => {
  const entry = await load('documents', 'affidavit');
  await page.goto('/documents/affidavit');
  const question = (i: number) => faqItem(page, entry.en.faqs[i]!.question);
  await question(0).summary.click();
  await question(5).summary.click(); // the right column's first
  await expect(question(0).details).toHaveJSProperty('open', true);
  await expect(question(5).details).toHaveJSProperty('open', true);
  await expect(page.getByText(entry.en.faqs[0]!.answer)).toBeVisible();
  await question(1).summary.click();
  await expect(question(1).details).toHaveJSProperty('open', true);
  await expect(question(0).details).toHaveJSProperty('open', false);
  await expect(page.getByText(entry.en.faqs[0]!.answer)).toBeHidden();
  await expect(question(5).details).toHaveJSProperty('open', true);
  await question(1).summary.click();
  await expect(question(1).details).toHaveJSProperty('open', false);
  // An open answer is capped at 24rem and scrolls inside it.
  await question(2).summary.click();
  const box = await page
    .getByText(entry.en.faqs[2]!.answer)
    .evaluate((el) => ({ maxHeight: getComputedStyle(el).maxHeight, overflowY: getComputedStyle(el).overflowY }));
  expect(box).toEqual({ maxHeight: '384px', overflowY: 'auto' });
});

test('service FAQs: one open answer across both halves', async ({ page }) => {
  const entry = await load('services', 'property-registration');
  await page.goto('/hi/services/property-registration');
  const faqs = entry.hi.faqs;
  const half = Math.ceil(faqs.length / 2);
  const question = (i: number) => faqItem(page, faqs[i]!.question);
  await question(0).summary.click();
  await expect(question(0).details).toHaveJSProperty('open', true);
  await question(half).summary.click();
  await expect(question(half).details).toHaveJSProperty('open', true);
  await expect(question(0).details).toHaveJSProperty('open', false);
  await question(half).summary.click();
  await expect(question(half).details).toHaveJSProperty('open', false);
});

test('FAQs page: 9 categories of 10, one open answer per category, help button to /contact-us', async ({ page }) => {
  await page.goto('/faqs');
  const faqs = await pageText.faqs.load('en');
  for (const category of faqs.categories) {
    await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
  }
  const first = (c: number, i: number) => faqItem(page, faqs.categories[c]!.items[i]!.question);
  await first(0, 0).summary.click();
  await first(1, 0).summary.click();
  await expect(first(0, 0).details).toHaveJSProperty('open', true);
  await expect(first(1, 0).details).toHaveJSProperty('open', true);
  await first(0, 3).summary.click();
  await expect(first(0, 0).details).toHaveJSProperty('open', false);
  // The answers are not repeated as FAQPage data here (a third of the page); a breadcrumb is.
  const data = await jsonLd(page);
  expect(data.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  expect(data[0]!.itemListElement).toEqual([
    expect.objectContaining({ position: 1, name: 'Home' }),
    expect.objectContaining({ position: 2, name: faqs.text.title, item: expect.stringMatching(/\/faqs$/) }),
  ]);
  await page.getByRole('link', { name: faqs.text.helpButton }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('home: sections in order with their anchors, business structured data', async ({ page }) => {
  await page.goto('/hi');
  const text = homeText.hi;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.hero.headline);
  const headings = await h2s(page);
  const expected = [
    text.otherKeyServices.heading,
    text.howItWorks.heading,
    text.whyChooseUs.heading,
    text.aboutUs.heading,
    text.locations.heading,
    text.faq.heading,
    text.contact.title,
  ];
  expect(headings.filter((h) => expected.includes(h))).toEqual(expected);
  await expect(page.locator('#other-key-services')).toContainText(text.otherKeyServices.heading);
  await expect(page.locator('#contact')).toContainText(text.contact.processTitle);
  const business = (await jsonLd(page)).find((d) => Array.isArray(d['@type']));
  expect(business?.['@type']).toEqual(['LegalService', 'LocalBusiness']);
  expect((business?.areaServed as unknown[]).length).toBe(
    text.locations.mpCities.length + text.locations.rajasthanCities.length,
  );
  expect(business?.openingHoursSpecification).toMatchObject({ opens: '10:00', closes: '19:00' });
  // Nine document tiles.
  for (const id of DOCUMENT_IDS.filter((d) => d !== 'legalServices')) {
    await expect(page.getByRole('main').locator(`a[href="/hi/documents/${id}"]`).first()).toBeVisible();
  }
});

test('sections fade in as they scroll into view, and not under reduced motion', async ({ browser }) => {
  const motion = await browser.newPage({ reducedMotion: 'no-preference' });
  await motion.goto('/about');
  await motion.goto('/');
  const locations = motion.locator('section', { hasText: homeText.en.locations.heading }).first();
  await expect.poll(() => locations.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('0');
  await locations.scrollIntoViewIfNeeded();
  await expect.poll(() => locations.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  await motion.close();

  const still = await browser.newPage({ reducedMotion: 'reduce' });
  await still.goto('/');
  const section = still.locator('section', { hasText: homeText.en.locations.heading }).first();
  expect(await section.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  await still.close();
});
