/**
 * The register of dated facts (docs/legal-facts.md, src/business/legal-register.ts):
 * every figure a page, an FAQ or a seeded post states (rupee amounts,
 * percentages, day limits) is one the register holds; the pages show the
 * register's value with the day it was checked; the corrections of the MP
 * law stay made; the request form shows the chosen document's MP duty; and
 * the run lists the facts not checked for 12 months.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/i18n/lang';
import {
  amountFor,
  asChecked,
  chequeBounce,
  dpdp,
  FACTS,
  figure,
  formatDay,
  registerFigures,
  registrationFee,
  staleFacts,
  stampDuty,
  type FactId,
} from '@/business/legal-facts';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { FaqList } from '@/features/content/components/faq-list';
import { RequestForm } from '@/features/requests/request-form';
import { contentEntry as page, DOCUMENT_IDS, SERVICE_IDS } from '../support/shared/content';
import { root } from '../support/shared/paths';
import { renderPage } from '../support/unit/render';

const pages = [
  ...SERVICE_IDS.map((id) => ({ where: `services/${id}`, entry: page('services', id) })),
  ...DOCUMENT_IDS.map((id) => ({ where: `documents/${id}`, entry: page('documents', id) })),
];
const faqs = await loadBoth(pageText.faqs);
const home = await loadBoth(pageText.home);
const aboutText = await loadBoth(pageText.about);
const privacy = await loadBoth(pageText.privacy);
const terms = await loadBoth(pageText.terms);

/** Every string in a value, with where it sits. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  // Links are addresses, not text: an encoded URL's %20 is no percentage.
  if (typeof value === 'string') return /^(https?:|\/|mailto:|tel:)/.test(value) ? [] : [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
  return [];
}

/** What a visitor reads in `lang`: pages, FAQs, home, about and the legal pages. */
function visibleText(lang: Lang) {
  return [
    ...pages.flatMap(({ where, entry }) => strings(entry[lang], `${where}.${lang}`)),
    ...strings(faqs[lang], `faqs.${lang}`),
    ...strings(home[lang], `home.${lang}`),
    ...strings(aboutText[lang], `about.${lang}`),
    ...strings(privacy[lang], `privacy.${lang}`),
    ...strings(terms[lang], `terms.${lang}`),
  ];
}

/** The seeded blog posts, one line of supabase/seed.sql each. */
const seedLines = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
  .split('\n')
  .map((text, i) => ({ where: `supabase/seed.sql:${i + 1}`, text }));

/**
 * Figures that only the register may state: rupee amounts, percentages and
 * periods in days. The firm's own turnaround times (24-48 hours, 1-3 working
 * days) are not legal facts and are written in forms these do not match.
 */
const FIGURE =
  /₹\s?\d(?:[\d,]*\d)?(?:\s?(?:lakh|लाख|crore|करोड़))?|\bRs\.?\s?\d(?:[\d,]*\d)?(?:\s?(?:lakh|crore))?|\d(?:[\d,]*\d)?\s?(?:लाख\s|करोड़\s)?रुपये|\d+(?:\.\d+)?\s?%|(?<![-–\d])\b\d+\s?(?:days?\b|दिन)/gu;

/** The figures in `texts` that the register does not hold in `langs`. */
function strayFigures(texts: { where: string; text: string }[], langs: Lang[]) {
  const allowed = new Set(langs.flatMap((lang) => [...registerFigures(lang)]));
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(FIGURE)]
      .map(([found]) => found.trim())
      .filter((found) => !allowed.has(found))
      .map((found) => `${where}: ${found}`),
  );
}

