/**
 * Every case of tests/support/shared/rule-cases through the TypeScript side
 * of its rule: the request form's and the newsletter's fields (and
 * src/api/validation.ts, which names the CHECK a row breaks), phoneKey,
 * whatsappNumber, a status change's notes, and a guided draft's sending,
 * builder and size.
 * tests/integration/rule-cases.test.ts runs the same cases through the
 * database: where the two disagree, one of them fails.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requestRowProblems } from '@/api/validation';
import { DRAFT_MAX_BYTES, draftBytes, draftForSending, draftSchema } from '@/domain/draft';
import { phoneKey } from '@/domain/request/phone-key';
import { NEWSLETTER_FIELDS, REQUEST_FIELDS } from '@/domain/request/schema';
import { NOTE_MAX, noteProblem, statusNote } from '@/domain/request/status-note';
import { whatsappNumber } from '@/domain/request/whatsapp';
import type { StoredRequest } from '@/domain/request/wire';
import { problemWith } from '@/features/drafts/validate';
import { SPECS } from '../support/shared/draft-specs';
import { ANSWER_CASES, KEY_CASES, KIND_CASES, RENT, SIZE_CASES, draftOf } from '../support/shared/rule-cases/draft';
import { EMAIL_CASES, EMAIL_REASONS, NEWSLETTER_EMAIL_REASONS } from '../support/shared/rule-cases/email';
import { MESSAGE_CASES, MESSAGE_REASONS } from '../support/shared/rule-cases/message';
import { NAME_CASES, NAME_REASONS } from '../support/shared/rule-cases/name';
import { NOTE_CASES, NOTE_REASONS } from '../support/shared/rule-cases/note';
import { PHONE_CASES, PHONE_REASONS, WA_ID_CASES } from '../support/shared/rule-cases/phone';
import { sentValue, shown, type FieldCase, type Reasons } from '../support/shared/rule-cases/types';

/** Each case with its title: the input as shown, and why. */
const titled = <C>(cases: C[], input: (c: C) => string, why: (c: C) => string) =>
  cases.map((c) => [`${shown(input(c))}: ${why(c)}`, c] as const);
const fieldCases = <C extends FieldCase<string, unknown>>(cases: C[]) =>
  titled(
    cases,
    (c) => c.input,
    (c) => c.why,
  );

/** The form's verdict, as a case writes it: the stored value, or the message id it shows. */
function formSays(schema: v.GenericSchema<string, unknown>, input: string) {
  const result = v.safeParse(schema, input);
  return result.success ? { stored: result.output } : { refused: result.issues[0].message };
}
const expected = <R extends string>(c: FieldCase<R, unknown>, reasons: Reasons<R>) =>
  'stored' in c ? { stored: c.stored } : { refused: reasons[c.refused].form };

/** A request the database takes, but for one field: what the CHECKs' mirror reads. */
const REQUEST: StoredRequest = {
  name: 'Asha Rai',
  email: 'asha@example.in',
  phone: '98270 12345',
  service: 'legal_documentation',
  documentType: 'affidavit',
  urgency: 'standard',
  message: null,
  language: 'en',
};
/** The mirror names no CHECK for what the form stores, and the reason's CHECK for what it refuses. */
function expectMirror<R extends string>(field: keyof StoredRequest, c: FieldCase<R, unknown>, reasons: Reasons<R>) {
  const problems = requestRowProblems({ ...REQUEST, [field]: sentValue(c) });
  if ('stored' in c) expect(problems).toEqual([]);
  else expect(problems).toContain(reasons[c.refused].check);
}

describe('a phone', () => {
  it.each(fieldCases(PHONE_CASES))('%s', (_, c) => {
    expect(formSays(REQUEST_FIELDS.phone.schema, c.input)).toEqual(expected(c, PHONE_REASONS));
    expectMirror('phone', c, PHONE_REASONS);
    expect(phoneKey(c.input)).toBe(c.key);
    expect(whatsappNumber(c.input)).toBe(c.whatsapp);
  });

  // No TypeScript reads a wa_id (the webhook passes it on as it came): what must hold is that
  // the numbers the firm writes to, whatsappNumber's, are the wa_ids it listens to, with a +.
  it.each(
    titled(
      WA_ID_CASES,
      (c) => c.waId,
      (c) => c.why,
    ),
  )('wa_id %s', (_, c) => {
    const number = `+${c.waId}`;
    expect(whatsappNumber(number) === number ? number : null).toBe(c.number);
  });
});

