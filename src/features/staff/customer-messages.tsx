/**
 * Every message the server sends the client about a request, on every
 * channel, one line each (docs/security.md, "Messages to clients";
 * docs/whatsapp.md, "In the inbox"): the channel, what it is about, where it
 * stands, and "Send again" where staff may; above them, the WhatsApp consent.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission, CustomerMessage, RequestStatusChange, WhatsappOptOut } from '@/api/database';
import { resendCustomerMessage } from '@/api/staff';
import { messageAbout } from './labels';
import { CHANNEL_NAMES, consentLine, maySendAgain, messageState, messageTrouble } from './message-state';
import { getStaffClient } from './staff-client';

function SendAgain({ orderId, id }: { orderId: string; id: number }) {
  const queries = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => resendCustomerMessage(await getStaffClient(), id),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['request', orderId] });
      await queries.invalidateQueries({ queryKey: ['unsent-messages'] });
    },
    onError: (err) => {
      notifications.show({
        color: 'red',
        title: 'Not queued again',
        message: err instanceof Error ? err.message : String(err),
      });
    },
  });
  return (
    <Button size="compact-sm" variant="light" ml="xs" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      Send again
    </Button>
  );
}

export function CustomerMessages({
  request,
  messages,
  history,
  optOut,
}: {
  request: ContactSubmission;
  messages: CustomerMessage[];
  history: RequestStatusChange[];
  optOut: WhatsappOptOut | null;
}) {
  return (
    <section aria-labelledby="customer-messages">
      <Title id="customer-messages" order={3} size="h4" c="navy.9" mb="sm">
        Messages to the customer
      </Title>
      <Text size="sm" mb="xs">
        {consentLine(request, optOut)}
      </Text>
      {messages.length === 0 ? (
        <Text c="gray.7">None.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((m) => (
            <Text key={m.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} c={messageTrouble(m) ? 'red.9' : undefined}>
                {CHANNEL_NAMES[m.channel]} · {messageAbout(m, history)}:
              </Text>{' '}
              {messageState(m)}
              {maySendAgain(m, request, optOut) && <SendAgain orderId={request.order_id} id={m.id} />}
            </Text>
          ))}
        </Stack>
      )}
    </section>
  );
}
