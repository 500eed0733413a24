import { messages, withOrderId } from '../support/shared/catalogue';
import { fillRequestForm, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { toast } from '../support/e2e/toasts';
import { expect, test } from '../support/e2e/test';
import { contentEntry, DOCUMENT_MENU_IDS } from '../support/shared/content';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { scaled } from '../support/e2e/time-scale';

const willCreation = contentEntry('services', 'will-creation');
const affidavit = contentEntry('documents', 'affidavit');

const homeText = await loadBoth(pageText.home);
const aboutText = await loadBoth(pageText.about);

const { en, hi } = messages;

test('the language toggle goes to the same page in the other language and is remembered', async ({ page }) => {
  await page.goto('/services/will-creation');
  const toHindi = page.getByRole('link', { name: en['lang.toggleLabel'] });
  await expect(toHindi).toHaveText(en['lang.toggle']);
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/services\/will-creation$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(willCreation.hi.title);
  await expect(page.getByRole('navigation', { name: hi['nav.mainLabel'] }).first()).toContainText(hi['nav.about']);

  // Arriving from outside later, the remembered choice applies.
  await page.goto('about:blank');
  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/hi\/faqs$/);

  const toEnglish = page.getByRole('link', { name: hi['lang.toggleLabel'] });
  await expect(toEnglish).toHaveText(hi['lang.toggle']);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((await pageText.faqs.load('en')).text.title);
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a link to another page is announced to screen readers; a new query on the same page is not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const announcer = page.locator('[data-route-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  await expect(announcer).toHaveText('');
  // Each page's own heading (known in advance: the old page's heading is still there as the address changes).
  await page
    .getByRole('navigation', { name: en['nav.mainLabel'] })
    .getByRole('link', { name: en['nav.about'] })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(announcer).toHaveText(aboutText.en.title);

  await page.getByRole('link', { name: en['lang.toggleLabel'] }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(announcer).toHaveText(aboutText.hi.title);

  await page.getByRole('navigation', { name: hi['nav.mainLabel'] }).getByRole('link', { name: hi['nav.blog'] }).click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(announcer).toHaveText(hi['page.blog.title']);
  // A search changes only the query: nothing is announced (a marker left in the region stays).
  await announcer.evaluate((el) => (el.textContent = 'marker'));
  await page.getByRole('searchbox', { name: hi['blog.search.label'] }).fill('किराया');
  await expect(page).toHaveURL(/search=/);
  await page.waitForTimeout(scaled(500));
  await expect(announcer).toHaveText('marker');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens one section and one subsection at a time, and a link closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: en['nav.mainLabel'] })).toBeHidden();
    await page.getByRole('button', { name: en['nav.openMenu'] }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();

    const services = menu.getByRole('button', { name: en['nav.services'] });
    const legalDocs = menu.getByRole('button', { name: en['nav.legalDocumentation'] });
    const about = menu.getByRole('button', { name: en['nav.about'] });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: en['service.document-review'] })).toBeVisible();
    await legalDocs.click();
    await expect(menu.getByRole('link', { name: en['document.affidavit'] })).toBeVisible();

    // Opening another section closes the first (and its subsection).
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: en['document.affidavit'] })).toBeHidden();
    await expect(menu.getByRole('link', { name: en['nav.faqs'] })).toBeVisible();

    await services.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(legalDocs).toHaveAttribute('aria-expanded', 'false');
    await legalDocs.click();
    await menu.getByRole('link', { name: en['document.affidavit'] }).click();
    await expect(page).toHaveURL(/\/documents\/affidavit$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(affidavit.en.title);
  });

  test('the menu closes when the window reaches 768 px', async ({ page }) => {
    await page.goto('/hi');
    await page.getByRole('button', { name: hi['nav.openMenu'] }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 767, height: 740 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('navigation', { name: hi['nav.mainLabel'] })).toBeVisible();
  });
});

test.describe('on a 1024 px screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the Services dropdown has a Legal Documentation submenu with the nine documents', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: en['nav.openMenu'] })).toBeHidden();
    const nav = page.getByRole('navigation', { name: en['nav.mainLabel'] });
    await nav.getByRole('button', { name: en['nav.services'] }).click();
    await expect(page.getByRole('menuitem', { name: en['service.legal-photography'] })).toBeVisible();
    await page.getByRole('menuitem', { name: en['nav.legalDocumentation'] }).hover();
    for (const id of DOCUMENT_MENU_IDS) {
      await expect(page.getByRole('menuitem', { name: en[`document.${id}`], exact: true })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: en['document.legal-notice'], exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/legal-notice$/);
  });

  test('a form sends after a client-side navigation (the page loader runs once per document)', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: en['nav.mainLabel'] })
      .getByRole('link', { name: en['nav.contact'] })
      .click();
    const form = page.getByRole('form', { name: en['requests.form.title'] });
    await fillRequestForm(
      form,
      en,
      {
        name: 'Navigated Visitor',
        email: uniqueEmail('navigated'),
        phone: uniquePhone(),
        service: en['requests.service.legal_documentation']!,
        documentType: en['requests.documentType.affidavit']!,
      },
      'contact-page',
    );
    await form.getByRole('button', { name: en['requests.form.submit'] }).click();
    await expect(toast(page, en['requests.toast.successTitle']!)).toContainText(
      withOrderId(en['requests.toast.successText']!),
    );
  });

  test('the NEW button opens the sister product in a new tab', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: new RegExp(en['nav.sisterProduct']) });
    await expect(button).toContainText(en['nav.newBadge']);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', /noopener/);
  });
});

test('hash links scroll at once on the same page and after navigating', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: homeText.en.hero.exploreButton }).click();
  await expect(page).toHaveURL(/\/#other-key-services$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('other-key-services')?.getBoundingClientRect().top ?? 9999),
      ),
    )
    .toBeLessThan(120);

  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: en['footer.requestDocument'] }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('contact')?.getBoundingClientRect().top ?? 9999)),
    )
    .toBeLessThan(120);
});

test('footer has every link of the spec and scrolls back to the top', async ({ page }) => {
  await page.goto('/contact-us');
  const footer = page.getByRole('contentinfo');
  const expected: [string, string][] = [
    [en['document.rent-agreement'], '/documents/rent-agreement'],
    [en['document.affidavit'], '/documents/affidavit'],
    [en['document.sell-agreement'], '/documents/sell-agreement'],
    [en['document.service-agreement'], '/documents/service-agreement'],
    [en['document.e-stamp'], '/documents/e-stamp'],
    [en['document.legal-notice'], '/documents/legal-notice'],
    [en['document.notarization'], '/documents/notarization'],
    [en['footer.propertyRegistration'], '/services/property-registration'],
    [en['footer.legalConsultation'], '/services/legal-documentation'],
    [en['footer.eMediation'], '/services/e-mediation'],
    [en['footer.privacy'], '/privacy-policy'],
    [en['footer.terms'], '/terms-of-use'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: en['footer.chat'] })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(footer).toContainText(en['footer.closed']);
  await footer.getByRole('button', { name: en['footer.backToTop'] }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
