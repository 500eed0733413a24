/**
 * Papers through the real policies (docs/security.md, "Papers"), on PGlite
 * and PostgreSQL 15: the local Storage server (tus with @tus/server, the
 * object calls) evaluates storage.objects' policies in the database as the
 * caller's role, as Supabase Storage does. What the sender may do, what an
 * anon script may not (list, read, overwrite, delete, exceed the limits), what
 * staff read (only with each read logged), and what expiry and retention
 * delete; the finished document, read with the order and contact.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newPaperKey,
  openPapers,
  openPapersTracked,
  paperKeyHash,
  erasePapers,
  fetchDocument,
  fetchMyDocument,
  paperObjectName,
} from '@/api/papers';
import { uploadPaper } from '@/api/paper-upload';
import type { AppSupabaseClient } from '@/api/supabase';
import { LOCAL_STAFF } from '../../supabase/local/auth.ts';
import { DOCUMENT_KEEP_DAYS, PAPERS_KEEP_DAYS, PAPERS_PER_REQUEST } from '@/business/config';
import {
  backends,
  person,
  rateLimit,
  requestsLike,
  rpcFrom,
  signedIn,
  startTestStack,
  submit,
  type TestStack,
} from '../support/integration/test-stack';

const request = requestsLike({
  name: 'Sunita Patel',
  emailName: 'sunita',
  phonePrefix: '96',
  service: 'legal_documentation',
  documentType: 'rent_agreement',
  urgency: 'standard',
  message: 'Shop in Satna.',
  language: 'hi',
});

/** A JPEG's first bytes and some more: what a phone's reduced photo starts with. */
const jpeg = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.buffer;
};

