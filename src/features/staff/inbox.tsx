/**
 * The firm's inbox: requests newest first, filtered by status, urgency,
 * service and date, searched by name, e-mail, phone or order id, looked at
 * again every STAFF_INBOX_REFRESH_MS while open (new requests appear without
 * a reload). The filters live in the address, so a view can be bookmarked.
 * Above them: the messages to customers the server gave up on or held back
 * (staff may send them again), and a channel at its hourly cap.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { listRequests, listUnsentMessages, type InboxFilters } from '@/api/staff';
import {
  REQUEST_SERVICES,
  REQUEST_STATUSES,
  STAFF_INBOX_PAGE_SIZE,
  STAFF_INBOX_REFRESH_MS,
  URGENCIES,
} from '@/business/config';
import { ChannelCaps } from './channel-caps';
import { getStaffClient } from './staff-client';
import { FIELD_LABELS, formatDate, optionLabel, statusLabel } from './labels';
import { CHANNEL_NAMES } from './message-state';

const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export function Inbox({ filters, onChange }: { filters: InboxFilters; onChange: (next: InboxFilters) => void }) {
  const [search, setSearch] = useState(filters.search ?? '');
  // The search goes to the address (and the server) once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.search ?? '') !== search) onChange({ ...filters, search: search || undefined, page: undefined });
    }, 400);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const inbox = useQuery({
    queryKey: ['inbox', filters],
    queryFn: async () => listRequests(await getStaffClient(), filters),
    refetchInterval: STAFF_INBOX_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  const unsent = useQuery({
    queryKey: ['unsent-messages'],
    queryFn: async () => listUnsentMessages(await getStaffClient()),
    refetchInterval: STAFF_INBOX_REFRESH_MS,
  });
  const set = (patch: InboxFilters) => onChange({ ...filters, ...patch, page: undefined });
  // On a phone the list comes first: the filters beyond search and status fold away.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const narrowed = Boolean(filters.urgency || filters.service || filters.from || filters.to);
  const [moreOpen, setMoreOpen] = useState(narrowed);
  const pages = Math.max(1, Math.ceil((inbox.data?.total ?? 0) / STAFF_INBOX_PAGE_SIZE));

  return (
    <Stack gap="md">
      {unsent.data && unsent.data.total > 0 && (
        <Alert color="red" title={`Messages to customers not sent (${unsent.data.total})`}>
          <Text size="sm">
            The server gave up on these after every try, or held them back (stale, or over the day&apos;s cap). Open the
            request to see why and send again.
          </Text>
          <Group gap="sm" mt="xs">
            {unsent.data.rows.map((m) => (
              <Anchor
                key={m.id}
                size="sm"
                renderRoot={(props) => (
                  <Link {...props} to="/staff/requests/$orderId" params={{ orderId: m.orderId }} />
                )}
              >
                {m.orderId} ({CHANNEL_NAMES[m.channel]}, {m.kind})
              </Anchor>
            ))}
          </Group>
        </Alert>
      )}
      <ChannelCaps />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, e-mail, phone or LP number"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={options(REQUEST_STATUSES, (s) => statusLabel(s))}
          value={filters.status ?? null}
          onChange={(v) => set({ status: (v as InboxFilters['status']) ?? undefined })}
        />
      </SimpleGrid>
      {!wide && (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => setMoreOpen((o) => !o)}
          aria-expanded={moreOpen}
          style={{ alignSelf: 'flex-start' }}
        >
          {moreOpen ? 'Fewer filters' : 'More filters (urgency, service, dates)'}
        </Button>
      )}
      <Collapse expanded={wide || moreOpen}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={FIELD_LABELS.urgency}
            placeholder="Any"
            clearable
            data={options(URGENCIES, (u) => optionLabel('urgency', u))}
            value={filters.urgency ?? null}
            onChange={(v) => set({ urgency: (v as InboxFilters['urgency']) ?? undefined })}
          />
          <Select
            label={FIELD_LABELS.service}
            placeholder="Any"
            clearable
            data={options(REQUEST_SERVICES, (s) => optionLabel('service', s))}
            value={filters.service ?? null}
            onChange={(v) => set({ service: (v as InboxFilters['service']) ?? undefined })}
          />
          <TextInput
            label="From"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label="To"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Collapse>

      <Group justify="space-between" aria-live="polite">
        <Text size="sm" c="gray.7">
          {inbox.isError
            ? 'Could not load requests. Retrying...'
            : inbox.data
              ? `${inbox.data.total} request${inbox.data.total === 1 ? '' : 's'}`
              : 'Loading...'}
        </Text>
        {inbox.isFetching && inbox.data && (
          <Text size="xs" c="gray.7">
            Checking for new requests...
          </Text>
        )}
      </Group>

      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {inbox.data?.rows.map((r) => (
          <Paper key={r.order_id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  fw={700}
                  renderRoot={(props) => (
                    <Link {...props} to="/staff/requests/$orderId" params={{ orderId: r.order_id }} />
                  )}
                >
                  {r.order_id} · {r.name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {optionLabel('service', r.service)} · {optionLabel('documentType', r.document_type)}
                </Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {r.phone} · {r.email}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDate(r.created_at)}
                </Text>
              </div>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge variant="light">{statusLabel(r.status)}</Badge>
                {r.urgency === 'urgent' && <Badge color="red">{optionLabel('urgency', r.urgency)}</Badge>}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={filters.page ?? 1}
          onChange={(page) => onChange({ ...filters, page: page === 1 ? undefined : page })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