describe('the register of dated facts', () => {
  it('gives every fact a law, a public source and an ISO day checked, not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    const bad = Object.entries(FACTS).filter(
      ([, f]) =>
        !f.law || !/^https?:\/\//.test(f.source) || !/^\d{4}-\d{2}-\d{2}$/.test(f.checked) || f.checked > today,
    );
    expect(bad.map(([id]) => id)).toEqual([]);
  });

  it('lists the facts not checked for 12 months (printed on every run)', () => {
    const today = new Date().toISOString().slice(0, 10);
    const stale = staleFacts(today);
    console.info(
      stale.length
        ? `Dated facts older than 12 months, to check again (src/business/legal-register.ts):\n${stale.map((f) => `  ${f.id}: checked ${f.checked}`).join('\n')}`
        : 'Dated facts: none older than 12 months.',
    );
    // The listing itself works: a day two years on finds every fact stale.
    expect(staleFacts('2099-01-01').length).toBe(Object.keys(FACTS).length);
  });

  it('gives the draft builder typed figures to compute with', () => {
    expect(amountFor(stampDuty('affidavit').value)).toBe(200);
    expect(amountFor(stampDuty('agreement-to-sell-without-possession').value)).toBe(5000);
    expect(amountFor(stampDuty('agreement-to-sell-with-possession').value, 10_00_000)).toBe(50_000);
    expect(
      amountFor(stampDuty('sale-deed').value, 10_00_000) + amountFor(registrationFee('sale-deed').value, 10_00_000),
    ).toBe(1_05_000);
    expect([chequeBounce.notice.value, chequeBounce.pay.value]).toEqual([
      { kind: 'days', days: 30 },
      { kind: 'days', days: 15 },
    ]);
    expect([dpdp.notified, dpdp.consentManagers, dpdp.obligations].map((f) => f.value)).toEqual([
      { kind: 'date', date: '2025-11-13' },
      { kind: 'date', date: '2026-11-13' },
      { kind: 'date', date: '2027-05-13' },
    ]);
  });

  it('writes figures and days in the page language', () => {
    expect(figure('mp.stamp.agreement-to-sell.without-possession', 'en')).toBe('₹5,000');
    expect(figure('consumer.district-limit', 'hi')).toBe('₹50 लाख');
    expect(figure('ni138.pay', 'hi')).toBe('15 दिन');
    expect(figure('dpdp.obligations', 'en')).toBe('13 May 2027');
    expect(figure('dpdp.obligations', 'hi')).toBe('13 मई 2027');
    expect(asChecked('en', 'mp.stamp.affidavit')).toMatch(/^as checked on \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(asChecked('hi', 'mp.stamp.affidavit')).toMatch(/^\d{1,2} \S+ \d{4} को जाँचा गया$/u);
  });
});

