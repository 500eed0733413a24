/**
 * A guided draft's answers through submit_request, as a script with the anon
 * key sends them (docs/drafts.md, "Sending"): the database stores only a
 * known kind and version, at most 16 KB, the builder's shape, the questions
 * of that version, no control characters, non-characters or bidirectional
 * controls; anything else is refused (SLDRF) and nothing is stored. On
 * PGlite and PostgreSQL 15.
 */
import type { Draft } from '@/domain/draft';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitRequestArgs } from '@/domain/request/wire';
import {
  backends,
  person,
  requestsLike,
  startTestStack,
  type TestRequest,
  type TestStack,
} from '../support/integration/test-stack';
import { SPECS } from '../support/shared/draft-specs';
import { RENT_AGREEMENT_ANSWERS, someOf } from '../support/shared/draft-answers';

const sample = RENT_AGREEMENT_ANSWERS.hi;

const rentRequest = requestsLike({
  emailName: 'kiraya',
  phonePrefix: '97',
  name: sample.tenantName!,
  service: 'legal_documentation',
  documentType: 'rent_agreement',
  urgency: 'standard',
  message: null,
  language: 'hi',
});

/**
 * Answers as the builder keeps them (strings, a list answer's lines joined by
 * line breaks), a few of them: the 16 KB cases below add one long answer.
 */
const goodDraft: Draft = {
  kind: 'rent-agreement',
  version: 1,
  lang: 'hi',
  answers: someOf(sample, ['landlordName', 'tenantName', 'rent', 'startDate', 'furniture']),
};

/** The same call as the site's, with any p_draft at all: what a script can send. */
function callWith(t: TestStack, row: TestRequest, draft: unknown) {
  return t.anon.rpc('submit_request', {
    ...submitRequestArgs(row.requestId, row),
    p_submitted_at: new Date().toISOString(),
    p_website: person.website,
    p_fill_ms: person.fillMs,
    p_draft: draft,
  } as never);
}

