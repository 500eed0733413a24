/**
 * The firm's notification of a new request, sent from the visitor's browser
 * through EmailJS to a template whose recipient is fixed to the firm. Mail to
 * customers (the confirmation, status changes) is sent by the server, for
 * stored rows only: supabase/functions/customer-mail, docs/security.md.
 * Its parameters derive from the request's fields (src/domain/request/schema.ts;
 * docs/deploying.md, "Deploying").
 */
import { EmailSendError, getEmailSender, type EmailSender } from './emailjs';
import type { AdminEmailParams } from '../domain/request/schema';
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

export { adminEmailParams, type AdminEmailParams, type RequestForEmail } from '../domain/request/schema';
