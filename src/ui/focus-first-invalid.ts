import type { SyntheticEvent } from 'react';

/**
 * A form's validation-failure handler (@mantine/form's onSubmit(send, this)):
 * after a submit that failed validation, the keyboard moves to the first field
 * marked invalid, in the form's order, so its label and its error (linked by
 * aria-describedby) are read out and typing fixes it. It runs once React has
 * rendered the errors, which is when aria-invalid is set.
 */
export function focusFirstInvalidField(_errors: unknown, _values: unknown, event?: SyntheticEvent<HTMLFormElement>) {
  const form = event?.currentTarget;
  if (!form) return;
  window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
