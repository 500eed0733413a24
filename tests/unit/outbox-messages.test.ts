import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { EXPIRED_CODE } from '@/offline/outbox/policy';
import type { OutboxError, OutboxEvent } from '@/offline/outbox/types';
import type { RequestEntry } from '@/features/requests/outbox-kind';
import type { NewsletterEntry } from '@/features/newsletter/outbox-kind';
import { announcement, entryDescription, isExpired, waitingLabel } from '@/features/requests/outbox-messages';
import { fill, messages } from '../support/shared/catalogue';
import { sampleRequest } from '../support/unit/outbox-fakes';

const NOW = Date.UTC(2026, 10, 28, 9, 0); // 14:30 in Satna
const intlIn = (lang: 'en' | 'hi') =>
  createIntl({ locale: lang === 'hi' ? 'hi-IN' : 'en-IN', timeZone: 'Asia/Kolkata', messages: messages[lang] });
const notHere = () => false;

/** An item waiting its first try, queued a minute ago. */
const waiting = { state: 'pending', createdAt: NOW - 60_000, attempts: 0, nextAttemptAt: 0, steps: {} } as const;
const request = (overrides: Partial<RequestEntry> = {}): RequestEntry => ({
  ...sampleRequest(),
  ...waiting,
  id: 'r1',
  ...overrides,
});
const signUp = (overrides: Partial<NewsletterEntry> = {}): NewsletterEntry => ({
  kind: 'newsletter',
  payload: { email: 'sunita@example.in', language: 'hi' },
  ...waiting,
  id: 'n1',
  ...overrides,
});
const refused = (status: number, code?: string): OutboxError => ({
  step: 'saved',
  message: 'refused',
  status,
  at: NOW,
  ...(code ? { code } : {}),
});

describe.each(['en', 'hi'] as const)('the outbox indicator in %s', (lang) => {
  const m = messages[lang];
  const intl = intlIn(lang);

  it('announces a queued request sent with its order id and a link to track it', () => {
    const event: OutboxEvent = { type: 'delivered', id: 'r1', kind: 'request', orderId: 'LP1234567', queued: true };
    expect(announcement(event, intl, notHere)).toEqual({
      title: m['requests.toast.successTitle'],
      message: fill(m['requests.toast.successText']!, { orderId: 'LP1234567' }),
      link: { to: '/track?order=LP1234567', label: m['requests.toast.track'] },
    });
  });

  it('announces a request or a sign-up the server refused, in red', () => {
    const request: OutboxEvent = { type: 'stopped', id: 'r1', kind: 'request', saved: false, error: refused(400) };
    expect(announcement(request, intl, notHere)).toEqual({
      title: m['requests.toast.failureTitle'],
      message: m['requests.toast.stoppedText'],
      destructive: true,
    });
    const signUp: OutboxEvent = { type: 'stopped', id: 'n1', kind: 'newsletter', saved: false, error: refused(400) };
    expect(announcement(signUp, intl, notHere)).toEqual({
      title: m['newsletter.toast.failureTitle'],
      message: m['newsletter.toast.failureText'],
      destructive: true,
    });
  });

  it('announces a queued sign-up sent: the confirmation link is on its way', () => {
    const event: OutboxEvent = { type: 'delivered', id: 'n1', kind: 'newsletter', queued: true };
    expect(announcement(event, intl, notHere)).toEqual({
      title: m['newsletter.toast.pendingTitle'],
      message: m['newsletter.toast.pendingText'],
    });
  });

  it('says nothing of progress, of an item sent while its form waited, or of one its form announces', () => {
    const quiet: OutboxEvent[] = [
      { type: 'changed' },
      { type: 'progress', id: 'r1', kind: 'request', saved: true, orderId: 'LP1234567' },
      { type: 'attempt-failed', id: 'r1', kind: 'request', saved: false, error: refused(0), nextAttemptAt: NOW },
      { type: 'delivered', id: 'r1', kind: 'request', orderId: 'LP1234567', queued: false },
      { type: 'delivered', id: 'n1', kind: 'newsletter', queued: false },
    ];
    for (const event of quiet) expect(announcement(event, intl, notHere), event.type).toBeNull();
    const stopped: OutboxEvent = { type: 'stopped', id: 'r1', kind: 'request', saved: false, error: refused(400) };
    expect(announcement(stopped, intl, (id) => id === 'r1')).toBeNull();
  });

  it('counts the items waiting, one and many worded apart', () => {
    const [one, many] =
      lang === 'en'
        ? ['1 item waiting to be sent', '3 items waiting to be sent']
        : ['1 आइटम भेजा जाना बाकी है', '3 आइटम भेजे जाने बाकी हैं'];
    expect(waitingLabel(1, intl)).toBe(one);
    expect(waitingLabel(3, intl)).toBe(many);
  });

  it('names each item, then its state', () => {
    const { labels, name } = sampleRequest().payload;
    expect(entryDescription(request(), intl, NOW)).toEqual({
      what: `${m['requests.outbox.kind.request']}: ${labels.documentType}, ${name}`,
      lines: [m['requests.outbox.state.pending']],
    });
    expect(entryDescription(signUp(), intl, NOW).what).toBe(
      `${m['requests.outbox.kind.newsletter']}: sunita@example.in`,
    );
    expect(entryDescription(request({ state: 'sending', claimUntil: NOW + 5_000 }), intl, NOW).lines).toEqual([
      m['requests.outbox.state.sending'],
    ]);
    // A claim that ran out (its tab closed) is waiting again.
    expect(entryDescription(request({ state: 'sending', claimUntil: NOW - 1 }), intl, NOW).lines).toEqual([
      m['requests.outbox.state.pending'],
    ]);
  });

  it('gives the time of the next try in Satna, or says it waits for the connection once that time is past', () => {
    const retrying = request({ attempts: 2, nextAttemptAt: NOW + 30 * 60_000, lastError: refused(0) });
    const [line] = entryDescription(retrying, intl, NOW).lines;
    expect(line).toBe(
      fill(m['requests.outbox.state.retryAt']!, { time: intl.formatTime(NOW + 30 * 60_000, { timeStyle: 'short' }) }),
    );
    expect(line).toMatch(lang === 'en' ? /3:00\s?pm/i : /3:00/);
    expect(entryDescription(retrying, intl, NOW + 31 * 60_000).lines).toEqual([m['requests.outbox.state.pending']]);
  });

  it('a refused item says the error; one not sent within 30 days says it never will be', () => {
    const stopped = request({ state: 'stopped', attempts: 1, lastError: refused(400) });
    expect(isExpired(stopped)).toBe(false);
    expect(entryDescription(stopped, intl, NOW).lines).toEqual([
      fill(m['requests.outbox.state.stopped']!, { status: '400' }),
    ]);
    const expired = request({ state: 'stopped', attempts: 9, lastError: refused(0, EXPIRED_CODE) });
    expect(isExpired(expired)).toBe(true);
    expect(entryDescription(expired, intl, NOW).lines).toEqual([m['requests.outbox.state.expired']]);
  });

  it('a request saved but not yet mailed gives its order id first', () => {
    const saved = request({ attempts: 1, steps: { saved: true, orderId: 'LP7654321' }, lastError: refused(500) });
    expect(entryDescription(saved, intl, NOW).lines).toEqual([
      fill(m['requests.outbox.state.savedOrder']!, { orderId: 'LP7654321' }),
      m['requests.outbox.state.pending'],
    ]);
  });
});
