/**
 * A channel at its hourly cap, said where staff look (docs/security.md,
 * "Fair to every client"): what waits goes when the hour has room, the
 * staff's news first, then the clients least served.
 */
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messageChannels } from '@/api/staff';
import { STAFF_INBOX_REFRESH_MS, type MessageChannel } from '@/business/config';
import { CHANNEL_NAMES } from './message-state';
import { getStaffClient } from './staff-client';

export function ChannelCaps() {
  const channels = useQuery({
    queryKey: ['message-channels'],
    queryFn: async () => messageChannels(await getStaffClient()),
    refetchInterval: STAFF_INBOX_REFRESH_MS,
  });
  const full = channels.data?.filter((c) => c.in_last_hour >= c.per_hour) ?? [];
  if (full.length === 0) return null;
  return (
    <Alert color="saffron" title="Messages are waiting for the hourly cap">
      {full.map((c) => (
        <Text key={c.channel} size="sm">
          {CHANNEL_NAMES[c.channel as MessageChannel] ?? c.channel}: {c.in_last_hour} of {c.per_hour} sent this hour;{' '}
          {c.waiting} waiting. They go as the hour has room, the staff&apos;s news first.
        </Text>
      ))}
    </Alert>
  );
}
