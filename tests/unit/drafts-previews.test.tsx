/**
 * The preview in the other language (docs/drafts.md, "Budgets"): its words
 * are a chunk of their own, downloaded once the page is ready; a download
 * that fails says so where the preview would be, with Try again, and the
 * builder goes on in the page's language meanwhile.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { DraftBuilder } from '@/features/drafts/builder';
import { draftSpecs } from '@/features/drafts/documents';
import { ChunkLoadError } from '@/platform/load-chunk';
import { messages } from '../support/shared/catalogue';
import { SPECS, TEXTS } from '../support/shared/draft-specs';
import { renderPage } from '../support/unit/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the Hindi preview once its chunk is in; a failed download says so, and Try again brings it', async () => {
  const load = vi
    .spyOn(draftSpecs, 'load')
    .mockRejectedValueOnce(new ChunkLoadError(new Error('Failed to fetch dynamically imported module')))
    .mockResolvedValueOnce(SPECS['rent-agreement'].hi);
  await renderPage(<DraftBuilder spec={SPECS['rent-agreement'].en} />);
  const hindi = () => screen.queryByRole('article', { name: 'हिंदी में पूर्वावलोकन' });

  // The page's own preview at once; the other's download starts once the page is ready, and fails.
  expect(screen.getByRole('article', { name: 'Preview in English' })).toBeTruthy();
  await vi.waitFor(() => expect(screen.getByText(messages.en['region.failed']!)).toBeTruthy());
  expect(load).toHaveBeenCalledWith('rent-agreement', 'hi');
  expect(hindi()).toBeNull();
  // The builder does not wait for it.
  fireEvent.change(screen.getByLabelText(SPECS['rent-agreement'].en.steps[0]!.questions[0]!.label, { exact: false }), {
    target: { value: 'Ramesh Gupta' },
  });

  // Asked for on a phone, it says what happened, with Try again.
  fireEvent.click(screen.getByRole('button', { name: TEXTS.en.showOther }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.en['action.tryAgain'] })));
  await vi.waitFor(() => expect(hindi()).toBeTruthy());
  expect(load).toHaveBeenCalledTimes(2);
  // In Hindi, with the answer typed meanwhile.
  expect(within(hindi()!).getByText('किरायानामा')).toBeTruthy();
  expect(hindi()!.textContent).toContain('Ramesh Gupta');
  expect(screen.queryByText(messages.en['region.failed']!)).toBeNull();
});
