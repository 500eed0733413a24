/**
 * A guided draft as it is sent (docs/drafts.md, "Sending"; docs/security.md,
 * "Draft answers"): what sending makes of an answer's characters
 * (draftForSending) and what public.draft_problem says of them as typed; the
 * answers' keys; the kinds, versions and document types; the size in bytes
 * (draftBytes, octet_length of the jsonb's text).
 */
import type { Draft } from '@/domain/draft';
import { SPECS } from '../draft-specs';

/** What draft_problem answers; null: it may be stored. */
export type DraftProblem = 'size' | 'shape' | 'kind' | 'document_type' | 'key' | 'control' | 'character' | null;

/** The document the key and character cases are answers of, at the builder's version. */
export const RENT = {
  kind: 'rent-agreement',
  version: SPECS['rent-agreement'].version,
  type: 'rent_agreement',
} as const;

/** The draft each kind of case is: one answer (`place`), one key, a kind, some answers at version 1. */
export const draftOf = {
  answer: (text: string): Draft => ({ kind: RENT.kind, version: RENT.version, lang: 'hi', answers: { place: text } }),
  key: (key: string): Draft => ({ kind: RENT.kind, version: RENT.version, lang: 'hi', answers: { [key]: 'x' } }),
  kind: (c: KindCase): Draft => ({ kind: c.kind, version: c.version, lang: 'en', answers: {} }),
  size: (answers: Draft['answers']): Draft => ({ kind: RENT.kind, version: 1, lang: 'en', answers }),
};

/**
 * An answer as typed: what sending makes of it (`sent`, which the database
 * takes) and what draft_problem says of it as typed (`typed`). The builder
 * itself refuses, with a message, what is a `character` problem.
 */
export interface AnswerCase {
  input: string;
  sent: string;
  typed: DraftProblem;
  why: string;
}

const removed = (input: string, why: string): AnswerCase => ({
  input: `8000${input}`,
  sent: '8000',
  typed: 'character',
  why,
});

export const ANSWER_CASES: AnswerCase[] = [
  { input: 'सतना, मध्य प्रदेश', sent: 'सतना, मध्य प्रदेश', typed: null, why: 'an answer' },
  { input: 'House 12\nStation Road', sent: 'House 12\nStation Road', typed: null, why: "a list answer's line break" },
  { input: 'House 12\r\nStation Road', sent: 'House 12\nStation Road', typed: 'control', why: 'CR LF: a line break' },
  { input: 'House 12\rStation Road', sent: 'House 12\nStation Road', typed: 'control', why: 'CR alone: a line break' },
  { input: 'Bed\tTable', sent: 'Bed Table', typed: 'control', why: 'a tab: a space' },
  { input: 'Bell\u0007', sent: 'Bell ', typed: 'control', why: 'a C0 control: a space' },
  { input: 'Next\u0085line', sent: 'Next line', typed: 'control', why: 'a C1 control too (unlike a message)' },
  { input: 'DEL\u007F', sent: 'DEL ', typed: 'control', why: 'DEL' },
  { input: 'NUL\u0000', sent: 'NUL ', typed: 'control', why: 'NUL: no jsonb holds it' },
  { input: 'क्\u200Dष त्\u200Cर', sent: 'क्\u200Dष त्\u200Cर', typed: null, why: 'the joiners Devanagari needs' },
  { input: 'a\u200Bb', sent: 'a\u200Bb', typed: null, why: 'a zero-width space' },
  { input: '\uFDCF\uFDF0', sent: '\uFDCF\uFDF0', typed: null, why: 'either side of U+FDD0-U+FDEF' },
  removed('\u202E', 'a right-to-left override: removed'),
  removed('\u2066\u2069', 'an isolate and its pop'),
  removed('\u200E', 'a left-to-right mark'),
  removed('\u200F', 'a right-to-left mark'),
  removed('\u061C', 'an Arabic letter mark'),
  removed('\uFFFE', 'U+FFFE: a Word file cannot hold it'),
  removed('\uFFFF', 'U+FFFF'),
  removed('\uFDD0', 'U+FDD0'),
  removed('\u{1FFFE}', 'U+1FFFE'),
  removed('\u{10FFFF}', 'U+10FFFF'),
];

