/**
 * What the firm reads of a sent draft (docs/drafts.md, "The firm's side"):
 * the answers by step in the request's language, and the Word file whose
 * document XML holds the names and names a Devanagari font for Hindi.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Draft } from '@/domain/draft';
import { draftDocx, summariseDraft } from '@/features/drafts/for-staff';
import { RENT_AGREEMENT_ANSWERS, someOf } from '../support/shared/draft-answers';

const sample = RENT_AGREEMENT_ANSWERS.hi;
/** Half answered, as a visitor may send it: the landlord's parent and address are among the questions skipped. */
const rent: Draft = {
  kind: 'rent-agreement',
  version: 1,
  lang: 'hi',
  answers: someOf(sample, ['landlordName', 'tenantName', 'rent', 'use', 'furniture']),
};

const documentXml = async (blob: Blob) =>
  strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['word/document.xml']!);

describe('the summary of a draft', () => {
  it('labels each answer by its question in Hindi, formats it as the document does and shows what is unanswered', async () => {
    const summary = (await summariseDraft(rent, 'hi'))!;
    expect(summary.title).toBe('किरायानामा (रेंट एग्रीमेंट)');
    const items = summary.sections.flatMap((s) => s.items);
    expect(items).toContainEqual({ label: 'किरायेदार का पूरा नाम', value: sample.tenantName, blank: false });
    expect(items.find((i) => i.value.includes('8,000'))?.value).toMatch(/₹\s?8,000/);
    expect(items).toContainEqual(expect.objectContaining({ value: sample.furniture }));
    expect(items.find((i) => i.label === 'मकान मालिक के पिता या पति का नाम')).toBeUndefined();
    expect(items.filter((i) => i.blank).every((i) => i.value === '(जवाब नहीं दिया)')).toBe(true);
    expect(items.some((i) => i.blank)).toBe(true);
  });

  it('reads in English for an English request', async () => {
    const items = (await summariseDraft(rent, 'en'))!.sections.flatMap((s) => s.items);
    expect(items).toContainEqual({ label: 'Tenant’s full name', value: sample.tenantName, blank: false });
  });

  it('knows no other kind', async () => {
    expect(await summariseDraft({ ...rent, kind: 'sale-deed' }, 'en')).toBeUndefined();
  });
});

describe('the Word file', () => {
  it('a Hindi draft holds the names in Devanagari, in runs that name Nirmala UI as their complex-script font', async () => {
    const xml = await documentXml(await draftDocx(rent, 'hi'));
    expect(xml).toContain(sample.tenantName);
    expect(xml).toContain(sample.landlordName);
    expect(xml).toMatch(/<w:rFonts [^>]*w:cs="Nirmala UI"/);
    expect(xml).toMatch(/<w:rFonts [^>]*w:ascii="Nirmala UI"/);
    // A blank stays visible, as in the preview.
    expect(xml).toMatch(/\[[^\]<]*पिता या पति का नाम\]/);
  });

  it('an English draft writes the English clauses with a Latin font and still a Devanagari one for Hindi names', async () => {
    const xml = await documentXml(await draftDocx({ ...rent, lang: 'en' }, 'en'));
    expect(xml).toContain('RENT AGREEMENT');
    expect(xml).toContain(sample.tenantName);
    expect(xml).toMatch(
      /<w:rFonts [^>]*w:ascii="Times New Roman"[^>]*w:cs="Nirmala UI"|<w:rFonts [^>]*w:cs="Nirmala UI"[^>]*w:ascii="Times New Roman"/,
    );
  });
});
