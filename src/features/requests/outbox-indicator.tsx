/**
 * The outbox indicator (docs/architecture.md, "Data flows"): how many requests and sign-ups wait
 * on this device, with a small panel listing them and their state, where a
 * stopped one can be retried or discarded. It also announces, in every open
 * tab, a queued request or sign-up that has been sent (a request with its
 * order id) or that the server refused: the footer's newsletter form is not
 * there to do it until the footer nears the screen. Browser only; the outbox
 * (and Dexie) load on mount.
 */
import '@/i18n/late/requests';
import '@/i18n/late/newsletter';
import { Button, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OutboxEntry } from '@/offline/outbox/types';
import { announcement, entryDescription, isExpired, waitingLabel } from './outbox-messages';
import { showToast } from './toast';
import { LocalLink } from '@/ui/local-link';
import classes from './outbox-indicator.module.css';
import { loadChunk } from '@/platform/load-chunk';

type OutboxModule = typeof import('@/offline/outbox');

export function OutboxIndicator() {
  const intl = useIntl();
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  const [outbox, setOutbox] = useState<OutboxModule | null>(null);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [opened, setOpened] = useState(false);
  const [inBackground, setInBackground] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let off = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadChunk(() => import('@/offline/outbox')).then((module) => {
      if (cancelled) return;
      setOutbox(module);
      void module.canSendInBackground().then((can) => !cancelled && setInBackground(can));
      const refresh = () =>
        module.listEntries().then(
          (list) => {
            if (cancelled) return;
            setEntries(list);
            if (list.length === 0) setOpened(false); // the next item opens a fresh indicator
          },
          (err: unknown) => console.error('Outbox: cannot read', err),
        );
      // Sending 100 items makes 500 events: read the table at most every 300 ms.
      const schedule = () => {
        if (timer === undefined) {
          timer = setTimeout(() => {
            timer = undefined;
            void refresh();
          }, 300);
        }
      };
      off = module.onOutboxEvent((event) => {
        schedule();
        const toast = announcement(event, intlRef.current, module.isAnnouncedHere);
        if (toast) void showToast(toast, { queue: true });
      });
      void refresh();
    });
    return () => {
      cancelled = true;
      off();
      clearTimeout(timer);
    };
  }, []);

  if (!outbox || entries.length === 0) return null;
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <div className={classes.root}>
      <Popover opened={opened} onChange={setOpened} position="top-start" width={340} shadow="md" withArrow trapFocus>
        <Popover.Target>
          <Button
            size="compact-md"
            color="navy.8"
            radius="xl"
            leftSection={<IconCloudUpload size={18} aria-hidden />}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            {waitingLabel(entries.length, intl)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('requests.outbox.title')}>
          <Stack gap="xs">
            <Title order={2} size="h5" c="navy.9">
              {t('requests.outbox.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t(inBackground ? 'requests.outbox.intro' : 'requests.outbox.introNextVisit')}
            </Text>
            <ul className={classes.list}>
              {entries.map((entry) => {
                const { what, lines } = entryDescription(entry, intl);
                return (
                  <li key={entry.id} className={classes.item} data-state={entry.state}>
                    <Text size="sm" fw={600}>
                      {what}
                    </Text>
                    {lines.map((line) => (
                      <Text key={line} size="sm" c={entry.state === 'stopped' ? 'red.8' : 'gray.7'}>
                        {line}
                      </Text>
                    ))}
                    {entry.state === 'stopped' && (
                      <Group gap="xs" mt={6}>
                        {!isExpired(entry) && (
                          <Button
                            size="compact-sm"
                            onClick={() =>
                              void outbox
                                .retryEntry(entry.id)
                                .then(() => outbox.requestFlush({ force: true, priority: [entry.id] }))
                            }
                          >
                            {t('requests.outbox.retry')}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          color="red"
                          variant="light"
                          onClick={() => void outbox.discardEntry(entry.id)}
                        >
                          {t('requests.outbox.discard')}
                        </Button>
                      </Group>
                    )}
                  </li>
                );
              })}
            </ul>
            <Group justify="space-between">
              <Button size="compact-sm" variant="light" onClick={() => void outbox.requestFlush({ force: true })}>
                {t('requests.outbox.sendNow')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                component={LocalLink}
                to="/track#my-requests"
                onClick={() => setOpened(false)}
              >
                {t('requests.outbox.myRequests')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setOpened(false)}>
                {t('requests.outbox.close')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
