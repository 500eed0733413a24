/**
 * A stand-in for the WhatsApp Business Cloud API on the local gateway, at
 * /graph/{version}/{phone-number-id}/messages, enforcing what the real one
 * does to what the server sends (docs/whatsapp.md, "Locally"):
 *
 *   - a known phone-number id (else error 100) and its bearer token (else 190);
 *   - a template must exist by name and language (132001) and get exactly
 *     its parameters (132000);
 *   - a message that is not a template goes only within 24 hours of the
 *     client's own last message (131047);
 *   - a number listed as not on WhatsApp is accepted, then a signed "failed"
 *     receipt with 131026 follows, as Meta reports it.
 *
 * It records what it took (one JSON line each in whatsapp.jsonl) and, on the
 * admin calls, signs webhook calls with the app secret as Meta does: receipts
 * for sent messages and the client's replies.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hubSignature } from '../functions/_shared/secrets.ts';
import { WHATSAPP_TEMPLATES, type TemplateName } from '../functions/_shared/whatsapp-templates.ts';

export interface WhatsappApiOptions {
  file: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** Where Meta would call: the whatsapp function's webhook. */
  webhookUrl: () => string;
}

/** One line of whatsapp.jsonl. */
export type WhatsappRecord =
  | {
      direction: 'out';
      timestamp: string;
      id: string;
      to: string;
      type: string;
      template?: { name: string; language: string; params: string[] };
      text?: string;
    }
  | { direction: 'in'; timestamp: string; from: string; text: string };

export interface WhatsappMode {
  /** Numbers (+91…) the stand-in treats as not on WhatsApp. */
  notOnWhatsapp?: string[];
  /** The next `count` sends (default all) fail at once with this code and HTTP status. */
  fail?: { code: number; status?: number; count?: number };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The Graph API's error shape. */
const graphError = (res: ServerResponse, status: number, code: number, message: string) =>
  reply(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID() } });

const readJson = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'));
      } catch {
        resolve(undefined);
      }
    });
  });

