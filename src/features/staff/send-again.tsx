/** "Send again" for a message to the customer given up after the maximum attempts (e-mail or WhatsApp). */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { getStaffClient } from './staff-client';

export function SendAgain({ orderId, resend }: { orderId: string; resend: (db: AppSupabaseClient) => Promise<void> }) {
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
