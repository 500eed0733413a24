/**
 * The 'Document Preparation Request' form (docs/architecture.md, "Data flows"): in the
 * contact section of home, service and document pages, and on the contact
 * page with that page's labels. Submitting writes the request to the outbox
 * first, then waits for the first attempt while the button says it is
 * sending; the toast then tells what happened.
 */
import '@/i18n/late/requests';
import { NativeSelect, Radio, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  REQUEST_DOCUMENT_TYPES,
  REQUEST_SERVICES,
  URGENCIES,
  type RequestDocumentType,
  type RequestService,
} from '@/business/config';
import { requestSchema, type RequestField } from '@/domain/request/schema';
import {
  initialRequestValues,
  problemValues,
  requestPayload,
  whatsappConsent,
  whatsappProblem,
  type RequestFormValues,
  type WhatsappChoice as WhatsappChoiceValue,
} from './request-form-model';
import { ContactFields } from './contact-fields';
import { WhatsappChoice } from './whatsapp-choice';
import { sendRequest } from './send-request';
import { prepareSending } from './prepare-sending';
import { useHumanSignals } from './human-signals';
import { focusFirstInvalidField } from '@/ui/focus-first-invalid';
import { useEarlyValues } from '@/ui/early-input';
import { asChecked, figure } from '@/business/legal-facts';
import { DRAFT_LINK } from '../drafts';
import { LocalLink } from '@/ui/local-link';
import { LazyRegion } from '@/ui/lazy-region';
import { SubmitButton } from '@/ui/submit-button';
import type { ChosenPaper } from '../papers';
import { PapersField, PapersSending } from './papers-field';

export interface RequestFormProps {
  /** 'contact-page' uses the contact page's own labels. */
  variant?: 'section' | 'contact-page';
  defaultService?: RequestService;
  defaultDocumentType?: RequestDocumentType;
}

const resolve = schemaResolver(requestSchema, { sync: true });

export function RequestForm({ variant = 'section', defaultService, defaultDocumentType }: RequestFormProps) {
  const intl = useIntl();
  // The page's language: the intl provider follows the URL's.
  const lang = intl.locale.startsWith('hi') ? 'hi' : 'en';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The MP stamp duty of the chosen document, from the register of dated facts (docs/legal-facts.md).
  const stampHint = (documentType: string) =>
    documentType === 'affidavit'
      ? t('requests.form.stampHint.affidavit', {
          duty: figure('mp.stamp.affidavit', lang),
          checked: asChecked(lang, 'mp.stamp.affidavit'),
        })
      : documentType === 'sale_deed'
        ? t('requests.form.stampHint.sale_deed', {
            duty: figure('mp.stamp.sale-deed', lang),
            fee: figure('mp.registration-fee.sale-deed', lang),
            checked: asChecked(lang, 'mp.stamp.sale-deed', 'mp.registration-fee.sale-deed'),
          })
        : undefined;
  const titleId = useId();
  const [submitting, setSubmitting] = useState(false);
  const contactPage = variant === 'contact-page';

  const form = useForm<RequestFormValues & WhatsappChoiceValue>({
    initialValues: { ...initialRequestValues(defaultService, defaultDocumentType), whatsapp: false },
    // The schema's messages are message ids (src/domain/request/schema.ts).
    validate: (values) => {
      const errors = Object.fromEntries(
        Object.entries(resolve(values)).map(([field, id]) => [
          field,
          t(String(id), problemValues(field as RequestField)),
        ]),
      );
      const mobile = whatsappProblem(values);
      return mobile ? { ...errors, phone: t(mobile.id) } : errors;
    },
  });

  // On the contact page the form is prerendered: what was typed before it hydrated is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyValues(
    formRef,
    ({ path, value }) => path && form.setFieldValue(path as keyof RequestFormValues, value as never),
  );

  const human = useHumanSignals();
  // Papers chosen for this request, and, once sent, whose papers are on their way (the request's id).
  const [papers, setPapers] = useState<ChosenPaper[]>([]);
  const [papersOf, setPapersOf] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const sent = await sendRequest(
        { ...requestPayload(values, lang, (id) => t(id), human.read()), ...whatsappConsent(values) },
        t,
        { papers, onPapersKept: setPapersOf },
      );
      if (sent) {
        form.reset(); // otherwise the form keeps what was typed
        setPapers([]);
      }
    } finally {
      setSubmitting(false);
    }
  }, focusFirstInvalidField);

  // The placeholder option comes first and cannot be chosen again.
  const options = (placeholder: string, values: readonly string[], prefix: string) => [
    { value: '', label: placeholder, disabled: true },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];

  return (
    // The form is prerendered and its button works at once: until the page is
    // ready the page's loader holds a tap on it and replays it then
    // (docs/slow-phones-and-flaky-networks.md, "How a tap travels"). Without
    // scripts at all, a native send is a POST: the visitor's details never go
    // into the address.
    <form ref={formRef} method="post" onSubmit={submit} onFocus={prepareSending} noValidate aria-labelledby={titleId}>
      {human.trap}
      <Stack gap="md">
        {/* On /contact-us the form's title comes straight after the page's h1; elsewhere it sits in a section with an h2. */}
        <Title order={contactPage ? 2 : 3} size="h3" id={titleId} c="navy.9">
          {t('requests.form.title')}
        </Title>
        {/* The guided drafts (docs/drafts.md): the same request, answered question by question. */}
        <LocalLink to="/drafts" style={{ color: 'var(--mantine-color-navy-7)', fontWeight: 600 }}>
          {DRAFT_LINK.instead[lang]}
        </LocalLink>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ContactFields
            t={t}
            inputProps={(field) => form.getInputProps(field)}
            nameLabel={contactPage ? 'requests.form.fullName' : 'requests.form.name'}
          />
          <NativeSelect
            label={t(contactPage ? 'requests.form.serviceRequired' : 'requests.form.service')}
            data={options(t('requests.form.servicePlaceholder'), REQUEST_SERVICES, 'requests.service')}
            required
            {...form.getInputProps('service')}
          />
          <NativeSelect
            label={t('requests.form.documentType')}
            data={options(t('requests.form.documentTypePlaceholder'), REQUEST_DOCUMENT_TYPES, 'requests.documentType')}
            description={stampHint(form.values.documentType)}
            required
            {...form.getInputProps('documentType')}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('requests.form.urgency')}
          description={t('requests.form.urgencyHint')}
          {...form.getInputProps('urgency')}
        >
          <Stack gap={8} mt={6}>
            {URGENCIES.map((urgency) => (
              // size md: a 24 px target (WCAG 2.2 target size).
              <Radio key={urgency} value={urgency} size="md" label={t(`requests.urgency.${urgency}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('requests.form.message')}
          description={t('requests.form.messageHint')}
          placeholder={t('requests.form.messagePlaceholder')}
          rows={4}
          {...form.getInputProps('message')}
        />
        <WhatsappChoice t={t} inputProps={form.getInputProps('whatsapp', { type: 'checkbox' })} />
        <PapersField papers={papers} onChange={setPapers} t={t} />
        <SubmitButton size="md" color="saffron.8" sending={submitting} sendingLabel={t('requests.form.sending')}>
          {t('requests.form.submit')}
        </SubmitButton>
        {papersOf && (
          <LazyRegion loading={null} retry={PapersSending.retry} alternatives={null}>
            <PapersSending requestRef={papersOf} />
          </LazyRegion>
        )}
      </Stack>
    </form>
  );
}