export function readWhatsapp(file: string): WhatsappRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as WhatsappRecord);
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function whatsappApi(options: WhatsappApiOptions) {
  if (!existsSync(options.file)) writeFileSync(options.file, '');
  let mode: WhatsappMode = {};
  let failsLeft = Infinity;
  const record = (line: WhatsappRecord) => appendFileSync(options.file, `${JSON.stringify(line)}\n`);

  /**
   * Calls the webhook as Meta does: the body signed with the app secret, the
   * change naming the business number it is for (another's, when asked).
   */
  const callWebhook = async (value: Json, phoneNumberId = options.phoneNumberId) => {
    const metadata = { display_phone_number: '919425000000', phone_number_id: phoneNumberId };
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'local-waba',
          changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } }],
        },
      ],
    });
    const res = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(options.appSecret, body) },
      body,
    });
    return { status: res.status, text: await res.text() };
  };
  const receipt = (id: string, to: string, status: string, error?: { code: number; title: string }) =>
    callWebhook({
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: to.replace(/^\+/, ''),
          ...(error ? { errors: [error] } : {}),
        },
      ],
    });

  const lastFrom = (number: string) =>
    readWhatsapp(options.file)
      .filter((r) => r.direction === 'in' && `+${r.from.replace(/^\+/, '')}` === number)
      .map((r) => Date.parse(r.timestamp))
      .reduce((a, b) => Math.max(a, b), 0);

  /** POST /graph/{version}/{phone-number-id}/messages */
  async function handleSend(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/graph\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (!match || req.method !== 'POST') return graphError(res, 400, 100, 'Unsupported request');
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (decodeURIComponent(match[1] ?? '') !== options.phoneNumberId) {
      return graphError(res, 400, 100, `Unsupported post request. Object with ID '${match[1]}' does not exist`);
    }
    const body = await readJson(req);
    if (!isObject(body) || body.messaging_product !== 'whatsapp') {
      return graphError(res, 400, 100, 'The parameter messaging_product is required.');
    }
    const to = `+${String(body.to ?? '').replace(/[^0-9]/g, '')}`;
    if (to.length < 8) return graphError(res, 400, 100, 'Invalid parameter: to');
    if (mode.fail && failsLeft > 0) {
      failsLeft--;
      return graphError(res, mode.fail.status ?? 500, mode.fail.code, 'Failure the local stand-in was told to make');
    }
    const id = `wamid.local-${randomUUID()}`;
    const out: WhatsappRecord = {
      direction: 'out',
      timestamp: new Date().toISOString(),
      id,
      to,
      type: String(body.type),
    };
    if (body.type === 'template') {
      const template = isObject(body.template) ? body.template : {};
      const name = String(template.name ?? '');
      const language = isObject(template.language) ? String(template.language.code ?? '') : '';
      const known = (WHATSAPP_TEMPLATES as Record<string, (typeof WHATSAPP_TEMPLATES)[TemplateName]>)[name];
      if (!known || !(language in known.text)) {
        return graphError(res, 404, 132001, `Template name (${name}) does not exist in ${language}`);
      }
      const components = Array.isArray(template.components) ? template.components.filter(isObject) : [];
      const params = components
        .filter((c) => c.type === 'body')
        .flatMap((c) => (Array.isArray(c.parameters) ? c.parameters.filter(isObject) : []))
        .map((p) => String(p.text ?? ''));
      if (params.length !== known.params.length || params.some((p) => p.trim() === '')) {
        return graphError(res, 400, 132000, 'Number of parameters does not match the expected number of params');
      }
      out.template = { name, language, params };
    } else {
      // Anything but a template only inside the customer-service window.
      if (Date.now() - lastFrom(to) > DAY_MS) {
        return graphError(
          res,
          400,
          131047,
          'Re-engagement message: more than 24 hours since the customer last replied',
        );
      }
      out.text = isObject(body.text) ? String(body.text.body ?? '') : '';
    }
    record(out);
    reply(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to.slice(1) }],
      messages: [{ id }],
    });
    if (mode.notOnWhatsapp?.includes(to)) {
      void receipt(id, to, 'failed', { code: 131026, title: 'Message undeliverable' }).catch(() => {});
    }
  }

  /** /__admin/whatsapp…: the record, the mode, and webhook calls as Meta would make them. */
  async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/__admin/whatsapp') {
      if (req.method === 'DELETE') writeFileSync(options.file, '');
      return reply(res, 200, readWhatsapp(options.file));
    }
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (!isObject(body)) return reply(res, 400, { error: 'not JSON' });
    if (path === '/__admin/whatsapp/mode') {
      if (req.method === 'POST') {
        mode = body as WhatsappMode;
        failsLeft = mode.fail?.count ?? Infinity;
      }
      return reply(res, 200, mode);
    }
    if (path === '/__admin/whatsapp/inbound' && req.method === 'POST') {
      const from = String(body.from ?? '').replace(/[^0-9]/g, '');
      const text = String(body.text ?? '');
      record({ direction: 'in', timestamp: new Date().toISOString(), from, text });
      return reply(
        res,
        200,
        await callWebhook(
          {
            contacts: [{ profile: { name: 'Client' }, wa_id: from }],
            messages: [
              {
                from,
                id: `wamid.in-${randomUUID()}`,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: text },
              },
            ],
          },
          typeof body.phoneNumberId === 'string' ? body.phoneNumberId : undefined,
        ),
      );
    }
    if (path === '/__admin/whatsapp/receipt' && req.method === 'POST') {
      const sent = readWhatsapp(options.file).find((r) => r.direction === 'out' && r.id === body.id);
      if (!sent || sent.direction !== 'out') return reply(res, 404, { error: 'no such message' });
      return reply(res, 200, await receipt(sent.id, sent.to, String(body.status ?? 'delivered')));
    }
    return reply(res, 404, { error: 'Not Found' });
  }

  return { handleSend, handleAdmin };
}
