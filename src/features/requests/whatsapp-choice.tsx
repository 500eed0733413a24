/**
 * "Send me updates on WhatsApp", unticked, with one line on what is sent and
 * how to stop (docs/whatsapp.md, "Consent"): under the request form and a
 * guided draft's "Send to the firm".
 */
import { Checkbox } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Say } from './send-request';

export function WhatsappChoice({ t, inputProps }: { t: Say; inputProps: GetInputPropsReturnType }) {
  return (
    // size md: a 24 px target (WCAG 2.2 target size), as the radios.
    <Checkbox
      size="md"
      label={t('requests.form.whatsapp')}
      description={t('requests.form.whatsappHint')}
      {...inputProps}
    />
  );
}
