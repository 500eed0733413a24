/**
 * A visitor's session with the builder (docs/drafts.md): the answers, the
 * step on screen, which problems are shown, and the moves between steps;
 * kept on the phone as typed (`useDraftKeeping`, keeping.ts), what was typed
 * before the page was ready included.
 */
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useEarlyValues } from '@/ui/early-input';
import { useHydrated } from '@/ui/hydrated';
import { useDraftKeeping } from './keeping';
import type { Answers, DraftSpec, Question } from './types';
import { askedIn, problemWith, stepProblems, stepsFor } from './validate';

export function useDraftSession(spec: DraftSpec) {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>({});
  const [stepIndex, setStepIndex] = useState(0);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const keeping = useDraftKeeping({ spec, hydrated, answers, step: stepIndex, setAnswers, setStepIndex });

  // Typed before the page was ready: kept, and saved as any answer is
  // (docs/slow-phones-and-flaky-networks.md, "How a key travels").
  useEarlyValues(formRef, ({ path, value }) => {
    if (path && typeof value === 'string') setAnswers((a) => ({ ...a, [path]: value }));
  });

  // Next and Back move the progress at once, in the tap's own frame; the
  // step's questions follow in a render of their own (docs/drafts.md, "Budgets").
  const shownIndex = useDeferredValue(stepIndex);
  const steps = stepsFor(spec, answers);
  const done = shownIndex >= steps.length;
  const step = steps[Math.min(shownIndex, steps.length - 1)]!;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [shownIndex]);

  const set = (id: string, value: string) => setAnswers((a) => ({ ...a, [id]: value }));
  /** The problem shown under a question: once it was left with one, or Next was tapped. */
  const shownProblem = (question: Question) =>
    shown[question.id] ? problemWith(spec, question, answers[question.id], answers) : undefined;
  const problems = stepProblems(spec, step, answers);
  const next = () => {
    if (Object.keys(problems).length > 0) {
      setShown((s) => ({ ...s, ...Object.fromEntries(Object.keys(problems).map((id) => [id, true])) }));
      const first = askedIn(step, answers).find((q) => problems[q.id]);
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[name="${first?.id}"], [name$="-${first?.id}"]`)?.focus(),
      );
      return;
    }
    moved.current = true;
    // A second tap before the new step is on screen was checked against this
    // step, so it does not skip the next one.
    const from = shownIndex;
    setStepIndex((i) => (i === from ? i + 1 : i));
  };
  // Leaving an answer with a problem shows it, and from then on it is checked
  // as typed; leaving a good answer changes nothing on screen, so it costs no
  // render (the tap that moved the focus waits for none: docs/drafts.md, "Budgets").
  const leave = (question: Question) => {
    if (!shown[question.id] && problemWith(spec, question, answers[question.id], answers))
      setShown((s) => ({ ...s, [question.id]: true }));
  };
  const back = () => {
    moved.current = true;
    const from = shownIndex;
    setStepIndex((i) => (i === from ? Math.max(0, Math.min(i, steps.length) - 1) : i));
  };
  const remove = async () => {
    await keeping.remove();
    setAnswers({});
    setShown({});
    setStepIndex(0);
  };

  return {
    answers,
    /** The step the progress shows (moved at once by a tap). */
    stepIndex,
    /** The step whose questions are on screen (follows `stepIndex` a render later). */
    shownIndex,
    steps,
    step,
    done,
    headingRef,
    formRef,
    keeping,
    set,
    shownProblem,
    next,
    back,
    leave,
    remove,
  };
}
