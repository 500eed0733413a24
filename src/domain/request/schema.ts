/**
 * A document request and a newsletter sign-up, each field declared once
 * (docs/architecture.md, "A request field, from the form to the database"):
 * its rules and limits, the message ids the form shows, the column and
 * submit_request argument that store it and the firm's e-mail parameters that
 * show it. The schema trims and normalises what the visitor typed; nothing
 * after it changes a value. Its rules are the CHECKs', tried on both sides
 * (tests/support/shared/rule-cases). wire.ts and admin-email.ts build the
 * call's arguments and the e-mail from its output.
 */
import * as v from 'valibot';
import type { Draft } from '../draft';
import type { Lang } from '@/i18n/lang';
import {
  DEFAULT_URGENCY,
  DRAFT_UNSAFE,
  REQUEST_DOCUMENT_TYPES,
  REQUEST_SERVICES,
  URGENCIES,
} from '../../business/config';
import { characters, withoutControls } from './characters';

export const REQUEST_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 2000,
} as const;

/** At most `max` characters as the database counts them. */
const maxCharacters = (max: number, message: string) => v.check((text: string) => characters(text) <= max, message);

/**
 * The one e-mail rule, the form's and the database's (public.is_email_address,
 * contact_submissions_email_format): a local part of plain characters and
 * single dots, a domain of labels and a top-level name. No quoted local part,
 * no address literal, no trailing dot: one spelling per mailbox, so the
 * mailbox limits count people (docs/security.md, "Who a limit counts"); and
 * none of ? & = % / \ or spaces, which would carry headers into a mailto: link.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-misleading-character-class -- Devanagari signs are single entries, as in NAME_PATTERN
  /^[A-Za-z0-9!#$'*+^_`{|}~\u00C0-\u024F\u0900-\u097F-]+(?:\.[A-Za-z0-9!#$'*+^_`{|}~\u00C0-\u024F\u0900-\u097F-]+)*@(?:[A-Za-z0-9\u00C0-\u024F\u0900-\u097F](?:[A-Za-z0-9\u00C0-\u024F\u0900-\u097F-]*[A-Za-z0-9\u00C0-\u024F\u0900-\u097F])?\.)+[A-Za-z\u00C0-\u024F\u0900-\u097F][A-Za-z0-9\u00C0-\u024F\u0900-\u097F-]*[A-Za-z0-9\u00C0-\u024F\u0900-\u097F]$/;
/** 7-20 characters of digits, spaces, + and - (contact_submissions_phone_format). */
export const PHONE_PATTERN = /^[0-9 +-]{7,20}$/;
/**
 * Letters (Latin or Devanagari, with their signs), spaces and . ' - only
 * (contact_submissions_name_letters): the customer e-mail repeats the name,
 * so it carries no digits, links or other text.
 */
// Devanagari signs and the zero-width joiners are meant to be single entries of the class.
// eslint-disable-next-line no-misleading-character-class
export const NAME_PATTERN = /^[A-Za-z\u00C0-\u024F\u0900-\u0963\u0970-\u097F\u200C\u200D .'-]+$/;
/**
 * What a mail app would turn into a link (contact_submissions_name_no_address;
 * docs/security.md, "What a stranger typed"): www., a word of two letters or
 * more, a dot and another (sbi-kyc.bank, refund.today), or a letter, a dot and
 * a known top-level domain (x.com). Initials stay names: R.K. Mishra,
 * Dr. A.K. Sharma, R.K.Mishra.
 */
export const NAME_ADDRESS =
  // eslint-disable-next-line no-misleading-character-class -- Devanagari signs are single entries, as in NAME_PATTERN
  /www\.|[A-Za-z\u00C0-\u024F]{2,}\.[A-Za-z\u00C0-\u024F]{2,}|[A-Za-z\u00C0-\u024F\u0900-\u097F]\.(?:com|net|org|info|biz|in|co|io|me|app|xyz|top|online|site|shop|store|live|link|click|club|tk|ml|ga|cf|gq|ws|cc|tv|us|uk|ru|cn|pk|bd|np|lk|ae|gov|edu|mobi|pro|icu|vip|win|loan|work|support|help|page|भारत)(?![A-Za-z])/i;

/** An address the database takes; `required` and `invalid` are the form's message ids. */
const emailRule = (required: string, invalid: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    maxCharacters(REQUEST_LIMITS.emailMax, invalid),
    v.regex(EMAIL_PATTERN, invalid),
  );

/** One of `options`; anything else (the unchosen '') shows `required`. */
const optionRule = <const O extends readonly [string, ...string[]]>(options: O, required: string) =>
  v.pipe(v.string(), v.picklist(options, required));

/**
 * A field: `schema` takes what the form holds and gives what is stored
 * (trimmed; its issues' messages are message ids, `{max}` their value);
 * `column` and `rpc` store it; `email` names the firm's e-mail parameters
 * that show it; `options` fields are shown there by their label.
 */
interface Field {
  schema: v.GenericSchema<string, unknown>;
  column: string;
  rpc: `p_${string}`;
  email: readonly string[];
  max?: number;
  options?: { values: readonly string[]; labelPrefix: string };
}

export const REQUEST_FIELDS = {
  name: {
    schema: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('requests.error.nameRequired'),
      maxCharacters(REQUEST_LIMITS.nameMax, 'requests.error.nameTooLong'),
      v.regex(NAME_PATTERN, 'requests.error.nameInvalid'),
      v.check((name) => !NAME_ADDRESS.test(name), 'requests.error.nameAddress'),
    ),
    column: 'name',
    rpc: 'p_name',
    email: ['from_name'],
    max: REQUEST_LIMITS.nameMax,
  },
  email: {
    schema: emailRule('requests.error.emailRequired', 'requests.error.emailInvalid'),
    column: 'email',
    rpc: 'p_email',
    // reply_to: "Reply" in the firm's mailbox answers the customer.
    email: ['from_email', 'reply_to'],
  },
  phone: {
    schema: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('requests.error.phoneRequired'),
      v.regex(PHONE_PATTERN, 'requests.error.phoneInvalid'),
    ),
    column: 'phone',
    rpc: 'p_phone',
    email: ['phone'],
  },
  service: {
    schema: optionRule(REQUEST_SERVICES, 'requests.error.serviceRequired'),
    column: 'service',
    rpc: 'p_service',
    email: ['service'],
    options: { values: REQUEST_SERVICES, labelPrefix: 'requests.service' },
  },
  documentType: {
    schema: optionRule(REQUEST_DOCUMENT_TYPES, 'requests.error.documentTypeRequired'),
    column: 'document_type',
    rpc: 'p_document_type',
    email: ['document_type'],
    options: { values: REQUEST_DOCUMENT_TYPES, labelPrefix: 'requests.documentType' },
  },
  urgency: {
    // Radios: always one of them; an unknown value (an old entry) falls back to the default.
    schema: v.fallback(v.pipe(v.string(), v.picklist(URGENCIES)), DEFAULT_URGENCY),
    column: 'urgency',
    rpc: 'p_urgency',
    email: ['urgency'],
    options: { values: URGENCIES, labelPrefix: 'requests.urgency' },
  },
  message: {
    // Optional: left empty it is null, and stored so (submit_request makes a blank one null too).
    schema: v.pipe(
      v.string(),
      v.transform(withoutControls),
      v.trim(),
      maxCharacters(REQUEST_LIMITS.messageMax, 'requests.error.messageTooLong'),
      // As in draft answers: no bidirectional control or non-character (contact_submissions_message_characters).
      v.check((message) => !DRAFT_UNSAFE.test(message), 'requests.error.messageHidden'),
      v.transform((message) => message || null),
    ),
    column: 'message',
    rpc: 'p_message',
    email: ['message'],
    max: REQUEST_LIMITS.messageMax,
  },
} as const satisfies Record<string, Field>;

