/**
 * A request's status and its history as a timeline: every status it has
 * had, with its date and the firm's note for the customer, the current one
 * last and highlighted. The page that shows it renders TIMELINE_CSS.
 */
import '@/i18n/late/tracking';
import { Badge, Text, Timeline } from '@mantine/core';
import timelineCss from '@mantine/core/styles/Timeline.css?inline';
import { useIntl } from 'react-intl';
import type { TrackedRequest } from '@/api/database';
import type { RequestStatus } from '@/business/config';

/** Mantine's timeline styles, for the page's PageStyles (src/ui/page-styles.tsx). */
export const TIMELINE_CSS = timelineCss;

const STATUS_COLOR: Record<RequestStatus, string> = {
  received: 'navy',
  in_review: 'navy',
  drafting: 'saffron',
  ready: 'teal',
  delivered: 'teal',
  cancelled: 'gray',
};

/** Dates as people in India read them, in the page's language. */
export function useFormatDate(): (iso: string | number) => string {
  const intl = useIntl();
  return (value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
}

export function StatusBadge({ status }: { status: RequestStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="lg" radius="sm">
      {intl.formatMessage({ id: `track.status.${status}` })}
    </Badge>
  );
}

export function StatusTimeline({ tracked }: { tracked: TrackedRequest }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const history = tracked.history;
  return (
    <Timeline active={history.length - 1} bulletSize={18} lineWidth={2} color={STATUS_COLOR[tracked.status]}>
      {history.map((entry, i) => (
        <Timeline.Item
          key={`${entry.at}-${i}`}
          title={
            <Text fw={i === history.length - 1 ? 700 : 500} c="navy.9">
              {intl.formatMessage({ id: `track.status.${entry.status}` })}
            </Text>
          }
        >
          <Text size="sm" c="gray.7">
            <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </Text>
          {i === history.length - 1 && (
            <Text size="sm" c="gray.8" mt={4}>
              {intl.formatMessage({ id: `track.about.${entry.status}` })}
            </Text>
          )}
          {entry.note && (
            <Text size="sm" c="gray.9" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {intl.formatMessage({ id: 'track.result.note' }, { note: entry.note })}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
