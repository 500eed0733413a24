/**
 * The footer's newsletter form (spec §4, §5, §8). A sign-up goes through the
 * outbox like a request: written on the device first, so one made offline is
 * sent when the connection returns. The subscribe step is the RPC
 * subscribe_newsletter, which answers 'already subscribed' without letting
 * anyone read the list.
 */
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isValidEmail } from '../../lib/api/validation';
import { showToast } from '../requests';
import { focusFirstInvalidField } from '../../ui/focus-first-invalid';
import type { NewsletterStatus } from '../../lib/api/database';

type T = (id: string) => string;

const resultToast = (t: T, status: NewsletterStatus | undefined) =>
  status === 'already_subscribed'
    ? { title: t('newsletter.toast.existsTitle'), message: t('newsletter.toast.existsText') }
    : { title: t('newsletter.toast.successTitle'), message: t('newsletter.toast.successText') };

/** A sign-up queued earlier, sent now (by this tab, another one or the worker): say so here too. */
function useQueuedSignUpNotices() {
  const intl = useIntl();
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  useEffect(() => {
    let off = () => {};
    let cancelled = false;
    void import('../../offline/outbox').then((outbox) => {
      if (cancelled) return;
      off = outbox.onOutboxEvent((event) => {
        if (event.type === 'changed' || event.kind !== 'newsletter' || outbox.isAnnouncedHere(event.id)) return;
        const t: T = (id) => intlRef.current.formatMessage({ id });
        if (event.type === 'delivered' && event.queued)
          void showToast(resultToast(t, event.newsletterStatus), { queue: true });
        if (event.type === 'stopped') {
          void showToast(
            {
              title: t('newsletter.toast.failureTitle'),
              message: t('newsletter.toast.failureText'),
              destructive: true,
            },
            { queue: true },
          );
        }
      });
    });
    return () => {
      cancelled = true;
      off();
    };
  }, []);
}

export function NewsletterForm() {
  const intl = useIntl();
  // The page's language: the intl provider follows the URL's.
  const lang = intl.locale.startsWith('hi') ? 'hi' : 'en';
  const t: T = (id) => intl.formatMessage({ id });
  const [submitting, setSubmitting] = useState(false);
  useQueuedSignUpNotices();

  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v: string) =>
        v.trim() === '' ? t('newsletter.error.required') : isValidEmail(v) ? null : t('newsletter.error.invalid'),
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const { submitToOutbox } = await import('../../offline/outbox');
      const result = await submitToOutbox({ kind: 'newsletter', payload: { email: email.trim(), language: lang } });
      if (result.outcome === 'failed') {
        void showToast({
          title: t('newsletter.toast.failureTitle'),
          message: t('newsletter.toast.failureText'),
          destructive: true,
        });
        return;
      }
      if (result.outcome === 'delivered') void showToast(resultToast(t, result.newsletterStatus));
      else void showToast({ title: t('newsletter.toast.queuedTitle'), message: t('newsletter.toast.queuedText') });
      form.reset();
    } catch (err) {
      console.error(err);
      void showToast({
        title: t('newsletter.toast.failureTitle'),
        message: t('newsletter.toast.failureText'),
        destructive: true,
      });
    } finally {
      setSubmitting(false);
    }
  }, focusFirstInvalidField);

  return (
    <form onSubmit={submit} noValidate aria-label={t('newsletter.label')}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          aria-label={t('newsletter.label')}
          placeholder={t('newsletter.placeholder')}
          autoComplete="email"
          required
          style={{ flex: 1 }}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          color="saffron.8"
          disabled={submitting}
          leftSection={submitting ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
        >
          {t(submitting ? 'newsletter.subscribing' : 'newsletter.subscribe')}
        </Button>
      </Group>
      <Text size="xs" mt="xs" c="gray.4">
        {t('footer.consent')}
      </Text>
    </form>
  );
}
