/**
 * The inbox is the firm's own tool and speaks English; a customer's status
 * e-mail speaks the customer's language, in the words of the tracking page
 * (src/features/tracking/messages).
 */
import { createIntl } from 'react-intl';
import trackingEn from 'virtual:messages/en/tracking';
import trackingHi from 'virtual:messages/hi/tracking';
import requestsEn from 'virtual:messages/en/requests';
import requestsHi from 'virtual:messages/hi/requests';
import type { Lang } from '@/i18n/lang';
import { LOCALE_OF } from '@/i18n/lang';
import type { RequestStatus } from '@/business/config';
import { REQUEST_FIELDS, type OptionField, type RequestField } from '@/domain/request/schema';

const intls = {
  en: createIntl({ locale: LOCALE_OF.en, messages: { ...requestsEn, ...trackingEn } }),
  hi: createIntl({ locale: LOCALE_OF.hi, messages: { ...requestsHi, ...trackingHi } }),
};

const say = (lang: Lang, id: string) => intls[lang].formatMessage({ id });

export const statusLabel = (status: RequestStatus, lang: Lang = 'en') => say(lang, `track.status.${status}`);
export const statusAbout = (status: RequestStatus, lang: Lang) => say(lang, `track.about.${status}`);
/** A chosen option by the label the visitor saw, from the field's own message ids. */
/** What a message to the customer is about (an e-mail or a WhatsApp message): the request, or which status change. */
export function messageAbout(
  message: { kind: string; history_id: number | null },
  history: readonly { id: number; status: RequestStatus }[],
): string {
  if (message.kind === 'confirmation') return 'Confirmation of the request';
  if (message.kind === 'document_ready') return 'The finished document is ready';
  const change = history.find((h) => h.id === message.history_id);
  return change ? `Status: ${statusLabel(change.status)}` : 'Status change';
}

export const optionLabel = (field: OptionField, value: string, lang: Lang = 'en') =>
  say(lang, `${REQUEST_FIELDS[field].options.labelPrefix}.${value}`);

/** What the inbox calls each field of a request: a new field cannot reach the firm unnamed. */
export const FIELD_LABELS: Record<RequestField, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  service: 'Service',
  documentType: 'Document',
  urgency: 'Urgency',
  message: 'Message',
};

/** Dates in India's time, as the firm reads them. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * A mailto: link to one address. The address is encoded on each side of its
 * @, so nothing in it can add headers (?bcc=, &body=) in the staff's mail client.
 */
export const mailtoHref = (address: string) =>
  `mailto:${address
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@')}`;
