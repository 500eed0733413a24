/**
 * A guided draft's answers through submit_request, as a script with the anon
 * key sends them (docs/drafts.md, "Sending"): the database stores only a
 * known kind and version, at most 16 KB, the builder's shape, no control
 * characters; anything else is refused (SLDRF) and nothing is stored. On
 * PGlite and PostgreSQL 15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestSubmission } from '../../src/lib/api/index.ts';
import { backends, person, requestsLike, startTestStack, type TestStack } from '../support/integration/test-stack';
import { SPECS } from '../../src/features/drafts/documents';
import { RENT_AGREEMENT_ANSWERS, someOf } from '../support/shared/draft-answers';

const sample = RENT_AGREEMENT_ANSWERS.hi;

const rentRequest = requestsLike({
  emailName: 'kiraya',
  phonePrefix: '97',
  name: sample.tenantName!,
  service: 'legal_documentation',
  document_type: 'rent_agreement',
  urgency: 'standard',
  message: null,
  language: 'hi',
});

interface DraftSubmission {
  kind: string;
  version: number;
  lang: 'en' | 'hi';
  answers: Record<string, string>;
}

/**
 * Answers as the builder keeps them (strings, a list answer's lines joined by
 * line breaks), a few of them: the 16 KB cases below add one long answer.
 */
const goodDraft: DraftSubmission = {
  kind: 'rent-agreement',
  version: 1,
  lang: 'hi',
  answers: someOf(sample, ['landlordName', 'tenantName', 'rent', 'startDate', 'furniture']),
};

/** The same call as the site's, with any p_draft at all: what a script can send. */
function callWith(t: TestStack, row: RequestSubmission, draft: unknown) {
  return t.anon.rpc('submit_request', {
    p_request_id: row.request_id,
    p_name: row.name,
    p_email: row.email,
    p_phone: row.phone,
    p_service: row.service,
    p_document_type: row.document_type,
    p_urgency: row.urgency,
    p_message: row.message,
    p_language: row.language,
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
      expect(await storedRows(row.request_id)).toEqual([{ order_id: first.data, draft: goodDraft }]);
    });

    it('takes the current version of each document, and version 1 still (a draft may wait in a phone’s outbox)', async () => {
      const documents = {
        'rent-agreement': 'rent_agreement',
        affidavit: 'affidavit',
        'cheque-bounce-notice': 'legal_notice',
      } as const;
      for (const [kind, document_type] of Object.entries(documents)) {
        for (const version of [1, SPECS[kind as keyof typeof SPECS].version]) {
          const row = rentRequest({ document_type });
          const draft = { ...goodDraft, kind, version };
          const { data, error } = await callWith(t, row, draft);
          expect(error, `${kind} v${version}`).toBeNull();
          expect(await storedRows(row.request_id)).toEqual([{ order_id: data, draft }]);
        }
      }
      expect(SPECS['rent-agreement'].version).toBe(2);
    });

    it('a request without a draft is stored as before, with none', async () => {
      const row = rentRequest();
      const { data } = await callWith(t, row, null);
      expect(data).toMatch(/^LP\d+$/);
      expect(await storedRows(row.request_id)).toEqual([{ order_id: data, draft: null }]);
    });

    it('takes answers up to 16 KB', async () => {
      const row = rentRequest();
      const { data, error } = await callWith(t, row, answers({ statements: 'क'.repeat(5_200) }));
      expect(error).toBeNull();
      expect(await storedRows(row.request_id)).toEqual([
        { order_id: data, draft: answers({ statements: 'क'.repeat(5_200) }) },
      ]);
    });

    const refused: [string, unknown, Partial<RequestSubmission>?][] = [
      ['an unknown kind', { ...goodDraft, kind: 'sale-deed' }],
      ['an unknown version', { ...goodDraft, version: 3 }],
      ['version 0', { ...goodDraft, version: 0 }],
      ['a kind for another document type', { ...goodDraft, kind: 'affidavit' }],
      ['a known kind on a request for another document', goodDraft, { document_type: 'will' }],
      ['over 16 KB', answers({ statements: 'क'.repeat(5_500) })],
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
      expect(await storedRows(row.request_id)).toEqual([]);
    });

    it('the table itself refuses a bad draft, whoever writes the row (service role)', async () => {
      const row = rentRequest();
      const { error } = await t.service.from('contact_submissions').insert({
        request_id: row.request_id,
        order_id: 'LP999999',
        name: row.name,
        email: row.email,
        phone: row.phone,
        service: row.service,
        document_type: row.document_type,
        draft: { ...goodDraft, version: 99 },
      });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('contact_submissions_draft_valid');
      expect(await storedRows(row.request_id)).toEqual([]);
    });
  });
});
