/**
 * The forms' submit button (src/ui/submit-button.tsx): idle, it submits its
 * form under its label; sending, it is disabled and named by the sending
 * words, which stay on screen beside a spinner a screen reader skips.
 */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { SubmitButton } from '@/ui/submit-button';
import { renderPage } from '../support/unit/render';

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSending(true);
      }}
    >
      <SubmitButton sending={sending} sendingLabel="भेजा जा रहा है...">
        अनुरोध भेजें
      </SubmitButton>
    </form>
  );
}

it('submits its form, then says it is sending, disabled, with a spinner beside the words', async () => {
  let submitted = 0;
  await renderPage(<Form onSubmit={() => submitted++} />, { lang: 'hi' });
  const idle = screen.getByRole('button', { name: 'अनुरोध भेजें' });
  expect(idle).toHaveProperty('type', 'submit');
  expect(idle).not.toHaveProperty('disabled', true);
  expect(idle.querySelector('[aria-hidden]')).toBeNull();

  idle.click();
  const sending = await screen.findByRole('button', { name: 'भेजा जा रहा है...' });
  expect(submitted).toBe(1);
  expect(sending).toHaveProperty('disabled', true);
  // The words are shown, not hidden behind a loader as Mantine's `loading` does.
  expect(sending.hasAttribute('data-loading')).toBe(false);
  expect(sending.querySelector('[aria-hidden] .mantine-Loader-root, [aria-hidden].mantine-Loader-root')).not.toBeNull();
  sending.click();
  expect(submitted).toBe(1);
});

it('stays disabled when its form says so (the track form before it is interactive)', async () => {
  await renderPage(
    <SubmitButton sending={false} sendingLabel="Checking..." disabled>
      Show status
    </SubmitButton>,
  );
  expect(screen.getByRole('button', { name: 'Show status' })).toHaveProperty('disabled', true);
});
