/**
 * The firm's notification of a new request, sent from the visitor's browser
 * through EmailJS to a template whose recipient is fixed to the firm. Mail to
 * customers (the confirmation, status changes) is sent by the server, for
 * stored rows only: supabase/functions/customer-mail, docs/security.md.
 *
 * The template uses these parameter names (README: "EmailJS templates").
 */
import { EmailSendError, getEmailSender, type EmailSender } from '../emailjs';
import { ApiError } from './errors';

/** Admin notification (template VITE_EMAILJS_ADMIN_TEMPLATE_ID). */
export interface AdminEmailParams {
  from_name: string;
  from_email: string;
  phone: string;
  service: string;
  document_type: string;
  urgency: string;
  message: string;
  order_id: string;
  /** The customer's address, so that "Reply" in the business's mailbox answers them. */
  reply_to: string;
}

/** A request as the e-mails show it; service, document type and urgency as display text or stored value. */
export interface RequestForEmail {
  orderId: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  documentType: string;
  urgency: string;
  message?: string | null;
}

export function adminEmailParams(request: RequestForEmail): AdminEmailParams {
  return {
    from_name: request.name,
    from_email: request.email,
    phone: request.phone,
    service: request.service,
    document_type: request.documentType,
    urgency: request.urgency,
    message: request.message ?? '',
    order_id: request.orderId,
    reply_to: request.email,
  };
}

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
