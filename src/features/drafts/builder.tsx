/**
 * The generic builder (docs/drafts.md): any DraftSpec's questions step by
 * step with progress, Back and Next, each answer checked as it is given;
 * the live preview in the page's language with the other language beside it
 * (1200 px and up) or one tap away (a phone); the estimate; kept on the
 * device as typed. Each question's input is question-field.tsx, the answers
 * and the moves between steps draft-session.ts, the previews previews.tsx.
 */
import { Suspense } from 'react';
import { Button } from '@/ui/button';
import { todayInIndia } from './dates';
import { useDraftSession } from './draft-session';
import { EstimateView } from './estimate-view';
import { format } from './fill';
import { Previews } from './previews';
import { QuestionField } from './question-field';
import type { Answers, DraftAnswers, DraftSpec, SendDraftForm } from './types';
import { askedIn } from './validate';

/** The typed value the builder holds: what "Send to the firm" sends with the request. */
export const draftAnswers = (spec: DraftSpec, answers: Answers): DraftAnswers => ({
  kind: spec.kind,
  version: spec.version,
  lang: spec.lang,
  answers,
});

export function DraftBuilder({ spec, sendForm: SendForm }: { spec: DraftSpec; sendForm?: SendDraftForm | undefined }) {
  const { lang, text } = spec;
  const { answers, stepIndex, shownIndex, steps, step, done, headingRef, formRef, keeping, ...session } =
    useDraftSession(spec);
  const { status } = keeping;
  const today = todayInIndia();

  const notices = spec.notices.filter((n) => n.when(answers, today));
  const progressText =
    stepIndex >= steps.length
      ? text.ready
      : format(text.progress, { n: stepIndex + 1, total: steps.length, title: steps[stepIndex]!.title });

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
              {text.finish}
            </h2>
          ) : (
            <form
              ref={formRef}
              noValidate
              className="draft-stack"
              onSubmit={(event) => {
                event.preventDefault();
                session.next();
              }}
              aria-labelledby="draft-step-title"
            >
              <h2 className="draft-step-title" id="draft-step-title" ref={headingRef} tabIndex={-1}>
                {step.title}
              </h2>
              {askedIn(step, answers).map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={answers[question.id] ?? ''}
                  error={session.shownProblem(question)}
                  onChange={(value) => session.set(question.id, value)}
                  onBlur={() => session.leave(question)}
                />
              ))}
              <div className="draft-row">
                <Button type="button" variant="default" onClick={session.back} disabled={shownIndex === 0}>
                  {text.back}
                </Button>
                <Button type="submit" color="navy">
                  {shownIndex === steps.length - 1 ? text.finish : text.next}
                </Button>
              </div>
            </form>
          )}
          {done && (
            <div className="draft-row draft-row-start">
              <Button type="button" variant="default" onClick={session.back}>
                {text.editAnswers}
              </Button>
              <Button type="button" color="saffron" onClick={() => window.print()}>
                {text.print}
              </Button>
            </div>
          )}
          {notices.map((notice) => (
            <div
              key={notice.id}
              className={`draft-note${notice.tone === 'warning' ? ' draft-note-warning' : ''}`}
              role={notice.tone === 'warning' ? 'alert' : 'note'}
            >
              {notice.text(answers, today)}
            </div>
          ))}
          <p className="draft-small" role="status">
            {status === 'restored' && text.restored}
            {status === 'upgraded' && text.upgraded}
            {status === 'saved' && text.saved}
            {status === 'not-saved' && text.notSaved}
            {status === 'deleted' && text.deleted}
            {status === 'sent' && text.sent}
            {status === 'queued' && text.queued}
          </p>
          {keeping.kept && (
            <Button type="button" variant="outline" color="red.9" onClick={() => void session.remove()}>
              {text.deleteDraft}
            </Button>
          )}
        </div>
        {done && SendForm && status !== 'sent' && status !== 'queued' && (
          <div className="draft-after">
            <Suspense fallback={null}>
              <SendForm
                lang={lang}
                draft={draftAnswers(spec, answers)}
                documentType={spec.documentType}
                onSent={keeping.sent}
              />
            </Suspense>
          </div>
        )}
        <div className="draft-after">
          <EstimateView spec={spec} answers={answers} />
        </div>
      </div>
      <Previews spec={spec} answers={answers} done={done} />
    </div>
  );
}
