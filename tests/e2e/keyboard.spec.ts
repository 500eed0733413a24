/**
 * Accessibility: the site used with the keyboard only (Tab,
 * Shift+Tab, Enter, Space, Escape and the arrows where a widget's WAI-ARIA
 * pattern uses them). No clicks here: every step is a key press, and each
 * assertion is what a keyboard user would notice (where the focus is, what
 * opened, where the page went).
 */
import { messages } from '../support/shared/catalogue';
import { SENT_MS, uniquePhone } from '../support/e2e/forms';
import { faqItem } from '../support/e2e/site';
import { expect, test, type Locator, type Page } from '../support/e2e/test';
import { humanPace } from '../support/e2e/wait';
import { pageText } from '@/features/content/page-texts';
import { contentEntry, DOCUMENT_MENU_IDS, SERVICE_MENU_IDS } from '../support/shared/content';
import { localizePath } from '@/i18n/lang';

const willCreation = contentEntry('services', 'will-creation');
const affidavit = contentEntry('documents', 'affidavit');

const { en, hi } = messages;

// evaluateAll does not wait for the element: one that is not there yet is simply not focused.
const isFocused = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} was not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

/** The focused element, described for a failure message. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
  });

test('the skip link is the first Tab stop, shows itself, and jumps over the navigation (en, hi)', async ({ page }) => {
  for (const lang of ['en', 'hi'] as const) {
    await page.goto(localizePath('/about', lang));
    const skip = page.getByRole('link', { name: messages[lang]['nav.skipToContent'] });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab lands in the page's content, not back in the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  }
});

test.describe('desktop navbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'hi'] as const) {
    const ui = messages[lang];

    test(`Services menu and its Legal Documentation submenu by keyboard (${lang})`, async ({ page }) => {
      await page.goto(localizePath('/', lang));
      const nav = page.getByRole('navigation', { name: ui['nav.mainLabel'] });
      const services = nav.getByRole('button', { name: ui['nav.services'] });
      await tabTo(page, services);
      const menu = page.getByRole('menu', { name: ui['nav.services'] });
      const item = (label: string) => page.getByRole('menuitem', { name: label, exact: true });
      // The submenu's item (its first link has the same name in English).
      const legalDocs = item(ui['nav.legalDocumentation']!).and(page.locator('[aria-haspopup="menu"]'));
      const lastService = item(ui[`service.${SERVICE_MENU_IDS.at(-1)!}`]!);

      // Enter opens it on its first item; the arrows, Home and End move.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(legalDocs).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(item(ui['service.document-review']!)).toBeFocused();
      await page.keyboard.press('End');
      await expect(lastService).toBeFocused();
      await page.keyboard.press('ArrowDown'); // wraps round
      await expect(legalDocs).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(lastService).toBeFocused();
      await page.keyboard.press('Home');
      await expect(legalDocs).toBeFocused();

      // Right Arrow opens the submenu on its first link; Left Arrow goes back to its item.
      await page.keyboard.press('ArrowRight');
      const submenu = page.getByRole('menu', { name: ui['nav.legalDocumentation'] });
      await expect(submenu).toBeVisible();
      await expect(legalDocs).toHaveAttribute('aria-expanded', 'true');
      await expect(submenu.getByRole('menuitem').first()).toBeFocused();
      await expect(submenu.getByRole('menuitem')).toHaveText([
        ui['service.legal-documentation']!,
        ...DOCUMENT_MENU_IDS.map((id) => ui[`document.${id}`]!),
      ]);
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('menuitem', { name: ui['document.rent-agreement'] })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(submenu).toBeHidden();
      await expect(legalDocs).toBeFocused();

      // Escape closes the menu and gives the focus back to Services.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(services).toBeFocused();
      await expect(services).toHaveAttribute('aria-expanded', 'false');

      // Space opens it too, and Space on Legal Documentation opens the submenu; Enter follows a link.
      await page.keyboard.press('Space');
      await expect(legalDocs).toBeFocused();
      await page.keyboard.press('Space');
      await expect(submenu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('menuitem', { name: ui['document.affidavit'] })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizePath('/documents/affidavit', lang)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(affidavit[lang].title);
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  }

  test('Down Arrow opens the Services menu; Tab and Shift+Tab leave it for the next and previous links', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: en['nav.mainLabel'] });
    const services = nav.getByRole('button', { name: en['nav.services'] });
    await tabTo(page, services);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: en['nav.legalDocumentation'] })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(nav.getByRole('link', { name: en['nav.about'] })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: en['nav.legalDocumentation'] })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(nav.getByRole('link', { name: en['nav.home'] })).toBeFocused();
  });

  test('Enter on Services before its menu has loaded still opens it on the first item', async ({ page }) => {
    // Hold the menu's chunk back until the key has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ServicesMenu[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const services = page
      .getByRole('navigation', { name: en['nav.mainLabel'] })
      .getByRole('button', { name: en['nav.services'] });
    await tabTo(page, services);
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('menuitem', { name: en['nav.legalDocumentation'] })).toBeFocused();
  });

  test('the language toggle works from the keyboard and keeps the focus', async ({ page }) => {
    await page.goto('/faqs');
    await tabTo(page, page.getByRole('link', { name: en['lang.toggleLabel'] }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hi\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const toEnglish = page.getByRole('link', { name: hi['lang.toggleLabel'] });
    await expect(toEnglish).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of ['en', 'hi'] as const) {
    const ui = messages[lang];

    test(`the menu drawer by keyboard: focus stays inside, Escape returns to the burger (${lang})`, async ({
      page,
    }) => {
      await page.goto(localizePath('/', lang));
      const burger = page.getByRole('banner').locator('button[aria-controls="mobile-menu"]');
      await expect(burger).toHaveAccessibleName(ui['nav.openMenu']!);
      await tabTo(page, burger);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(burger).toHaveAccessibleName(ui['nav.closeMenu']!);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);

      // Focus is trapped: twice round the drawer in both directions, never outside it.
      const stops = await drawer.evaluate(
        (el) => el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea').length,
      );
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < stops * 2; i++) {
          await page.keyboard.press(key);
          const inside = await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
          expect(inside, `${key} #${i + 1} left the drawer for ${await focusedName(page)}`).toBe(true);
        }
      }

      // Sections and the subsection open with Enter or Space.
      const sectionToggle = drawer.getByRole('button', { name: ui['nav.services'] });
      await tabTo(page, sectionToggle);
      await page.keyboard.press('Enter');
      await expect(sectionToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('link', { name: ui['service.document-review'] })).toBeVisible();
      const subsection = drawer.getByRole('button', { name: ui['nav.legalDocumentation'] });
      await page.keyboard.press('Tab');
      await expect(subsection).toBeFocused();
      await page.keyboard.press('Space');
      await expect(subsection).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('link', { name: ui['document.affidavit'] })).toBeVisible();
      await page.keyboard.press('Space');
      await expect(subsection).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer.getByRole('link', { name: ui['document.affidavit'] })).toBeHidden();

      // Escape closes the drawer and the focus is back on the burger.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(burger).toBeFocused();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(burger).toHaveAccessibleName(ui['nav.openMenu']!);

      // Opened again with Space, a link is followed with Enter and the drawer closes.
      await page.keyboard.press('Space');
      await expect(drawer).toBeVisible();
      const about = drawer.getByRole('button', { name: ui['nav.about'] });
      await tabTo(page, about);
      await page.keyboard.press('Enter');
      const faqs = drawer.getByRole('link', { name: ui['nav.faqs'] });
      await tabTo(page, faqs);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizePath('/faqs', lang)}$`));
      await expect(drawer).toBeHidden();
    });
  }
});

test.describe('accordions', () => {
  // FAQ answers are native disclosures (<details>/<summary>): Tab reaches each question,
  // Enter and Space open and close it, and a group shows one answer at a time.
  test('FAQ page: Enter and Space open and close an answer; Tab moves on to the next question', async ({ page }) => {
    await page.goto('/faqs');
    const items = (await pageText.faqs.load('en')).categories[0]!.items;
    const question = (i: number) => faqItem(page, items[i]!.question);
    await tabTo(page, question(0).summary);
    await expect(question(0).details).toHaveJSProperty('open', false);
    await page.keyboard.press('Enter');
    await expect(question(0).details).toHaveJSProperty('open', true);
    await expect(page.getByText(items[0]!.answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question(0).details).toHaveJSProperty('open', false);
    await expect(page.getByText(items[0]!.answer)).toBeHidden();
    // A closed answer holds no stop: Tab goes to the next question.
    await page.keyboard.press('Tab');
    await expect(question(1).summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question(1).details).toHaveJSProperty('open', true);
    await expect(page.getByText(items[1]!.answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question(2).summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question(2).details).toHaveJSProperty('open', true);
    await expect(question(1).details).toHaveJSProperty('open', false);
  });

  test('document and service pages: the FAQs open and close from the keyboard (en, hi)', async ({ page }) => {
    const cases = [
      { path: localizePath('/documents/affidavit', 'en'), faqs: affidavit.en.faqs },
      { path: localizePath('/services/will-creation', 'hi'), faqs: willCreation.hi.faqs },
    ];
    for (const { path, faqs } of cases) {
      await page.goto(path);
      const question = faqItem(page, faqs[0]!.question);
      await tabTo(page, question.summary);
      await page.keyboard.press('Enter');
      await expect(question.details).toHaveJSProperty('open', true);
      await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(question.details).toHaveJSProperty('open', false);
      await expect(page.getByText(faqs[0]!.answer)).toBeHidden();
    }
  });
});

/** The home page's request form, field by field. */
function requestForm(page: Page) {
  const form = page.locator('#contact form');
  return {
    form,
    name: form.getByRole('textbox', { name: en['requests.form.name'] }),
    email: form.getByRole('textbox', { name: en['requests.form.email'] }),
    phone: form.getByRole('textbox', { name: en['requests.form.phone'] }),
    service: form.getByRole('combobox', { name: en['requests.form.service'] }),
    documentType: form.getByRole('combobox', { name: en['requests.form.documentType'] }),
    standard: form.getByRole('radio', { name: en['requests.urgency.standard'] }),
    message: form.getByRole('textbox', { name: en['requests.form.message'] }),
    whatsapp: form.getByRole('checkbox', { name: en['requests.form.whatsapp'] }),
    addPapers: form.getByRole('button', { name: en['requests.papers.add'] }),
    submit: form.getByRole('button', { name: en['requests.form.submit'] }),
  };
}

