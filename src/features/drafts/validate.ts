/**
 * Each answer checked as it is given (docs/drafts.md, "Questions"): the
 * generic rules of its type, then the document's own `check`. Messages in
 * the document's language.
 */
import { formatRupees } from '@/business/legal-facts';
import { DRAFT_UNSAFE } from '@/business/config';
import { isIsoDay } from './dates';
import { linesOf } from './fill';
import type { Answers, DraftSpec, Question, Step } from './types';

/** Numbers that look like an Aadhaar (12 digits) or a PAN (ABCDE1234F): the builder never asks for them. */
const ID_NUMBER = /\b\d{4}\s?\d{4}\s?\d{4}\b|\b[A-Z]{5}\d{4}[A-Z]\b/i;

export function problemWith(
  spec: DraftSpec,
  question: Question,
  raw: string | undefined,
  answers: Answers,
): string | undefined {
  const says = spec.text.problems;
  const value = (raw ?? '').trim();
  if (!value) return question.optional ? undefined : says.answer;
  if (DRAFT_UNSAFE.test(value)) return says.hidden;
  const number = Number(value);
  switch (question.type) {
    case 'date':
      if (!isIsoDay(value)) return says.date;
      break;
    case 'rupees':
    case 'number':
      if (!/^\d+$/.test(value)) return says.whole;
      if (question.min !== undefined && number < question.min)
        return says.atLeast(question.type === 'rupees' ? formatRupees(question.min, spec.lang) : String(question.min));
      if (question.max !== undefined && number > question.max) return says.atMost(String(question.max));
      break;
    case 'choice':
      if (!question.choices?.some((c) => c.value === value)) return says.choose;
      break;
    case 'lines':
      if (linesOf(value).length === 0 && !question.optional) return says.answer;
      break;
  }
  if (
    (question.type === 'text' || question.type === 'textarea' || question.type === 'lines') &&
    ID_NUMBER.test(value)
  ) {
    return says.idNumber;
  }
  if (value.length > 2000) return says.shorter;
  return question.check?.(value, answers);
}

/** The questions of a step asked for these answers (branches applied). */
export const askedIn = (step: Step, answers: Answers): Question[] =>
  step.questions.filter((q) => !q.when || q.when(answers));

/** The steps that ask something for these answers. */
export const stepsFor = (spec: DraftSpec, answers: Answers): Step[] =>
  spec.steps.filter((step) => askedIn(step, answers).length > 0);

/** The problems of a step's answers, by question id. */
export function stepProblems(spec: DraftSpec, step: Step, answers: Answers): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const q of askedIn(step, answers)) {
    const problem = problemWith(spec, q, answers[q.id], answers);
    if (problem) problems[q.id] = problem;
  }
  return problems;
}
