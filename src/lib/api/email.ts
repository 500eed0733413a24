/**
 * The two e-mails of a document request: spec §7 calls 3 (admin notification)
 * and 4 (customer confirmation), sent through EmailJS.
 *
 * EmailJS templates use these parameter names (README: "EmailJS templates").
 */
import type { Lang } from '../../i18n/lang';
import { business } from '../config';
import { EmailSendError, getEmailSender, type EmailSender } from '../emailjs';
import { ApiError } from './errors';

/** Admin notification (template VITE_EMAILJS_ADMIN_TEMPLATE_ID); names fixed by spec §3. */
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

/**
 * Customer confirmation (template VITE_EMAILJS_CUSTOMER_TEMPLATE_ID). The
 * template's "To Email" is {{to_email}}; the sender is always the business.
 * It carries only what the database accepted and no free text: the name
 * (letters only, contact_submissions_name_letters), the order id and the
 * chosen options. The message goes to the admin template alone, so the
 * firm's mail cannot carry a stranger's text to any address (docs/security.md).
 */
export interface CustomerEmailParams {
  /** Fixed: the business's name. */
  from_name: string;
  /** Fixed: the business's address. */
  from_email: string;
  /** The business's address, so that replies reach it. */
  reply_to: string;
  to_name: string;
  to_email: string;
  phone: string;
  service: string;
  document_type: string;
  urgency: string;
  order_id: string;
  /** 'en' or 'hi': the language the customer used on the site. */
  language: Lang;
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
  language: Lang;
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

export function customerEmailParams(request: RequestForEmail): CustomerEmailParams {
  return {
    from_name: request.language === 'hi' ? business.nameHi : business.name,
    from_email: business.email,
    reply_to: business.email,
    to_name: request.name,
    to_email: request.email,
    phone: request.phone,
    service: request.service,
    document_type: request.documentType,
    urgency: request.urgency,
    order_id: request.orderId,
    language: request.language,
  };
}

function toApiError(prefix: string, err: unknown): ApiError {
  const status = err instanceof EmailSendError ? err.status : 0;
  const text = err instanceof Error ? err.message : String(err);
  return new ApiError(`${prefix}: ${text}`, { status, service: 'emailjs', cause: err });
}

/**
 * Call 3. Resolves when EmailJS answers 200; throws
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

/** Call 4, after call 3. Throws ApiError('Error sending customer confirmation: {text}'). */
export async function sendCustomerEmail(
  params: CustomerEmailParams,
  sender: EmailSender = getEmailSender(),
): Promise<void> {
  try {
    await sender.send(sender.settings.customerTemplateId, { ...params });
  } catch (err) {
    throw toApiError('Error sending customer confirmation', err);
  }
}

/**
 * A status change told to the customer (template VITE_EMAILJS_STATUS_TEMPLATE_ID),
 * sent from the staff inbox in the customer's language. `note` is the firm's
 * note for the customer (typed by staff, never by a visitor).
 */
export interface StatusEmailParams {
  from_name: string;
  from_email: string;
  reply_to: string;
  to_name: string;
  to_email: string;
  order_id: string;
  /** The new status, as the tracking page names it in the customer's language. */
  status: string;
  /** What the status means for the customer. */
  status_text: string;
  note: string;
  /** The tracking page for this order, in the customer's language. */
  track_url: string;
  language: Lang;
}

export async function sendStatusEmail(
  params: StatusEmailParams,
  sender: EmailSender = getEmailSender(),
): Promise<void> {
  try {
    await sender.send(sender.settings.statusTemplateId, { ...params });
  } catch (err) {
    throw toApiError('Error sending status e-mail', err);
  }
}
