/**
 * "Send to the firm" under a finished guided draft (docs/drafts.md,
 * "Sending"): the request form's contact fields and rules, and the draft's
 * answers with them, through the outbox like any request. The drafts page
 * loads it when the draft is finished, so its first load stays small.
 */
import '@/i18n/late/requests';
import { Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Lang } from '@/i18n/lang';
import type { RequestDocumentType } from '@/business/config';
import { DRAFT_MAX_BYTES, draftBytes, draftForSending, type Draft } from '@/domain/draft';
import { focusFirstInvalidField } from '@/ui/focus-first-invalid';
import { SubmitButton } from '@/ui/submit-button';
import { useHumanSignals } from './human-signals';
import { prepareSending } from './prepare-sending';
import {
  initialRequestValues,
  requestPayload,
  requestRules,
  whatsappConsent,
  whatsappProblem,
  type FieldProblem,
} from './request-form-model';
import { ContactFields } from './contact-fields';
import { WhatsappChoice } from './whatsapp-choice';
import { sendRequest, type SendOutcome } from './send-request';
import type { ChosenPaper } from '../papers';
import { PapersField } from './papers-field';

export interface DraftSendingProps {
  lang: Lang;
  draft: Draft;
  documentType: RequestDocumentType;
  /** Stored or queued: the draft may leave the device. */
  onSent: (outcome: SendOutcome) => void;
}

export function DraftSending({ lang, draft, documentType, onSent }: DraftSendingProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const human = useHumanSignals();
  const [papers, setPapers] = useState<ChosenPaper[]>([]);
  const message = (problem: FieldProblem | null) => (problem ? t(problem.id, problem.values) : null);
  const form = useForm({
    initialValues: { name: '', email: '', phone: '', whatsapp: false },
    validate: {
      name: (v) => message(requestRules.name(v)),
      email: (v) => message(requestRules.email(v)),
      phone: (v, values) => message(requestRules.phone(v) ?? whatsappProblem(values)),
    },
  });

  const submit = form.onSubmit(async ({ whatsapp, ...contact }) => {
    const answers = draftForSending(draft);
    setTooLarge(draftBytes(answers) > DRAFT_MAX_BYTES);
    if (draftBytes(answers) > DRAFT_MAX_BYTES) return;
    setSubmitting(true);
    try {
      const values = { ...initialRequestValues('legal_documentation', documentType), ...contact };
      const payload = {
        ...requestPayload(values, lang, (id) => t(id), human.read()),
        draft: answers,
        ...whatsappConsent({ whatsapp }),
      };
      // Once sent, the draft's page moves on; the papers' progress is under "My requests" on /track.
      const outcome = await sendRequest(payload, t, { papers });
      if (outcome) onSent(outcome);
    } finally {
      setSubmitting(false);
    }
  }, focusFirstInvalidField);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} onFocus={prepareSending} noValidate>
        {human.trap}
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {t('requests.draft.title')}
          </Title>
          <Text size="sm">{t('requests.draft.intro')}</Text>
          {/* One column: the form sits under the questions, a third of the page wide on a desktop. */}
          <Stack gap="md">
            <ContactFields t={t} inputProps={(field) => form.getInputProps(field)} />
            <WhatsappChoice t={t} inputProps={form.getInputProps('whatsapp', { type: 'checkbox' })} />
            <PapersField papers={papers} onChange={setPapers} t={t} />
          </Stack>
          {tooLarge && (
            <Text c="red.8" role="alert">
              {t('requests.draft.tooLarge')}
            </Text>
          )}
          <SubmitButton
            size="md"
            color="saffron.8"
            sending={submitting}
            sendingLabel={t('requests.form.sending')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('requests.draft.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
