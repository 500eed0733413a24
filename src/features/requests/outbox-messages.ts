/**
 * What the outbox indicator says (docs/architecture.md, "Data flows"): the
 * toast for a queued request or sign-up sent or refused elsewhere, and each
 * waiting item's lines. Pure: the texts come from the catalogue through
 * `intl`, the time from `now`; outbox-indicator.tsx shows them.
 */
import type { IntlShape } from 'react-intl';
import { EXPIRED_CODE } from '@/offline/outbox/policy';
import { outboxKind, subjectOf } from '@/offline/outbox/kinds';
import type { OutboxEntry, OutboxEvent } from '@/offline/outbox/types';
import type { Toast } from './toast';

type Texts = Pick<IntlShape, 'formatMessage' | 'formatTime'>;

const say = (intl: Texts) => (id: string, values?: Record<string, string | number>) =>
  intl.formatMessage({ id }, values);

/**
 * The toast for what happened to a queued request or sign-up elsewhere
 * (another tab, the worker, or this tab after its form let go); none for an
 * event the form on this page announces itself, nor for progress.
 */
export function announcement(event: OutboxEvent, intl: Texts, isAnnouncedHere: (id: string) => boolean): Toast | null {
  if (event.type === 'changed' || event.type === 'wake' || isAnnouncedHere(event.id)) return null;
  const t = say(intl);
  if (event.kind === 'newsletter') {
    if (event.type === 'delivered' && event.queued)
      return { title: t('newsletter.toast.pendingTitle'), message: t('newsletter.toast.pendingText') };
    if (event.type === 'stopped')
      return {
        title: t('newsletter.toast.failureTitle'),
        message: t('newsletter.toast.failureText'),
        destructive: true,
      };
    return null;
  }
  if (event.type === 'delivered' && event.queued)
    return {
      title: t('requests.toast.successTitle'),
      message: t('requests.toast.successText', { orderId: event.orderId ?? '' }),
      ...(event.orderId ? { link: { to: `/track?order=${event.orderId}`, label: t('requests.toast.track') } } : {}),
    };
  if (event.type === 'stopped')
    return { title: t('requests.toast.failureTitle'), message: t('requests.toast.stoppedText'), destructive: true };
  return null;
}

/** Not sent within 30 days (src/offline/outbox/policy.ts): it can only be discarded, and made again. */
export const isExpired = (entry: OutboxEntry) => entry.state === 'stopped' && entry.lastError?.code === EXPIRED_CODE;

/** The indicator's button: how many items wait. */
export const waitingLabel = (count: number, intl: Texts) => say(intl)('requests.outbox.button', { count });

/** A waiting item in the panel: what it is (as its kind names it), then its state (and its order id once saved). */
export function entryDescription(entry: OutboxEntry, intl: Texts, now = Date.now()) {
  const t = say(intl);
  const named = outboxKind(entry.kind)?.describe(entry);
  const what = named ? `${t(named.kindMessage)}: ${named.detail}` : entry.kind;
  const lines: string[] = [];
  const { saved, orderId } = subjectOf(entry);
  if (saved && orderId) lines.push(t('requests.outbox.state.savedOrder', { orderId }));
  if (isExpired(entry)) {
    lines.push(t('requests.outbox.state.expired'));
  } else if (entry.state === 'stopped') {
    lines.push(t('requests.outbox.state.stopped', { status: entry.lastError?.status ?? 0 }));
  } else if (entry.state === 'sending' && (entry.claimUntil ?? 0) > now) {
    lines.push(t('requests.outbox.state.sending'));
  } else if (entry.attempts > 0 && entry.nextAttemptAt > now) {
    lines.push(
      t('requests.outbox.state.retryAt', { time: intl.formatTime(entry.nextAttemptAt, { timeStyle: 'short' }) }),
    );
  } else {
    lines.push(t('requests.outbox.state.pending'));
  }
  return { what, lines };
}
