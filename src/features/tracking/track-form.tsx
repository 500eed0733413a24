/**
 * "Check your request": the order number and the phone number or e-mail
 * given with it show the request's status and history (track_request). The
 * server answers the same for an unknown order and a wrong phone, so the
 * page can only say that the two do not match.
 */
import '@/i18n/late/requests';
import '@/i18n/late/tracking';
import { Alert, Stack, Text, TextInput, Title } from '@mantine/core';
import alertCss from '@mantine/core/styles/Alert.css?inline';
import '@mantine/core/styles/Input.css';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api/errors';
import type { TrackedRequest } from '@/api/database';
import { normaliseOrderId, trackRequest } from '@/api/tracking';
import { phoneKey } from '@/domain/request/phone-key';
import { focusFirstInvalidField } from '@/ui/focus-first-invalid';
import { useHydrated } from '@/ui/hydrated';
import { useEarlyValues } from '@/ui/early-input';
import { SubmitButton } from '@/ui/submit-button';
import { keepIfSentHere } from './sent-requests';
import { StatusBadge, StatusTimeline, TIMELINE_CSS, useFormatDate } from './status-timeline';
import { WhatsappStop } from './whatsapp-stop';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// Shown once a request is found: its own chunk, so /track's first load stays as it was (docs/performance.md, "Papers").
const TrackedPapers = lazyChunk(() => import('./tracked-papers').then((m) => m.TrackedPapers));

/** Styles the page renders once (src/ui/page-styles.tsx). */
export const TRACKING_CSS = [alertCss, TIMELINE_CSS];

type Problem = 'notFound' | 'limited' | 'offline' | 'failed';
type Answer = { kind: 'found'; tracked: TrackedRequest; contact: string } | { kind: Problem };

/** An e-mail, or a phone whose key has its ten digits: what track_request can match. */
const isEmailOrPhone = (text: string) => text.includes('@') || phoneKey(text).length === 10;

/** What went wrong, as the visitor is told it. */
function problemOf(err: unknown): Problem {
  if (err instanceof ApiError && err.code === 'SLLIM') return 'limited';
  if ((err instanceof ApiError && err.status === 0) || !navigator.onLine) return 'offline';
  return 'failed';
}

/** `orderId`: the order number to fill in (the address's ?order=), once known. */
export function TrackForm({ orderId }: { orderId?: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const interactive = useHydrated();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const form = useForm({
    initialValues: { orderId: '', contact: '' },
    validate: {
      orderId: (v) => (normaliseOrderId(v) ? null : t('track.error.orderId')),
      contact: (v) => (isEmailOrPhone(v) ? null : t('track.error.contact')),
    },
  });

  // What was typed before the page was interactive is kept; the address's
  // order number fills the field unless the visitor has typed one.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyValues(
    formRef,
    ({ path, value }) => path && form.setFieldValue(path as 'orderId' | 'contact', String(value)),
  );
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (orderId && getValues().orderId === '') setFieldValue('orderId', orderId);
  }, [orderId, setFieldValue, getValues]);

  const submit = form.onSubmit(async (values) => {
    setChecking(true);
    setAnswer(null);
    try {
      const tracked = await trackRequest(normaliseOrderId(values.orderId)!, values.contact);
      setAnswer(tracked ? { kind: 'found', tracked, contact: values.contact } : { kind: 'notFound' });
      if (tracked) await keepIfSentHere(tracked);
    } catch (err) {
      setAnswer({ kind: problemOf(err) });
    } finally {
      setChecking(false);
    }
  }, focusFirstInvalidField);

  return (
    <Stack gap="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Title id={titleId} order={2} size="h3" c="navy.9">
            {t('track.form.title')}
          </Title>
          <TextInput
            label={t('track.form.orderId')}
            description={t('track.form.orderIdHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            {...form.getInputProps('orderId')}
          />
          <TextInput
            label={t('track.form.contact')}
            description={t('track.form.contactHint')}
            autoComplete="email"
            required
            {...form.getInputProps('contact')}
          />
          <SubmitButton
            color="saffron"
            size="md"
            sending={checking}
            sendingLabel={t('track.form.checking')}
            disabled={!interactive}
          >
            {t('track.form.submit')}
          </SubmitButton>
        </Stack>
      </form>
      <div aria-live="polite">{answer && <TrackAnswer answer={answer} />}</div>
    </Stack>
  );
}

function TrackAnswer({ answer }: { answer: Answer }) {
  const intl = useIntl();
  if (answer.kind !== 'found') {
    return (
      <Alert color={answer.kind === 'notFound' ? 'saffron' : 'red'} variant="light">
        {intl.formatMessage({ id: `track.${answer.kind}` })}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <TrackedRequestCard tracked={answer.tracked} />
      <WhatsappStop tracked={answer.tracked} contact={answer.contact} />
      {/* Below what shows at once: its code arrives after the answer, and would push a button from under a finger. */}
      <LazyRegion loading={null} retry={TrackedPapers.retry}>
        <TrackedPapers tracked={answer.tracked} contact={answer.contact} />
      </LazyRegion>
    </Stack>
  );
}

/** A request as the customer may see it: order number, status now, and its history. */
export function TrackedRequestCard({ tracked, headingLevel = 3 }: { tracked: TrackedRequest; headingLevel?: 3 | 4 }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return (
    <Stack gap="sm">
      <Title order={headingLevel} size="h4" c="navy.9">
        {intl.formatMessage({ id: 'track.result.title' }, { orderId: tracked.order_id })}
      </Title>
      <Text size="sm" c="gray.7">
        {intl.formatMessage({ id: `requests.service.${tracked.service}` })} ·{' '}
        {intl.formatMessage({ id: `requests.documentType.${tracked.document_type}` })} ·{' '}
        {intl.formatMessage({ id: 'track.result.sentOn' }, { date: formatDate(tracked.created_at) })}
      </Text>
      <div>
        <Text size="sm" fw={600} c="gray.8" mb={4}>
          {intl.formatMessage({ id: 'track.result.now' })}
        </Text>
        <StatusBadge status={tracked.status} />
      </div>
      <Text size="sm" fw={600} c="gray.8">
        {intl.formatMessage({ id: 'track.result.history' })}
      </Text>
      <StatusTimeline tracked={tracked} />
    </Stack>
  );
}
