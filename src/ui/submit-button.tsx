/**
 * A form's submit button: while the form sends, it is disabled and says so
 * in words, with a spinner before them (the request form, the draft's "Send
 * to the firm", the newsletter, the track form). Not Mantine's `loading`: it
 * hides the label behind its loader, and a visitor on a slow link should read
 * what is happening, not only see it move; the words are the button's name,
 * so a screen reader reads them too. Before hydration it is the prerendered
 * `<button type="submit">`, whose tap the page's loader holds
 * (docs/slow-phones-and-flaky-networks.md, "A tap on a button").
 */
import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type Props = Omit<ButtonProps, 'loading' | 'loaderProps' | 'leftSection'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'> & {
    /** The form is sending: the button is disabled and shows `sendingLabel`. */
    sending: boolean;
    sendingLabel: ReactNode;
    children: ReactNode;
  };

export function SubmitButton({ sending, sendingLabel, children, disabled, ...props }: Props) {
  return (
    <Button
      type="submit"
      disabled={sending || disabled}
      // 16 px on a size md button, 14 on the default: a line of its text.
      leftSection={
        sending ? <Loader size="calc(var(--button-height) / 2.6)" color="currentColor" aria-hidden /> : undefined
      }
      {...props}
    >
      {sending ? sendingLabel : children}
    </Button>
  );
}
