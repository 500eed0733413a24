/**
 * A draft kept on the phone (docs/drafts.md, "On the device"): "Saved on
 * this phone" only once the latest answers are written; a page hidden
 * within the save's delay writes them at once, and the IndexedDB write
 * completes; a draft kept for the questions' version 1 opens with its
 * answers kept where the question still exists.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftBuilder } from '@/features/drafts/builder';
import { SPECS, TEXTS } from '../support/shared/draft-specs';
import { draftSaver, SAVE_DELAY_MS } from '@/features/drafts/store';
import { firstOpenStep, upgradeAnswers } from '@/features/drafts/upgrade';
import { getDatabase } from '@/offline/db';
import type { SavedDraft } from '@/offline/saved-draft';
import { renderPage } from '../support/unit/render';

const spec = SPECS['rent-agreement'].en;
const kept = () => getDatabase().drafts.get('rent-agreement');
const draft = (answers: Record<string, string>): SavedDraft => ({
  kind: 'rent-agreement',
  version: spec.version,
  lang: 'en',
  answers,
  step: 0,
  updatedAt: Date.now(),
});

/** The page is hidden: the phone locked, another app opened, the tab left. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await getDatabase().drafts.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the saver', () => {
  it('writes the latest draft at once on flush, long before its delay, and the write completes', async () => {
    const settled = vi.fn();
    const saver = draftSaver(settled, { delayMs: 60_000 });
    saver.change(draft({ landlordName: 'Ramesh' }));
    saver.change(draft({ landlordName: 'Ramesh Gupta' }));
    await saver.flush();
    expect((await kept())?.answers).toEqual({ landlordName: 'Ramesh Gupta' });
    expect(settled).toHaveBeenCalledExactlyOnceWith(true, true);
  });

  it('a write overtaken by a newer change is not the latest', async () => {
    const settled = vi.fn();
    let finish!: () => void;
    const saver = draftSaver(settled, {
      delayMs: 60_000,
      write: () => new Promise<boolean>((resolve) => (finish = () => resolve(true))),
    });
    saver.change(draft({ landlordName: 'Ramesh' }));
    const writing = saver.flush();
    saver.change(draft({ landlordName: 'Ramesh Gupta' }));
    finish();
    await writing;
    expect(settled).toHaveBeenCalledExactlyOnceWith(true, false);
    saver.cancel();
  });
});

describe('the builder', () => {
  it('says "Saved on this phone" only once the latest answer is written, and writes it when the page is hidden', async () => {
    await renderPage(<DraftBuilder spec={spec} />);
    // The kept draft has been read (none): from now on changes are written.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const name = screen.getByLabelText(spec.steps[0]!.questions[0]!.label, { exact: false });
    fireEvent.change(name, { target: { value: 'Ramesh Gupta' } });
    // Typed, not yet written: no "Saved".
    expect(screen.queryByText(TEXTS.en.saved)).toBeNull();
    // Hidden before the save's delay has passed: written now, without the timer.
    await act(async () => {
      hidePage();
      await vi.waitFor(async () => expect((await kept())?.answers.landlordName).toBe('Ramesh Gupta'));
    });
    expect(vi.getTimerCount()).toBe(0);
    await vi.waitFor(() => expect(screen.getByText(TEXTS.en.saved)).toBeTruthy());
    // A newer answer: "Saved" goes until it is written, a delay later.
    fireEvent.change(name, { target: { value: 'Ramesh Kumar Gupta' } });
    expect(screen.queryByText(TEXTS.en.saved)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(SAVE_DELAY_MS);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.getByText(TEXTS.en.saved)).toBeTruthy());
    expect((await kept())?.answers.landlordName).toBe('Ramesh Kumar Gupta');
  });

  it('opens a draft kept for version 1 with the answers whose questions are still asked, at the first step left to answer', async () => {
    await getDatabase().drafts.put({
      ...draft({
        landlordName: 'Ramesh Gupta',
        landlordParent: 'Suresh Gupta',
        use: 'residential',
        sublet: 'sometimes',
        gone: 'x',
      }),
      version: 1,
      step: 5,
    });
    await renderPage(<DraftBuilder spec={spec} />);
    await vi.waitFor(() => expect(screen.getByText(TEXTS.en.upgraded)).toBeTruthy());
    // The relation is new in version 2: the first step is asked again, with what was kept.
    expect(screen.getByLabelText(spec.steps[0]!.questions[0]!.label, { exact: false })).toHaveProperty(
      'value',
      'Ramesh Gupta',
    );
    expect(
      upgradeAnswers(spec, { landlordName: 'Ramesh Gupta', use: 'residential', sublet: 'sometimes', gone: 'x' }),
    ).toEqual({ landlordName: 'Ramesh Gupta', use: 'residential' });
    expect(
      firstOpenStep(spec, { landlordName: 'Ramesh Gupta', landlordRelation: 'son', landlordParent: 'Suresh Gupta' }),
    ).toBe(1);
    // An answer asked under another id now comes along.
    expect(upgradeAnswers(SPECS.affidavit.en, { age: '34', deponentName: 'Meena' })).toEqual({
      deponentAge: '34',
      deponentName: 'Meena',
    });
  });
});
