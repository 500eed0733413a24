/**
 * The 'Document Preparation Request' form's values, rules and payload
 * apart from the component so they can be tested alone.
 * The rules are the database's CHECK constraints (src/lib/api/validation.ts):
 * what the form accepts, the database accepts.
 */
import {
  DEFAULT_URGENCY,
  REQUEST_DOCUMENT_TYPES,
  REQUEST_SERVICES,
  URGENCIES,
  type DocumentId,
  type RequestDocumentType,
  type RequestService,
  type ServiceId,
  type Urgency,
} from '@/lib/config';
import { REQUEST_LIMITS, isValidEmail, isValidName, isValidPhone } from '@/lib/api/validation';
import type { HumanSignals } from '@/lib/api/database';
import type { Lang } from '@/i18n/lang';
import type { DocumentRequestPayload } from '@/offline/outbox/types';

export interface RequestFormValues {
  name: string;
  email: string;
  phone: string;
  /** '' until chosen: the select shows its (disabled) placeholder. */
  service: RequestService | '';
  documentType: RequestDocumentType | '';
  urgency: Urgency;
  message: string;
}

export const initialRequestValues = (
  defaultService?: RequestService,
  defaultDocumentType?: RequestDocumentType,
): RequestFormValues => ({
  name: '',
  email: '',
  phone: '',
  service: defaultService ?? '',
  documentType: defaultDocumentType ?? '',
  urgency: DEFAULT_URGENCY,
  message: '',
});

/** A message id and its values; the component turns it into text in the page's language. */
export interface FieldProblem {
  id: string;
  values?: Record<string, number>;
}

type Rules = { [K in keyof RequestFormValues]?: (value: RequestFormValues[K]) => FieldProblem | null };

export const requestRules: Rules = {
  name: (v) =>
    v.trim() === ''
      ? { id: 'requests.error.nameRequired' }
      : v.trim().length > REQUEST_LIMITS.nameMax
        ? { id: 'requests.error.nameTooLong', values: { max: REQUEST_LIMITS.nameMax } }
        : isValidName(v)
          ? null
          : { id: 'requests.error.nameInvalid' },
  email: (v) =>
    v.trim() === ''
      ? { id: 'requests.error.emailRequired' }
      : isValidEmail(v)
        ? null
        : { id: 'requests.error.emailInvalid' },
  phone: (v) =>
    v.trim() === ''
      ? { id: 'requests.error.phoneRequired' }
      : isValidPhone(v)
        ? null
        : { id: 'requests.error.phoneInvalid' },
  service: (v) =>
    (REQUEST_SERVICES as readonly string[]).includes(v) ? null : { id: 'requests.error.serviceRequired' },
  documentType: (v) =>
    (REQUEST_DOCUMENT_TYPES as readonly string[]).includes(v) ? null : { id: 'requests.error.documentTypeRequired' },
  message: (v) =>
    v.trim().length > REQUEST_LIMITS.messageMax
      ? { id: 'requests.error.messageTooLong', values: { max: REQUEST_LIMITS.messageMax } }
      : null,
};

/** The outbox payload of valid values; `label` gives the option texts the visitor saw. */
export function requestPayload(
  values: RequestFormValues,
  language: Lang,
  label: (id: string) => string,
  signals: HumanSignals,
): DocumentRequestPayload {
  if (values.service === '' || values.documentType === '') throw new Error('The form was not validated');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service,
    documentType: values.documentType,
    urgency: (URGENCIES as readonly string[]).includes(values.urgency) ? values.urgency : DEFAULT_URGENCY,
    message: values.message.trim(),
    language,
    labels: {
      service: label(`requests.service.${values.service}`),
      documentType: label(`requests.documentType.${values.documentType}`),
      urgency: label(`requests.urgency.${values.urgency}`),
    },
    signals,
  };
}

/** Service pages and the request services they match (docs/architecture.md, "Decisions"). */
const serviceOfPage: Partial<Record<ServiceId, RequestService>> = {
  'legal-documentation': 'legal_documentation',
  'document-review': 'document_review',
  'stamp-papers': 'stamp_papers',
  'will-creation': 'will_creation',
  'legal-research': 'legal_research',
  'e-mediation': 'e_mediation',
  'property-registration': 'property_registration',
  'legal-photography': 'legal_photography',
};

/** Document pages and what they preselect: a document type, and the service that makes it. */
const documentPreselection: Partial<
  Record<DocumentId, { defaultService?: RequestService; defaultDocumentType?: RequestDocumentType }>
> = {
  'rent-agreement': { defaultService: 'legal_documentation', defaultDocumentType: 'rent_agreement' },
  affidavit: { defaultService: 'legal_documentation', defaultDocumentType: 'affidavit' },
  'sell-agreement': { defaultService: 'legal_documentation', defaultDocumentType: 'sale_deed' },
  'service-agreement': { defaultService: 'legal_documentation', defaultDocumentType: 'legal_agreement' },
  'legal-notice': { defaultService: 'legal_documentation', defaultDocumentType: 'legal_notice' },
  complaint: { defaultService: 'legal_documentation', defaultDocumentType: 'complaint' },
  'e-stamp': { defaultService: 'stamp_papers' },
  notarization: { defaultService: 'stamp_papers' },
  application: { defaultService: 'legal_documentation' },
  legalServices: { defaultService: 'legal_documentation' },
};

/**
 * What the form preselects on a service or document page (docs/architecture.md, "Decisions"), as
 * RequestForm props: `<RequestForm {...requestPreselection({ documentId })} />`.
 * Pages without a match preselect nothing.
 */
export function requestPreselection(page: { serviceId?: string; documentId?: string }): {
  defaultService?: RequestService;
  defaultDocumentType?: RequestDocumentType;
} {
  if (page.documentId) return { ...documentPreselection[page.documentId as DocumentId] };
  const service = page.serviceId ? serviceOfPage[page.serviceId as ServiceId] : undefined;
  return service ? { defaultService: service } : {};
}
