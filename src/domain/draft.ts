/**
 * One guided draft's shape (docs/drafts.md, "Sending"): the document kind,
 * the version of its questions, the language it was written in and the
 * answers by question id. The builder saves it (with its step), the outbox
 * carries it, submit_request's p_draft takes it (public.draft_problem) and
 * the staff read it back from contact_submissions.draft.
 */
import * as v from 'valibot';
import { DRAFT_UNSAFE } from '../business/config';

/** The largest draft submit_request takes, in the bytes the database counts (draftBytes). */
export const DRAFT_MAX_BYTES = 16_384;
// eslint-disable-next-line no-control-regex -- control characters (the line break aside) are what it replaces
const DRAFT_CONTROL = /[\x00-\x09\x0B-\x1F\x7F-\x9F]/g;
const DRAFT_UNSAFE_ALL = new RegExp(DRAFT_UNSAFE.source, 'gu');
/** The builder checked each answer; for sending, this keeps the shape and the characters. */
export const draftSchema = v.object({
  kind: v.string(),
  version: v.pipe(v.number(), v.integer()),
  lang: v.picklist(['en', 'hi']),
  answers: v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)),
    v.pipe(
      v.string(),
      v.transform((text) => text.replace(/\r\n?/g, '\n').replace(DRAFT_CONTROL, ' ').replace(DRAFT_UNSAFE_ALL, '')),
    ),
  ),
});
/** A guided draft: what the builder keeps, the outbox carries, the database checks and the staff read. */
export type Draft = v.InferOutput<typeof draftSchema>;

export const draftForSending = (draft: v.InferInput<typeof draftSchema>): Draft => v.parse(draftSchema, draft);

/** The size the database measures: its JSON text puts a space after each ':' and ',' of an object. */
export function draftBytes(draft: Draft): number {
  const answers = Object.keys(draft.answers).length;
  return new TextEncoder().encode(JSON.stringify(draft)).length + 7 + Math.max(0, 2 * answers - 1);
}
