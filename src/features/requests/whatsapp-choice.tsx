/**
 * "Send me updates on WhatsApp", unticked, with one line on what is sent and
 * how to stop (docs/whatsapp.md, "Consent"): under the request form and a
 * guided draft's "Send to the firm". Ticked, it also says how a number that
 * once replied STOP gets updates again: only the number itself can, by
 * writing to the firm (docs/whatsapp.md, "Stopping"). Every client who ticks
 * reads it: the form never asks whether a number stopped, which would tell
 * anyone who typed it that the number wrote to the firm.
 */
import { Anchor, Checkbox, Text } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import type { GetInputPropsReturnType } from '@mantine/form';
import { business, whatsappLink } from '@/business/config';
import type { Say } from './send-request';

/** What the client sends to start again; any message does (the webhook's rule), this one says so. */
const START = 'START';

export function WhatsappChoice({ t, inputProps }: { t: Say; inputProps: GetInputPropsReturnType }) {
  return (
    <div>
      {/* size md: a 24 px target (WCAG 2.2 target size), as the radios. */}
      <Checkbox
        size="md"
        label={t('requests.form.whatsapp')}
        description={t('requests.form.whatsappHint')}
        {...inputProps}
      />
      {Boolean(inputProps.checked) && (
        <Text size="sm" mt="xs" ml={36}>
          {t('requests.form.whatsappStopped')}{' '}
          <Anchor href={whatsappLink(START, business.whatsappUpdates)} target="_blank" rel="noopener noreferrer">
            {t('requests.form.whatsappStart')}
          </Anchor>
        </Text>
      )}
    </div>
  );
}
