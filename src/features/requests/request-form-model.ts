/**
 * The 'Document Preparation Request' form's values, rules and payload, apart
 * from the component so they can be tested alone. Each field is declared once
 * in src/domain/request/schema.ts (docs/architecture.md, "A request field,
 * from the form to the database"): what the form accepts, the database accepts.
 */
import * as v from 'valibot';
import { DEFAULT_URGENCY, type RequestDocumentType, type RequestService } from '@/business/config';
import {
  OPTION_FIELDS,
  REQUEST_FIELDS,
  requestSchema,
  type DocumentRequestPayload,
  type HumanSignals,
  type RequestField,
  type RequestFormValues,
} from '@/domain/request/schema';
import type { Lang } from '@/i18n/lang';
import { WHATSAPP_CONSENT_VERSION, whatsappNumber } from '@/domain/request/whatsapp';

export type { RequestFormValues };

export const initialRequestValues = (
  defaultService?: RequestService,
  defaultDocumentType?: RequestDocumentType,
): RequestFormValues => ({
  ...(Object.fromEntries(Object.keys(REQUEST_FIELDS).map((field) => [field, ''])) as RequestFormValues),
  service: defaultService ?? '',
  documentType: defaultDocumentType ?? '',
  urgency: DEFAULT_URGENCY,
});

/** A message id and its values; the component turns it into text in the page's language. */
export interface FieldProblem {
  id: string;
  values?: Record<string, number>;
}

/** The values a field's messages use (`{max}`). */
export const problemValues = (field: RequestField): Record<string, number> | undefined => {
  const spec = REQUEST_FIELDS[field];
  return 'max' in spec ? { max: spec.max } : undefined;
};

/** Each field's rule alone: its first problem, or null. */
export const requestRules = Object.fromEntries(
  (Object.keys(REQUEST_FIELDS) as RequestField[]).map((field) => [
    field,
    (value: string): FieldProblem | null => {
      const result = v.safeParse(REQUEST_FIELDS[field].schema, value);
      if (result.success) return null;
      const values = problemValues(field);
      return { id: result.issues[0].message, ...(values ? { values } : {}) };
    },
  ]),
) as Record<RequestField, (value: string) => FieldProblem | null>;

/** The outbox payload of valid values; `label` gives the option texts the visitor saw. */
export function requestPayload(
  values: RequestFormValues,
  language: Lang,
  label: (id: string) => string,
  signals: HumanSignals,
): DocumentRequestPayload {
  const result = v.safeParse(requestSchema, values);
  if (!result.success) throw new Error('The form was not validated');
  const request = result.output;
  // An optional choice left unchosen has no option text: its label is empty, never a message id.
  const labels = Object.fromEntries(
    OPTION_FIELDS.map((field) => {
      const chosen = request[field];
      return [field, chosen ? label(`${REQUEST_FIELDS[field].options.labelPrefix}.${chosen}`) : ''];
    }),
  ) as DocumentRequestPayload['labels'];
  return { ...request, language, labels, signals };
}

/** The form's "Send me updates on WhatsApp", unticked until the client ticks it (docs/whatsapp.md, "Consent"). */
export type WhatsappChoice = { whatsapp: boolean };

/** WhatsApp needs a mobile number: a phone that is none, with the box ticked, is the phone field's problem. */
export const whatsappProblem = ({ whatsapp, phone }: WhatsappChoice & { phone: string }): FieldProblem | null =>
  whatsapp && requestRules.phone(phone) === null && whatsappNumber(phone) === null
    ? { id: 'requests.error.whatsappMobile' }
    : null;

/** What the payload carries of the choice: the consent's wording version, only when ticked. */
export const whatsappConsent = ({ whatsapp }: WhatsappChoice): Pick<DocumentRequestPayload, 'whatsapp'> =>
  whatsapp ? { whatsapp: { consentVersion: WHATSAPP_CONSENT_VERSION } } : {};
