/**
 * The database behind the site, through supabase-js and the real local stack
 * (PostgREST over PGlite, and over PostgreSQL 15 where it is installed):
 * the calls of spec §7, row level security, the CHECK constraints.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  classifyError,
  getNextOrderId,
  getPost,
  getRelatedPosts,
  listPosts,
  requestRowProblems,
  saveRequest,
  subscribeNewsletter,
  type BlogPost,
  type ContactSubmissionInsert,
} from '../../src/lib/api/index.ts';
import { adminEmailParams, customerEmailParams, sendAdminEmail, sendCustomerEmail } from '../../src/lib/api/email.ts';
import { createEmailSender } from '../../src/lib/emailjs.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { backends, provideLocation, startTestStack, type TestStack } from './helpers/stack.ts';

function request(overrides: Partial<ContactSubmissionInsert> = {}): ContactSubmissionInsert {
  return {
    request_id: randomUUID(),
    order_id: `LP${900000 + Math.floor(Math.random() * 99999)}`,
    name: 'Ravi Sharma',
    email: 'ravi.sharma@example.in',
    phone: '+91 98260 12345',
    service: 'legal_documentation',
    document_type: 'rent_agreement',
    urgency: 'standard',
    message: 'Rent agreement for a flat in Bhopal, 11 months.',
    language: 'en',
    ...overrides,
  };
}

async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe.each(backends())('local backend on $name', (backend) => {
  let t: TestStack;

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe.skipIf(Boolean(backend.skip))('document requests', () => {
    it('next_contact_order_id gives LP + a number from 10001 upwards', async () => {
      const first = await getNextOrderId(t.anon);
      const second = await getNextOrderId(t.anon);
      expect(first).toMatch(/^LP\d+$/);
      expect(Number(first.slice(2))).toBeGreaterThanOrEqual(10001);
      expect(Number(second.slice(2))).toBeGreaterThan(Number(first.slice(2)));
    });

    it('50 concurrent order-id calls give 50 distinct ids', async () => {
      const ids = await Promise.all(Array.from({ length: 50 }, () => getNextOrderId(t.anon)));
      expect(new Set(ids).size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^LP\d+$/);
    });

    it('saves a request that the service role can read back, field for field', async () => {
      const row = request({ language: 'hi', urgency: 'urgent', name: '  सुनीता वर्मा ', message: '' });
      row.order_id = await getNextOrderId(t.anon);
      expect(await saveRequest(row, t.anon)).toBe('saved');

      const { data, error } = await t.service.from('contact_submissions').select('*').eq('request_id', row.request_id);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data![0]).toMatchObject({
        order_id: row.order_id,
        name: 'सुनीता वर्मा',
        email: row.email,
        phone: row.phone,
        service: 'legal_documentation',
        document_type: 'rent_agreement',
        urgency: 'urgent',
        message: null,
        language: 'hi',
      });
      expect(Date.parse(data![0]!.created_at)).not.toBeNaN();
    });

    it('a repeated request_id stores one row and counts as already saved', async () => {
      const row = request();
      expect(await saveRequest(row, t.anon)).toBe('saved');
      expect(await saveRequest(row, t.anon)).toBe('already_saved');
      // Even with another order id (a retry must never create a second request).
      expect(await saveRequest({ ...row, order_id: 'LP1' }, t.anon)).toBe('already_saved');

      const { count } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true })
        .eq('request_id', row.request_id);
      expect(count).toBe(1);
    });

    it('a clash on order_id alone is an error, not a silent success', async () => {
      const row = request();
      await saveRequest(row, t.anon);
      const err = await expectApiError(saveRequest(request({ order_id: row.order_id }), t.anon));
      expect(err.message).toMatch(/^Error saving form submission: .*contact_submissions_order_id_key/);
      expect(err.code).toBe('23505');
      expect(classifyError(err)).toBe('duplicate');
    });

    it('the full request flow: order id, save, admin e-mail, customer e-mail', async () => {
      provideLocation(t.stack.siteUrl);
      const sender = createEmailSender({ origin: t.stack.mailUrl });
      const orderId = await getNextOrderId(t.anon);
      const row = request({ order_id: orderId, document_type: 'affidavit', service: 'stamp_papers' });
      expect(await saveRequest(row, t.anon)).toBe('saved');
      const forEmail = {
        orderId,
        name: row.name,
        email: row.email,
        phone: row.phone,
        service: row.service,
        documentType: row.document_type,
        urgency: row.urgency,
        message: row.message,
        language: row.language,
      };
      await sendAdminEmail(adminEmailParams(forEmail), sender);
      await sendCustomerEmail(customerEmailParams(forEmail), sender);
      const mails = readOutbox(t.stack.mailOutbox).filter((m) => m.template_params.order_id === orderId);
      expect(mails.map((m) => m.template_id)).toEqual([
        sender.settings.adminTemplateId,
        sender.settings.customerTemplateId,
      ]);
      expect(mails[0]!.template_params).toEqual({
        from_name: 'Ravi Sharma',
        from_email: 'ravi.sharma@example.in',
        phone: '+91 98260 12345',
        service: 'stamp_papers',
        document_type: 'affidavit',
        urgency: 'standard',
        message: row.message,
        order_id: orderId,
        reply_to: 'ravi.sharma@example.in',
      });
      expect(mails[1]!.template_params).toMatchObject({
        to_name: 'Ravi Sharma',
        to_email: row.email,
        order_id: orderId,
      });
    });
  });

  describe.skipIf(Boolean(backend.skip))('CHECK constraints refuse bad rows with a clear error', () => {
    const cases: [string, Partial<ContactSubmissionInsert>, string][] = [
      ['name too long', { name: 'क'.repeat(101) }, 'contact_submissions_name_length'],
      ['blank name', { name: '   ' }, 'contact_submissions_name_required'],
      ['bad email', { email: 'ravi.sharma@example' }, 'contact_submissions_email_format'],
      ['email with a space', { email: 'ravi sharma@example.in' }, 'contact_submissions_email_format'],
      ['email too long', { email: `${'a'.repeat(250)}@example.in` }, 'contact_submissions_email_length'],
      ['phone with letters', { phone: '98260-CALL-ME' }, 'contact_submissions_phone_format'],
      ['phone too short', { phone: '12345' }, 'contact_submissions_phone_format'],
      ['phone too long', { phone: '+91 98260 12345 67890 1' }, 'contact_submissions_phone_format'],
      ['bad service', { service: 'tax_filing' as never }, 'contact_submissions_service_valid'],
      ['bad document_type', { document_type: 'sell_agreement' as never }, 'contact_submissions_document_type_valid'],
      ['bad urgency', { urgency: 'tomorrow' as never }, 'contact_submissions_urgency_valid'],
      ['message too long', { message: 'अ'.repeat(2001) }, 'contact_submissions_message_length'],
      ['order id without LP', { order_id: '10001' }, 'contact_submissions_order_id_format'],
      ['bad language', { language: 'fr' as never }, 'contact_submissions_language_valid'],
    ];

    it.each(cases)('%s', async (_label, overrides, constraint) => {
      const row = request(overrides);
      // The form-side mirror (src/lib/api/validation.ts) names the same rule.
      expect(requestRowProblems(row)).toEqual([constraint]);
      const err = await expectApiError(saveRequest(row, t.anon));
      expect(err.message).toMatch(/^Error saving form submission: /);
      expect(err.message).toContain(constraint);
      expect(err.code).toBe('23514');
      expect(err.status).toBe(400);
      expect(classifyError(err)).toBe('stop');
    });

    it('the limits themselves are accepted', async () => {
      const row = request({
        name: 'क'.repeat(100),
        email: `${'a'.repeat(243)}@example.in`,
        phone: '1234567',
        message: 'अ'.repeat(2000),
      });
      expect(row.email).toHaveLength(254);
      expect(requestRowProblems(row)).toEqual([]);
      expect(await saveRequest(row, t.anon)).toBe('saved');
      expect(await saveRequest(request({ phone: '+91-98260 12345 6789' }), t.anon)).toBe('saved');
    });

    it('a missing required column is refused', async () => {
      const { name: _omit, ...rest } = request();
      const { error, status } = await t.anon.from('contact_submissions').insert(rest as ContactSubmissionInsert);
      expect(status).toBe(400);
      expect(error?.code).toBe('23502');
    });
  });

  describe.skipIf(Boolean(backend.skip))('anon cannot read, change or delete requests and subscriptions', () => {
    let saved: ContactSubmissionInsert;

    beforeAll(async () => {
      saved = request({ name: 'Anita Patel' });
      await saveRequest(saved, t.anon);
      await subscribeNewsletter('private.reader@example.in', t.anon);
    });

    it('select answers no rows', async () => {
      for (const table of ['contact_submissions', 'newsletter_subscriptions'] as const) {
        const { data, error } = await t.anon.from(table).select('*');
        expect(error).toBeNull();
        expect(data).toEqual([]);
        const service = await t.service.from(table).select('*', { count: 'exact', head: true });
        expect(service.count).toBeGreaterThan(0);
      }
    });

    it('an insert that asks for the row back is refused (needs select)', async () => {
      const { error } = await t.anon.from('contact_submissions').insert(request()).select();
      expect(error?.code).toBe('42501');
    });

    it('update changes nothing', async () => {
      await t.anon.from('contact_submissions').update({ name: 'Changed' }).eq('request_id', saved.request_id);
      await t.anon.from('newsletter_subscriptions').update({ email: 'changed@example.in' }).neq('id', 0);
      const { data } = await t.service.from('contact_submissions').select('name').eq('request_id', saved.request_id);
      expect(data).toEqual([{ name: 'Anita Patel' }]);
      const subs = await t.service.from('newsletter_subscriptions').select('email').eq('email', 'changed@example.in');
      expect(subs.data).toEqual([]);
    });

    it('delete removes nothing', async () => {
      const before = await t.service.from('contact_submissions').select('*', { count: 'exact', head: true });
      const subsBefore = await t.service.from('newsletter_subscriptions').select('*', { count: 'exact', head: true });
      await t.anon.from('contact_submissions').delete().neq('id', 0);
      await t.anon.from('newsletter_subscriptions').delete().neq('id', 0);
      const after = await t.service.from('contact_submissions').select('*', { count: 'exact', head: true });
      const subsAfter = await t.service.from('newsletter_subscriptions').select('*', { count: 'exact', head: true });
      expect(after.count).toBe(before.count);
      expect(subsAfter.count).toBe(subsBefore.count);
    });

    it('a direct insert into newsletter_subscriptions is refused (only the RPC writes it)', async () => {
      const { error } = await t.anon.from('newsletter_subscriptions').insert({ email: 'direct@example.in' });
      expect(error?.code).toBe('42501');
    });
  });

  describe.skipIf(Boolean(backend.skip))('newsletter', () => {
    it('subscribes, then answers already subscribed for the same address in any letter case', async () => {
      expect(await subscribeNewsletter('Priya.Jain@Example.in', t.anon)).toBe('subscribed');
      expect(await subscribeNewsletter('priya.jain@example.in', t.anon)).toBe('already_subscribed');
      expect(await subscribeNewsletter('  PRIYA.JAIN@EXAMPLE.IN ', t.anon)).toBe('already_subscribed');
      const { data } = await t.service
        .from('newsletter_subscriptions')
        .select('email')
        .ilike('email', 'priya.jain@example.in');
      expect(data).toEqual([{ email: 'Priya.Jain@Example.in' }]);
    });

    it('concurrent sign-ups of one address store it once', async () => {
      const answers = await Promise.all(
        ['kota.reader@example.in', 'Kota.Reader@example.in', 'KOTA.READER@EXAMPLE.IN'].map((e) =>
          subscribeNewsletter(e, t.anon),
        ),
      );
      expect(answers.filter((a) => a === 'subscribed')).toHaveLength(1);
      const { count } = await t.service
        .from('newsletter_subscriptions')
        .select('*', { count: 'exact', head: true })
        .ilike('email', 'kota.reader@example.in');
      expect(count).toBe(1);
    });

    it('a malformed address is refused with a clear error', async () => {
      const err = await expectApiError(subscribeNewsletter('not-an-email', t.anon));
      expect(err.message).toMatch(/^Error subscribing to newsletter: .*newsletter_subscriptions_email_format/);
      expect(err.code).toBe('23514');
      expect(classifyError(err)).toBe('stop');
    });
  });

  describe.skipIf(Boolean(backend.skip))('blog', () => {
    const category = `Integration ${randomUUID().slice(0, 8)}`;
    const other = `${category} other`;
    let posts: BlogPost[];

    beforeAll(async () => {
      const rows = [
        {
          title: 'Rent agreements in Madhya Pradesh',
          slug: `${category}-rent`,
          category,
          created_at: '2025-01-01T10:00:00Z',
        },
        {
          title: 'शपथ पत्र कैसे बनवाएँ',
          slug: `${category}-affidavit`,
          category,
          language: 'hi' as const,
          created_at: '2025-02-01T10:00:00Z',
        },
        { title: 'E-stamp in MP', slug: `${category}-estamp`, category, created_at: '2025-03-01T10:00:00Z' },
        { title: 'Notarisation', slug: `${category}-notary`, category, created_at: '2025-04-01T10:00:00Z' },
        { title: 'Legal notices', slug: `${category}-notice`, category, created_at: '2025-05-01T10:00:00Z' },
        { title: 'Draft', slug: `${category}-draft`, category, published: false, created_at: '2025-06-01T10:00:00Z' },
        {
          title: 'Wills',
          slug: `${category}-wills`,
          category: other,
          tags: ['will', 'वसीयत'],
          created_at: '2025-07-01T10:00:00Z',
        },
      ].map((r) => ({ content: `<h2>${r.title}</h2><p>Body</p>`, author: 'Adv. R. K. Mishra', reading_time: 5, ...r }));
      const { data, error } = await t.service.from('blog_posts').insert(rows, { defaultToNull: false }).select('*');
      expect(error).toBeNull();
      posts = data!;
    });

    const bySlug = (suffix: string) => posts.find((p) => p.slug === `${category}-${suffix}`)!;

    it('lists published posts newest first, drafts left out', async () => {
      const list = await listPosts({}, t.anon);
      const times = list.map((p) => Date.parse(p.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const mine = list.filter((p) => p.category === category || p.category === other).map((p) => p.slug);
      expect(mine).toEqual(['wills', 'notice', 'notary', 'estamp', 'affidavit', 'rent'].map((s) => `${category}-${s}`));
      expect(list.every((p) => p.published)).toBe(true);
      expect(bySlug('wills')).toMatchObject({ tags: ['will', 'वसीयत'], language: 'en', reading_time: 5 });
    });

    it('narrows the list to one language', async () => {
      const hindi = await listPosts({ language: 'hi' }, t.anon);
      expect(hindi.every((p) => p.language === 'hi')).toBe(true);
      expect(hindi.map((p) => p.slug)).toContain(`${category}-affidavit`);
    });

    it('gets one post by id or by slug, and null when there is none', async () => {
      const rent = bySlug('rent');
      expect((await getPost(rent.id, t.anon))?.slug).toBe(rent.slug);
      expect((await getPost(rent.id.toUpperCase(), t.anon))?.id).toBe(rent.id);
      expect((await getPost(rent.slug!, t.anon))?.id).toBe(rent.id);
      expect(await getPost('no-such-post', t.anon)).toBeNull();
      expect(await getPost(randomUUID(), t.anon)).toBeNull();
      expect(await getPost(bySlug('draft').id, t.anon)).toBeNull();
    });

    it('gives up to 3 related posts of the same category, not the post itself', async () => {
      const rent = bySlug('rent');
      const related = await getRelatedPosts(rent, t.anon);
      expect(related.map((p) => p.slug)).toEqual(['notice', 'notary', 'estamp'].map((s) => `${category}-${s}`));
      expect(await getRelatedPosts(bySlug('wills'), t.anon)).toEqual([]);
    });

    it('anon cannot write posts', async () => {
      const { error } = await t.anon.from('blog_posts').insert({ title: 'x', content: 'x', category });
      expect(error?.code).toBe('42501');
    });
  });

  describe.skipIf(Boolean(backend.skip))('restart', () => {
    it('keeps the data and the order sequence, and applies nothing twice', async () => {
      const before = Number((await getNextOrderId(t.anon)).slice(2));
      const { count: requestsBefore } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true });
      await t.restart();
      const after = Number((await getNextOrderId(t.anon)).slice(2));
      expect(after).toBeGreaterThan(before);
      const { count: requestsAfter } = await t.service
        .from('contact_submissions')
        .select('*', { count: 'exact', head: true });
      expect(requestsAfter).toBe(requestsBefore);
    });
  });
});
