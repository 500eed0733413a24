/**
 * One request as the firm works it: every field, the draft it carries, the
 * status change (status-change.tsx), the messages the server sends the
 * customer on every channel (customer-messages.tsx) and its history, with the
 * internal notes and who made each change.
 */
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContactSubmission } from '@/api/database';
import { getRequest, listStaff } from '@/api/staff';
import { isOptionField, REQUEST_FIELDS, type RequestField } from '@/domain/request/schema';
import { ChannelCaps } from './channel-caps';
import { CustomerMessages } from './customer-messages';
import { DraftAnswers } from './draft-answers';
import { FIELD_LABELS, formatDate, mailtoHref, optionLabel, statusLabel } from './labels';
import { messageWaiting, whatsappStopped } from './message-state';
import { getStaffClient } from './staff-client';
import { StatusChange } from './status-change';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';

// Its own chunk: what it shares with the visitors' "Add papers" (Mantine's Image, the papers feature) would
// otherwise be chunks the staff route names in the entry, on every page (docs/performance.md, "Papers").
const RequestPapers = lazyChunk(() => import('./request-papers').then((m) => m.RequestPapers));

/** A term and its value, inside a <dl>. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** A field as the firm reads it: an option by its label, the phone and e-mail as links. */
function fieldValue(request: ContactSubmission, field: RequestField): ReactNode {
  const value = request[REQUEST_FIELDS[field].column as keyof ContactSubmission] as string | null;
  if (!value) return '-';
  if (isOptionField(field)) return optionLabel(field, value);
  if (field === 'phone') return <Anchor href={`tel:${value.replace(/\s/g, '')}`}>{value}</Anchor>;
  if (field === 'email') return <Anchor href={mailtoHref(value)}>{value}</Anchor>;
  return value;
}

/** Every field the customer filled in: the name heads the page, the free text runs full width below. */
const TITLE_FIELD: RequestField = 'name';
const WIDE_FIELD: RequestField = 'message';
const GRID_FIELDS = (Object.keys(REQUEST_FIELDS) as RequestField[]).filter(
  (field) => field !== TITLE_FIELD && field !== WIDE_FIELD,
);

export function RequestDetail({ orderId }: { orderId: string }) {
  const found = useQuery({
    queryKey: ['request', orderId],
    queryFn: async () => getRequest(await getStaffClient(), orderId),
    // While a message to the customer waits for the server, look again soon: staff see it go out.
    refetchInterval: (query) => (query.state.data?.messages.some(messageWaiting) ? 3000 : false),
  });
  const staff = useQuery({ queryKey: ['staff'], queryFn: async () => listStaff(await getStaffClient()) });
  const nameOf = (id: string | null) =>
    id === null ? 'Website' : (staff.data?.find((s) => s.user_id === id)?.name ?? 'Staff');

  if (found.isPending) return <Text>Loading...</Text>;
  if (found.isError) return <Alert color="red">Could not load {orderId}. Check the connection and reload.</Alert>;
  if (!found.data) return <Alert color="saffron">There is no request {orderId}.</Alert>;
  const { request: r, history, messages, optOut } = found.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/staff">
        ← All requests
      </Anchor>
      <Group justify="space-between">
        <Title order={2} c="navy.9">
          {r.order_id} · {fieldValue(r, TITLE_FIELD)}
        </Title>
        <Badge size="lg" variant="light">
          {statusLabel(r.status)}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="md">
          {GRID_FIELDS.map((field) => (
            <Field key={field} label={FIELD_LABELS[field]}>
              {fieldValue(r, field)}
            </Field>
          ))}
          <Field label="Language">{r.language === 'hi' ? 'Hindi' : 'English'}</Field>
          <Field label="Received">{formatDate(r.created_at)}</Field>
          <Field label="Sent by the customer">{r.submitted_at ? formatDate(r.submitted_at) : '-'}</Field>
        </SimpleGrid>
        <dl style={{ margin: 'var(--mantine-spacing-md) 0 0' }}>
          <Field label={FIELD_LABELS[WIDE_FIELD]}>{fieldValue(r, WIDE_FIELD)}</Field>
        </dl>
      </Paper>

      {r.draft && <DraftAnswers request={r} draft={r.draft} />}

      <LazyRegion loading={null} retry={RequestPapers.retry}>
        <RequestPapers orderId={r.order_id} />
      </LazyRegion>

      <StatusChange request={r} whatsappOn={r.whatsapp_to !== null && !whatsappStopped(r, optOut)} />

      {messages.some(messageWaiting) && <ChannelCaps />}

      <CustomerMessages request={r} messages={messages} history={history} optOut={optOut} />

      <div>
        <Title order={3} size="h4" c="navy.9" mb="sm">
          History
        </Title>
        <Timeline active={history.length - 1} bulletSize={16} lineWidth={2}>
          {history.map((h) => (
            <Timeline.Item key={h.id} title={`${statusLabel(h.status)} · ${nameOf(h.changed_by)}`}>
              <Text size="sm" c="gray.7">
                {formatDate(h.changed_at)}
              </Text>
              {h.customer_note && <Text size="sm">To the customer: {h.customer_note}</Text>}
              {h.internal_note && (
                <Text size="sm" c="gray.7">
                  Internal: {h.internal_note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </div>
    </Stack>
  );
}
