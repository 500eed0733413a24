import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { savingData } from '@/offline/offline-pages';
import { IconRefresh } from '@tabler/icons-react';
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError } from '@/platform/load-chunk';
import { Button } from '@/ui/button';
import { hasNavigatedInApp, loadPageInFull, mayLoadInFull } from '../frame/client-navigation';
import { LocalLink } from '@/ui/local-link';
import { useT } from '@/ui/use-lang';
import { DocumentShell } from '../frame/document-shell';

/**
 * A page whose code could not be downloaded after a client-side navigation
 * is loaded in full (its prerendered HTML reads without scripts); true while
 * that load is under way. Offline, only the service worker can answer a
 * full load (the browser would show its own offline page): without one, the
 * error page shows, and the page loads in full once the connection is back.
 */
function useFullPageLoad(error: unknown): boolean {
  const path = useRouterState({ select: (s) => s.location.href });
  // Decided once: the record loadPageInFull leaves must not change it while the new page loads.
  const [href] = useState(() => {
    if (!isChunkLoadError(error) || !hasNavigatedInApp()) return null;
    const full = new URL(path, window.location.origin).href;
    return mayLoadInFull(full) ? full : null;
  });
  const [now, setNow] = useState(
    () => typeof navigator === 'undefined' || navigator.onLine || !!navigator.serviceWorker?.controller,
  );
  useEffect(() => {
    if (!href) return;
    if (now) {
      loadPageInFull(href);
      return;
    }
    const online = () => setNow(true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [href, now]);
  return href !== null && now;
}

/**
 * The site's own error page (the router's default is an English developer
 * screen): what happened in the page's language, inside the site frame,
 * with a way to try again and a way home. A download that failed says so
 * (the visitor can do something about the connection); anything else is
 * our problem, and is logged.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const t = useT();
  const download = isChunkLoadError(error);
  const loadingInFull = useFullPageLoad(error);
  useEffect(() => {
    if (!download) console.error('Page error', error);
  }, [download, error]);
  if (loadingInFull) return null;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="gray.7" maw={520}>
          {t(download ? 'error.offlineText' : 'error.text')}
        </Text>
        {download && savingData() && (
          <Text c="gray.7" maw={520}>
            {t('error.savingData')}
          </Text>
        )}
        <Group justify="center" mt="md">
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('action.tryAgain')}
          </Button>
          <Button variant="default" component={LocalLink} to="/">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The root's own failures (its messages could not load): the same page, with the document around it. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <DocumentShell>
      <ErrorPage {...props} />
    </DocumentShell>
  );
}
