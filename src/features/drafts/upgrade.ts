/**
 * A draft kept on this phone for another version of its document's
 * questions (docs/drafts.md, "A new version of the questions"): each answer
 * whose question is still asked is kept (under its new id if it was renamed;
 * a choice only when it is still one of the choices), the others are
 * dropped, and the visitor goes back to the first step with a question left
 * to answer.
 */
import { questionsOf } from './fill';
import type { Answers, DraftSpec } from './types';
import { stepProblems, stepsFor } from './validate';

export function upgradeAnswers(spec: DraftSpec, answers: Answers): Answers {
  const questions = questionsOf(spec);
  return Object.fromEntries(
    Object.entries(answers)
      .map(([id, value]) => [spec.renamed?.[id] ?? id, value] as const)
      .filter(([id, value]) => {
        const question = questions.get(id);
        if (!question) return false;
        return question.type !== 'choice' || Boolean(question.choices?.some((c) => c.value === value));
      }),
  );
}

/** The first step whose questions are not all answered well (or the finished draft when none is). */
export function firstOpenStep(spec: DraftSpec, answers: Answers): number {
  const steps = stepsFor(spec, answers);
  const open = steps.findIndex((step) => Object.keys(stepProblems(spec, step, answers)).length > 0);
  return open === -1 ? steps.length : open;
}