describe.each(backends())('draft answers on $name', (backend) => {
  let t: TestStack;

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const storedRows = async (requestId: string) => {
    const { data, error } = await t.service
      .from('contact_submissions')
      .select('order_id, draft')
      .eq('request_id', requestId);
    expect(error).toBeNull();
    return data!;
  };

  describe.skipIf(Boolean(backend.skip))('submit_request', () => {
    const answers = (more: Record<string, unknown>) => ({ ...goodDraft, answers: { ...goodDraft.answers, ...more } });

    it('stores checked answers once with the request, and the same request again stores nothing new', async () => {
      const row = rentRequest();
      const first = await callWith(t, row, goodDraft);
      expect(first.error).toBeNull();
      expect(first.data).toMatch(/^LP\d+$/);
      const again = await callWith(t, row, goodDraft);
      expect(again.data).toBe(first.data);
      expect(await storedRows(row.requestId)).toEqual([{ order_id: first.data, draft: goodDraft }]);
    });

    it('takes the current version of each document, and versions 1 and 2 still (a draft may wait in a phone’s outbox)', async () => {
      const documents = {
        'rent-agreement': 'rent_agreement',
        affidavit: 'affidavit',
        'cheque-bounce-notice': 'legal_notice',
      } as const;
      for (const [kind, documentType] of Object.entries(documents)) {
        for (const version of [1, 2, SPECS[kind as keyof typeof SPECS].version]) {
          const row = rentRequest({ documentType });
          // `place`: a question every document asks in every version (keys are checked per version).
          const draft = { ...goodDraft, kind, version, answers: { place: 'सतना' } };
          const { data, error } = await callWith(t, row, draft);
          expect(error, `${kind} v${version}`).toBeNull();
          expect(await storedRows(row.requestId)).toEqual([{ order_id: data, draft }]);
        }
      }
      expect(SPECS['rent-agreement'].version).toBe(3);
    });

    it('takes the questions version 3 added, under version 3 only', async () => {
      const lease = {
        ...goodDraft,
        version: 3,
        answers: { premisesDistrict: 'सतना', costsBy: 'tenant', boundaryNorth: 'स्टेशन रोड' },
      };
      const row = rentRequest();
      const { data, error } = await callWith(t, row, lease);
      expect(error).toBeNull();
      expect(await storedRows(row.requestId)).toEqual([{ order_id: data, draft: lease }]);
      const older = rentRequest();
      const refused = await callWith(t, older, { ...lease, version: 2 });
      expect(refused.error?.code).toBe('SLDRF');
      expect(refused.error?.message).toContain('key');
      expect(await storedRows(older.requestId)).toEqual([]);
    });

    it('a request without a draft is stored as before, with none', async () => {
      const row = rentRequest();
      const { data } = await callWith(t, row, null);
      expect(data).toMatch(/^LP\d+$/);
      expect(await storedRows(row.requestId)).toEqual([{ order_id: data, draft: null }]);
    });

    it('takes answers up to 16 KB', async () => {
      const row = rentRequest();
      const { data, error } = await callWith(t, row, answers({ propertyAddress: 'क'.repeat(5_200) }));
      expect(error).toBeNull();
      expect(await storedRows(row.requestId)).toEqual([
        { order_id: data, draft: answers({ propertyAddress: 'क'.repeat(5_200) }) },
      ]);
    });

    const refused: [string, unknown, Partial<TestRequest>?][] = [
      ['an unknown kind', { ...goodDraft, kind: 'sale-deed' }],
      ['an unknown version', { ...goodDraft, version: 4 }],
      ['version 0', { ...goodDraft, version: 0 }],
      ['a kind for another document type', { ...goodDraft, kind: 'affidavit' }],
      ['a known kind on a request for another document', goodDraft, { documentType: 'will' }],
      ['over 16 KB', answers({ propertyAddress: 'क'.repeat(5_500) })],
      ['a control character (bell)', answers({ tenantName: `${sample.tenantName}\u0007` })],
      ['a control character (tab)', answers({ furniture: sample.furniture!.replace('\n', '\t') })],
      ['a control character (C1, next line)', answers({ furniture: sample.furniture!.replace('\n', '\u0085') })],
      ['a control character in a key', answers({ 'tenant\nName': 'x' })],
      ['a number for an answer', answers({ rent: 8000 })],
      ['an object for an answer', answers({ rent: { amount: '8000' } })],
      ['a list for an answer', answers({ furniture: sample.furniture!.split('\n') })],
      ['another key beside the four', { ...goodDraft, note: 'x' }],
      ['no answers', { kind: 'rent-agreement', version: 1, lang: 'hi' }],
      ['another language', { ...goodDraft, lang: 'fr' }],
      ['a list instead of an object', [goodDraft]],
      ['a string', JSON.stringify(goodDraft)],
    ];

    it.each(refused)('refuses %s with SLDRF, and nothing is stored', async (_what, draft, overrides) => {
      const row = rentRequest(overrides);
      const { data, error } = await callWith(t, row, draft);
      expect(data).toBeNull();
      expect(error?.code).toBe('SLDRF');
      expect(await storedRows(row.requestId)).toEqual([]);
    });

    // docs/security.md, "Draft answers": a Word file cannot hold the first, the others make text read otherwise.
    const unsafe: [string, string][] = [
      ['U+FFFE', '\uFFFE'],
      ['U+FFFF', '\uFFFF'],
      ['U+FDD0', '\uFDD0'],
      ['U+1FFFE', '\u{1FFFE}'],
      ['U+10FFFF', '\u{10FFFF}'],
      ['a right-to-left override (U+202E)', '\u202E'],
      ['a left-to-right embedding (U+202A)', '\u202A'],
      ['a pop (U+202C)', '\u202C'],
      ['a left-to-right isolate (U+2066)', '\u2066'],
      ['a pop of an isolate (U+2069)', '\u2069'],
      ['a left-to-right mark (U+200E)', '\u200E'],
      ['a right-to-left mark (U+200F)', '\u200F'],
      ['an Arabic letter mark (U+061C)', '\u061C'],
    ];
    it.each(unsafe)('refuses %s in an answer with SLDRF (character)', async (_what, char) => {
      const row = rentRequest();
      const { error } = await callWith(t, row, answers({ rent: `8000${char}` }));
      expect(error?.code).toBe('SLDRF');
      expect(error?.message).toContain('character');
      expect(await storedRows(row.requestId)).toEqual([]);
    });

    it.each([
      ['a key no question of the version has', { otherQuestion: 'x' }],
      ["another document's question", { deponentName: 'x' }],
    ])('refuses %s with SLDRF (key)', async (_what, more) => {
      const row = rentRequest();
      const { error } = await callWith(t, row, answers(more));
      expect(error?.code).toBe('SLDRF');
      expect(error?.message).toContain('key');
      expect(await storedRows(row.requestId)).toEqual([]);
    });

    it('keeps the joiners Devanagari needs (ZWJ, ZWNJ)', async () => {
      const row = rentRequest();
      const draft = answers({ tenantName: 'क्\u200Dष त्\u200Cर' });
      const { data, error } = await callWith(t, row, draft);
      expect(error).toBeNull();
      expect(await storedRows(row.requestId)).toEqual([{ order_id: data, draft }]);
    });

    it("knows each document version's questions as the builder asks them (else: the migration to add)", async () => {
      for (const spec of Object.values(SPECS)) {
        const ids = spec.steps.flatMap((step) => step.questions.map((q) => q.id));
        const [{ known }] = await t.stack.sql<{ known: string[] | null }>(
          'select public.draft_question_ids($1, $2) as known',
          [spec.kind, spec.version],
        );
        const sql = `when p_kind = '${spec.kind}' and p_version = ${spec.version} then array[${ids.map((id) => `'${id}'`).join(', ')}]`;
        expect([...(known ?? [])].sort(), `public.draft_question_ids needs, in a new migration:\n${sql}`).toEqual(
          [...ids].sort(),
        );
      }
    });

    it('the table itself refuses a bad draft, whoever writes the row (service role)', async () => {
      const row = rentRequest();
      const { error } = await t.service.from('contact_submissions').insert({
        request_id: row.requestId,
        order_id: 'LP999999',
        name: row.name,
        email: row.email,
        phone: row.phone,
        service: row.service,
        document_type: row.documentType,
        draft: { ...goodDraft, version: 99 },
      });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('contact_submissions_draft_valid');
      expect(await storedRows(row.requestId)).toEqual([]);
    });
  });
});
