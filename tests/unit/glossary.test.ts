/**
 * One Hindi voice (docs/glossary.md): one term per concept and one spelling
 * per word, everywhere a visitor reads Hindi: the content, the message
 * catalogues, every other source file and the seeded blog posts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/paths';

/** Rejected variant -> the term to use instead (docs/glossary.md). */
const REJECTED: Record<string, string> = {
  तात्कालिकता: 'कितनी जल्दी चाहिए',
  'आवश्यक सेवा': 'कौन-सी सेवा चाहिए',
  'ऑर्डर आईडी': 'ऑर्डर नंबर',
  सुपुर्दगी: 'डिलीवरी',
  'मध्यस्थता अधिनियम': 'मध्यकता अधिनियम',
  'स्टाम्प ड्यूटी': 'स्टाम्प शुल्क',
  स्टांप: 'स्टाम्प',
  'पंजीयन अधिनियम': 'रजिस्ट्रीकरण अधिनियम',
  'पंजीकरण अधिनियम': 'रजिस्ट्रीकरण अधिनियम',
  'रजिस्ट्रेशन अधिनियम': 'रजिस्ट्रीकरण अधिनियम',
  'उप-पंजीयक': 'उप पंजीयक',
  'विक्रय विलेख': 'विक्रय पत्र',
  'लीगल नोटिस': 'कानूनी नोटिस',
  'लीगल फ़ोटोग्राफ़ी': 'कानूनी फ़ोटोग्राफ़ी',
  'दस्तावेज़ समीक्षा': 'कानूनी दस्तावेज़ों की जाँच',
  प्रमाणपत्र: 'प्रमाण पत्र',
  ईमेल: 'ई-मेल',
};

const NUKTA = '\u093c';
/** A Hindi word: Devanagari letters and signs, not the danda (।). */
const WORD = /[\u0900-\u0963\u0966-\u097f]+/gu;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(keep);
}

const texts = [...filesUnder('src', (f) => /\.(ts|tsx|json)$/.test(f)), 'supabase/seed.sql', 'index.html'].map(
  (file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }),
);

/** Where each Hindi word is written, by the word as written. */
function hindiWords(): Map<string, string> {
  const firstSeen = new Map<string, string>();
  for (const { file, text } of texts) {
    text.split('\n').forEach((line, i) => {
      for (const [word] of line.matchAll(WORD)) {
        if (!firstSeen.has(word)) firstSeen.set(word, `${file}:${i + 1}`);
      }
    });
  }
  return firstSeen;
}

describe('the glossary', () => {
  it('has texts to check', () => {
    expect(texts.filter((t) => t.file.startsWith('src/features/content')).length).toBeGreaterThan(30);
    expect(hindiWords().size).toBeGreaterThan(2000);
  });

  it('no rejected variant appears in content, messages or seed posts', () => {
    const found: string[] = [];
    for (const { file, text } of texts) {
      text.split('\n').forEach((line, i) => {
        for (const [variant, use] of Object.entries(REJECTED)) {
          if (line.includes(variant)) found.push(`${file}:${i + 1}: "${variant}" (use "${use}")`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('writes क, ख and ग without a nukta (as they are spoken in Satna)', () => {
    const found = [...hindiWords()].filter(([word]) => /[कखग]\u093c/u.test(word));
    expect(found.map(([word, at]) => `${at}: ${word}`)).toEqual([]);
  });

  it('spells each word one way: ज़ and फ़ with a nukta, ँ for a nasal vowel, never both ways', () => {
    const byKey = new Map<string, string[]>();
    for (const [word, at] of hindiWords()) {
      const key = word.replaceAll(NUKTA, '').replaceAll('ँ', 'ं');
      byKey.set(key, [...(byKey.get(key) ?? []), `${word} (${at})`]);
    }
    const twoWays = [...byKey.values()].filter((spellings) => spellings.length > 1);
    expect(twoWays).toEqual([]);
  });
});