describe.each(backends())('papers on $name', (backend) => {
  let t: TestStack;
  let staff: AppSupabaseClient;
  const upload = (objectName: string, bytes = jpeg(), headers: Record<string, string> = {}) =>
    uploadPaper({
      objectName,
      contentType: 'image/jpeg',
      bytes,
      url: t.stack.apiUrl,
      anonKey: t.stack.anonKey,
      ...headers,
    });
  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 'stored',
      (err: { status?: number }) => err.status,
    );
  /** A service-role function the site's types leave out (only the allowlist's are typed). */
  const serviceRpc = async (name: string, args: Record<string, unknown>) =>
    (await (t.service.rpc as unknown as (n: string, a: object) => Promise<{ data: unknown }>)(name, args)).data ?? [];
  const papersOf = async (orderId: string) => (await staff.rpc('request_papers', { p_order_id: orderId })).data ?? [];
  /** A stored request, with an open key. */
  const opened = async () => {
    const row = request();
    const orderId = await submit(row, person, t.anon);
    const key = newPaperKey();
    expect(await openPapers(row.requestId, key, t.anon)).toBe(true);
    return { row, orderId, key };
  };

  beforeAll(async () => {
    if (backend.skip) return;
    t = await startTestStack(backend.name, { wakeMailEveryMs: 0 });
    staff = await signedIn(t, LOCAL_STAFF.email, LOCAL_STAFF.password);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it.skipIf(Boolean(backend.skip))(
    'the sender adds a paper through its key; once stored, the same name again is not stored twice and cannot be overwritten',
    async () => {
      const { orderId, key } = await opened();
      const name = paperObjectName(key, randomUUID(), 'image/jpeg');
      expect(await status(upload(name))).toBe('stored');
      // The same file again (an answer lost): answered as stored, one object.
      expect(await status(upload(name))).toBe('stored');
      expect((await papersOf(orderId)).map((p) => p.object_name)).toEqual([name]);
      // x-upsert over it: an update no policy allows.
      const overwrite = await fetch(`${t.stack.apiUrl}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.stack.anonKey}`,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'x-upsert': 'true',
          'upload-metadata': `bucketName ${btoa('papers')},objectName ${btoa(name)},contentType ${btoa('image/jpeg')}`,
        },
      });
      expect(overwrite.status).toBe(403);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'an anon script cannot add to a key it did not open, nor bind a key to a request without its id, nor list, read or delete anything',
    async () => {
      const { orderId, key, row } = await opened();
      const name = paperObjectName(key, randomUUID(), 'image/jpeg');
      await upload(name);
      // A key never opened; a key bound to a request id the script guesses.
      expect(await status(upload(paperObjectName(newPaperKey(), randomUUID(), 'image/jpeg')))).toBe(403);
      expect(await openPapers(randomUUID(), newPaperKey(), t.anon)).toBe(false);
      // Another's key for this request would need its contact: a wrong one binds nothing.
      expect(await openPapersTracked(orderId, '+91 90000 00000', newPaperKey(), t.anon)).toBe(false);
      // A path that is not a paper's.
      expect(await status(upload(`${key}/../../other.jpg`))).toBe(403);
      const anonHeaders = { authorization: `Bearer ${t.stack.anonKey}`, apikey: t.stack.anonKey };
      const read = await fetch(`${t.stack.apiUrl}/storage/v1/object/authenticated/papers/${name}`, {
        headers: anonHeaders,
      });
      expect(read.status).toBe(404);
      const sign = await fetch(`${t.stack.apiUrl}/storage/v1/object/sign/papers/${name}`, {
        method: 'POST',
        headers: { ...anonHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: 60 }),
      });
      expect(sign.status).toBe(404);
      const removed = await fetch(`${t.stack.apiUrl}/storage/v1/object/papers`, {
        method: 'DELETE',
        headers: { ...anonHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [name] }),
      });
      expect(await removed.json()).toEqual([]);
      // A list is a select: the only policy anon has on the objects is the insert.
      const anonPolicies = await t.stack.sql<{ cmd: string }>(
        `select cmd from pg_policies where schemaname = 'storage' and tablename = 'objects' and 'anon' = any(roles)`,
      );
      expect(anonPolicies).toEqual([{ cmd: 'INSERT' }]);
      expect((await papersOf(orderId)).map((p) => p.object_name)).toEqual([name]);
      expect(row.requestId).not.toBe(orderId);
    },
  );

  it.skipIf(Boolean(backend.skip))('a request takes at most 10 files, and no more once it is delivered', async () => {
    const { orderId, key } = await opened();
    for (let i = 0; i < 10; i++) await upload(paperObjectName(key, randomUUID(), 'image/jpeg'), jpeg(512));
    expect(await status(upload(paperObjectName(key, randomUUID(), 'image/jpeg'), jpeg(512)))).toBe(403);
    expect(await papersOf(orderId)).toHaveLength(10);

    const other = await opened();
    await t.stack.sql(`update public.contact_submissions set status = 'delivered' where order_id = $1`, [
      other.orderId,
    ]);
    expect(await status(upload(paperObjectName(other.key, randomUUID(), 'image/jpeg')))).toBe(403);
  });

  it.skipIf(Boolean(backend.skip))(
    "a client adds at most papers_per_client papers an hour (private.rate_limits), whatever the request; a missing row refuses",
    async () => {
      const [row] = await t.stack.sql<{ maximum: number; per: string; counts: string }>(
        "select maximum, per::text as per, counts from private.rate_limits where name = 'papers_per_client'",
      );
      expect(row!.maximum).toBe(await rateLimit(t, 'papers_per_client'));
      const lower = 3;
      await t.stack.sql(`update private.rate_limits set maximum = ${lower} where name = 'papers_per_client'`);
      try {
        // Two requests' keys opened from one client address: their papers count together.
        const keys: string[] = [];
        for (let i = 0; i < 2; i++) {
          const row = request();
          await submit(row, person, t.anon);
          const key = newPaperKey();
          const res = await rpcFrom(t, '203.0.113.77', 'open_papers', {
            p_request_id: row.requestId,
            p_key_hash: await paperKeyHash(key),
          });
          expect(await res.json()).toBe(true);
          keys.push(key);
        }
        const seen: unknown[] = [];
        for (let i = 0; i <= lower; i++)
          seen.push(await status(upload(paperObjectName(keys[i % 2]!, randomUUID(), 'image/jpeg'), jpeg(512))));
        expect(seen).toEqual([...Array<string>(lower).fill('stored'), 403]);

        await t.stack.sql(`delete from private.rate_limits where name = 'papers_per_client'`);
        const other = await opened();
        expect(await status(upload(paperObjectName(other.key, randomUUID(), 'image/jpeg')))).not.toBe('stored');
      } finally {
        await t.stack.sql(
          `insert into private.rate_limits (name, maximum, per, counts) values ('papers_per_client', $1, $2::interval, $3)
           on conflict (name) do update set maximum = excluded.maximum`,
          [row!.maximum, row!.per, row!.counts],
        );
      }
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'a type the bucket does not take, or a file over its size, is refused before any byte',
    async () => {
      const { key } = await opened();
      const svg = uploadPaper({
        objectName: `${key}/${randomUUID()}.jpg`,
        contentType: 'image/svg+xml',
        bytes: jpeg(),
        url: t.stack.apiUrl,
        anonKey: t.stack.anonKey,
      });
      expect(await status(svg)).toBe(415);
      expect(await status(upload(paperObjectName(key, randomUUID(), 'image/jpeg'), jpeg(10 * 1024 * 1024 + 1)))).toBe(
        413,
      );
    },
  );

  it.skipIf(Boolean(backend.skip))(
    "the papers function reads each new paper's first bytes: a file that is not its type is refused and deleted",
    async () => {
      const { orderId, key } = await opened();
      const good = paperObjectName(key, randomUUID(), 'image/jpeg');
      const html = paperObjectName(key, randomUUID(), 'image/jpeg');
      await upload(good);
      await upload(html, new TextEncoder().encode('<html><script>alert(1)</script>').buffer);
      await t.stack.wakePapers();
      expect(await papersOf(orderId)).toEqual([expect.objectContaining({ object_name: good, checked: 'checked' })]);
      const refused = await staff.from('paper_events').select('event, note').eq('object_name', html).order('id');
      expect(refused.data?.map((e) => e.event)).toEqual(['refused', 'deleted']);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'staff read a paper only through a read they logged, with a short-lived link; they may delete it',
    async () => {
      const { orderId, key } = await opened();
      const name = paperObjectName(key, randomUUID(), 'image/jpeg');
      await upload(name, jpeg(4096));
      const unlogged = await staff.storage.from('papers').createSignedUrl(name, 60);
      expect(unlogged.data).toBeNull();
      expect((await staff.rpc('log_paper_read', { p_object_name: name })).error).toBeNull();
      const signed = await staff.storage.from('papers').createSignedUrl(name, 60);
      const bytes = new Uint8Array(await (await fetch(signed.data!.signedUrl)).arrayBuffer());
      expect(bytes.byteLength).toBe(4096);
      expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const events = await staff.from('paper_events').select('event, staff_id').eq('object_name', name);
      expect(events.data).toEqual([{ event: 'read', staff_id: LOCAL_STAFF.id }]);

      expect((await staff.storage.from('papers').remove([name])).data).toHaveLength(1);
      expect((await staff.rpc('log_paper_deleted', { p_object_name: name })).error).toBeNull();
      expect(await papersOf(orderId)).toEqual([]);
    },
  );

  it.skipIf(Boolean(backend.skip))(
    "retention: nothing is due while a request is open; erased at once on the client's word; 90 days after delivery",
    async () => {
      const due = async () =>
        (await serviceRpc('papers_to_delete', { p_limit: 1000 })) as { object_name: string; why: string }[];
      const erased = await opened();
      const kept = await opened();
      const old = await opened();
      const names = [erased, kept, old].map((r) => paperObjectName(r.key, randomUUID(), 'image/jpeg'));
      for (const name of names) await upload(name);
      expect((await due()).map((d) => d.object_name)).not.toEqual(expect.arrayContaining([names[0]]));

      expect(await erasePapers(erased.orderId, erased.row.email, t.anon)).toBe(true);
      // Erased: it takes no more papers either.
      expect(await status(upload(paperObjectName(erased.key, randomUUID(), 'image/jpeg')))).toBe(403);
      await t.stack.sql(
        `update public.contact_submissions set status = 'delivered', status_changed_at = now() - interval '91 days' where order_id = $1`,
        [old.orderId],
      );
      await t.stack.sql(
        `update public.contact_submissions set status = 'delivered', status_changed_at = now() - interval '89 days' where order_id = $1`,
        [kept.orderId],
      );
      const now = await due();
      expect(now).toEqual(
        expect.arrayContaining([
          { object_name: names[0], why: 'erased' },
          { object_name: names[2], why: 'kept_days' },
        ]),
      );
      expect(now.map((d) => d.object_name)).not.toContain(names[1]);
      // The papers function deletes them through the Storage API, and says why.
      expect((await t.stack.wakePapers()).deleted).toBeGreaterThanOrEqual(2);
      expect(await due()).toEqual([]);
      expect(await papersOf(kept.orderId)).toHaveLength(1);
      const gone = await staff
        .from('paper_events')
        .select('object_name, note')
        .eq('event', 'deleted')
        .in('object_name', names);
      expect(gone.data).toEqual(
        expect.arrayContaining([
          { object_name: names[0], note: 'erased' },
          { object_name: names[2], note: 'kept_days' },
        ]),
      );
      // A plain SQL delete is refused (it would leave the file behind).
      await expect(t.stack.sql(`delete from storage.objects where name = $1`, [names[1]])).rejects.toThrow(
        /Storage API/,
      );
    },
  );

  it.skipIf(Boolean(backend.skip))(
    'the finished document: staff attach it, the client reads it with the order and contact or by the request id, and it is gone after its period',
    async () => {
      const { row, orderId } = await opened();
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 1)]);
      const refused = await staff.rpc('attach_document', {
        p_order_id: orderId,
        p_file_name: 'Agreement.pdf',
        p_content_type: 'application/pdf',
        p_base64: Buffer.from('<html>').toString('base64'),
      });
      expect(refused.error?.code).toBe('SLTYP');
      const attached = await staff.rpc('attach_document', {
        p_order_id: orderId,
        p_file_name: 'Agreement.pdf',
        p_content_type: 'application/pdf',
        p_base64: pdf.toString('base64'),
      });
      expect(attached.error).toBeNull();
      expect(await fetchDocument(orderId, '+91 90000 00000', t.anon)).toBeNull();
      const fetched = await fetchDocument(orderId, row.email, t.anon);
      expect(fetched).toMatchObject({ fileName: 'Agreement.pdf', contentType: 'application/pdf', size: pdf.length });
      expect(Buffer.from(fetched!.bytes).equals(pdf)).toBe(true);
      expect((await fetchMyDocument(row.requestId, t.anon))?.size).toBe(pdf.length);
      // anon cannot attach, nor read the table.
      expect(
        (
          await t.anon.rpc('attach_document', {
            p_order_id: orderId,
            p_file_name: 'x.pdf',
            p_content_type: 'application/pdf',
            p_base64: '',
          })
        ).error,
      ).not.toBeNull();
      await t.stack.sql(`update public.request_documents set available_until = now() - interval '1 second'`);
      expect(await fetchMyDocument(row.requestId, t.anon)).toBeNull();
      await serviceRpc('papers_to_delete', { p_limit: 10 });
      expect(await t.stack.sql(`select 1 from public.request_documents`)).toEqual([]);
    },
  );

  it.skipIf(Boolean(backend.skip))("the limits the client is told are the database's", async () => {
    const rows = await t.stack.sql<{ name: string; value: number }>('select name, value from private.paper_limits');
    expect(Object.fromEntries(rows.map((l) => [l.name, l.value]))).toMatchObject({
      files_per_request: PAPERS_PER_REQUEST,
      papers_keep_days: PAPERS_KEEP_DAYS,
      document_keep_days: DOCUMENT_KEEP_DAYS,
    });
  });

  it.skipIf(Boolean(backend.skip))(
    'what the policies call is executable by the API roles and nothing else in its schema',
    async () => {
      const rows = await t.stack.sql<{ name: string; anon: boolean; auth: boolean }>(
        `select p.proname as name, has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as auth
         from pg_proc p where p.pronamespace = 'paper_rules'::regnamespace order by 1`,
      );
      expect(rows).toEqual([
        { name: 'may_add', anon: true, auth: true },
        { name: 'read_logged', anon: false, auth: true },
      ]);
    },
  );
});
