/**
 * The local EmailJS-compatible endpoint, driven through @emailjs/browser (as
 * the site does) and with raw requests for what the SDK would never send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, classifyError } from '@/api/errors.ts';
import { sendAdminEmail } from '@/api/email.ts';
import { adminEmailParams } from '@/domain/request/admin-email.ts';
import { createEmailSender, type EmailSender } from '@/api/emailjs.ts';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { provideLocation, startTestStack, type TestStack } from '../support/integration/test-stack';

/** The firm's e-mail of a request, the options by the labels the visitor saw. */
const params = adminEmailParams('LP10042', {
  name: 'Mohan Lal Gupta',
  email: 'mohan.gupta@example.in',
  phone: '+91 94250 11111',
  service: 'property_registration',
  documentType: 'sale_deed',
  urgency: 'urgent',
  message: 'Registry of a plot in Jabalpur.',
  labels: { service: 'Property & Registration Assistance', documentType: 'Sale Deed', urgency: 'Urgent (24 hours)' },
});

describe('local mail endpoint', () => {
  let t: TestStack;
  let sender: EmailSender;
  const previousMailFail = process.env.LOCAL_MAIL_FAIL;

  const post = (body: unknown, raw = false) =>
    fetch(`${t.stack.mailUrl}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    });
  const envelope = (overrides: Record<string, unknown> = {}) => ({
    lib_version: '4.4.1',
    user_id: 'local-public-key',
    service_id: 'local-service',
    template_id: 'local-admin-template',
    template_params: { order_id: 'LP1' },
    ...overrides,
  });
  const setMode = async (mode: string, count?: number) => {
    const res = await fetch(`${t.stack.adminUrl}/mail-mode`, {
      method: 'POST',
      body: JSON.stringify(count === undefined ? { mode } : { mode, count }),
    });
    expect(res.status).toBe(200);
  };
  const outboxSize = () => readOutbox(t.stack.mailOutbox).length;
  const sendError = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected the send to fail');
      },
      (e: unknown) => e as ApiError,
    );

  beforeAll(async () => {
    // The failure mode an environment variable sets at start.
    process.env.LOCAL_MAIL_FAIL = '451';
    try {
      t = await startTestStack('pglite');
    } finally {
      if (previousMailFail === undefined) delete process.env.LOCAL_MAIL_FAIL;
      else process.env.LOCAL_MAIL_FAIL = previousMailFail;
    }
    provideLocation(t.stack.siteUrl);
    sender = createEmailSender({ origin: t.stack.mailUrl });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('starts in the mode LOCAL_MAIL_FAIL asks for, until switched back', async () => {
    const err = await sendError(sendAdminEmail(params, sender));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(451);
    expect(err.message).toBe('Error sending admin notification: Unavailable For Headless Browser');
    expect(classifyError(err)).toBe('stop');
    await setMode('ok');
    await sendAdminEmail(params, sender);
  });

  it('records a good message with a timestamp, through the EmailJS SDK', async () => {
    const before = outboxSize();
    const started = Date.now();
    await sendAdminEmail(params, sender);
    const [admin] = readOutbox(t.stack.mailOutbox).slice(before);
    expect(admin).toMatchObject({
      service_id: 'local-service',
      template_id: 'local-admin-template',
      user_id: 'local-public-key',
      lib_version: '4.4.1',
      access_token: false,
      template_params: params,
    });
    expect(Date.parse(admin!.timestamp)).toBeGreaterThanOrEqual(started - 1000);
  });

  it.each([
    ['not JSON', '{"user_id":', 'The request body is not valid JSON'],
    ['no public key', envelope({ user_id: undefined }), 'The Public Key is required'],
    ['a wrong public key', envelope({ user_id: 'someone-else' }), 'The Public Key is invalid'],
    ['no service id', envelope({ service_id: '' }), 'The service ID is required'],
    ['no template id', envelope({ template_id: undefined }), 'The template ID is required'],
    [
      'template_params a string',
      envelope({ template_params: 'order LP1' }),
      'The template params have to be an object',
    ],
    ['template_params an array', envelope({ template_params: ['LP1'] }), 'The template params have to be an object'],
  ])('rejects an envelope with %s (400, nothing recorded)', async (_label, body, text) => {
    const before = outboxSize();
    const res = await post(body, typeof body === 'string');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(text);
    expect(outboxSize()).toBe(before);
  });

  it('a wrong public key through the SDK is a 400 that retrying cannot fix', async () => {
    const wrong = createEmailSender({ origin: t.stack.mailUrl, publicKey: 'not-the-key' });
    const err = await sendError(sendAdminEmail(params, wrong));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Error sending admin notification: The Public Key is invalid');
    expect(classifyError(err)).toBe('stop');
  });

  it('refuses variables over 50 KB', async () => {
    const res = await post(envelope({ template_params: { message: 'x'.repeat(60 * 1024) } }));
    expect(res.status).toBe(413);
  });

  it.each([
    ['429', 429, 'Too Many Requests', 'retry'],
    ['403', 403, 'API calls are disabled for non-browser applications', 'stop'],
    ['451', 451, 'Unavailable For Headless Browser', 'stop'],
  ] as const)('when switched to %s, fails the next N sends and then recovers', async (mode, status, text, kind) => {
    await setMode(mode, 2);
    const before = outboxSize();
    for (let i = 0; i < 2; i++) {
      const err = await sendError(sendAdminEmail(params, sender));
      expect(err.status).toBe(status);
      expect(err.message).toBe(`Error sending admin notification: ${text}`);
      expect(classifyError(err)).toBe(kind);
    }
    expect(outboxSize()).toBe(before);
    await sendAdminEmail(params, sender);
    expect(outboxSize()).toBe(before + 1);
  });

  it('when switched to drop, the connection is cut: status 0, worth retrying', async () => {
    await setMode('drop');
    const err = await sendError(sendAdminEmail(params, sender));
    expect(err.status).toBe(0);
    expect(classifyError(err)).toBe('retry');
    const mode = await (await fetch(`${t.stack.adminUrl}/mail-mode`)).json();
    expect(mode).toEqual({ mode: 'drop', remaining: null });
    await setMode('ok');
    await sendAdminEmail(params, sender);
  });

  it('answers a CORS preflight', async () => {
    const res = await fetch(`${t.stack.mailUrl}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('the admin endpoints answer no web page: no CORS, and a request with an Origin is refused', async () => {
    const fromPage = await fetch(`${t.stack.adminUrl}/mail`, { headers: { origin: 'http://evil.example' } });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    const switched = await fetch(`${t.stack.adminUrl}/mail-mode`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: '{"mode":"drop"}',
    });
    expect(switched.status).toBe(403);
    const preflight = await fetch(`${t.stack.adminUrl}/mail`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const mode = await fetch(`${t.stack.adminUrl}/mail-mode`);
    expect(mode.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await mode.json()) as { mode: string }).mode).not.toBe('drop');
  });

  it('rejects an unknown admin mode', async () => {
    const res = await fetch(`${t.stack.adminUrl}/mail-mode`, { method: 'POST', body: '{"mode":"500"}' });
    expect(res.status).toBe(400);
  });

  it('lists and clears the outbox over HTTP', async () => {
    const listed = (await (await fetch(`${t.stack.adminUrl}/mail`)).json()) as unknown[];
    expect(listed.length).toBe(outboxSize());
    const cleared = (await (await fetch(`${t.stack.adminUrl}/mail`, { method: 'DELETE' })).json()) as unknown[];
    expect(cleared).toEqual([]);
    expect(outboxSize()).toBe(0);
  });
});
