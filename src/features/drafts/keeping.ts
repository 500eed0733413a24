/**
 * The builder's draft on this device (docs/drafts.md, "On the device"):
 * brought back once the page is hydrated (from an older version of the
 * questions too), written a moment after each change and at once when the
 * page is hidden or left, and "Saved on this phone" only once the latest
 * answers are written.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { deleteDraft, draftSaver, readDraft } from './store';
import type { Answers, DraftSpec } from './types';
import { firstOpenStep, upgradeAnswers } from './upgrade';

export type KeepingStatus =
  'new' | 'restored' | 'upgraded' | 'saving' | 'saved' | 'not-saved' | 'deleted' | 'sent' | 'queued';

const nonEmpty = (answers: Answers) => Object.values(answers).some((value) => value !== '');

export function useDraftKeeping({
  spec,
  hydrated,
  answers,
  step,
  setAnswers,
  setStepIndex,
}: {
  spec: DraftSpec;
  hydrated: boolean;
  answers: Answers;
  step: number;
  setAnswers: Dispatch<SetStateAction<Answers>>;
  setStepIndex: Dispatch<SetStateAction<number>>;
}) {
  const [status, setStatus] = useState<KeepingStatus>('new');
  // Whether a draft is on the phone (to delete): brought back or written, and not deleted or sent since.
  const [kept, setKept] = useState(false);
  // Nothing is written before the kept draft has been read: it would overwrite it.
  const [loaded, setLoaded] = useState(false);
  const [saver] = useState(() =>
    draftSaver((ok, latest) => {
      if (!ok) return setStatus('not-saved');
      setKept(true);
      if (latest) setStatus((s) => (s === 'saving' ? 'saved' : s));
    }),
  );

  // The answers as last rendered, for the read below, which ends after them.
  const current = useRef(answers);
  useEffect(() => {
    current.current = answers;
  });
  // Set when the answers change because the kept draft came back: that is not a change to write.
  const restoring = useRef(false);

  // The draft waiting on this device, once hydrated. What was typed before it
  // was read (before the page was ready) is newer and wins over it.
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void readDraft(spec.kind).then((saved) => {
      if (!live) return;
      setLoaded(true);
      if (!saved || !nonEmpty(saved.answers)) return;
      const upgraded = saved.version !== spec.version;
      const typed = current.current;
      const answers = { ...(upgraded ? upgradeAnswers(spec, saved.answers) : saved.answers), ...typed };
      restoring.current = !nonEmpty(typed);
      setAnswers(answers);
      if (!nonEmpty(typed)) setStepIndex(upgraded ? firstOpenStep(spec, answers) : saved.step);
      setStatus(upgraded ? 'upgraded' : 'restored');
      setKept(true);
    });
    return () => {
      live = false;
    };
  }, [hydrated, spec, setAnswers, setStepIndex]);

  // Kept as it is typed: a moment after the last change (an answer emptied is a change too).
  useEffect(() => {
    if (!loaded || Object.keys(answers).length === 0) return;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    setStatus((s) => (s === 'not-saved' ? s : 'saving'));
    saver.change({ kind: spec.kind, version: spec.version, lang: spec.lang, answers, step, updatedAt: Date.now() });
  }, [answers, step, loaded, spec, saver]);

  // A page hidden (the phone locked, another app, the tab left) may never run
  // again: what waits is written now.
  useEffect(() => {
    const now = () => void saver.flush();
    const onHide = () => document.visibilityState === 'hidden' && now();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', now);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', now);
      now();
    };
  }, [saver]);

  return {
    status,
    kept,
    /** "Delete this draft": nothing waiting is written, and the kept row goes. */
    remove: async () => {
      saver.cancel();
      await deleteDraft(spec.kind);
      setKept(false);
      setStatus('deleted');
    },
    /** In the outbox now, which keeps it until it is sent: it leaves the device's drafts. */
    sent: (outcome: 'stored' | 'queued') => {
      saver.cancel();
      void deleteDraft(spec.kind);
      setKept(false);
      setStatus(outcome === 'queued' ? 'queued' : 'sent');
    },
  };
}
