/**
 * A request's WhatsApp updates as staff see them (docs/whatsapp.md, "In the
 * inbox"): whether the client asked for them (and when, in which wording) or
 * stopped them, and each message's last state beside the e-mails'.
 */
import { Text } from '@mantine/core';
import type { ContactSubmission, CustomerWhatsapp as Message, RequestStatusChange } from '@/api/database';
import { resendCustomerWhatsapp } from '@/api/staff';
import { formatDate, messageAbout } from './labels';
import { MessageLines, MessagesSection } from './customer-messages';

/** Not yet settled by the sender: the inbox looks again soon. */
export const whatsappWaiting = (m: Message) => !m.sent_at && !m.failed_at && !m.refused_at;

const RECEIPTS: Record<NonNullable<Message['receipt']>, string> = {
  sent: 'sent to the phone',
  delivered: 'delivered',
  read: 'read',
  failed: 'not delivered',
};

/** Where a message stands: the provider's last receipt, refused, given up, retrying or waiting. */
export function whatsappState(m: Message): string {
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  if (m.refused_at) {
    return `${m.sent_at ? 'Not delivered' : 'Not sent'}, refused for good ${formatDate(m.refused_at)}: ${m.last_error}`;
  }
  if (m.sent_at) {
    const receipt = m.receipt && m.receipt_at ? `, ${RECEIPTS[m.receipt]} ${formatDate(m.receipt_at)}` : '';
    return `Sent ${formatDate(m.sent_at)}${receipt}${m.receipt === 'failed' ? `: ${m.last_error}` : ''}`;
  }
  if (m.failed_at) return `Not sent, given up after ${tries} on ${formatDate(m.failed_at)}: ${m.last_error}`;
  if (m.attempts > 0 && m.last_error) {
    return `Failed, retrying (${tries}; next ${formatDate(m.next_attempt_at)}): ${m.last_error}`;
  }
  return 'Waiting to be sent';
}

/** The consent as the inbox says it. */
function consent(r: ContactSubmission): string {
  if (!r.whatsapp_consent_at) return 'The customer did not ask for WhatsApp updates.';
  const asked = `Asked for WhatsApp updates to ${r.whatsapp_to} on ${formatDate(r.whatsapp_consent_at)} (wording ${r.whatsapp_consent_version}, ${r.language === 'hi' ? 'Hindi' : 'English'})`;
  return r.whatsapp_stopped_at ? `${asked}; stopped on ${formatDate(r.whatsapp_stopped_at)}.` : `${asked}.`;
}

export function CustomerWhatsapp({
  request,
  messages,
  history,
}: {
  request: ContactSubmission;
  messages: Message[];
  history: RequestStatusChange[];
}) {
  return (
    <MessagesSection id="customer-whatsapp" title="WhatsApp to the customer">
      <Text size="sm" mb="xs">
        {consent(request)}
      </Text>
      {messages.length > 0 && (
        <MessageLines
          orderId={request.order_id}
          lines={messages.map((m) => ({
            id: m.id,
            about: messageAbout(m, history),
            state: whatsappState(m),
            trouble: Boolean(m.failed_at || m.refused_at || m.receipt === 'failed'),
            resend: m.failed_at && !request.whatsapp_stopped_at ? (db) => resendCustomerWhatsapp(db, m.id) : undefined,
          }))}
        />
      )}
    </MessagesSection>
  );
}
