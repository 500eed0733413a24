/**
 * A request's message as typed: at most 2000 characters as the database
 * counts them (code points), line breaks and tabs kept, no bidirectional
 * control or non-character (DRAFT_UNSAFE, public.has_hidden_characters and
 * contact_submissions_message_characters: docs/security.md, "What a stranger
 * typed"). Other control characters, which the CHECK
 * contact_submissions_message_no_control refuses, are invisible in a
 * textarea: the form makes each a space. Blank is no message (null).
 */
import { REQUEST_LIMITS } from '@/domain/request/schema';
import type { FieldCase, Reasons } from './types';

export type MessageRefusal = 'length' | 'hidden';

export const MESSAGE_REASONS: Reasons<MessageRefusal> = {
  length: { form: 'requests.error.messageTooLong', check: 'contact_submissions_message_length' },
  hidden: { form: 'requests.error.messageHidden', check: 'contact_submissions_message_characters' },
};

const MAX = REQUEST_LIMITS.messageMax;
const hidden = (input: string, why: string): FieldCase<MessageRefusal, string | null> => ({
  input: `Pay at ${input}txt.exe`,
  refused: 'hidden',
  why,
});

export const MESSAGE_CASES: FieldCase<MessageRefusal, string | null>[] = [
  { input: 'Plot in Maihar.', stored: 'Plot in Maihar.', why: 'a message' },
  { input: '', stored: null, why: 'none' },
  { input: '  \n ', stored: null, why: 'blank is none' },
  {
    input: 'Line one\r\nLine two\twith a tab',
    stored: 'Line one\r\nLine two\twith a tab',
    why: 'line breaks and tabs stay',
  },
  { input: 'a\u200Bb', stored: 'a\u200Bb', why: 'a zero-width space changes no reading order' },
  { input: 'क्\u200Dष त्\u200Cर', stored: 'क्\u200Dष त्\u200Cर', why: 'the joiners Devanagari needs' },
  { input: 'Next\u0085line', stored: 'Next\u0085line', why: 'C1 controls: the CHECK lists C0 and DEL only' },
  { input: 'Ring\u0007 the bell', stored: 'Ring  the bell', why: 'a control character becomes a space' },
  { input: 'From Word\u000Bnext line', stored: 'From Word next line', why: "Word's manual line break (vertical tab)" },
  { input: 'Colour \u001B[31mred', stored: 'Colour  [31mred', why: 'an escape sequence' },
  { input: 'Deleted\u007F here', stored: 'Deleted  here', why: 'DEL' },
  { input: 'NUL\u0000here', stored: 'NUL here', why: 'NUL: no text column holds it' },
  { input: 'End of page\u000C', stored: 'End of page', why: 'a form feed at the end: a space, then trimmed' },
  { input: '\uFDCF\uFDF0', stored: '\uFDCF\uFDF0', why: 'either side of U+FDD0-U+FDEF: characters' },
  { input: 'अ'.repeat(MAX), stored: 'अ'.repeat(MAX), why: 'the longest message' },
  { input: 'अ'.repeat(MAX + 1), refused: 'length', why: 'one character more' },
  { input: '😀'.repeat(MAX), stored: '😀'.repeat(MAX), why: 'an emoji is one character (two UTF-16 units)' },
  { input: '😀'.repeat(MAX + 1), refused: 'length', why: 'one emoji more' },
  { input: ` ${'अ'.repeat(MAX)} `, stored: 'अ'.repeat(MAX), why: 'trimmed before it is counted' },
  hidden('\u202E', 'a right-to-left override (the "Trojan Source" trick)'),
  hidden('\u202A', 'a left-to-right embedding'),
  hidden('\u202C', 'a pop'),
  hidden('\u2066', 'a left-to-right isolate'),
  hidden('\u2069', 'the pop of an isolate'),
  hidden('\u200E', 'a left-to-right mark'),
  hidden('\u200F', 'a right-to-left mark'),
  hidden('\u061C', 'an Arabic letter mark'),
  hidden('\uFFFE', 'U+FFFE, a non-character'),
  hidden('\uFFFF', 'U+FFFF'),
  hidden('\uFDD0', 'U+FDD0'),
  hidden('\uFDEF', 'U+FDEF'),
  hidden('\u{1FFFE}', 'U+1FFFE: the last two of every plane'),
  hidden('\u{10FFFF}', 'U+10FFFF'),
];
