/**
 * The firm's notification of a new request, sent from the visitor's browser
 * through EmailJS to a template whose recipient is fixed to the firm. Mail to
 * customers (the confirmation, status changes) is sent by the server, for
 * stored rows only: supabase/functions/customer-mail, docs/security.md.
 * src/domain/request/admin-email.ts makes its parameters.
 */
import { EmailSendError, getEmailSender, type EmailSender } from './emailjs';
import type { AdminEmailParams } from '../domain/request/admin-email';
import { ApiError } from './errors';

function toApiError(prefix: string, err: unknown): ApiError {
  const status = err instanceof EmailSendError ? err.status : 0;
  const text = err instanceof Error ? err.message : String(err);
  return new ApiError(`${prefix}: ${text}`, { status, service: 'emailjs', cause: err });
}

/**
 * Resolves when EmailJS answers 200; throws
 * ApiError('Error sending admin notification: {text}') with EmailJS's status
 * (403, 429, 451...) or 0 when the network failed.
 */
export async function sendAdminEmail(params: AdminEmailParams, sender: EmailSender = getEmailSender()): Promise<void> {
  try {
    await sender.send(sender.settings.adminTemplateId, { ...params });
  } catch (err) {
    throw toApiError('Error sending admin notification', err);
  }
}
