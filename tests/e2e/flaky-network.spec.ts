/**
 * A flaky 3G link on a first visit: script downloads cut off (connection
 * reset) once, or for good, and the connection lost in the middle of a
 * session. The page the visitor is reading must survive, every feature must
 * still arrive, and what cannot load says so in the page's language
 * (src/platform/load-chunk.ts, src/ui/lazy-region.tsx, src/app/routes/error.tsx).
 *
 * The scripts come from Vite's manifest (BUILD_SCRIPTS): the last test checks
 * that every one of them was cut off at least once by the journeys here, so
 * a new chunk that no journey reaches fails the suite until one does.
 * Nothing here waits for the page to be hydrated before it acts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localizePath } from '@/i18n/lang';
import { messages } from '../support/shared/catalogue';
import { FlakyLink } from '../support/e2e/flaky-link';
import { fillRequestForm, uniqueEmail, uniquePhone } from '../support/e2e/forms';
import { outboxEntries } from '../support/e2e/outbox';
import { attachDocumentAndMarkReady, signInAsStaff } from '../support/e2e/staff';
import { drawCoverTopLeft } from '../support/e2e/papers';
import { headingOf, LANGS, type Lang } from '../support/e2e/pages';
import { answerAll, sampleAnswers } from '../support/e2e/drafts';
import { BUILD_SCRIPTS, scriptOf } from '../support/e2e/slow-phone';
import { selectRows, suiteStack } from '../support/shared/running-stack';
import { humanPace } from '../support/e2e/wait';
import { contentEntry, DOCUMENT_IDS, SERVICE_IDS, type ContentKind } from '../support/shared/content';
import { DRAFT_KINDS, DRAFT_META, LIST_META } from '@/features/drafts';
import { scaled } from '../support/e2e/time-scale';
import { CHUNK_RETRY_DELAYS_MS } from '@/platform/load-chunk';
import { TEXTS } from '../support/shared/draft-specs';

// No service worker: on a first visit it is still installing, and every script comes from the network.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

/** Every script cut off in some journey, for the coverage check at the end. */
const cutOff = new Set<string>();
const isBuildScript = (file: string) => BUILD_SCRIPTS.includes(file);

/**
 * `link`: the site behind a flaky link (its origin is `link.origin`), which
 * cuts off nothing until the test sets `link.failing`; what it cut off
 * counts for the coverage check.
 */
const flaky = test.extend<{ link: FlakyLink & { origin: string } }>({
  link: async ({ baseURL }, use) => {
    const link = new FlakyLink(Number(new URL(baseURL!).port));
    const origin = await link.start();
    await use(Object.assign(link, { origin }));
    for (const file of link.cut.keys()) cutOff.add(file);
    await link.stop();
  },
});

/** What the visitor must never see: the framework's own error screen, or ours. */
async function expectNoErrorScreen(page: Page, lang: Lang) {
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: messages[lang]['error.title'] })).toHaveCount(0);
  await expect(page.locator('[data-region-problem]')).toHaveCount(0);
}

