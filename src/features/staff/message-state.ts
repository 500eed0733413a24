/**
 * Where a message to the client stands, in the inbox's words (docs/security.md,
 * "Messages to clients"; docs/whatsapp.md, "In the inbox"): one wording for
 * every channel, and what staff may do about it.
 */
import type { ContactSubmission, CustomerMessage, WhatsappOptOut } from '@/api/database';
import type { MessageChannel, MessageReceipt, WithheldReason } from '@/business/config';
import { formatDate } from './labels';

export const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

const RECEIPTS: Record<MessageReceipt, string> = {
  sent: 'sent to the phone',
  delivered: 'delivered',
  read: 'read',
  failed: 'not delivered',
};

const WITHHELD: Record<WithheldReason, (m: CustomerMessage) => string> = {
  refused: (m) => `refused for good: ${m.last_error}`,
  stopped: () => 'the client stopped WhatsApp updates',
  daily_cap: (m) => `over the day's cap of confirmations to this ${m.channel === 'email' ? 'mailbox' : 'number'}`,
  stale: () => 'still waiting hours after the request, so not sent late',
};

/** Not yet settled by the sender: the inbox looks again soon. */
export const messageWaiting = (m: CustomerMessage) => !m.sent_at && !m.failed_at && !m.withheld_at;

/** Failed, held back by a cap or time, refused or not delivered: shown in red. A client's own stop is not trouble. */
export const messageTrouble = (m: CustomerMessage) =>
  Boolean(m.failed_at || (m.withheld_reason && m.withheld_reason !== 'stopped') || m.receipt === 'failed');

export function messageState(m: CustomerMessage): string {
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  if (m.sent_at) {
    const receipt = m.receipt && m.receipt_at ? `, ${RECEIPTS[m.receipt]} ${formatDate(m.receipt_at)}` : '';
    return `Sent ${formatDate(m.sent_at)}${receipt}${m.receipt === 'failed' ? `: ${m.last_error}` : ''}`;
  }
  if (m.withheld_at && m.withheld_reason) {
    return `Not sent (${formatDate(m.withheld_at)}): ${WITHHELD[m.withheld_reason](m)}`;
  }
  if (m.failed_at) return `Not sent, given up after ${tries} on ${formatDate(m.failed_at)}: ${m.last_error}`;
  if (m.attempts > 0 && m.last_error) {
    return `Failed, retrying (${tries}; next ${formatDate(m.next_attempt_at)}): ${m.last_error}`;
  }
  return 'Waiting to be sent';
}

/** Whether WhatsApp may not write about this request: it was stopped on /track, or its number wrote STOP. */
export const whatsappStopped = (request: ContactSubmission, optOut: WhatsappOptOut | null) =>
  Boolean(request.whatsapp_stopped_at || optOut);

/** Send again: for a message given up, stale or over the cap; never on WhatsApp the client stopped (resend_customer_message). */
export const maySendAgain = (m: CustomerMessage, request: ContactSubmission, optOut: WhatsappOptOut | null) =>
  !m.sent_at &&
  Boolean(m.failed_at || m.withheld_reason === 'stale' || m.withheld_reason === 'daily_cap') &&
  !(m.channel === 'whatsapp' && whatsappStopped(request, optOut));

/** The WhatsApp consent as the inbox says it: asked or not, and stopped by the request or by the number. */
export function consentLine(r: ContactSubmission, optOut: WhatsappOptOut | null): string {
  if (!r.whatsapp_consent_at) return 'The customer did not ask for WhatsApp updates.';
  const language = r.language === 'hi' ? 'Hindi' : 'English';
  const asked = `Asked for WhatsApp updates to ${r.whatsapp_to} on ${formatDate(r.whatsapp_consent_at)} (wording ${r.whatsapp_consent_version}, ${language})`;
  const stopped = r.whatsapp_stopped_at ? `; stopped on ${formatDate(r.whatsapp_stopped_at)}` : '';
  const number = optOut
    ? ` The number wrote STOP on ${formatDate(optOut.stopped_at)}: nothing goes to it until it writes again.`
    : '';
  return `${asked}${stopped}.${number}`;
}
