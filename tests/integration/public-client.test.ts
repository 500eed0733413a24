/**
 * The public site's database client (src/api/supabase.ts: PostgREST's own
 * client, not the whole supabase-js) against a server that takes the
 * request and never answers, as a stalled 3G link does: it sends the anon
 * key as supabase-js would, and gives up after its timeout with an error the
 * outbox tries again (status 0, 'retry'), instead of hanging the send.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError, classifyError, submitRequest } from '@/api/index.ts';
import { createPublicClient } from '@/api/supabase.ts';

const held: ServerResponse[] = [];
let seen: { url: string; headers: IncomingHttpHeaders } | undefined;
const stalled = createServer((req, res) => {
  seen = { url: req.url ?? '', headers: req.headers };
  held.push(res); // never answered
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => stalled.close(() => resolve()));
});

it('a stalled server: the request carries the anon key, and fails after the timeout as worth retrying', async () => {
  const client = await createPublicClient({ url: origin, anonKey: 'anon-key-for-test', timeoutMs: 300 });
  const started = Date.now();
  const err = await submitRequest(
    randomUUID(),
    {
      name: 'Ravi Sharma',
      email: 'ravi.stalled@example.in',
      phone: '+91 98000 11111',
      service: 'legal_documentation',
      documentType: 'rent_agreement',
      urgency: 'standard',
      message: '',
      language: 'en',
    },
    { website: '', fillMs: 6_000, submittedAt: Date.now() },
    client,
  ).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(0);
  expect(classifyError(err)).toBe('retry');
  expect(seen?.url).toBe('/rest/v1/rpc/submit_request');
  expect(seen?.headers.apikey).toBe('anon-key-for-test');
  expect(seen?.headers.authorization).toBe('Bearer anon-key-for-test');
});
