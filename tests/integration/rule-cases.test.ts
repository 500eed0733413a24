/**
 * Every case of tests/support/shared/rule-cases through the database, as the
 * site or a script reaches it, on PGlite and PostgreSQL 15: submit_request
 * and subscribe_newsletter with each field (their trimming, every CHECK, the
 * generated keys), a status change's notes, public.phone_key, private.whatsapp_number,
 * record_whatsapp_reply, public.mailbox_key and public.draft_problem.
 * tests/unit/rule-cases.test.ts runs the same cases through the TypeScript
 * side. Each test lists every case the database answers otherwise.
 */
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type SqlDatabase } from '@local-stack/db.ts';
import { REPO_ROOT } from '@local-stack/stack.ts';
import { openBareDatabase } from '../support/integration/postgres';
import { ATTEMPTS_SQL, NO_TEXT, literal, perValue, type Attempt } from '../support/integration/rule-attempts';
import { backends } from '../support/integration/test-stack';
import { ANSWER_CASES, KEY_CASES, KIND_CASES, RENT, SIZE_CASES, draftOf } from '../support/shared/rule-cases/draft';
import { EMAIL_CASES, EMAIL_REASONS, NEWSLETTER_EMAIL_REASONS } from '../support/shared/rule-cases/email';
import { MESSAGE_CASES, MESSAGE_REASONS } from '../support/shared/rule-cases/message';
import { NAME_CASES, NAME_REASONS } from '../support/shared/rule-cases/name';
import { NOTE_CASES, NOTE_REASONS } from '../support/shared/rule-cases/note';
import { PHONE_CASES, PHONE_REASONS, WA_ID_CASES } from '../support/shared/rule-cases/phone';
import { sentValue, shown, type FieldCase, type Reasons } from '../support/shared/rule-cases/types';

/** The cases whose answer from the database is not what they expect. */
function disagreements<C>(cases: C[], title: (c: C) => string, answers: unknown[], want: (c: C) => unknown) {
  return cases.flatMap((c, i) =>
    isDeepStrictEqual(answers[i], want(c)) ? [] : [{ case: title(c), database: answers[i], expected: want(c) }],
  );
}
const fieldTitle = (c: FieldCase<string, unknown>) => `${shown(c.input)}: ${c.why}`;

