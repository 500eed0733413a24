/**
 * The newsletter page's body (docs/security.md, "Newsletter"). Opened from
 * the e-mailed link (/newsletter#confirm=<token>), a button confirms the
 * sign-up: a button, not a confirmation on load, because mail scanners open
 * links too. Otherwise it says how signing up works. The token is read once
 * hydrated (the prerendered page cannot know it).
 */
import '@/i18n/late/newsletter';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import alertCss from '@mantine/core/styles/Alert.css?inline';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/api/errors';
import { confirmNewsletter } from '@/api/newsletter';
import { NEWSLETTER_LINK_DAYS } from '@/business/config';
import type { NewsletterConfirmation as Answer } from '@/domain/request/schema';
import { useHydrated } from '@/ui/hydrated';
import { LocalLink } from '@/ui/local-link';

/** Styles the page renders once (src/ui/page-styles.tsx). */
export const CONFIRMATION_CSS = [alertCss];

type Outcome = Answer | 'offline' | 'failed';

/** The token of an e-mailed link: the address's fragment, `#confirm=<token>`. */
const confirmTokenOf = (hash: string): string | null => new URLSearchParams(hash).get('confirm') || null;

export function NewsletterConfirmation() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { days: NEWSLETTER_LINK_DAYS });
  const hydrated = useHydrated();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const token = hydrated ? confirmTokenOf(hash) : null;
  const about = (
    <Text>
      {t('newsletter.page.about')} <LocalLink to="#newsletter">{t('newsletter.page.subscribe')}</LocalLink>.
    </Text>
  );
  // Another link opened in the same tab starts afresh.
  return token ? <Confirm key={token} token={token} about={about} t={t} /> : about;
}

function Confirm({ token, about, t }: { token: string; about: ReactNode; t: (id: string) => string }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setConfirming(true);
    setOutcome(null);
    try {
      setOutcome(await confirmNewsletter(token));
    } catch (err) {
      setOutcome((err instanceof ApiError && err.status === 0) || !navigator.onLine ? 'offline' : 'failed');
    } finally {
      setConfirming(false);
    }
  };

  // An answer from the server is final; offline or failed, the button stays to try again.
  const done = outcome !== null && outcome !== 'offline' && outcome !== 'failed';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
        <Stack gap="md">
          <Title id={titleId} order={2} size="h3" c="navy.9">
            {t('newsletter.confirm.title')}
          </Title>
          {!done && (
            <>
              <Text>{t('newsletter.confirm.intro')}</Text>
              <Button
                color="saffron.8"
                size="md"
                loading={confirming}
                onClick={() => void confirm()}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(confirming ? 'newsletter.confirm.confirming' : 'newsletter.confirm.button')}
              </Button>
            </>
          )}
          <div aria-live="polite">{outcome && <ConfirmationAnswer outcome={outcome} t={t} />}</div>
        </Stack>
      </Paper>
      {outcome === 'invalid' && about}
    </Stack>
  );
}

/** A subscription and an address already subscribed say what the form's toasts said before (docs/security.md, "Newsletter"). */
function ConfirmationAnswer({ outcome, t }: { outcome: Outcome; t: (id: string) => string }) {
  const [color, title, text] = {
    subscribed: ['teal', t('newsletter.toast.successTitle'), t('newsletter.toast.successText')],
    already_subscribed: ['teal', t('newsletter.toast.existsTitle'), t('newsletter.toast.existsText')],
    invalid: ['saffron', undefined, t('newsletter.confirm.invalid')],
    offline: ['red', undefined, t('newsletter.confirm.offline')],
    failed: ['red', t('newsletter.toast.failureTitle'), t('newsletter.toast.failureText')],
  }[outcome];
  return (
    <Alert color={color} variant="light" title={title}>
      {text}
    </Alert>
  );
}