test.describe('forms', () => {
  test('the request form: every field in order by Tab, errors linked, the first invalid one focused by Enter', async ({
    page,
  }) => {
    await page.goto('/');
    const { name, email, phone, service, documentType, standard, message, whatsapp, addPapers, submit } =
      requestForm(page);
    await tabTo(page, name);
    // The order a visitor reads them in; the urgency group is one stop (its chosen radio).
    for (const next of [email, phone, service, documentType, standard, message, whatsapp, addPapers, submit]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }

    // Enter on the empty form: the focus goes to the first invalid field, its error read with it.
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(en['requests.error.nameRequired']!);
    await expect(documentType).toHaveAccessibleDescription(en['requests.error.documentTypeRequired']!);
    await page.keyboard.type('Kavita Tiwari');
    // Enter in a text field submits; the next invalid field takes the focus.
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(en['requests.error.emailRequired']!);
    await page.keyboard.type('kavita@');
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(en['requests.error.emailInvalid']!);
  });

  test('the request form: options by keyboard, sent with Enter', async ({ page }) => {
    await page.goto('/');
    const { form, name, phone, service, documentType, standard, message } = requestForm(page);
    await tabTo(page, name);
    await page.keyboard.type('Kavita Tiwari');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kavita@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniquePhone());

    // Selects: arrows and typing pick options (the disabled placeholder is skipped).
    await page.keyboard.press('Tab');
    await expect(service).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(service).toHaveValue('legal_documentation');
    await page.keyboard.press('ArrowDown');
    await expect(service).toHaveValue('document_review');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Aff');
    await expect(documentType).toHaveValue('affidavit');
    await expect(documentType).not.toHaveAttribute('aria-invalid', 'true');

    // Radios: the arrows move the choice within the group.
    await page.keyboard.press('Tab');
    await expect(standard).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(form.getByRole('radio', { name: en['requests.urgency.urgent'] })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: en['requests.urgency.relaxed'] })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(message).toBeFocused();
    await page.keyboard.type('Affidavit for a name change, sent by keyboard only.');

    // Back to a text field and Enter: the request goes out.
    await tabTo(page, phone, { back: true });
    await humanPace(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText(en['requests.toast.successTitle']!)).toBeVisible({ timeout: SENT_MS });
    await expect(name).toHaveValue('');
  });

  test('the contact page form speaks Hindi on /hi and focuses the first invalid field', async ({ page }) => {
    await page.goto('/hi/contact-us');
    const form = page.locator('main form').first();
    const submit = form.getByRole('button', { name: hi['requests.form.submit'] });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = form.getByRole('textbox', { name: hi['requests.form.fullName'] });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(hi['requests.error.nameRequired']!);
  });

  test('the newsletter form: errors with the spec texts, focus on the field, subscribed with Enter', async ({
    page,
  }) => {
    await page.goto('/about');
    const email = page.getByRole('textbox', { name: en['newsletter.label'] });
    const subscribe = page.getByRole('button', { name: en['newsletter.subscribe'] });
    await tabTo(page, email);
    await page.keyboard.press('Tab');
    await expect(subscribe).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Email is required.');
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`keyboard-${Date.now()}@example.in`);
    await humanPace(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText(en['newsletter.toast.pendingTitle']!)).toBeVisible({ timeout: SENT_MS });
    await expect(email).toHaveValue('');
  });
});

test('back to top: Enter scrolls up and the next Tab starts from the top of the page', async ({ page }) => {
  await page.goto('/hi/about');
  // From the top, Shift+Tab goes round to the end of the page: the chat banner, then the footer.
  await tabTo(page, page.getByRole('button', { name: hi['footer.backToTop'] }), { back: true, max: 6 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: hi['nav.skipToContent'] })).toBeFocused();
});
