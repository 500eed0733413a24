/**
 * A guided draft is data (docs/drafts.md): its questions in steps, its
 * clauses in both languages and its fee rules. One generic builder renders
 * any `DraftSpec`; a new document is a new spec, not a new component.
 */
import type { ComponentType } from 'react';
import type { Lang, Localized } from '@/i18n/lang';
import type { RequestDocumentType } from '@/business/config';
import type { Draft } from '@/domain/draft';
import type { FactId } from '@/business/legal-facts';

/** The documents the builder drafts. */
export const DRAFT_KINDS = ['rent-agreement', 'affidavit', 'cheque-bounce-notice'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
export const isDraftKind = (value: string): value is DraftKind => (DRAFT_KINDS as readonly string[]).includes(value);

/** What the visitor typed, by question id; a value is always a string (as the input holds it). */
export type Answers = Record<string, string>;

/**
 * The value that leaves the builder (kept on the device now; sent to the
 * firm with a request later): a draft (src/domain/draft.ts) of a document
 * this version knows.
 */
export type DraftAnswers = Draft & { kind: DraftKind };

export type QuestionType = 'text' | 'textarea' | 'lines' | 'date' | 'rupees' | 'number' | 'choice';

export interface Choice {
  value: string;
  label: Localized;
}

export interface Question {
  id: string;
  type: QuestionType;
  label: Localized;
  /** One line under the label: what to write, an example. */
  hint?: Localized;
  /** The blank the preview shows while it is unanswered: "landlord's name". */
  blank: Localized;
  optional?: boolean;
  choices?: readonly Choice[];
  /** Bounds of a number (months, day of the month, age) or of rupees. */
  min?: number;
  max?: number;
  /** Asked only when this holds (a branch). */
  when?: (answers: Answers) => boolean;
  /** A document-specific rule: the message when the answer breaks it. */
  check?: (value: string, answers: Answers) => Localized | undefined;
}

export interface Step {
  id: string;
  title: Localized;
  questions: readonly Question[];
}

/** A note the builder shows beside a step when its rule holds: where the law branches. */
export interface Notice {
  id: string;
  tone: 'info' | 'warning';
  when: (answers: Answers, today: string) => boolean;
  text: (answers: Answers, lang: Lang, today: string) => string;
}

/**
 * A clause: text in each language with {placeholders}. A placeholder names
 * a question (its answer, formatted for the language, or its blank) or a
 * value the spec derives. `each` repeats the clause for every line of a
 * 'lines' answer ({item} the line).
 */
export interface Clause {
  id: string;
  heading?: Localized;
  text: Localized;
  when?: (answers: Answers) => boolean;
  each?: string;
  /** Each line of `each` is a sentence of its own: it ends with a full stop (. or ।) if the visitor left none. */
  sentences?: boolean;
  /** Numbered in order among the numbered clauses that apply (1., 2., …). */
  numbered?: boolean;
  /** How the preview sets it: a title (and the line under it), a paragraph, a line set right, a party's lines in a cause title. */
  role?: 'title' | 'subtitle' | 'paragraph' | 'right' | 'party';
}

/**
 * A line of the estimate, from the register: a figure (`fact`), an exemption
 * (`exemptBy`: nothing to pay, for the reason that fact gives), a cost whose
 * rate is not known for certain (`unknown`), or the firm's own fee.
 */
export type FeeRule = { id: string; label: Localized; when?: (answers: Answers) => boolean } & (
  { fact: FactId } | { exemptBy: FactId } | { unknown: FactId } | { firm: true }
);

/**
 * Who signs ("Signature: Landlord"; none: "(Signature)"), a caption under the
 * line ("Advocate for …") and lines to fill in under it (name, enrolment).
 */
export interface Signatory {
  who?: Localized;
  caption?: Localized;
  lines?: readonly Localized[];
}

/** What the printed page makes room for. */
export interface PrintLayout {
  /** Space at the top of the first page for the stamp paper or e-stamp certificate. */
  stampSpace: boolean;
  signatures: readonly Signatory[];
  witnesses: 0 | 2;
  /** The notary's or oath commissioner's attestation, with room for their seal. */
  attestation?: Localized;
}

export interface DraftSpec {
  kind: DraftKind;
  /** The request's document type when it is sent to the firm (public.draft_problem checks the pair). */
  documentType: RequestDocumentType;
  /** Raised when questions change so that saved answers can be read with the right ones. */
  version: number;
  /** Questions of an earlier version asked under another id now: old id -> new id (./upgrade.ts). */
  renamed?: Readonly<Record<string, string>>;
  /** The document page of the same document, language-neutral. */
  documentPage: string;
  steps: readonly Step[];
  notices: readonly Notice[];
  clauses: readonly Clause[];
  /** Values the clauses use that are worked out from the answers (dates, terms). */
  derive?: (answers: Answers, lang: Lang) => Record<string, string | undefined>;
  /** Blanks of the derived values. */
  derivedBlanks?: Record<string, Localized>;
  fees: readonly FeeRule[];
  /** What the printed page makes room for, for these answers (a woman deponent is शपथकर्त्री). */
  print: (answers: Answers) => PrintLayout;
}

/**
 * The request form's sending part, given by the app (docs/drafts.md,
 * "Sending"), so a draft page loads it only when the draft is finished.
 */
export type SendDraftForm = ComponentType<{
  lang: Lang;
  draft: DraftAnswers;
  documentType: RequestDocumentType;
  /** In the database, or queued in the outbox until the connection is back. */
  onSent: (outcome: 'stored' | 'queued') => void;
}>;
