/**
 * Every content field exists in both languages, none is empty, and Hindi
 * prose is Devanagari and differs from the English (docs/architecture.md,
 * "Languages and addresses").
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import siteEn from 'virtual:messages/en';
import siteHi from 'virtual:messages/hi';
import type { Localized } from '@/i18n/lang';
import * as site from '@/features/content/entries';
import { pageText } from '@/features/content/page-texts';
import { loadBoth } from '../support/shared/both-languages';
import { contentEntry, documents, services, type ContentEntry } from '../support/shared/content';
import { figure } from '@/business/legal-facts';

const homeText = await loadBoth(pageText.home);
const faqs = await loadBoth(pageText.faqs);
const aboutText = await loadBoth(pageText.about);
const privacy = await loadBoth(pageText.privacy);
const terms = await loadBoth(pageText.terms);

const DEVANAGARI = /[\u0900-\u097F]/;
/** Values that are the same in both languages by nature: links, numbers, codes. */
const isNeutral = (text: string) => /^(https?:|\/|#)/.test(text) || !/\p{L}{3}/u.test(text);

/** Walks the English and Hindi values side by side and lists every problem. */
function compare(en: unknown, hi: unknown, where: string, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return problems.push(`${where}: missing in Hindi`);
    if (!en.trim() || !hi.trim()) return problems.push(`${where}: empty`);
    if (isNeutral(en)) return;
    if (en === hi) problems.push(`${where}: identical in both languages`);
    if (!DEVANAGARI.test(hi)) problems.push(`${where}: Hindi has no Devanagari`);
    if (DEVANAGARI.test(en)) problems.push(`${where}: English contains Devanagari`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length) return problems.push(`${where}: lists differ in length`);
    en.forEach((item, i) => compare(item, hi[i], `${where}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object') return problems.push(`${where}: missing in Hindi`);
    const keys = new Set([...Object.keys(en), ...Object.keys(hi as object)]);
    for (const key of keys) {
      // Anchors and ids are the same in both languages by design.
      if (key === 'id') {
        if ((en as never)[key] !== (hi as never)[key]) problems.push(`${where}.id: differs between languages`);
        continue;
      }
      compare((en as never)[key], (hi as never)[key], `${where}.${key}`, problems);
    }
  }
}

function expectParity(value: Localized<unknown>, name: string) {
  const problems: string[] = [];
  compare(value.en, value.hi, name, problems);
  expect(problems).toEqual([]);
}

describe('bilingual content', () => {
  it('has every service and document folder, as the site reads them', () => {
    // Counted on disk, so a new folder needs no change here.
    const folders = (kind: string) =>
      readdirSync(path.resolve(import.meta.dirname, '../../src/features/content', kind), {
        withFileTypes: true,
      }).filter((entry) => entry.isDirectory()).length;
    expect(services).toHaveLength(folders('services'));
    expect(documents).toHaveLength(folders('documents'));
    expect(services.length).toBeGreaterThan(0);
    expect(site.SERVICE_IDS).toEqual(services.map((s) => s.id));
    expect(site.DOCUMENT_IDS).toEqual(documents.map((d) => d.id));
    expect(site.services.map((s) => s.meta)).toEqual(services.map((s) => s.meta));
  });

  for (const entry of [...services, ...documents]) {
    it(`${entry.id}: every field in both languages`, () => {
      expectParity({ en: entry.en, hi: entry.hi }, entry.id);
    });
  }

  /** Each menu entry's words in its meta.ts, and the UI message each word becomes: `{prefix}.{id}`. */
  const folderWords = [
    ...services
      .filter((e) => e.meta.menu)
      .map((e) => ({ ...e, messageOf: { label: 'service', card: 'content.card' } })),
    ...documents.filter((e) => e.meta.menu).map((e) => ({ ...e, messageOf: { label: 'document' } })),
  ];
  const word = (words: ContentEntry['words'], lang: 'en' | 'hi', name: string) =>
    (words?.[lang] as Record<string, string> | undefined)?.[name];

  it('each menu service has its label and home card in its folder, each menu document its label, in both languages', () => {
    for (const { id, meta, words, messageOf } of folderWords) {
      expect(words, `${id}: words in meta.ts`).toBeDefined();
      expectParity(words!, `${id}.words`);
      for (const name of Object.keys(messageOf)) expect(word(words, 'en', name), `${id}.words.en.${name}`).toBeTruthy();
      expect(meta.menu).toBeGreaterThan(0);
    }
  });

  it("the site's catalogue of each language has each menu entry's words from its folder", () => {
    const catalogue = { en: siteEn, hi: siteHi };
    for (const { id, words, messageOf } of folderWords)
      for (const lang of ['en', 'hi'] as const)
        for (const [name, prefix] of Object.entries(messageOf))
          expect(catalogue[lang][`${prefix}.${id}`], `${lang} ${prefix}.${id}`).toEqual(
            parse(word(words, lang, name)!),
          );
  });

  it('services have 5-10 FAQs; documents have two columns of up to 5', () => {
    for (const s of services)
      for (const lang of ['en', 'hi'] as const) expect(s[lang].faqs.length).toBeGreaterThanOrEqual(5);
    for (const s of services)
      for (const lang of ['en', 'hi'] as const) expect(s[lang].faqs.length).toBeLessThanOrEqual(10);
    for (const d of documents)
      for (const lang of ['en', 'hi'] as const) expect(d[lang].faqs.length).toBeLessThanOrEqual(10);
  });

  // A national "typically 4% to 8%" stamp duty gave way to the Madhya Pradesh figures of the
  // register of dated facts (docs/legal-facts.md, "Decisions"): no source supports one national range.
  it('quotes the figures the firm states: 11-month rent agreement, MP stamp duty from the register, 24-48 hours', () => {
    const all = JSON.stringify([...services, ...documents].map((e) => e.en));
    expect(all).toMatch(/11[- ]month/);
    expect(all).toContain(`about ${figure('mp.stamp.sale-deed', 'en')} in stamp duty`);
    expect(all).not.toMatch(/4% to 8%/);
    expect(all).toMatch(/24-48 hours/);
    expect(JSON.stringify(contentEntry('documents', 'e-stamp').en)).toMatch(/Madhya Pradesh only/i);
  });

  it('FAQ page: 9 named categories of 10 questions, in both languages', () => {
    expect(faqs.en.categories.map((c) => c.name)).toEqual([
      'Legal Documentation',
      'Document Review',
      'E-Stamp & Notary Services',
      'Will & Estate Planning',
      'Legal Research and Consultation',
      'E-Mediation and Dispute Resolution',
      'Property & Registration Assistance',
      'Legal Photography and Evidence Certification',
      'Sampada and RCMS Portal Services',
    ]);
    expect(faqs.hi.categories.map((c) => c.id)).toEqual(faqs.en.categories.map((c) => c.id));
    for (const category of faqs.en.categories) expect(category.items).toHaveLength(10);
    expectParity(faqs, 'faqs');
    expect(faqs.en.text.helpButton).toBe('Need More Help? Contact Our Legal Experts!');
  });

  it('home, about, privacy and terms: every field in both languages', () => {
    expectParity(homeText, 'home');
    expectParity(aboutText, 'about');
    expectParity(privacy, 'privacy');
    expectParity(terms, 'terms');
    expect(homeText.en.contact.title).toBe('Create Your Legal Document');
    expect(homeText.en.contact.processTitle).toBe('Document Creation Process');
    expect(homeText.en.contact.steps.map((s) => s.title)).toEqual([
      'Submit Your Request',
      'Expert Review',
      'Document Preparation',
      'Delivery & Support',
    ]);
    expect(aboutText.en.team.members).toHaveLength(3);
    expect(aboutText.en.reasons.items).toHaveLength(4);
  });
});
