/**
 * How the inbox says where a message to the client stands, on any channel,
 * and when staff may send it again (src/features/staff/message-state.ts;
 * docs/security.md, "Messages to clients").
 */
import { describe, expect, it } from 'vitest';
import type { ContactSubmission, CustomerMessage, WhatsappOptOut } from '@/api/database';
import { consentLine, maySendAgain, messageState, messageTrouble } from '@/features/staff/message-state';

const at = '2026-12-07T06:30:00Z';
const message = (over: Partial<CustomerMessage> = {}): CustomerMessage => ({
  id: 1,
  channel: 'whatsapp',
  kind: 'confirmation',
  submission_id: 7,
  subscription_id: null,
  history_id: null,
  recipient: '+919827012345',
  client_key: null,
  created_at: at,
  queued_at: at,
  attempts: 0,
  next_attempt_at: at,
  claim_token: null,
  claimed_until: null,
  last_error: null,
  sent_at: null,
  provider_id: null,
  failed_at: null,
  withheld_at: null,
  withheld_reason: null,
  receipt: null,
  receipt_at: null,
  ...over,
});
const request = (over: Partial<ContactSubmission> = {}) =>
  ({
    order_id: 'LP10042',
    language: 'hi',
    whatsapp_to: '+919827012345',
    whatsapp_consent_at: at,
    whatsapp_consent_version: 1,
    whatsapp_stopped_at: null,
    ...over,
  }) as ContactSubmission;
const optOut: WhatsappOptOut = { id: 1, number: '+919827012345', stopped_at: at, started_at: null };

describe('where a message stands', () => {
  it('sent, with the last receipt; not delivered is trouble', () => {
    expect(messageState(message({ sent_at: at, receipt: 'read', receipt_at: at }))).toMatch(/^Sent .*, read /);
    const failed = message({
      sent_at: at,
      receipt: 'failed',
      receipt_at: at,
      last_error: '131026 Message undeliverable',
    });
    expect(messageState(failed)).toMatch(/not delivered .*: 131026 Message undeliverable$/);
    expect(messageTrouble(failed)).toBe(true);
  });

  it.each([
    ['stopped', /the client stopped WhatsApp updates/, false],
    ['daily_cap', /over the day's cap of confirmations to this number/, true],
    ['stale', /still waiting hours after the request, so not sent late/, true],
    ['refused', /refused for good: 131049/, true],
  ] as const)('not sent, %s', (reason, says, trouble) => {
    const m = message({ withheld_at: at, withheld_reason: reason, last_error: '131049' });
    expect(messageState(m)).toMatch(says);
    expect(messageTrouble(m)).toBe(trouble);
  });

  it('given up, retrying, waiting', () => {
    expect(messageState(message({ attempts: 8, failed_at: at, last_error: 'EmailJS 403' }))).toMatch(
      /^Not sent, given up after 8 tries on .*: EmailJS 403$/,
    );
    expect(messageState(message({ attempts: 2, last_error: 'EmailJS 429' }))).toMatch(/^Failed, retrying \(2 tries;/);
    expect(messageState(message())).toBe('Waiting to be sent');
  });
});

describe('Send again', () => {
  it("for a message given up, stale or over the day's cap; never for one refused or sent", () => {
    expect(maySendAgain(message({ failed_at: at }), request(), null)).toBe(true);
    expect(maySendAgain(message({ withheld_at: at, withheld_reason: 'stale' }), request(), null)).toBe(true);
    expect(maySendAgain(message({ withheld_at: at, withheld_reason: 'daily_cap' }), request(), null)).toBe(true);
    expect(maySendAgain(message({ withheld_at: at, withheld_reason: 'refused' }), request(), null)).toBe(false);
    expect(maySendAgain(message({ sent_at: at }), request(), null)).toBe(false);
  });

  it('never on WhatsApp the client stopped, for the request or the number; e-mail still', () => {
    const failed = message({ failed_at: at });
    expect(maySendAgain(failed, request({ whatsapp_stopped_at: at }), null)).toBe(false);
    expect(maySendAgain(failed, request(), optOut)).toBe(false);
    expect(maySendAgain({ ...failed, channel: 'email' }, request(), optOut)).toBe(true);
  });
});

describe('the consent line', () => {
  it('says who asked, and who stopped: the request, or the number until it writes again', () => {
    expect(consentLine(request({ whatsapp_consent_at: null }), null)).toBe(
      'The customer did not ask for WhatsApp updates.',
    );
    expect(consentLine(request(), null)).toMatch(
      /^Asked for WhatsApp updates to \+919827012345 on .* \(wording 1, Hindi\)\.$/,
    );
    expect(consentLine(request({ whatsapp_stopped_at: at }), null)).toMatch(/; stopped on .*\.$/);
    expect(consentLine(request(), optOut)).toMatch(
      /The number wrote STOP on .*: nothing goes to it until it writes again\.$/,
    );
  });
});
