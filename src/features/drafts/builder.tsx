/**
 * The generic builder (docs/drafts.md): any DraftSpec's questions step by
 * step with progress, Back and Next, each answer checked as it is given;
 * the live preview in the page's language with the other language beside it
 * (1200 px and up) or one tap away (a phone); the estimate; kept on the
 * device as typed. Each question's input is question-field.tsx, the answers
 * and the moves between steps draft-session.ts, the previews previews.tsx.
 */
import { Suspense } from 'react';
import type { Lang } from '@/i18n/lang';
import { Button } from '@/ui/button';
import { todayInIndia } from './dates';
import { useDraftSession } from './draft-session';
import { EstimateView } from './estimate-view';
import { Previews } from './previews';
import { QuestionField } from './question-field';
import { format, TEXT } from './text';
import type { Answers, DraftAnswers, DraftSpec, SendDraftForm } from './types';
import { askedIn } from './validate';

/** The typed value the builder holds: what "Send to the firm" sends with the request. */
export const draftAnswers = (spec: DraftSpec, lang: Lang, answers: Answers): DraftAnswers => ({
  kind: spec.kind,
  version: spec.version,
  lang,
  answers,
});

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
  const { answers, stepIndex, shownIndex, steps, step, done, headingRef, formRef, keeping, ...session } =
    useDraftSession(spec, lang);
  const { status } = keeping;
  const today = todayInIndia();

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
                session.next();
              }}
              aria-labelledby="draft-step-title"
            >
              <h2 className="draft-step-title" id="draft-step-title" ref={headingRef} tabIndex={-1}>
                {step.title[lang]}
              </h2>
              {askedIn(step, answers).map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  lang={lang}
                  value={answers[question.id] ?? ''}
                  error={session.shownProblem(question)}
                  onChange={(value) => session.set(question.id, value)}
                  onBlur={() => session.leave(question)}
                />
              ))}
              <div className="draft-row">
                <Button type="button" variant="default" onClick={session.back} disabled={shownIndex === 0}>
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
              <Button type="button" variant="default" onClick={session.back}>
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
            <Button type="button" variant="outline" color="red.9" onClick={() => void session.remove()}>
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