/** An answer's key under RENT: a question of that version, or why not. */
export interface KeyCase {
  key: string;
  problem: DraftProblem;
  why: string;
}

export const KEY_CASES: KeyCase[] = [
  { key: 'tenantName', problem: null, why: 'a question' },
  { key: 'premisesDistrict', problem: null, why: 'a question version 3 added' },
  { key: 'TenantName', problem: 'key', why: 'ids are case-sensitive' },
  { key: 'deponentName', problem: 'key', why: "another document's question" },
  { key: 'constructor', problem: 'key', why: 'an Object property, no question' },
  { key: 'a'.repeat(40), problem: 'key', why: '40 characters: the shape allows it' },
  { key: 'a'.repeat(41), problem: 'shape', why: '41 characters' },
  { key: 'tenant name', problem: 'shape', why: 'a space' },
  { key: '1rent', problem: 'shape', why: 'a digit first' },
  { key: '_rent', problem: 'shape', why: 'an underscore first' },
  { key: 'tenantName\n', problem: 'shape', why: 'a line break after it' },
  { key: 'किराया', problem: 'shape', why: 'Devanagari' },
  { key: '', problem: 'shape', why: 'empty' },
];

/** A draft's kind and version for a request's document type. */
export interface KindCase {
  kind: string;
  version: number;
  documentType: string;
  problem: DraftProblem;
  why: string;
}

const now = (kind: keyof typeof SPECS) => SPECS[kind].version;

export const KIND_CASES: KindCase[] = [
  { ...RENT, documentType: RENT.type, problem: null, why: "the builder's version" },
  {
    kind: RENT.kind,
    version: 1,
    documentType: RENT.type,
    problem: null,
    why: 'version 1: an outbox may keep it for days',
  },
  {
    kind: RENT.kind,
    version: now('rent-agreement') + 1,
    documentType: RENT.type,
    problem: 'kind',
    why: 'a version not made yet',
  },
  { kind: RENT.kind, version: 0, documentType: RENT.type, problem: 'kind', why: 'version 0' },
  { kind: 'affidavit', version: now('affidavit'), documentType: 'affidavit', problem: null, why: 'an affidavit' },
  {
    kind: 'cheque-bounce-notice',
    version: now('cheque-bounce-notice'),
    documentType: 'legal_notice',
    problem: null,
    why: 'the notice is a legal_notice request',
  },
  {
    kind: 'cheque-bounce-notice',
    version: now('cheque-bounce-notice'),
    documentType: 'affidavit',
    problem: 'document_type',
    why: 'on a request for another document',
  },
  { kind: 'sale-deed', version: 1, documentType: 'sale_deed', problem: 'kind', why: 'no builder for it' },
  { kind: 'Affidavit', version: 1, documentType: 'affidavit', problem: 'kind', why: 'kinds are case-sensitive' },
];

/**
 * A draft's size as the database measures it: the jsonb's text, a space after
 * each ':' and ','. A rent agreement's draft at version 1 in English with one
 * empty answer (`place`) is 80 bytes.
 */
export interface SizeCase {
  answers: Draft['answers'];
  bytes: number;
  problem: DraftProblem;
  why: string;
}

/** 16,304 bytes: with the draft's other 80, 16,384, the most the database takes. */
const TO_THE_LIMIT = `${'क'.repeat(5_434)}aa`;

export const SIZE_CASES: SizeCase[] = [
  { answers: { place: '' }, bytes: 80, problem: null, why: 'an empty answer' },
  { answers: {}, bytes: 69, problem: null, why: 'no answers' },
  { answers: { place: '', tenantName: '' }, bytes: 98, problem: null, why: 'a second answer: its key and ", ": "' },
  { answers: { place: 'सतना' }, bytes: 92, problem: null, why: 'Devanagari: three bytes a letter' },
  {
    answers: { place: '"\\\n' },
    bytes: 86,
    problem: null,
    why: 'a quote, a backslash, a line break: escaped, two each',
  },
  { answers: { place: '😀' }, bytes: 84, problem: null, why: 'an emoji: four bytes' },
  { answers: { place: TO_THE_LIMIT }, bytes: 16_384, problem: null, why: 'the most the database takes' },
  { answers: { place: `${TO_THE_LIMIT}a` }, bytes: 16_385, problem: 'size', why: 'one byte more' },
];