describe('an e-mail address', () => {
  it.each(fieldCases(EMAIL_CASES))('%s', (_, c) => {
    expect(formSays(REQUEST_FIELDS.email.schema, c.input)).toEqual(expected(c, EMAIL_REASONS));
    expect(formSays(NEWSLETTER_FIELDS.email.schema, c.input)).toEqual(expected(c, NEWSLETTER_EMAIL_REASONS));
    expectMirror('email', c, EMAIL_REASONS);
  });
});

describe('a name', () => {
  it.each(fieldCases(NAME_CASES))('%s', (_, c) => {
    expect(formSays(REQUEST_FIELDS.name.schema, c.input)).toEqual(expected(c, NAME_REASONS));
    expectMirror('name', c, NAME_REASONS);
  });
});

describe("a request's message", () => {
  it.each(fieldCases(MESSAGE_CASES))('%s', (_, c) => {
    expect(formSays(REQUEST_FIELDS.message.schema, c.input)).toEqual(expected(c, MESSAGE_REASONS));
    expectMirror('message', c, MESSAGE_REASONS);
  });
});

describe("a status change's notes", () => {
  it.each(fieldCases(NOTE_CASES))('%s', (_, c) => {
    const reasons = NOTE_REASONS[c.note ?? 'customerNote'];
    const problem = noteProblem(c.input, NOTE_MAX[c.note ?? 'customerNote']);
    expect(problem ? { refused: problem } : { stored: statusNote(c.input) }).toEqual(expected(c, reasons));
  });
});

describe('a guided draft', () => {
  const spec = SPECS[RENT.kind];
  const questions = spec.steps.flatMap((step) => step.questions);
  const place = questions.find((q) => q.id === 'place')!;
  const hidden = problemWith(place, '\u202E', {}, 'en');

  it.each(
    titled(
      ANSWER_CASES,
      (c) => c.input,
      (c) => c.why,
    ),
  )('an answer %s', (_, c) => {
    expect(draftForSending(draftOf.answer(c.input)).answers.place).toBe(c.sent);
    // The builder refuses what would read otherwise, with its message; sending removes it from older answers.
    expect(problemWith(place, c.input, {}, 'en') === hidden).toBe(c.typed === 'character');
  });

  it.each(
    titled(
      KEY_CASES,
      (c) => c.key,
      (c) => c.why,
    ),
  )('a key %s', (_, c) => {
    expect(v.safeParse(draftSchema, draftOf.key(c.key)).success).toBe(c.problem !== 'shape');
    if (c.problem !== 'shape') expect(questions.some((q) => q.id === c.key)).toBe(c.problem === null);
  });

  // The builder's specs: a kind's document type, and its versions from 1 to the builder's.
  it.each(
    titled(
      KIND_CASES,
      (c) => `${c.kind} ${c.version}`,
      (c) => c.why,
    ),
  )('a kind %s', (_, c) => {
    const kind = Object.hasOwn(SPECS, c.kind) ? SPECS[c.kind as keyof typeof SPECS] : undefined;
    const problem =
      !kind || c.version < 1 || c.version > kind.version
        ? 'kind'
        : kind.documentType !== c.documentType
          ? 'document_type'
          : null;
    expect(problem).toBe(c.problem);
  });

  it.each(
    titled(
      SIZE_CASES,
      (c) => JSON.stringify(c.answers),
      (c) => c.why,
    ),
  )('a size %s', (_, c) => {
    const draft = draftOf.size(c.answers);
    expect(draftBytes(draft)).toBe(c.bytes);
    expect(draftBytes(draft) > DRAFT_MAX_BYTES).toBe(c.problem === 'size');
  });
});