describe.each(backends())('the rules in the database on $name', (backend) => {
  let db: SqlDatabase;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (backend.skip) return;
    ({ db, close } = await openBareDatabase(backend.name, 'rule-cases'));
    await prepareDatabase(db, { migrationsDir: join(REPO_ROOT, 'supabase/migrations') });
    await db.exec(ATTEMPTS_SQL);
  });
  afterAll(async () => {
    await close?.();
  });

  /**
   * Each case's value sent through `attempt` (an SQL call of `x`): the row
   * stores what the form stores in `column` (and `more` of its columns), or a
   * CHECK of `reasons` refuses it: the case's own, or the one it names first.
   */
  async function expectField<R extends string, S, C extends FieldCase<R, S>>(
    cases: C[],
    reasons: Reasons<R>,
    attempt: string,
    column: string,
    more: (c: C) => Record<string, unknown> = () => ({}),
  ) {
    const rows = await perValue<{ answer: Attempt }>(db, `${attempt} as answer`, cases.map(sentValue) as string[]);
    const answers = rows.map((row, i) => {
      if (!('answer' in row)) return row;
      const answer = row.answer;
      if ('refused' in answer) return answer;
      const extra = Object.fromEntries(Object.keys(more(cases[i]!)).map((key) => [key, answer.stored?.[key]]));
      return { stored: answer.stored?.[column], ...extra };
    });
    const want = (c: C) =>
      'stored' in c
        ? { stored: c.stored, ...more(c) }
        : c.input.includes('\u0000')
          ? NO_TEXT
          : { refused: reasons[c.checkFirst ?? c.refused].check };
    expect(disagreements(cases, fieldTitle, answers, want)).toEqual([]);
  }

  describe.skipIf(Boolean(backend.skip))('a request and a sign-up', () => {
    it('a phone: submit_request stores what the form stores, with its key, and refuses what it refuses', async () => {
      await expectField(PHONE_CASES, PHONE_REASONS, 'pg_temp.submitted(p_phone => x)', 'phone', (c) => ({
        phone_key: c.key,
      }));
    });

    it('an e-mail address: submit_request, with its mailbox key', async () => {
      await expectField(EMAIL_CASES, EMAIL_REASONS, 'pg_temp.submitted(p_email => x)', 'email', (c) =>
        c.mailbox ? { mailbox_key: c.mailbox } : {},
      );
    });

    it('an e-mail address: subscribe_newsletter, with its mailbox key', async () => {
      await expectField(EMAIL_CASES, NEWSLETTER_EMAIL_REASONS, 'pg_temp.signed_up(x)', 'email', (c) =>
        c.mailbox ? { mailbox_key: c.mailbox } : {},
      );
    });

    it('a name', async () => {
      await expectField(NAME_CASES, NAME_REASONS, 'pg_temp.submitted(p_name => x)', 'name');
    });

    it("a request's message", async () => {
      await expectField(MESSAGE_CASES, MESSAGE_REASONS, 'pg_temp.submitted(p_message => x)', 'message');
    });

    it("a status change's notes", async () => {
      for (const note of ['customerNote', 'internalNote'] as const) {
        const column = note === 'customerNote' ? 'customer_note' : 'internal_note';
        const cases = NOTE_CASES.filter((c) => (c.note ?? 'customerNote') === note);
        await expectField(cases, NOTE_REASONS[note], `pg_temp.noted(p_${column} => x)`, column);
      }
    });
  });

  describe.skipIf(Boolean(backend.skip))('the keys and numbers', () => {
    it('a phone as typed: public.phone_key and private.whatsapp_number', async () => {
      const rows = await perValue(
        db,
        'public.phone_key(x) as key, private.whatsapp_number(x) as whatsapp',
        PHONE_CASES.map((c) => c.input),
      );
      const want = (c: (typeof PHONE_CASES)[number]) => ({ key: c.key, whatsapp: c.whatsapp });
      expect(disagreements(PHONE_CASES, fieldTitle, rows, want)).toEqual([]);
    });

    it('an e-mail address as typed: public.mailbox_key', async () => {
      const cases = EMAIL_CASES.filter((c) => c.mailbox);
      const rows = await perValue(
        db,
        'public.mailbox_key(x) as mailbox',
        cases.map((c) => c.input),
      );
      expect(disagreements(cases, fieldTitle, rows, (c) => ({ mailbox: c.mailbox }))).toEqual([]);
    });

    it("a WhatsApp reply's wa_id: the number record_whatsapp_reply stops, or none", async () => {
      const rows = await perValue<{ answer: Attempt }>(
        db,
        `pg_temp.undone(format('select public.record_whatsapp_reply(%L, true)', x), 'whatsapp_opt_outs') as answer`,
        WA_ID_CASES.map((c) => c.waId),
      );
      const numbers = rows.map((row) =>
        'answer' in row && 'stored' in row.answer ? (row.answer.stored?.number ?? null) : row,
      );
      expect(
        disagreements(
          WA_ID_CASES,
          (c) => `${shown(c.waId)}: ${c.why}`,
          numbers,
          (c) => c.number,
        ),
      ).toEqual([]);
    });
  });

  describe.skipIf(Boolean(backend.skip))('a guided draft: public.draft_problem', () => {
    /** draft_problem of each draft for its request's document type. */
    const problems = (drafts: { draft: unknown; type: string }[]) =>
      perValue(
        db,
        `public.draft_problem((x::jsonb) -> 'draft', (x::jsonb) ->> 'type') as problem`,
        drafts.map((d) => JSON.stringify(d)),
      );

    it("an answer's characters: as typed, and as sent", async () => {
      const withAnswer = `jsonb_set(${literal(JSON.stringify(draftOf.answer('')))}::jsonb, '{answers,place}', to_jsonb(x))`;
      const ask = (texts: string[]) =>
        perValue<{ problem: string | null }>(
          db,
          `public.draft_problem(${withAnswer}, ${literal(RENT.type)}) as problem`,
          texts,
        );
      const typed = await ask(ANSWER_CASES.map((c) => c.input));
      const sent = await ask(ANSWER_CASES.map((c) => c.sent));
      const title = (c: (typeof ANSWER_CASES)[number]) => `${shown(c.input)}: ${c.why}`;
      const want = (c: (typeof ANSWER_CASES)[number]) => (c.input.includes('\u0000') ? NO_TEXT : { problem: c.typed });
      expect(disagreements(ANSWER_CASES, title, typed, want)).toEqual([]);
      expect(disagreements(ANSWER_CASES, title, sent, () => ({ problem: null }))).toEqual([]);
    });

    it("an answer's key", async () => {
      const answers = await problems(KEY_CASES.map((c) => ({ draft: draftOf.key(c.key), type: RENT.type })));
      const want = (c: (typeof KEY_CASES)[number]) => ({ problem: c.problem });
      expect(disagreements(KEY_CASES, (c) => `${shown(c.key)}: ${c.why}`, answers, want)).toEqual([]);
    });

    it('a kind and version for a document type', async () => {
      const answers = await problems(KIND_CASES.map((c) => ({ draft: draftOf.kind(c), type: c.documentType })));
      const title = (c: (typeof KIND_CASES)[number]) => `${c.kind} ${c.version} ${c.documentType}: ${c.why}`;
      expect(disagreements(KIND_CASES, title, answers, (c) => ({ problem: c.problem }))).toEqual([]);
    });

    it('a size: octet_length of the jsonb, and the most it takes', async () => {
      const rows = await perValue(
        db,
        `octet_length(((x::jsonb) -> 'draft')::text) as bytes,
         public.draft_problem((x::jsonb) -> 'draft', (x::jsonb) ->> 'type') as problem`,
        SIZE_CASES.map((c) => JSON.stringify({ draft: draftOf.size(c.answers), type: RENT.type })),
      );
      const title = (c: (typeof SIZE_CASES)[number]) => `${shown(JSON.stringify(c.answers))}: ${c.why}`;
      expect(disagreements(SIZE_CASES, title, rows, (c) => ({ bytes: c.bytes, problem: c.problem }))).toEqual([]);
    });
  });
});
