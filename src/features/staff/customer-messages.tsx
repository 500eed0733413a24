/**
 * The messages the server sends a customer about a request, one line each
 * (the e-mails, and the WhatsApp messages: docs/whatsapp.md, "In the
 * inbox"): what it is about, where it stands, and "Send again" for one
 * given up after the maximum attempts.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/api/supabase';
import { getStaffClient } from './staff-client';

export interface MessageLine {
  id: number;
  about: string;
  state: string;
  /** Failed, refused or not delivered: shown in red. */
  trouble: boolean;
  /** Queues it again (staff only); given for a message given up after the maximum attempts. */
  resend?: ((db: AppSupabaseClient) => Promise<void>) | undefined;
}

function SendAgain({ orderId, resend }: { orderId: string; resend: (db: AppSupabaseClient) => Promise<void> }) {
  const queries = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => resend(await getStaffClient()),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ['request', orderId] });
      await queries.invalidateQueries({ queryKey: ['failed-mail'] });
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

/** A channel's messages on a request's page, under its heading. */
export function MessagesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={3} size="h4" c="navy.9" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function MessageLines({ orderId, lines }: { orderId: string; lines: MessageLine[] }) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lines.map((line) => (
        <Text key={line.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} c={line.trouble ? 'red.9' : undefined}>
            {line.about}:
          </Text>{' '}
          {line.state}
          {line.resend && <SendAgain orderId={orderId} resend={line.resend} />}
        </Text>
      ))}
    </Stack>
  );
}
