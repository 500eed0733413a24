/**
 * One Hindi voice (docs/glossary.md): one term per concept and one spelling
 * per word, everywhere a visitor reads Hindi: the content, the message
 * catalogues, every other source file and the seeded blog posts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/shared/paths';

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
  बंधपत्र: 'बंध पत्र',
  'अति आवश्यक': 'बहुत जल्दी',
  'दस्तावेज़ तैयारी अनुरोध': 'दस्तावेज़ बनवाने का अनुरोध',
  'विधिक सेवाएँ': 'कानूनी सेवाएँ',
  'पंजीयन फ़ीस': 'पंजीयन शुल्क',
  'सामान्य प्रश्न': 'अक्सर पूछे जाने वाले प्रश्न',
  'पंजीयन और स्टाम्प विभाग': 'पंजीयन एवं मुद्रांक विभाग',
  'पंजीयन और मुद्रांक विभाग': 'पंजीयन एवं मुद्रांक विभाग',
  "stepTitle: 'ड्राफ़्टिंग": "stepTitle: 'मसौदा…'",
  हेतु: 'के लिए',
  प्रेषित: 'भेजा गया',
  'स्पष्टता और निश्चिंतता': 'plain words (उलझन या झगड़ा न हो)',
  'विलेख या कॉन्ट्रैक्ट': 'अनुबंध या विलेख',
  // Registered Post is part of Speed Post since 1 September 2025 (register: post.registered-post-merged).
  'रजिस्टर्ड डाक': 'स्पीड पोस्ट',
  'रजिस्टर्ड एडी': 'स्पीड पोस्ट',
  'पंजीकृत डाक': 'स्पीड पोस्ट',
};

/**
 * Rejected patterns -> what to write instead (docs/glossary.md): forms that a
 * fixed string cannot name without also refusing a right one.
 */
const REJECTED_PATTERNS: [RegExp, string][] = [
  // मध्यस्थ is the arbitrator in the Arbitration Act's Hindi; मध्यस्थता stays the service's name.
  [/मध्यस्थ(?!ता)/u, 'मध्यक (the mediator, Mediation Act, 2023)'],
  // A registered document is पंजीकृत; "(रजिस्टर्ड)" is a gloss.
  [/(?<!\()रजिस्टर्ड/u, 'पंजीकृत'],
  // Urgent is जल्दी; ज़रूरी means necessary.
  [/ज़रूरी (?:कामों को प्राथमिकता|काम इससे भी जल्दी|शपथ पत्रों)/u, 'जल्दी वाला काम'],
  // Latin names in Hindi text (a line with Devanagari); keywords may keep them for search.
  [
    /^(?!.*(?:keywords|Keywords)).*[\u0900-\u097f].*\b(?:WhatsApp|RCMS)\b|^(?!.*(?:keywords|Keywords)).*\b(?:WhatsApp|RCMS)\b.*[\u0900-\u097f]/u,
    'व्हाट्सऐप, आरसीएमएस',
  ],
];

/**
 * Registered Post, in English: India Post made its registered mail part of
 * Speed Post on 1 September 2025, so no page or draft sends anything by it
 * (register: post.registered-post-merged; docs/glossary.md).
 */
const REGISTERED_POST = /registered post|registered a\.?d\b/i;

/**
 * A nasal vowel is written with ँ where no vowel sign rises above the line
 * (docs/glossary.md, "Spelling"): a word ending in ां, ुं, ूं or a bare vowel
 * and ं (हटाएं, गलतियां, हां), the future -एंगे, and the roots below, whose ं
 * after ा, ु or ू is a nasal vowel and not the consonant of संपत्ति, नामांतरण
 * or शांति (those keep ं).
 */
const NASAL_VOWEL = [
  /[ाुूृअआइउऊए]ं$/u,
  /एं[गघ]/u,
  /^(?:बांट|मांग|पांच|पहुंच|पूंजी|धुंध|जांच|गांव|आंख|ऊंच|दांत|सांस|झांक|टांग|कांप|संभाल|हंस|अंधेर|बांध|चांद|मुंह|ढूंढ)/u,
];

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

  it('no rejected pattern appears (the mediator, registered, urgent, Latin names in Hindi)', () => {
    const found: string[] = [];
    for (const { file, text } of texts) {
      text.split('\n').forEach((line, i) => {
        for (const [pattern, use] of REJECTED_PATTERNS) {
          // Code and comments in English are not Hindi text: only lines with Devanagari count.
          if (/[\u0900-\u097f]/u.test(line) && pattern.test(line))
            found.push(`${file}:${i + 1}: ${pattern} (use "${use}")`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('tells no one to send by registered post, in English either (Speed Post since 1 September 2025)', () => {
    const found = texts.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (REGISTERED_POST.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('writes a nasal vowel with ँ (हटाएँ, गलतियाँ, बाँटना, सँभालकर), keeping ं for a nasal consonant', () => {
    const wrong = [...hindiWords()].filter(([word]) => NASAL_VOWEL.some((rule) => rule.test(word)));
    expect(wrong.map(([word, at]) => `${at}: ${word}`)).toEqual([]);
  });

  it('the nasal-vowel and pattern checks catch what they are for', () => {
    const caught = (word: string) => NASAL_VOWEL.some((rule) => rule.test(word));
    expect(['हटाएं', 'लगाएं', 'सुविधाएं', 'गलतियां', 'बांटना', 'संभालकर', 'जाएंगे', 'हां'].filter(caught)).toHaveLength(8);
    expect(
      ['हटाएँ', 'गलतियाँ', 'बाँटना', 'सँभालकर', 'में', 'नहीं', 'संपत्ति', 'नामांतरण', 'शांति', 'हिंदी'].filter(caught),
    ).toEqual([]);
    const refused = (line: string) => REJECTED_PATTERNS.some(([pattern]) => pattern.test(line));
    expect(['एक निष्पक्ष मध्यस्थ', 'रजिस्टर्ड दस्तावेज़', 'फ़ोन या WhatsApp से', 'RCMS पोर्टल पर'].filter(refused)).toHaveLength(4);
    expect(
      ['ई-मध्यस्थता', 'पंजीकृत (रजिस्टर्ड) दस्तावेज़', 'फ़ोन या व्हाट्सऐप से', "seoKeywords: 'RCMS MP, आरसीएमएस'"].filter(refused),
    ).toEqual([]);
    expect(
      ['by registered post', 'Registered Post (AD)', 'registered A.D.', 'Speed Post with proof of delivery'].filter(
        (line) => REGISTERED_POST.test(line),
      ),
    ).toHaveLength(3);
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
