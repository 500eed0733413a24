/**
 * What the database's CHECKs say of the characters of a free text: a
 * request's message (contact_submissions_message_no_control) and a status
 * change's notes (request_status_history_notes_no_control) take no control
 * character but the tab and line breaks, and no text holds NUL. Such
 * characters are invisible where they are typed or pasted (Word's manual line
 * break is one), so the site makes each a space rather than refuse the text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

export const withoutControls = (text: string): string => text.replace(CONTROLS, ' ');

/** A text's length as char_length counts it: code points (an emoji is one, not two UTF-16 units). */
export const characters = (text: string): number => [...text].length;
