/**
 * The two notes of a status change (docs/request-tracking.md, "The firm"): the most
 * characters each holds (request_status_history's CHECKs), and a note as it
 * is sent: control characters a space, trimmed; a blank note is none.
 */
import { characters, withoutControls } from './characters';

export const NOTE_MAX = { customerNote: 1000, internalNote: 2000 } as const;

export const statusNote = (text: string | undefined): string | null => withoutControls(text ?? '').trim() || null;

/** The form's message when a note is too long, else null. */
export const noteProblem = (text: string, max: number): string | null =>
  characters(statusNote(text) ?? '') > max ? `At most ${max} characters.` : null;
