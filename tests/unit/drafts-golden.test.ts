/**
 * The golden drafts (docs/drafts.md, "Golden drafts"): for each case of
 * golden/cases.ts, the complete draft as it prints, in English and Hindi,
 * with the notes the builder shows beside it, kept as a reviewed file under
 * golden/{document}/{case}.{en,hi}.txt. A change to a clause is read as a
 * diff of these files: after changing the documents, write them again with
 *   UPDATE_GOLDEN=1 npx vitest run --project unit tests/unit/drafts-golden.test.ts
 * and review the diff before committing it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECS } from '../support/shared/draft-specs';
import { draftText, fillDraft } from '@/features/drafts/fill';
import { stepProblems, stepsFor } from '@/features/drafts/validate';
import { formatDay } from '@/business/legal-facts';
import { GOLDEN_CASES, type GoldenCase } from './golden/cases';

const DIR = path.join(import.meta.dirname, 'golden');
const UPDATE = Boolean(process.env.UPDATE_GOLDEN);
const LANGS = ['en', 'hi'] as const;

const fileOf = (c: GoldenCase, lang: 'en' | 'hi') => path.join(DIR, c.kind, `${c.name}.${lang}.txt`);

/** The draft as it prints, and after it the notes the builder shows beside it on the case's day. */
function golden(c: GoldenCase, lang: 'en' | 'hi'): string {
  const spec = SPECS[c.kind];
  const answers = c.answers[lang];
  const notes = spec.notices.filter((n) => n.when(answers, c.today)).map((n) => `- ${n.text(answers, lang, c.today)}`);
  const heading =
    lang === 'hi'
      ? `मसौदे के साथ दिखने वाली सूचनाएँ (${formatDay(c.today, 'hi')} को)`
      : `Notes shown beside the draft (on ${formatDay(c.today, 'en')})`;
  return `${draftText(spec, answers, lang)}\n\n----\n${heading}\n${notes.join('\n')}\n`;
}

describe.each(GOLDEN_CASES)('$kind: $name', (c) => {
  it.each(LANGS)('%s reads as its golden file', (lang) => {
    const file = fileOf(c, lang);
    const text = golden(c, lang);
    if (UPDATE) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file), `${path.relative(process.cwd(), file)} is missing: write it with UPDATE_GOLDEN=1`).toBe(
      true,
    );
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the notes the builder shows beside it: never none', () => {
    for (const lang of LANGS)
      expect(SPECS[c.kind].notices.filter((n) => n.when(c.answers[lang], c.today)).length).toBeGreaterThan(0);
  });

  it('is a draft the builder accepts on the case’s day: every step answered, blanks only for what may wait (an e-stamp not yet bought)', () => {
    // Checks that compare with today (a date not yet come, an affidavit's day already past) judge on the case's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${c.today}T12:00:00+05:30`));
    for (const lang of LANGS) {
      const answers = c.answers[lang];
      const problems = stepsFor(SPECS[c.kind], answers).flatMap((step) =>
        Object.entries(stepProblems(step, answers, lang)),
      );
      expect(problems).toEqual([]);
      const optional = new Set(
        SPECS[c.kind].steps.flatMap((s) => s.questions.filter((q) => q.optional).map((q) => `[${q.blank[lang]}]`)),
      );
      const blanks = fillDraft(SPECS[c.kind], answers, lang).flatMap((block) =>
        block.parts.flatMap((part) => ('blank' in part && !optional.has(part.blank) ? [part.blank] : [])),
      );
      expect(blanks).toEqual([]);
    }
  });
});

it('every golden file belongs to a case (a renamed case leaves none behind)', () => {
  const expected = new Set(GOLDEN_CASES.flatMap((c) => LANGS.map((lang) => path.relative(DIR, fileOf(c, lang)))));
  const found = readdirSync(DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.txt'))
    .map((entry) => path.relative(DIR, path.join(entry.parentPath, entry.name)));
  expect(found.sort()).toEqual([...expected].sort());
  for (const kind of Object.keys(SPECS))
    expect(GOLDEN_CASES.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(3);
});
