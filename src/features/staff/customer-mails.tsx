/** The e-mails the server sends the customer, and whether each went out (one given up can be sent again). */
import { Text } from '@mantine/core';
import type { CustomerMail, RequestStatusChange } from '@/api/database';
import { resendCustomerMail } from '@/api/staff';
import { MessageLines, MessagesSection } from './customer-messages';
import { formatDate, messageAbout } from './labels';

/**
 * Where an e-mail to the customer stands: sent, given up, failed and
 * retrying, or waiting for the sender (the hourly cap may hold it back:
 * docs/security.md, "The mail queue").
 */
function mailState(m: CustomerMail): string {
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  if (m.sent_at) return `E-mail sent ${formatDate(m.sent_at)}`;
  if (m.failed_at) return `E-mail not sent, given up after ${tries} on ${formatDate(m.failed_at)}: ${m.last_error}`;
  if (m.attempts > 0 && m.last_error) {
    return `E-mail failed, retrying (${tries}; next ${formatDate(m.next_attempt_at)}): ${m.last_error}`;
  }
  return 'E-mail waiting to be sent';
}

export function CustomerMails({
  orderId,
  mail,
  history,
}: {
  orderId: string;
  mail: CustomerMail[];
  history: RequestStatusChange[];
}) {
  return (
    <MessagesSection id="customer-mail" title="E-mails to the customer">
      {mail.length === 0 ? (
        <Text c="gray.7">None.</Text>
      ) : (
        <MessageLines
          orderId={orderId}
          lines={mail.map((m) => ({
            id: m.id,
            about: messageAbout(m, history),
            state: mailState(m),
            trouble: !m.sent_at && m.last_error !== null,
            resend: m.failed_at ? (db) => resendCustomerMail(db, m.id) : undefined,
          }))}
        />
      )}
    </MessagesSection>
  );
}
