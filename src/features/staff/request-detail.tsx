/**
 * One request as the firm works it: every field, its history (with the
 * internal notes and who made each change), the e-mails the server sends the
 * customer and whether each went out (one given up can be sent again), and a
 * status change with a note for the customer, a note for the firm, and
 * whether to e-mail the customer.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ContactSubmission, CustomerMail, RequestStatusChange } from '@/api/database';
import { getRequest, listStaff, resendCustomerMail, setRequestStatus } from '@/api/staff';
import { REQUEST_STATUSES, type RequestStatus } from '@/business/config';
import { getStaffClient } from './staff-client';
import { DraftAnswers } from './draft-answers';
import { isOptionField, REQUEST_FIELDS, type RequestField } from '@/domain/request/schema';
import { FIELD_LABELS, formatDate, mailtoHref, messageAbout, optionLabel, statusLabel } from './labels';
import { MessageLines } from './customer-messages';
import { CustomerWhatsapp, whatsappWaiting } from './customer-whatsapp';

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
    refetchInterval: (query) =>
      query.state.data?.mail.some((m) => !m.sent_at && !m.failed_at) || query.state.data?.whatsapp.some(whatsappWaiting)
        ? 3000
        : false,
  });
  const staff = useQuery({ queryKey: ['staff'], queryFn: async () => listStaff(await getStaffClient()) });
  const nameOf = (id: string | null) =>
    id === null ? 'Website' : (staff.data?.find((s) => s.user_id === id)?.name ?? 'Staff');

  if (found.isPending) return <Text>Loading...</Text>;
  if (found.isError) return <Alert color="red">Could not load {orderId}. Check the connection and reload.</Alert>;
  if (!found.data) return <Alert color="saffron">There is no request {orderId}.</Alert>;
  const { request: r, history, mail, whatsapp } = found.data;

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

      <StatusChange request={r} />

      <CustomerMails orderId={r.order_id} mail={mail} history={history} />

      <CustomerWhatsapp request={r} messages={whatsapp} history={history} />

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

function StatusChange({ request }: { request: ContactSubmission }) {
  const queries = useQueryClient();
  const whatsappOn = request.whatsapp_to !== null && request.whatsapp_stopped_at === null;
  // The change as written now: sent twice (a second click, a retry after an error), it is saved once;
  // any edit, or a save, makes it a new change (docs/request-tracking.md, "A change is saved once").
  const [changeKey, setChangeKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    initialValues: { status: request.status, customerNote: '', internalNote: '', notifyCustomer: true },
    onValuesChange: () => setChangeKey(crypto.randomUUID()),
    validate: {
      customerNote: (v) => (v.length > 1000 ? 'At most 1000 characters.' : null),
      internalNote: (v) => (v.length > 2000 ? 'At most 2000 characters.' : null),
    },
  });

  const change = useMutation({
    mutationFn: async ({ values, key }: { values: typeof form.values; key: string }) =>
      setRequestStatus(await getStaffClient(), { orderId: request.order_id, ...values, changeKey: key }),
    onSuccess: async (entry, { values, key }) => {
      notifications.show({
        // One toast for one change, however often it was sent.
        id: key,
        color: 'teal',
        title: `Status saved: ${statusLabel(entry.status)}`,
        message: values.notifyCustomer
          ? `The customer will be e-mailed${whatsappOn ? ' and sent a WhatsApp message' : ''}: see below.`
          : 'The customer was not told.',
      });
      form.setValues({ customerNote: '', internalNote: '' });
      await queries.invalidateQueries({ queryKey: ['request', request.order_id] });
      await queries.invalidateQueries({ queryKey: ['inbox'] });
    },
    onError: (err) => {
      notifications.show({
        color: 'red',
        title: 'Status not saved',
        message: err instanceof Error ? err.message : String(err),
      });
    },
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="status-change">
      <form
        onSubmit={form.onSubmit((values) => {
          if (!change.isPending) change.mutate({ values, key: changeKey });
        })}
        noValidate
      >
        <Stack gap="sm">
          <Title id="status-change" order={3} size="h4" c="navy.9">
            Change status
          </Title>
          <Select
            label="New status"
            data={REQUEST_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(v) => v && form.setFieldValue('status', v as RequestStatus)}
          />
          <Textarea
            label="Note for the customer"
            description="Shown on their tracking page and in the e-mail."
            autosize
            minRows={2}
            {...form.getInputProps('customerNote')}
          />
          <Textarea
            label="Internal note"
            description="Only staff see this."
            autosize
            minRows={2}
            {...form.getInputProps('internalNote')}
          />
          {/* One choice for both channels: WhatsApp goes where the client asked for it (docs/whatsapp.md, "Announcing a status"). */}
          <Checkbox
            label={`Tell the customer by e-mail${whatsappOn ? ' and WhatsApp' : ''} (${request.language === 'hi' ? 'in Hindi' : 'in English'})`}
            {...form.getInputProps('notifyCustomer', { type: 'checkbox' })}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Save status
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Where an e-mail to the customer stands: sent, given up, failed and
 * retrying, or waiting for the sender (the hourly cap may hold it back:
 * docs/security.md, "The mail queue").
 */
function mailState(m: CustomerMail): string {
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  if (m.sent_at) return `E-mail sent ${formatDate(m.sent_at)}`;
  if (m.failed_at) return `E-mail not sent, given up after ${tries} on ${formatDate(m.failed_at)}: ${m.last_error}`;
  if (m.attempts > 0 && m.last_error) {
    return `E-mail failed, retrying (${tries}; next ${formatDate(m.next_attempt_at)}): ${m.last_error}`;
  }
  return 'E-mail waiting to be sent';
}

function CustomerMails({
  orderId,
  mail,
  history,
}: {
  orderId: string;
  mail: CustomerMail[];
  history: RequestStatusChange[];
}) {
  return (
    <section aria-labelledby="customer-mail">
      <Title id="customer-mail" order={3} size="h4" c="navy.9" mb="sm">
        E-mails to the customer
      </Title>
      {mail.length === 0 ? (
        <Text c="gray.7">None.</Text>
      ) : (
        <MessageLines
          orderId={orderId}
          lines={mail.map((m) => ({
            id: m.id,
            about: messageAbout(m, history),
            state: mailState(m),
            trouble: !m.sent_at && m.last_error !== null,
            resend: m.failed_at ? (db) => resendCustomerMail(db, m.id) : undefined,
          }))}
        />
      )}
    </section>
  );
}