export const NEWSLETTER_FIELDS = {
  email: {
    schema: emailRule('newsletter.error.required', 'newsletter.error.invalid'),
    column: 'email',
    rpc: 'p_email',
    email: [],
  },
} as const satisfies Record<string, Field>;

type Fields = Record<string, Field>;
type Schemas<F extends Fields> = { [K in keyof F]: F[K]['schema'] };
const schemas = <F extends Fields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as Schemas<F>;

/** The request form's values in, the stored (trimmed, checked) request out: what `schemaResolver` takes. */
export const requestSchema = v.object(schemas(REQUEST_FIELDS));
export const newsletterSchema = v.object(schemas(NEWSLETTER_FIELDS));

export type RequestField = keyof typeof REQUEST_FIELDS;
/** What the form holds: every field as typed ('' for an unchosen option). */
export type RequestFormValues = v.InferInput<typeof requestSchema>;
export type NewsletterValues = v.InferOutput<typeof newsletterSchema>;

/** The fields the e-mail shows by the label the visitor saw. */
export type OptionField = {
  [K in RequestField]: (typeof REQUEST_FIELDS)[K] extends { options: object } ? K : never;
}[RequestField];
export const isOptionField = (key: RequestField): key is OptionField => 'options' in REQUEST_FIELDS[key];
export const OPTION_FIELDS = (Object.keys(REQUEST_FIELDS) as RequestField[]).filter(isOptionField);

/**
 * subscribe_newsletter's answer: the same whether or not the address was on
 * the list (docs/security.md, "Newsletter").
 */
export type NewsletterStatus = 'check_inbox';
/** confirm_newsletter's answer for an e-mailed link. */
export type NewsletterConfirmation = 'subscribed' | 'already_subscribed' | 'invalid';

/** What a person's form adds to a submission, for the server's bot checks. */
export type HumanSignals = {
  /** The hidden field's value (a person leaves it empty). */
  website: string;
  /** From the first touch of the form to Send, in ms. */
  fillMs: number;
};

/**
 * A document request as the outbox keeps it: the schema's output (each field
 * as stored) and what came with it. submit_request takes it all but the
 * labels (wire.ts), the firm's e-mail its fields and labels (admin-email.ts).
 */
export type DocumentRequestPayload = v.InferOutput<typeof requestSchema> & {
  /** The page's language: stored with the row; the server's e-mails to the customer use it. */
  language: Lang;
  /** The option fields as the visitor saw them, in their language (the worker has no catalogue). */
  labels: Record<OptionField, string>;
  /** For the server's bot checks; missing on entries queued before they existed. */
  signals?: HumanSignals;
  /** A guided draft's answers, sent with the request ("Send to the firm"). */
  draft?: Draft;
  /** The client asked for WhatsApp updates: the consent's wording version (docs/whatsapp.md). Missing on older entries. */
  whatsapp?: { consentVersion: number };
};

export type NewsletterPayload = NewsletterValues & {
  language: Lang;
  signals?: HumanSignals;
};
