/**
 * How far each paper is (docs/architecture.md, "A paper, from the camera to
 * the inbox"): waiting, a share sent, sent, or stopped, from the outbox's
 * news in any tab or the service worker. Under the form once it is sent, and
 * under "My requests" for the papers still on this phone.
 */
import '@/i18n/late/papers';
import { Box, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { onOutboxEvent } from '@/offline/outbox/events';
import { openDatabase } from '@/offline/open-db';
import { isPaperEntry } from './outbox-kind';

interface Line {
  name: string;
  state: 'waiting' | 'sending' | 'sent' | 'stopped';
  percent: number;
}

/** The papers of one request (its request id, or the order id they were added from /track). */
export function PapersSending({ requestRef, hideWhenNone = false }: { requestRef: string; hideWhenNone?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [lines, setLines] = useState<Map<string, Line>>(new Map());

  useEffect(() => {
    let alive = true;
    const read = async () => {
      const db = await openDatabase();
      const entries = (await db.outbox.where('kind').equals('paper').toArray())
        .filter(isPaperEntry)
        .filter((e) => e.payload.requestId === requestRef || e.payload.orderId === requestRef);
      if (!alive) return;
      setLines((old) => {
        const next = new Map(old);
        for (const e of entries) {
          const state = e.state === 'stopped' ? 'stopped' : (old.get(e.id)?.state ?? 'waiting');
          next.set(e.id, { name: e.payload.name, state, percent: old.get(e.id)?.percent ?? 0 });
        }
        return next;
      });
    };
    void read().catch(() => {});
    const off = onOutboxEvent((event) => {
      if (event.type === 'changed') return void read().catch(() => {});
      if (event.type === 'wake' || event.kind !== 'paper') return;
      setLines((old) => {
        const line = old.get(event.id);
        if (!line) return old;
        const next = new Map(old);
        if (event.type === 'sending')
          next.set(event.id, {
            ...line,
            state: 'sending',
            percent: Math.round((100 * event.done) / Math.max(1, event.total)),
          });
        if (event.type === 'delivered') next.set(event.id, { ...line, state: 'sent', percent: 100 });
        if (event.type === 'stopped') next.set(event.id, { ...line, state: 'stopped' });
        return next;
      });
    });
    return () => {
      alive = false;
      off();
    };
  }, [requestRef]);

  if (lines.size === 0 && hideWhenNone) return null;
  const waiting = [...lines.values()].some((l) => l.state === 'waiting');
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm" fw={600}>
        {t('papers.sending.title')}
      </Text>
      {[...lines.entries()].map(([id, line]) => (
        <div key={id}>
          <Text size="sm">
            {line.state === 'sending'
              ? t('papers.sending.progress', { name: line.name, percent: line.percent })
              : t(`papers.sending.${line.state === 'sent' ? 'done' : line.state}`, { name: line.name })}
          </Text>
          {/* The browser's own bar: Mantine's Progress would add its styles to every page's stylesheet. */}
          <Box component="progress" value={line.percent} max={100} w="100%" h={8} aria-hidden />
        </div>
      ))}
      {waiting && !navigator.onLine && (
        <Text size="xs" c="gray.7">
          {t('papers.sending.offline')}
        </Text>
      )}
    </Stack>
  );
}
