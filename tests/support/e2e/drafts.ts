/**
 * A guided draft answered as a visitor answers it (docs/drafts.md): each
 * step's questions found by their labels in the page's language, from the
 * documents' own data, with a tap or with the keyboard only; and answers
 * for any document worked out from its questions (a sample per question
 * type, the first of each choice) that its own rules accept.
 */
import { expect, type Page } from '@playwright/test';
import { addDays } from '@/features/drafts/dates';
import { SPECS, TEXTS } from '../shared/draft-specs';
import type { Answers, DraftKind, Question, Step } from '@/features/drafts/types';
import { askedIn, problemWith, stepsFor } from '@/features/drafts/validate';
import type { Lang } from '@/i18n/lang';

/** What a visitor might write for a question of each type, best first. */
function candidates(q: Question, lang: Lang): string[] {
  const hi = lang === 'hi';
  switch (q.type) {
    case 'text':
      return [hi ? 'सतना' : 'Satna', '004512'];
    case 'textarea':
      return [hi ? '12 सिविल लाइंस, सतना' : '12 Civil Lines, Satna'];
    case 'lines':
      return [hi ? 'पहली बात\nदूसरी बात' : 'The first fact\nThe second fact'];
    case 'date':
      return [addDays(new Date().toISOString().slice(0, 10), -10)];
    case 'rupees':
    case 'number':
      return ['11', String(q.min ?? 1)];
    case 'choice':
      return q.choices!.slice(0, 1).map((c) => c.value);
  }
}

/**
 * Answers to every question `kind` asks (optional ones left out), in order,
 * so that a branch follows the answers before it. A question none of the
 * samples satisfies is an error here, not a test that passes on fewer steps.
 */
export function sampleAnswers(kind: DraftKind, lang: Lang): Answers {
  const answers: Answers = {};
  const spec = SPECS[kind][lang];
  for (const q of spec.steps.flatMap((s) => s.questions)) {
    if (q.optional || (q.when && !q.when(answers))) continue;
    const value = candidates(q, lang).find((v) => problemWith(spec, q, v, answers) === undefined);
    if (value === undefined) throw new Error(`No sample answer fits ${kind}'s question ${q.id}`);
    answers[q.id] = value;
  }
  return answers;
}

/** Answers the step on screen (a step of the document in the page's language) from `answers`, then presses Next (or "See the draft" on the last step) unless `next` is false. */
export async function answerStep(
  page: Page,
  step: Step,
  lang: Lang,
  answers: Answers,
  { keyboard = false, next: press = true } = {},
) {
  const form = page.getByRole('form');
  await expect(form.getByRole('heading', { name: step.title })).toBeVisible();
  for (const q of askedIn(step, answers)) {
    const value = answers[q.id];
    if (value === undefined) continue;
    if (q.type === 'choice') {
      const label = q.choices!.find((c) => c.value === value)!.label;
      const radio = form.getByRole('group', { name: q.label }).getByRole('radio', { name: label, exact: true });
      if (keyboard) {
        await radio.focus();
        await page.keyboard.press('Space');
        await expect(radio).toBeChecked();
      } else await radio.check();
    } else {
      const field = form.getByLabel(q.label);
      // A date field's segments follow the browser's locale: filled, not typed.
      if (keyboard && q.type !== 'date') {
        await field.focus();
        await page.keyboard.type(value.replaceAll('\n', ''));
      } else await field.fill(value);
    }
  }
  if (!press) return;
  const next = form
    .getByRole('button', { name: TEXTS[lang].next })
    .or(form.getByRole('button', { name: TEXTS[lang].finish }));
  if (keyboard) {
    await next.focus();
    await page.keyboard.press('Enter');
  } else await next.click();
}

/**
 * Answers `kind` step by step from `answers` to the finished draft;
 * `beforeStep` runs on each step before it is answered (its index).
 */
export async function answerAll(
  page: Page,
  kind: DraftKind,
  lang: Lang,
  answers: Answers,
  { keyboard = false, beforeStep }: { keyboard?: boolean; beforeStep?: (index: number) => Promise<void> } = {},
) {
  const steps = stepsFor(SPECS[kind][lang], answers);
  for (const [index, step] of steps.entries()) {
    await beforeStep?.(index);
    await answerStep(page, step, lang, answers, { keyboard });
  }
  await expect(page.getByText(TEXTS[lang].ready)).toBeVisible();
}