describe('the facts the drafts rest on, as rechecked (docs/drafts.md, "The register, rechecked")', () => {
  it('does not hold an MP court affidavit exempt: the firm confirms it', () => {
    expect(FACTS['mp.stamp.affidavit.court-exempt'].value).toEqual({ kind: 'rule', holds: false });
    expect(FACTS['mp.stamp.affidavit.court-exempt'].law).toContain('Act 2 of 2015');
  });

  it('cites the Integrated Ombudsman Scheme of 2026, not of 2021', () => {
    expect(FACTS['rbi.ombudsman.wait'].law).toMatch(/^Reserve Bank – Integrated Ombudsman Scheme, 2026/);
  });

  it('holds MP’s RTI fee as confirmed, and its appeal fees, which the application page states', () => {
    expect(FACTS['rti.fee'].caveat).toBeUndefined();
    expect([figure('rti.first-appeal.fee', 'en'), figure('rti.second-appeal.fee', 'en')]).toEqual(['₹50', '₹100']);
    for (const lang of ['en', 'hi'] as const) {
      const application = JSON.stringify(page('documents', 'application')[lang]);
      expect(application).toContain(figure('rti.first-appeal.fee', lang));
      expect(application).toContain(figure('rti.second-appeal.fee', lang));
    }
  });

  it('gives a lease under a year ₹100 and the agreement to sell with possession its article 6, not the affidavit’s 5', () => {
    expect(FACTS['mp.stamp.lease.under-year'].value).toEqual({ kind: 'rupees', rupees: 100 });
    expect(FACTS['mp.stamp.agreement-to-sell.with-possession'].law).toMatch(/article 6 /);
    expect(FACTS['mp.stamp.agreement-to-sell.with-possession'].law).not.toMatch(/article 5 \(agreement/);
  });

  it('keeps 13 May 2027 for the DPDP obligations, with the 2026 proposal to shorten it named', () => {
    expect(FACTS['dpdp.obligations'].caveat).toMatch(/MeitY proposed in January 2026/);
  });

  it('counts the complaint in a month and a cheque’s validity in months', () => {
    expect([chequeBounce.complaint.value, chequeBounce.validity.value]).toEqual([
      { kind: 'months', months: 1 },
      { kind: 'months', months: 3 },
    ]);
    expect(figure('ni138.cheque-validity', 'hi')).toBe('3 महीने');
  });
});

describe('no page, FAQ or post states a figure the register does not hold', () => {
  it('finds the figures it looks for', () => {
    expect(visibleText('en').length).toBeGreaterThan(500);
    const planted = [
      { where: 'planted', text: 'Stamp duty is ₹1,000 without possession, or 4% to 8%, within 45 days.' },
      { where: 'planted', text: 'शपथ पत्र 50 रुपये के स्टाम्प पर, 45 दिन में।' },
    ];
    expect(strayFigures(planted, ['en', 'hi'])).toEqual([
      'planted: ₹1,000',
      'planted: 4%',
      'planted: 8%',
      'planted: 45 days',
      'planted: 50 रुपये',
      'planted: 45 दिन',
    ]);
  });

  it.each(['en', 'hi'] as const)('pages and FAQs in %s', (lang) => {
    expect(strayFigures(visibleText(lang), [lang])).toEqual([]);
  });

  it('seeded blog posts', () => {
    expect(strayFigures(seedLines, ['en', 'hi'])).toEqual([]);
  });
});

describe('what a visitor reads about MP law', () => {
  const all = (lang: Lang) => [...visibleText(lang), ...seedLines];

  it('shows the register’s stamp duties with the day they were checked, in both languages', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const affidavit = page('documents', 'affidavit')[lang];
      await renderPage(<FaqList faqs={affidavit.faqs} group="affidavit" />, { lang });
      const answer = screen
        .getAllByRole('group')
        .map((item) => item.textContent ?? '')
        .find((text) => text.includes(figure('mp.stamp.affidavit', lang)));
      expect(answer).toContain(asChecked(lang, 'mp.stamp.affidavit'));
      document.body.innerHTML = '';

      const sell = JSON.stringify(page('documents', 'sell-agreement')[lang]);
      for (const id of [
        'mp.stamp.agreement-to-sell.without-possession',
        'mp.stamp.agreement-to-sell.with-possession',
        'mp.stamp.sale-deed',
        'mp.registration-fee.sale-deed',
      ] as FactId[])
        expect(sell).toContain(figure(id, lang));
      expect(sell).toContain(asChecked(lang, 'mp.stamp.agreement-to-sell.without-possession'));
      expect(JSON.stringify(privacy[lang])).toContain(figure('dpdp.obligations', lang));
    }
  });

  it('every page that states a figure shows the day it was checked, in its language', () => {
    const undated = (['en', 'hi'] as const).flatMap((lang) => {
      const byPage = new Map<string, { where: string; text: string }[]>();
      for (const t of visibleText(lang)) {
        const key = t.where.split('.')[0]!;
        byPage.set(key, [...(byPage.get(key) ?? []), t]);
      }
      return [...byPage]
        .filter(([, texts]) => texts.some(({ text }) => new RegExp(FIGURE.source, 'u').test(text)))
        .filter(
          ([, texts]) => !texts.some(({ text }) => text.includes(lang === 'en' ? 'as checked on ' : ' को जाँचा गया')),
        )
        .map(([where]) => `${where} (${lang})`);
    });
    expect(undated).toEqual([]);
  });

  /** The sentences of `lang`'s texts and the seed posts that match both patterns. */
  const sentences = (lang: Lang, topic: RegExp, claim: RegExp) =>
    all(lang).flatMap(({ where, text }) =>
      text
        .split(/(?<=[.।;])\s+|<\/(?:p|li|td)>/u)
        .filter((sentence) => topic.test(sentence) && claim.test(sentence))
        .map((sentence) => `${where}: ${sentence.slice(0, 120)}`),
    );

  it('every seeded post that states a figure says when it was checked, on the register’s day', () => {
    // Posts are HTML in the seed and cannot read the register: they write its date, and a new
    // check of a fact they state fails here until the post is checked again too.
    const posts = readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8')
      .split('insert into public.blog_posts')
      .slice(1);
    const checkedDays = new Set(Object.values(FACTS).map((f) => f.checked));
    const phrases = [...checkedDays].flatMap((day) => [
      `as checked on ${formatDay(day, 'en')}`,
      `${formatDay(day, 'hi')} को जाँचा गया`,
    ]);
    const undated = posts
      .filter((post) => new RegExp(FIGURE.source, 'u').test(post))
      .filter((post) => !phrases.some((phrase) => post.includes(phrase)))
      .map((post) => post.match(/'[0-9a-f-]{36}',\s*'([^']+)'/)?.[1]);
    expect(undated).toEqual([]);
  });

  it('never says an MP agreement to sell may stay unregistered', () => {
    const agreement = /agreement to sell|sale agreement|इकरारनाम|विक्रय अनुबंध|एग्रीमेंट टू सेल/i;
    const optional =
      /optional|not always compulsory|need not be registered|not (?:be )?compulsory|वैकल्पिक|हमेशा अनिवार्य नहीं|ज़रूरी नहीं|अनिवार्य नहीं/i;
    expect([...sentences('en', agreement, optional), ...sentences('hi', agreement, optional)]).toEqual([]);
    // It finds one when there is one.
    expect(
      [
        { where: 'planted', text: 'Where possession is not given, registration of the agreement to sell is optional.' },
      ].filter(({ text }) => agreement.test(text) && optional.test(text)),
    ).toHaveLength(1);
  });

  it('never makes the affidavit stamp depend on its purpose', () => {
    const said = ['en', 'hi'].flatMap((lang) =>
      all(lang as Lang).filter(({ text }) =>
        /(?:stamp|value)[^.]{0,80}(?:depends on|value) (?:the|its) purpose|प्रयोजन के अनुसार आवश्यक मूल्य|प्रयोजन और उसे लेने वाले कार्यालय की ज़रूरत पर निर्भर/i.test(
          text,
        ),
      ),
    );
    expect(said.map(({ where }) => where)).toEqual([]);
  });

  it('never asks for two witnesses at a registration', () => {
    const registration = /regist|Sampada|sub-registrar|रजिस्ट्री|पंजीयन|संपदा|उप पंजीयक/i;
    const witnesses = /two witnesses|दो गवाह/i;
    // A will and a gift deed are attested by two witnesses (Indian Succession Act s.63, Transfer of
    // Property Act s.123): that is the document's attestation, not the registration.
    const said = [...sentences('en', registration, witnesses), ...sentences('hi', registration, witnesses)].filter(
      (sentence) => !/\bwill\b|वसीयत|\bgift|दान/i.test(sentence),
    );
    expect(said).toEqual([]);
  });
});

describe('the request form', () => {
  it.each(['en', 'hi'] as const)('shows the register’s stamp duty for the chosen document (%s)', async (lang) => {
    await renderPage(<RequestForm />, { lang });
    const select = screen.getAllByRole('combobox').find((el) => el.querySelector('option[value="affidavit"]'))!;
    expect(document.body.textContent).not.toContain(asChecked(lang, 'mp.stamp.affidavit'));
    fireEvent.change(select, { target: { value: 'affidavit' } });
    expect(document.body.textContent).toContain(
      `${figure('mp.stamp.affidavit', lang)} (${asChecked(lang, 'mp.stamp.affidavit')})`,
    );
    fireEvent.change(select, { target: { value: 'sale_deed' } });
    expect(document.body.textContent).toContain(figure('mp.registration-fee.sale-deed', lang));
    document.body.innerHTML = '';
  });
});
