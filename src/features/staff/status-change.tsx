/**
 * The status change on a request's page: the new status, a note for the
 * customer, a note for the firm, and whether to tell the customer (by e-mail,
 * and on WhatsApp where they asked for it).
 */
import { Button, Checkbox, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactSubmission } from '@/api/database';
import { setRequestStatus } from '@/api/staff';
import { REQUEST_STATUSES, type RequestStatus } from '@/business/config';
import { NOTE_MAX, noteProblem } from '@/domain/request/status-note';
import { getStaffClient } from './staff-client';
import { statusLabel } from './labels';

/** The two notes a status change carries: who reads each. */
const NOTES = [
  {
    field: 'customerNote',
    label: 'Note for the customer',
    description: 'Shown on their tracking page and in the e-mail.',
  },
  { field: 'internalNote', label: 'Internal note', description: 'Only staff see this.' },
] as const;

/** `whatsappOn`: the client asked for WhatsApp updates and neither the request nor its number stopped them. */
export function StatusChange({ request, whatsappOn }: { request: ContactSubmission; whatsappOn: boolean }) {
  const queries = useQueryClient();
  // The change as written now: sent twice (a second click, a retry after an error), it is saved once;
  // any edit, or a save, makes it a new change (docs/request-tracking.md, "A change is saved once").
  const [changeKey, setChangeKey] = useState(() => crypto.randomUUID());
  const form = useForm({
    initialValues: { status: request.status, customerNote: '', internalNote: '', notifyCustomer: true },
    onValuesChange: () => setChangeKey(crypto.randomUUID()),
    validate: {
      customerNote: (v) => noteProblem(v, NOTE_MAX.customerNote),
      internalNote: (v) => noteProblem(v, NOTE_MAX.internalNote),
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
          {NOTES.map(({ field, label, description }) => (
            <Textarea
              key={field}
              label={label}
              description={description}
              autosize
              minRows={2}
              {...form.getInputProps(field)}
            />
          ))}
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
