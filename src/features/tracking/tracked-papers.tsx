/**
 * Under a request found by its order number and contact on /track: its
 * finished document to download (with how long it stays available), papers
 * to add (kept on the phone and sent like any outbox item) and the client's
 * "delete my papers now" (docs/request-tracking.md, "The finished document").
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TrackedRequest } from '@/api/database';
import { erasePapers } from '@/api/papers';
import { PAPERS_KEEP_DAYS } from '@/business/config';
import { AddPapers, loadPaperKeeping, PapersSending, type ChosenPaper } from '../papers';
import { LazyRegion } from '@/ui/lazy-region';
import { loadChunk } from '@/platform/load-chunk';
import { fetchTracked, openDocument } from './finished-document';
import { mayHaveDocument } from './document-status';
import { useFormatDate } from './status-timeline';

export function TrackedPapers({ tracked, contact }: { tracked: TrackedRequest; contact: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const formatDate = useFormatDate();
  const [papers, setPapers] = useState<ChosenPaper[]>([]);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const open = !['delivered', 'cancelled'].includes(tracked.status);

  const download = async () => {
    try {
      const doc = await fetchTracked(tracked.order_id, contact);
      if (!doc) return setNote(t('track.document.none'));
      setUntil(doc.availableUntil);
      openDocument(doc);
    } catch {
      setNote(t('track.document.failed'));
    }
  };

  const send = async () => {
    const keeping = await loadPaperKeeping();
    const kept = await keeping.keepPapers(papers, { orderId: tracked.order_id, contact });
    if (kept !== 'kept') return setNote(t(`requests.papers.${kept === 'full' ? 'notKeptFull' : 'notKeptFailed'}`));
    setPapers([]);
    setSending(true);
    const outbox = await loadChunk(() => import('@/offline/outbox'));
    void outbox.requestFlush({ force: true });
    void outbox.registerBackgroundSync();
  };

  const erase = async () => {
    if (!window.confirm(t('track.papers.eraseConfirm'))) return;
    try {
      setNote(t((await erasePapers(tracked.order_id, contact)) ? 'track.papers.erased' : 'track.papers.eraseFailed'));
    } catch {
      setNote(t('track.papers.eraseFailed'));
    }
  };

  return (
    <Stack gap="sm">
      {mayHaveDocument(tracked.status) && (
        <Stack gap={4}>
          <Title order={4} size="h5" c="navy.9">
            {t('track.document.title')}
          </Title>
          <Button color="saffron.8" onClick={() => void download()} style={{ alignSelf: 'flex-start' }}>
            {t('track.document.download')}
          </Button>
          {until && <Text size="sm">{t('track.document.until', { date: formatDate(until) })}</Text>}
        </Stack>
      )}
      <Title order={4} size="h5" c="navy.9">
        {t('track.papers.title')}
      </Title>
      {open && <AddPapers papers={papers} onChange={setPapers} t={t} />}
      {papers.length > 0 && (
        <Button onClick={() => void send()} style={{ alignSelf: 'flex-start' }}>
          {t('papers.send')}
        </Button>
      )}
      {sending && (
        <LazyRegion loading={null} retry={PapersSending.retry} alternatives={null}>
          <PapersSending requestRef={tracked.order_id} />
        </LazyRegion>
      )}
      <Text size="sm" c="gray.7">
        {t('track.papers.keepDays', { days: PAPERS_KEEP_DAYS })}
      </Text>
      <Button variant="subtle" color="red" onClick={() => void erase()} style={{ alignSelf: 'flex-start' }}>
        {t('track.papers.erase')}
      </Button>
      <div aria-live="polite">{note && <Alert variant="light">{note}</Alert>}</div>
    </Stack>
  );
}
