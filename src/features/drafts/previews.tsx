import { Group, Title } from '@mantine/core';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import { otherLang } from '@/i18n/lang';
import { whenIdle } from '@/platform/next-task';
import { Button } from '@/ui/button';
import { useHydrated } from '@/ui/hydrated';
import { RegionProblem } from '@/ui/region-problem';
import { draftSpecs } from './documents';
import { format } from './fill';
import { DraftPreview } from './preview';
import type { Answers, DraftSpec } from './types';

/** Wide enough for the other language's preview to show beside the page's (styles.ts: 75em). */
const beside = () => typeof matchMedia === 'function' && matchMedia('(min-width: 75em)').matches;

/**
 * The document in the other language, a chunk of its own (docs/drafts.md,
 * "Budgets"): downloaded once the page is hydrated, at once where its
 * preview shows beside the page's or when it is asked for, else when the
 * browser is idle, so that it is kept for offline use too. A download that
 * gave up is tried again on `retry` and when the connection comes back.
 */
function useOtherLanguage(spec: DraftSpec, asked: boolean) {
  const hydrated = useHydrated();
  const [idle, setIdle] = useState(false);
  const [other, setOther] = useState<DraftSpec | 'failed'>();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (hydrated) void whenIdle().then(() => setIdle(true));
  }, [hydrated]);
  const wanted = hydrated && (asked || idle || beside());
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    draftSpecs.load(spec.kind, otherLang(spec.lang)).then(
      (loaded) => live && startTransition(() => setOther(loaded)),
      () => live && setOther('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, spec.kind, spec.lang, tries]);
  const retry = useCallback(() => {
    setOther(undefined);
    setTries((n) => n + 1);
  }, []);
  const failed = other === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { other: failed ? undefined : other, failed, loading: wanted && !other, retry };
}

/**
 * The preview in the page's language, and in the other one beside it (1200
 * px and up) or one tap away. Memoised: Next and Back change the step, not
 * the answers, so the previews do not render again.
 */
export const Previews = memo(function Previews({
  spec,
  answers,
  done,
}: {
  spec: DraftSpec;
  answers: Answers;
  done: boolean;
}) {
  const [showOther, setShowOther] = useState(false);
  const { other, failed, loading, retry } = useOtherLanguage(spec, showOther);
  const { lang, text } = spec;
  return (
    <>
      <div className="draft-own-col" style={{ display: showOther ? 'none' : 'block' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {format(text.previewIn, { language: text.language[lang] })}
          </Title>
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(true)}>
            {text.showOther}
          </Button>
        </Group>
        <DraftPreview spec={spec} answers={answers} print />
        {!done && (
          <Button type="button" variant="subtle" mt="sm" onClick={() => window.print()}>
            {text.print}
          </Button>
        )}
      </div>
      <div className="draft-other-col" style={{ display: showOther ? 'block' : 'none' }}>
        <Group justify="space-between" mb="xs">
          {other ? (
            <Title order={2} size="h4" lang={other.lang}>
              {format(other.text.previewIn, { language: other.text.language[other.lang] })}
            </Title>
          ) : (
            <span />
          )}
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(false)}>
            {text.showOwn}
          </Button>
        </Group>
        {other ? (
          <DraftPreview spec={other} answers={answers} />
        ) : failed ? (
          <RegionProblem onRetry={retry} />
        ) : (
          loading && <p className="draft-small">{text.otherLoading}</p>
        )}
      </div>
    </>
  );
});
