/**
 * The generic builder (docs/drafts.md): any DraftSpec's questions step by
 * step with progress, Back and Next, each answer checked as it is given;
 * the live preview in the page's language with the other language beside it
 * (1200 px and up) or one tap away (a phone); the estimate; kept on the
 * device as typed.
 */
import { Group, Title } from '@mantine/core';
import { memo, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { otherLang, type Lang } from '@/i18n/lang';
import { Button } from '@/ui/button';
import { useEarlyValues } from '@/ui/early-input';
import { useHydrated } from '@/ui/hydrated';
import { todayInIndia } from './dates';
import { EstimateView } from './estimate-view';
import { DraftPreview } from './preview';
import { useDraftKeeping } from './keeping';
import { format, TEXT } from './text';
import type { Answers, DraftAnswers, DraftSpec, Question, SendDraftForm } from './types';
import { askedIn, problemWith, stepProblems, stepsFor } from './validate';

/** The typed value the builder holds: what "Send to the firm" sends with the request. */
export const draftAnswers = (spec: DraftSpec, lang: Lang, answers: Answers): DraftAnswers => ({
  kind: spec.kind,
  version: spec.version,
  lang,
  answers,
});

function Field({
  question,
  value,
  error,
  lang,
  onChange,
  onBlur,
}: {
  question: Question;
  value: string;
  error?: string;
  lang: Lang;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const label = question.label[lang];
  const description = question.hint?.[lang];
  const describedBy = [description && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  if (question.type === 'choice') {
    return (
      <fieldset
        className="draft-choices"
        data-path={question.id}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error) || undefined}
      >
        <legend>{label}</legend>
        {description && (
          <p id={`${id}-hint`} className="draft-hint">
            {description}
          </p>
        )}
        {question.choices!.map((choice) => (
          <label key={choice.value} className="draft-choice">
            <input
              type="radio"
              name={`${id}-${question.id}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            <span>{choice.label[lang]}</span>
          </label>
        ))}
        {error && (
          <p id={`${id}-error`} className="draft-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const control = {
    id,
    name: question.id,
    // What the visitor typed before the page was ready is found by it (src/ui/early-input.ts).
    'data-path': question.id,
    value,
    required: !question.optional,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': describedBy,
    className: 'draft-input',
    onBlur,
  };
  return (
    <div>
      <label htmlFor={id} className="draft-label">
        {label}
        {!question.optional && <span aria-hidden="true"> *</span>}
      </label>
      {description && (
        <p id={`${id}-hint`} className="draft-hint">
          {description}
        </p>
      )}
      {question.type === 'textarea' || question.type === 'lines' ? (
        <textarea {...control} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...control}
          type={question.type === 'date' ? 'date' : 'text'}
          inputMode={question.type === 'rupees' || question.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="draft-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function DraftBuilder({
  spec,
  lang,
  sendForm: SendForm,
}: {
  spec: DraftSpec;
  lang: Lang;
  sendForm?: SendDraftForm | undefined;
}) {
  const t = (text: { en: string; hi: string }) => text[lang];
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers>({});
  const [stepIndex, setStepIndex] = useState(0);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const today = todayInIndia();
  const keeping = useDraftKeeping({ spec, lang, hydrated, answers, step: stepIndex, setAnswers, setStepIndex });
  const { status } = keeping;

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
  const problems = stepProblems(step, answers, lang);
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
    if (!shown[question.id] && problemWith(question, answers[question.id], answers, lang))
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

  const notices = spec.notices.filter((n) => n.when(answers, today));
  const progressText =
    stepIndex >= steps.length
      ? t(TEXT.ready)
      : format(t(TEXT.progress), { n: stepIndex + 1, total: steps.length, title: steps[stepIndex]!.title[lang] });

  return (
    <div className="draft-grid">
      <div>
        {/* Plain elements, not Mantine's layout components: Next and Back
            render this card again, and on a slow phone each Mantine
            component adds to the tap's wait (docs/drafts.md, "Budgets"). */}
        <div className="draft-card draft-stack">
          <p className="draft-small draft-strong" aria-live="polite" id="draft-progress">
            {progressText}
          </p>
          <progress
            value={Math.min(stepIndex, steps.length)}
            max={steps.length}
            aria-label={progressText}
            style={{ width: '100%' }}
          />
          {done ? (
            <h2 className="draft-step-title" ref={headingRef} tabIndex={-1}>
              {t(TEXT.finish)}
            </h2>
          ) : (
            <form
              ref={formRef}
              noValidate
              className="draft-stack"
              onSubmit={(event) => {
                event.preventDefault();
                next();
              }}
              aria-labelledby="draft-step-title"
            >
              <h2 className="draft-step-title" id="draft-step-title" ref={headingRef} tabIndex={-1}>
                {step.title[lang]}
              </h2>
              {askedIn(step, answers).map((question) => (
                <Field
                  key={question.id}
                  question={question}
                  lang={lang}
                  value={answers[question.id] ?? ''}
                  error={shown[question.id] ? problemWith(question, answers[question.id], answers, lang) : undefined}
                  onChange={(value) => set(question.id, value)}
                  onBlur={() => leave(question)}
                />
              ))}
              <div className="draft-row">
                <Button type="button" variant="default" onClick={back} disabled={shownIndex === 0}>
                  {t(TEXT.back)}
                </Button>
                <Button type="submit" color="navy">
                  {shownIndex === steps.length - 1 ? t(TEXT.finish) : t(TEXT.next)}
                </Button>
              </div>
            </form>
          )}
          {done && (
            <div className="draft-row draft-row-start">
              <Button type="button" variant="default" onClick={back}>
                {t(TEXT.editAnswers)}
              </Button>
              <Button type="button" color="saffron" onClick={() => window.print()}>
                {t(TEXT.print)}
              </Button>
            </div>
          )}
          {notices.map((notice) => (
            <div
              key={notice.id}
              className={`draft-note${notice.tone === 'warning' ? ' draft-note-warning' : ''}`}
              role={notice.tone === 'warning' ? 'alert' : 'note'}
            >
              {notice.text(answers, lang, today)}
            </div>
          ))}
          <p className="draft-small" role="status">
            {status === 'restored' && t(TEXT.restored)}
            {status === 'upgraded' && t(TEXT.upgraded)}
            {status === 'saved' && t(TEXT.saved)}
            {status === 'not-saved' && t(TEXT.notSaved)}
            {status === 'deleted' && t(TEXT.deleted)}
            {status === 'sent' && t(TEXT.sent)}
            {status === 'queued' && t(TEXT.queued)}
          </p>
          {keeping.kept && (
            <Button type="button" variant="outline" color="red.9" onClick={() => void remove()}>
              {t(TEXT.deleteDraft)}
            </Button>
          )}
        </div>
        {done && SendForm && status !== 'sent' && status !== 'queued' && (
          <div className="draft-after">
            <Suspense fallback={null}>
              <SendForm
                lang={lang}
                draft={draftAnswers(spec, lang, answers)}
                documentType={spec.documentType}
                onSent={keeping.sent}
              />
            </Suspense>
          </div>
        )}
        <div className="draft-after">
          <EstimateView spec={spec} answers={answers} lang={lang} />
        </div>
      </div>
      <Previews spec={spec} answers={answers} lang={lang} done={done} />
    </div>
  );
}

/**
 * The preview in the page's language, and in the other one beside it (1200
 * px and up) or one tap away. Memoised: Next and Back change the step, not
 * the answers, so the previews do not render again.
 */
const Previews = memo(function Previews({
  spec,
  answers,
  lang,
  done,
}: {
  spec: DraftSpec;
  answers: Answers;
  lang: Lang;
  done: boolean;
}) {
  const [showOther, setShowOther] = useState(false);
  const t = (text: { en: string; hi: string }) => text[lang];
  const other = otherLang(lang);
  return (
    <>
      <div className="draft-own-col" style={{ display: showOther ? 'none' : 'block' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {format(t(TEXT.previewIn), { language: t(TEXT.language[lang]) })}
          </Title>
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(true)}>
            {t(TEXT.showOther)}
          </Button>
        </Group>
        <DraftPreview spec={spec} answers={answers} lang={lang} print />
        {!done && (
          <Button type="button" variant="subtle" mt="sm" onClick={() => window.print()}>
            {t(TEXT.print)}
          </Button>
        )}
      </div>
      <div className="draft-other-col" style={{ display: showOther ? 'block' : 'none' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" lang={other}>
            {format(TEXT.previewIn[other], { language: TEXT.language[other][other] })}
          </Title>
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(false)}>
            {t(TEXT.showOwn)}
          </Button>
        </Group>
        <DraftPreview spec={spec} answers={answers} lang={other} />
      </div>
    </>
  );
});
