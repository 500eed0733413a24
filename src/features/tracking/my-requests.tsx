/**
 * "My requests on this device": every request this device sent, with the
 * status it last saw, readable offline; read again from the server whenever
 * the page opens online or the connection comes back.
 */
import '@/i18n/late/requests';
import '@/i18n/late/tracking';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { lastKnownStatus, type SentRequest } from '@/offline/sent-request';
import { useHydrated } from '@/ui/hydrated';
import { listSentRequests, refreshSentRequests } from './sent-requests';
import { StatusBadge, useFormatDate } from './status-timeline';
import { TrackedRequestCard } from './track-form';
import { mayHaveDocument } from './document-status';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// Loaded for a request whose document may be ready (docs/request-tracking.md, "The finished document").
const MyDocument = lazyChunk(() => import('./my-document').then((m) => m.MyDocument));
// Loaded where papers wait: imported, the papers feature would be named in every page's route table
// (docs/performance.md, "Papers").
const PapersSending = lazyChunk(() => import('../papers').then((m) => m.PapersSending));

type Freshness = 'idle' | 'refreshing' | 'offline' | 'failed';

export function MyRequests({ headingId }: { headingId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const hydrated = useHydrated();
  const [sent, setSent] = useState<SentRequest[] | null>(null);
  const [freshness, setFreshness] = useState<Freshness>('idle');

  const refresh = useCallback(async () => {
    if (!navigator.onLine) {
      setFreshness('offline');
      return;
    }
    setFreshness('refreshing');
    try {
      setSent(await refreshSentRequests());
      setFreshness('idle');
    } catch (err) {
      console.error(err);
      setFreshness(navigator.onLine ? 'failed' : 'offline');
    }
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    let alive = true;
    listSentRequests()
      .then((list) => {
        if (!alive) return;
        setSent(list);
        if (list.length > 0) void refresh();
      })
      .catch(() => alive && setSent([])); // IndexedDB blocked: nothing was kept on this device
    const online = () => void refresh();
    const offline = () => setFreshness('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      alive = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [hydrated, refresh]);

  return (
    <Stack gap="md">
      <Title id={headingId} order={2} size="h3" c="navy.9">
        {t('track.mine.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('track.mine.intro')}
      </Text>
      <div aria-live="polite">
        {freshness === 'refreshing' && <Text size="sm">{t('track.mine.refreshing')}</Text>}
        {freshness === 'offline' && sent && sent.length > 0 && <Text size="sm">{t('track.mine.offline')}</Text>}
        {freshness === 'failed' && <Text size="sm">{t('track.mine.refreshFailed')}</Text>}
      </div>
      {sent && sent.length === 0 && <Text c="gray.8">{t('track.mine.empty')}</Text>}
      {sent?.map((request) => (
        <SentRequestItem key={request.orderId} request={request} />
      ))}
    </Stack>
  );
}

function SentRequestItem({ request }: { request: SentRequest }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={request.orderId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700} c="navy.9">
            {request.orderId}
          </Text>
          <Text size="sm" c="gray.7">
            {t(`requests.service.${request.service}`)} · {t(`requests.documentType.${request.documentType}`)}
          </Text>
          <Text size="sm" c="gray.7">
            {t('track.result.sentOn', { date: formatDate(request.sentAt) })}
          </Text>
        </div>
        <StatusBadge status={lastKnownStatus(request)} />
      </Group>
      <Text size="xs" c="gray.7" mt="xs">
        {request.checkedAt
          ? t('track.mine.checkedAt', { date: formatDate(request.checkedAt) })
          : t('track.mine.notChecked')}
      </Text>
      {mayHaveDocument(lastKnownStatus(request)) && (
        <LazyRegion loading={null} retry={MyDocument.retry} alternatives={null}>
          <MyDocument request={request} />
        </LazyRegion>
      )}
      <LazyRegion loading={null} retry={PapersSending.retry} alternatives={null}>
        <PapersSending requestRef={request.requestId} hideWhenNone />
      </LazyRegion>
      {request.tracked && (
        <details>
          <summary>{t('track.mine.details', { orderId: request.orderId })}</summary>
          <TrackedRequestCard tracked={request.tracked} headingLevel={4} />
        </details>
      )}
    </Paper>
  );
}
