/**
 * A status change's note as the staff type it (docs/request-tracking.md,
 * "The firm"): at most 1000 characters for the customer, 2000 for the firm,
 * counted as the database counts them; control characters but the tab and
 * line breaks, which request_status_history_notes_no_control refuses, a
 * space; trimmed, and blank is none (statusNote, noteProblem).
 */
import { NOTE_MAX } from '@/domain/request/status-note';
import type { FieldCase, Reasons } from './types';

export type Note = keyof typeof NOTE_MAX;

export const NOTE_REASONS: Record<Note, Reasons<'length'>> = {
  customerNote: {
    length: { form: 'At most 1000 characters.', check: 'request_status_history_customer_note_length' },
  },
  internalNote: {
    length: { form: 'At most 2000 characters.', check: 'request_status_history_internal_note_length' },
  },
};

/** `note`: which of the two (the customer's unless it says). */
export type NoteCase = FieldCase<'length', string | null> & { note?: Note };

const CUSTOMER = NOTE_MAX.customerNote;
const INTERNAL = NOTE_MAX.internalNote;

export const NOTE_CASES: NoteCase[] = [
  { input: 'Ready: collect it at the office.', stored: 'Ready: collect it at the office.', why: 'a note' },
  { input: '', stored: null, why: 'none' },
  { input: ' \n ', stored: null, why: 'blank is none' },
  {
    input: 'Line one\nLine two\twith a tab',
    stored: 'Line one\nLine two\twith a tab',
    why: 'line breaks and tabs stay',
  },
  { input: 'From Word\u000Bnext line', stored: 'From Word next line', why: "Word's manual line break: a space" },
  { input: 'Bell\u0007 rung', stored: 'Bell  rung', why: 'a control character: a space' },
  { input: 'NUL\u0000here', stored: 'NUL here', why: 'NUL: no text column holds it' },
  { input: 'Next\u0085line', stored: 'Next\u0085line', why: 'C1 controls: the CHECK lists C0 and DEL only' },
  { input: 'क'.repeat(CUSTOMER), stored: 'क'.repeat(CUSTOMER), why: "the longest customer's note" },
  { input: 'क'.repeat(CUSTOMER + 1), refused: 'length', why: 'one character more' },
  { input: '😀'.repeat(CUSTOMER), stored: '😀'.repeat(CUSTOMER), why: 'an emoji is one character' },
  { input: ` ${'क'.repeat(CUSTOMER)} `, stored: 'क'.repeat(CUSTOMER), why: 'trimmed before it is counted' },
  { input: 'क'.repeat(INTERNAL), stored: 'क'.repeat(INTERNAL), note: 'internalNote', why: 'the longest internal note' },
  { input: 'क'.repeat(INTERNAL + 1), refused: 'length', note: 'internalNote', why: 'one character more' },
];
