/**
 * The footer's newsletter form. A sign-up goes through the outbox like a
 * request: written on the device first, so one made offline is sent when the
 * connection returns. subscribe_newsletter e-mails the address a link to
 * confirm and answers the same whether or not it was on the list
 * (docs/security.md, "Newsletter"): the form says to open the link. A queued
 * sign-up sent later is announced by the outbox indicator, which every tab
 * with outbox work mounts (the form loads as the footer nears the screen).
 */
import '@/i18n/late/newsletter';
import { Group, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { useIntl } from 'react-intl';
import { newsletterSchema } from '@/domain/request/schema';
import { isLimitRefusal, prepareSending, showToast, useHumanSignals } from '../requests';
import { focusFirstInvalidField } from '@/ui/focus-first-invalid';
import { SubmitButton } from '@/ui/submit-button';
import { loadChunk } from '@/platform/load-chunk';
import type { NewsletterEntry } from './outbox-kind';

type T = (id: string) => string;

const resolve = schemaResolver(newsletterSchema, { sync: true });

export function NewsletterForm() {
  const intl = useIntl();
  // The page's language: the intl provider follows the URL's.
  const lang = intl.locale.startsWith('hi') ? 'hi' : 'en';
  const t: T = (id) => intl.formatMessage({ id });
  const [submitting, setSubmitting] = useState(false);

  const form = useForm({
    initialValues: { email: '' },
    // The schema's messages are message ids (src/domain/request/schema.ts).
    validate: (values) =>
      Object.fromEntries(Object.entries(resolve(values)).map(([field, id]) => [field, t(String(id))])),
  });

  const human = useHumanSignals();

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      // The outbox, with the sign-up's kind registered (docs/architecture.md, "The outbox and its kinds").
      const [{ submitToOutbox }] = await Promise.all([
        loadChunk(() => import('@/offline/outbox')),
        loadChunk(() => import('./outbox-kind')),
      ]);
      const result = await submitToOutbox<NewsletterEntry>({
        kind: 'newsletter',
        payload: { ...v.parse(newsletterSchema, { email }), language: lang, signals: human.read() },
      });
      if (result.outcome === 'failed') {
        const limited = isLimitRefusal(result.error);
        void showToast({
          title: t(limited ? 'newsletter.toast.limitTitle' : 'newsletter.toast.failureTitle'),
          message: t(limited ? 'newsletter.toast.limitText' : 'newsletter.toast.failureText'),
          destructive: true,
        });
        return;
      }
      if (result.outcome === 'not-kept') {
        void showToast({
          title: t('newsletter.toast.notKeptTitle'),
          message: t('newsletter.toast.notKeptText'),
          destructive: true,
        });
        return; // the form keeps the address
      }
      if (result.outcome === 'queued') {
        void showToast({
          title: t('newsletter.toast.queuedTitle'),
          message: t(result.inBackground ? 'newsletter.toast.queuedText' : 'newsletter.toast.queuedTextNextVisit'),
        });
      } else {
        // 'delivered' ('saved' is a request's: a sign-up has one step)
        void showToast({ title: t('newsletter.toast.pendingTitle'), message: t('newsletter.toast.pendingText') });
      }
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
    <form onSubmit={submit} onFocus={prepareSending} noValidate aria-label={t('newsletter.label')}>
      {human.trap}
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
        <SubmitButton color="saffron.8" sending={submitting} sendingLabel={t('newsletter.subscribing')}>
          {t('newsletter.subscribe')}
        </SubmitButton>
      </Group>
      <Text size="xs" mt="xs" c="gray.4">
        {t('footer.consent')}
      </Text>
    </form>
  );
}