/** Marks the document, so that a test can tell a client-side navigation (mark kept) from a full page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

for (const lang of LANGS) {
  const t = messages[lang];

  flaky(
    `${lang}: every script failing once on a first visit, the home page and its forms still arrive`,
    async ({ page, link }) => {
      link.failing = isBuildScript;
      await page.goto(link.origin + localizePath('/', lang), { waitUntil: 'commit' });
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: t['requests.form.submit'] })).toBeVisible({
        timeout: scaled(30_000),
      });
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const newsletter = page.getByRole('form', { name: t['newsletter.label'] });
      await newsletter.getByRole('textbox').fill(uniqueEmail(`flaky-${lang}`));
      await humanPace(page);
      await newsletter.getByRole('button', { name: t['newsletter.subscribe'] }).click();
      await expect(page.getByText(t['newsletter.toast.pendingTitle'])).toBeVisible({ timeout: scaled(30_000) });
      // The services menu of the desktop header.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => scrollTo(0, 0));
      await page
        .getByRole('navigation', { name: t['nav.mainLabel'] })
        .getByRole('button', { name: t['nav.services'] })
        .click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      await expectNoErrorScreen(page, lang);
    },
  );

  flaky(
    `${lang}: every script failing once, the phone menu opens and a request is sent once`,
    async ({ page, link }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      link.failing = isBuildScript;
      await page.goto(link.origin + localizePath('/contact-us', lang), { waitUntil: 'commit' });
      await page.getByRole('button', { name: t['nav.openMenu'] }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('button', { name: t['nav.services'] })).toBeVisible({ timeout: scaled(30_000) });
      await menu.getByRole('button', { name: t['nav.closeMenu'] }).click();
      await expect(menu).toBeHidden();

      const email = uniqueEmail(`flaky-request-${lang}`);
      const form = page.getByRole('form', { name: t['requests.form.title'] });
      await fillRequestForm(
        form,
        t,
        {
          name: 'Ramesh Patel',
          email,
          phone: uniquePhone(),
          service: t['requests.service.will_creation']!,
          documentType: t['requests.documentType.will']!,
        },
        'contact-page',
      );
      await form.getByRole('button', { name: t['requests.form.submit'] }).click();
      await expect(page.getByText(t['requests.toast.successTitle'])).toBeVisible({ timeout: scaled(30_000) });
      expect(await selectRows(suiteStack(), 'contact_submissions', `email=eq.${email}`)).toHaveLength(1);
      await expectNoErrorScreen(page, lang);
    },
  );

  flaky(`${lang}: client-side navigation to every page, each page's scripts failing once`, async ({ page, link }) => {
    test.slow();
    await page.goto(link.origin + localizePath('/', lang));
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    link.failing = isBuildScript;
    await markDocument(page);
    const linked = [
      '/about',
      '/faqs',
      '/contact-us',
      '/track',
      '/privacy-policy',
      '/terms-of-use',
      ...(await page
        .locator('a[href*="/services/"], a[href*="/documents/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))])),
    ];
    const paths = [...new Set(linked.map((p) => p.replace(/^\/hi(?=\/)/, '')))];
    expect(paths.length).toBeGreaterThan(20);
    // Each page is reached from the home page (its links are all there), then back through the logo.
    const home = localizePath('/', lang);
    for (const path of paths) {
      await page
        .locator(`a[href="${localizePath(path, lang)}"]`)
        .first()
        .dispatchEvent('click', undefined, { timeout: scaled(5_000) });
      await expect(page, path).toHaveURL(new RegExp(`${localizePath(path, lang)}$`));
      const heading = path.startsWith('/services/') || path.startsWith('/documents/') ? null : headingOf(path, lang);
      if (heading)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading, { timeout: scaled(15_000) });
      else await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: scaled(15_000) });
      await page.locator(`header a[href="${home}"]`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/', lang));
      expect(await sameDocument(page), `${path} came by client-side navigation`).toBe(true);
    }
    // Pages no link on the home page leads to (no preload either): reached as the
    // router does on Back and Forward, from an address put in the history.
    const unlinked = [
      ...SERVICE_IDS.map((id) => `/services/${id}`),
      ...DOCUMENT_IDS.map((id) => `/documents/${id}`),
    ].filter((path) => !paths.includes(path));
    expect(unlinked.length).toBeGreaterThan(0);
    for (const path of unlinked) {
      const [kind, id] = path.slice(1).split('/') as [ContentKind, string];
      await page.evaluate(
        (url) => {
          history.pushState(history.state, '', url);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        },
        localizePath(path, lang),
      );
      // The last page stays until this one's code is in: its #contact and form would pass for
      // this page's, and the router then shows this page from its top, the form not yet wanted.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(contentEntry(kind, id)[lang].title, {
        timeout: scaled(30_000),
      });
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: t['requests.form.submit'] }), path).toBeVisible({
        timeout: scaled(30_000),
      });
      expect(await sameDocument(page), `${path} came by client-side navigation`).toBe(true);
    }
    // The guided drafts (the list, then each document) and the newsletter's page, reached the same way.
    const drafts = [
      { path: '/drafts', title: LIST_META.title[lang] },
      ...DRAFT_KINDS.map((kind) => ({ path: `/drafts/${kind}`, title: DRAFT_META[kind].title[lang] })),
      { path: '/newsletter', title: t['page.newsletter.title']! },
    ];
    for (const { path, title } of drafts) {
      await page.evaluate(
        (url) => {
          history.pushState(history.state, '', url);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        },
        localizePath(path, lang),
      );
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title, { timeout: scaled(30_000) });
      expect(await sameDocument(page), `${path} came by client-side navigation`).toBe(true);
    }
    // The blog, live from the database, and an article from it.
    await page
      .locator(`a[href="${localizePath('/blog', lang)}"]`)
      .first()
      .dispatchEvent('click');
    await page
      .locator('main article')
      .first()
      .getByRole('link')
      .click({ timeout: scaled(20_000) });
    await expect(page.getByRole('link', { name: t['blog.back'] })).toBeVisible({ timeout: scaled(15_000) });
    await page.getByRole('searchbox', { name: t['blog.search.label'] }).count();
    expect(await sameDocument(page)).toBe(true);
    await expectNoErrorScreen(page, lang);
  });
}

flaky(
  'hi: every script failing once, a draft is finished on a phone and its "Send to the firm" form still arrives and sends',
  async ({ page, link }) => {
    const t = messages.hi;
    await page.setViewportSize({ width: 375, height: 740 });
    link.failing = isBuildScript;
    await page.goto(link.origin + localizePath('/drafts/affidavit', 'hi'), { waitUntil: 'commit' });
    // The answers live in the builder's state, not in the prerendered fields: typed once it has hydrated.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: scaled(30_000) });
    await answerAll(page, 'affidavit', 'hi', sampleAnswers('affidavit', 'hi'));
    // The form's code is downloaded only now, and its first download is cut off.
    const sending = page.getByRole('region', { name: t['requests.draft.title'] });
    await expect(sending.getByRole('button', { name: t['requests.draft.submit'] })).toBeVisible({
      timeout: scaled(30_000),
    });
    expect(link.cut.get(scriptOf('src/features/requests/draft-sending.tsx'))).toBe(1);
    const email = uniqueEmail('flaky-draft');
    await sending.getByLabel(t['requests.form.name']!).fill('मीना तिवारी');
    await sending.getByLabel(t['requests.form.phone']!).fill(uniquePhone());
    await sending.getByLabel(t['requests.form.email']!).fill(email);
    await humanPace(page);
    await sending.getByRole('button', { name: t['requests.draft.submit'] }).click();
    await expect(page.getByText(TEXTS.hi.sent)).toBeVisible({ timeout: scaled(30_000) });
    expect(await selectRows(suiteStack(), 'contact_submissions', `email=eq.${email}`)).toHaveLength(1);
    await expectNoErrorScreen(page, 'hi');
  },
);

/** A form whose code did not arrive: it says so in Hindi, with Try again, the firm's phone and WhatsApp. */
async function expectFormAlternatives(problem: Locator) {
  await expect(problem).toContainText(messages.hi['region.failed']!, { timeout: scaled(30_000) });
  await expect(problem).toContainText(messages.hi['region.formAlternatives']!);
  await expect(problem.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(problem.locator('a[href^="tel:"]')).toHaveCount(1);
}

test('a request form whose code never arrives says so, offers phone and WhatsApp, and loads on Try again', async ({
  page,
}) => {
  const t = messages.hi;
  await page.goto('/hi/documents/affidavit');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const cut = (route: import('@playwright/test').Route) => route.abort('connectionreset');
  await page.route('**/*.js', cut);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const problem = page.locator('#contact [data-region-problem]');
  await expectFormAlternatives(problem);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/documents/affidavit', 'hi'));

  await page.unroute('**/*.js', cut);
  await problem.getByRole('button', { name: t['action.tryAgain'] }).click();
  await expect(page.getByRole('button', { name: t['requests.form.submit'] })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('home sections whose code never arrives keep their prerendered text, and hydrate when the connection is back', async ({
  page,
}) => {
  const isSections = (url: URL) => url.pathname === scriptOf('src/features/content/components/home/home-sections.tsx');
  let tries = 0;
  const cut = (route: import('@playwright/test').Route) => {
    tries++;
    return route.abort('internetdisconnected');
  };
  await page.route(isSections, cut);
  // Whether "could not load" ever took the sections' place, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-region-problem]')) document.documentElement.dataset.problemSeen = '';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/hi');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The route's preload and the region share each try: once, and again after every delay.
  await expect.poll(() => tries, { timeout: scaled(30_000) }).toBe(CHUNK_RETRY_DELAYS_MS.length + 1);
  const faqsLink = page.locator('main a[href="/hi/faqs"]');
  const hydrated = () => faqsLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps$')));
  await expect(page.locator('#other-key-services')).toBeVisible();
  await expect(faqsLink).toBeVisible();
  expect(await hydrated(), 'the sections wait, unhydrated').toBe(false);

  await page.unroute(isSections, cut);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(hydrated, { timeout: scaled(30_000) }).toBe(true);
  await expect(page.locator('#other-key-services')).toBeVisible();
  await expect(page.locator('html[data-problem-seen]'), 'the sections never gave way to "could not load"').toHaveCount(
    0,
  );
});

test('a draft\'s "Send to the firm" whose code never arrives says so, offers phone and WhatsApp, and loads on Try again', async ({
  page,
}) => {
  const t = messages.hi;
  await page.goto('/hi/drafts/affidavit');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const isForm = (url: URL) => url.pathname === scriptOf('src/features/requests/draft-sending.tsx');
  const cut = (route: import('@playwright/test').Route) => route.abort('connectionreset');
  await page.route(isForm, cut);
  await answerAll(page, 'affidavit', 'hi', sampleAnswers('affidavit', 'hi'));
  const problem = page.locator('[data-region-problem]');
  await expectFormAlternatives(problem);
  // The draft itself stays on the page.
  await expect(page.getByRole('article', { name: 'हिंदी में पूर्वावलोकन' })).toBeVisible();

  await page.unroute(isForm, cut);
  await problem.getByRole('button', { name: t['action.tryAgain'] }).click();
  await expect(page.getByRole('button', { name: t['requests.draft.submit'] })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('a page whose code never arrives after a click is loaded in full, in Hindi', async ({ page }) => {
  await page.goto('/hi');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await page.route('**/assets/about-*.js', (route) => route.abort('connectionreset'));
  await page.locator('header a[href="/hi/about"], footer a[href="/hi/about"]').first().dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about', 'hi'), {
    timeout: scaled(30_000),
  });
  await expect(page).toHaveURL(/\/hi\/about$/);
  expect(await sameDocument(page), 'a full page load').toBe(false);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

test('connection lost mid-session: the next page says so in Hindi, inside the site, and arrives when it is back', async ({
  page,
  context,
}) => {
  const t = messages.hi;
  await page.goto('/hi');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The link is in the home page's sections, whose code loads after the page is ready: mid-session
  // means it has (hydrated), not only that the network went quiet for a moment before it started.
  await page.waitForFunction(() => {
    const link = document.querySelector('a[href="/hi/faqs"]');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
  });
  await context.setOffline(true);
  try {
    await page.locator('a[href="/hi/faqs"]').first().dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['error.title']!, { timeout: scaled(30_000) });
    await expect(page.getByText(t['error.offlineText']!)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The error page's own (the footer's newsletter form, if its code had not arrived yet, says the same).
    await expect(page.getByRole('main').getByRole('button', { name: t['action.tryAgain'] })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t['notFound.home'] })).toHaveAttribute('href', '/hi');
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/faqs', 'hi'), {
    timeout: scaled(30_000),
  });
  await expect(page).toHaveURL(/\/hi\/faqs$/);
});

test('React DOM cut off for good while the page starts: the page hydrates when the connection is back, and the held tap opens the menu', async ({
  page,
  baseURL,
}) => {
  // Cut off every download of React DOM, which the entry imports on its own (src/main.tsx), until the signal is back.
  const link = new FlakyLink(Number(new URL(baseURL!).port), Number.POSITIVE_INFINITY);
  const origin = await link.start();
  try {
    link.failing = (pathname) => pathname.startsWith('/assets/react-dom-');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(origin + '/about', { waitUntil: 'commit' });
    await expect
      .poll(() => [...link.cut.values()].reduce((n, c) => n + c, 0), { timeout: scaled(30_000) })
      .toBeGreaterThan(4);
    // The prerendered page stays readable; a tap on the menu button is held meanwhile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about', 'en'));
    await page.getByRole('button', { name: messages.en['nav.openMenu'] }).click();
    await page.waitForTimeout(scaled(8_000)); // longer than loadChunk's own tries (src/platform/load-chunk.ts)
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    // The signal is back, and the phone says so.
    link.failing = () => false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: scaled(20_000) });
    await expect(page.getByRole('dialog').getByRole('link', { name: messages.en['nav.home'] })).toBeVisible();
    await expectNoErrorScreen(page, 'en');
  } finally {
    await link.stop();
  }
});

test('an Intl warm-up worker that never answers (its download hangs) does not keep the page from hydrating: the held tap opens the menu', async ({
  page,
}) => {
  // A worker whose script never arrives: no message and no error, ever (src/main.tsx waits for it 300 ms at most).
  await page.addInitScript({ content: 'window.Worker = function () { return {}; };' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/hi/about', { waitUntil: 'commit' });
  await page.getByRole('button', { name: messages.hi['nav.openMenu'] }).click();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: scaled(20_000) });
  await expect(page.getByRole('dialog').getByRole('link', { name: messages.hi['nav.home'] })).toBeVisible();
  await expectNoErrorScreen(page, 'hi');
});

flaky(
  'every script failing once, a photo is added on a phone, covered and sent with its request; /track shows its papers, then the finished document the firm attached',
  async ({ page, link, browser }) => {
    const t = messages.en;
    await page.setViewportSize({ width: 375, height: 740 });
    link.failing = isBuildScript;
    await page.goto(link.origin + '/contact-us', { waitUntil: 'commit' });
    const email = uniqueEmail('flaky-papers');
    const form = page.getByRole('form', { name: t['requests.form.title'] });
    await fillRequestForm(
      form,
      t,
      {
        name: 'Geeta Verma',
        email,
        phone: uniquePhone(),
        service: t['requests.service.legal_documentation']!,
        documentType: t['requests.documentType.affidavit']!,
      },
      'contact-page',
    );
    await page.getByRole('button', { name: t['requests.papers.add'] }).click();
    await expect(page.getByText(t['papers.aadhaar']!)).toBeVisible({ timeout: scaled(30_000) });
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type=file][accept*="application/pdf"]')
      .setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: photo });
    const row = page.getByRole('listitem').filter({ hasText: 'pan.jpg' });
    await expect(row).toContainText(/KB/, { timeout: scaled(30_000) });
    await drawCoverTopLeft(page, row, t['papers.cover']!, 1 / 3);
    await page.getByRole('button', { name: t['papers.cover.done']! }).click();
    await form.getByRole('button', { name: t['requests.form.submit'] }).click();
    await expect(page.getByText(t['requests.toast.successTitle'])).toBeVisible({ timeout: scaled(30_000) });
    // The paper goes after its request; the phone keeps nothing once Storage has it.
    await expect.poll(() => outboxEntries(page), { timeout: scaled(60_000) }).toEqual([]);
    const [stored] = await selectRows<{ order_id: string }>(
      suiteStack(),
      'contact_submissions',
      `email=eq.${encodeURIComponent(email)}`,
    );

    const track = async () => {
      await page.goto(`${link.origin}/track?order=${stored!.order_id}`, { waitUntil: 'commit' });
      await page.getByLabel(t['track.form.contact']!).fill(email);
      await page.getByRole('button', { name: t['track.form.submit'] }).click();
    };
    await track();
    await expect(page.getByRole('heading', { name: t['track.papers.title'] })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expectNoErrorScreen(page, 'en');

    // The firm attaches the finished document and marks the request ready (its inbox, not behind the link).
    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signInAsStaff(staff);
      await attachDocumentAndMarkReady(staff, stored!.order_id, {
        name: 'Affidavit.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
      });
    } finally {
      await staffContext.close();
    }
    // The client finds it on /track, and "My requests" keeps it on the phone.
    await track();
    await expect(page.getByRole('button', { name: t['track.document.download'] })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(page.getByRole('button', { name: t['track.document.open'] })).toBeVisible({
      timeout: scaled(30_000),
    });
    await expectNoErrorScreen(page, 'en');
  },
);

test('every script of the build was cut off once by a journey above', () => {
  // The Intl warm-up runs in a worker, whose download the page's routes do not see; the loader falls back without it.
  const reachable = BUILD_SCRIPTS.filter((file) => !file.includes('/intl-warmup-'));
  // Without IndexedDB and without a service worker only: the degraded-browser suite cuts those.
  // The staff inbox is the firm's, not a visitor's journey (its chunk is not even precached).
  const elsewhere = (file: string) => /\/(memory-db|workbox-window\.prod\.es5|staff)-/.test(file);
  expect(reachable.filter((file) => !cutOff.has(file) && !elsewhere(file))).toEqual([]);
});
