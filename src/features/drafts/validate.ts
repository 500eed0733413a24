/**
 * Each answer checked as it is given (docs/drafts.md, "Questions"): the
 * generic rules of its type, then the document's own `check`. Messages in
 * the page's language.
 */
import type { Lang, Localized } from '@/i18n/lang';
import { formatRupees } from '@/business/legal-facts';
import { DRAFT_UNSAFE } from '@/business/config';
import { isIsoDay } from './dates';
import { linesOf } from './fill';
import type { Answers, DraftSpec, Question, Step } from './types';

const msg = (en: string, hi: string): Localized => ({ en, hi });

/** Numbers that look like an Aadhaar (12 digits) or a PAN (ABCDE1234F): the builder never asks for them. */
const ID_NUMBER = /\b\d{4}\s?\d{4}\s?\d{4}\b|\b[A-Z]{5}\d{4}[A-Z]\b/i;

export function problemWith(
  question: Question,
  raw: string | undefined,
  answers: Answers,
  lang: Lang,
): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return question.optional ? undefined : msg('Please answer this.', 'कृपया इसका जवाब दें।')[lang];
  if (DRAFT_UNSAFE.test(value)) {
    return msg(
      'This has hidden characters that change how the text reads (they come with text copied from some apps). Please type it again.',
      'इसमें छिपे हुए चिह्न हैं जो लिखा हुआ अलग क्रम में दिखा सकते हैं (ये कुछ ऐप से कॉपी किए गए लेख के साथ आ जाते हैं)। कृपया इसे फिर से टाइप करें।',
    )[lang];
  }
  const number = Number(value);
  switch (question.type) {
    case 'date':
      if (!isIsoDay(value)) return msg('Choose a real date.', 'सही तारीख चुनें।')[lang];
      break;
    case 'rupees':
    case 'number':
      if (!/^\d+$/.test(value)) return msg('Write a whole number, digits only.', 'केवल अंकों में पूरी संख्या लिखें।')[lang];
      if (question.min !== undefined && number < question.min)
        return question.type === 'rupees'
          ? msg(`At least ${formatRupees(question.min, 'en')}.`, `कम से कम ${formatRupees(question.min, 'hi')}।`)[lang]
          : msg(`At least ${question.min}.`, `कम से कम ${question.min}।`)[lang];
      if (question.max !== undefined && number > question.max)
        return msg(`At most ${question.max}.`, `अधिक से अधिक ${question.max}।`)[lang];
      break;
    case 'choice':
      if (!question.choices?.some((c) => c.value === value)) return msg('Choose one.', 'एक चुनें।')[lang];
      break;
    case 'lines':
      if (linesOf(value).length === 0 && !question.optional)
        return msg('Please answer this.', 'कृपया इसका जवाब दें।')[lang];
      break;
  }
  if (
    (question.type === 'text' || question.type === 'textarea' || question.type === 'lines') &&
    ID_NUMBER.test(value)
  ) {
    return msg(
      'This looks like an Aadhaar or PAN number. Leave it out: a draft does not need it.',
      'यह आधार या पैन नंबर जैसा लगता है। इसे न लिखें: मसौदे में इसकी ज़रूरत नहीं।',
    )[lang];
  }
  if (value.length > 2000) return msg('Please keep it shorter.', 'कृपया इसे छोटा रखें।')[lang];
  return question.check?.(value, answers)?.[lang];
}

/** The questions of a step asked for these answers (branches applied). */
export const askedIn = (step: Step, answers: Answers): Question[] =>
  step.questions.filter((q) => !q.when || q.when(answers));

/** The steps that ask something for these answers. */
export const stepsFor = (spec: DraftSpec, answers: Answers): Step[] =>
  spec.steps.filter((step) => askedIn(step, answers).length > 0);

/** The problems of a step's answers, by question id. */
export function stepProblems(step: Step, answers: Answers, lang: Lang): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const q of askedIn(step, answers)) {
    const problem = problemWith(q, answers[q.id], answers, lang);
    if (problem) problems[q.id] = problem;
  }
  return problems;
}
