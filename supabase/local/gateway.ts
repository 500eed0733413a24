/**
 * The local API gateway: what api.emailjs.com and Supabase's Kong are in
 * production, on one loopback port.
 *
 *   POST /api/v1.0/email/send   EmailJS-compatible send; appends to the outbox
 *   POST /graph/{v}/{id}/messages  the WhatsApp Cloud API stand-in (whatsapp-api.ts)
 *   /rest/v1/*                  proxied to PostgREST (prefix stripped)
 *   /functions/v1/{name}/*      proxied to that local Edge Function (functions.ts)
 *   /auth/v1/*                  LOCAL ONLY sign-in endpoints (auth.ts)
 *   /storage/v1/*               LOCAL ONLY Storage: resumable uploads and objects (storage.ts)
 *   GET/POST /__admin/mail-mode read or switch failure mode (tests)
 *   GET /__admin/mail           the outbox as a JSON array
 *   DELETE /__admin/mail        empties the outbox
 *   /__admin/whatsapp…          the WhatsApp stand-in's record, mode and webhook calls
 *
 * The Vite servers proxy the site's /api/v1.0 and /auth/v1 here and /rest/v1 to PostgREST
 * directly; Node clients (tests, scripts) use this gateway as their Supabase
 * URL and EmailJS origin.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { authEndpoints } from './auth.ts';
import { MESSAGES_FUNCTION } from './functions.ts';
import { whatsappApi, type WhatsappApiOptions } from './whatsapp-api.ts';
import type { LocalStorage } from './storage.ts';

export type MailFailure = '403' | '429' | '451' | 'drop';
export type MailMode = 'ok' | MailFailure;

export const MAIL_FAILURES: Record<Exclude<MailFailure, 'drop'>, { status: number; text: string }> = {
  // The texts EmailJS answers (or its SDK reports) in these cases.
  '403': { status: 403, text: 'API calls are disabled for non-browser applications' },
  '429': { status: 429, text: 'Too Many Requests' },
  '451': { status: 451, text: 'Unavailable For Headless Browser' },
};

/** EmailJS refuses template variables over 50 KB. */
const MAX_BODY_BYTES = 50 * 1024;

export interface OutboxMessage {
  timestamp: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, unknown>;
  lib_version?: string;
  /** Whether a private access token came along (its value is not recorded). */
  access_token: boolean;
}

export interface GatewayOptions {
  outboxFile: string;
  /** The only accepted `user_id` (EmailJS public key). */
  publicKey: string;
  /**
   * Templates sent only with this private key (`accessToken`), as EmailJS does
   * for an account with "Use Private Key" on: the server's mail to customers.
   */
  privateTemplates?: { templateIds: string[]; privateKey: string };
  /** PostgREST's own base URL, e.g. http://127.0.0.1:3000 */
  postgrestUrl: string;
  /** Initial failure mode (LOCAL_MAIL_FAIL). */
  mode?: MailMode;
  /** The WhatsApp Cloud API stand-in's settings; its webhook is the local customer-messages function's. */
  whatsapp: Omit<WhatsappApiOptions, 'webhookUrl'>;
  /** The local Storage API, served at /storage/v1. */
  storage?: LocalStorage;
  port?: number;
}

/** Which sends a failure mode (and a delay) hits. */
export interface MailFailureOptions {
  /** The next `count` sends (default: all, until switched back to ok). */
  count?: number | undefined;
  /** Each with this probability (default 1). */
  rate?: number | undefined;
  /** Only sends of this template (default: any). */
  template?: string | undefined;
  /** Only sends to this address (`to_email`): an address EmailJS refuses. */
  recipient?: string | undefined;
  /** Answer these sends only after this long (a slow EmailJS), in any mode. */
  delayMs?: number | undefined;
}

export interface Gateway {
  url: string;
  /** Where /functions/v1/{name}/* goes (that function's local Deno server), once it runs. */
  setFunctionUrl(name: string, url: string): void;
  setMode(mode: MailMode, options?: MailFailureOptions): void;
  close(): Promise<void>;
}

export function parseMailMode(value: string | undefined): MailMode {
  if (!value || value === 'ok') return 'ok';
  if (value === '403' || value === '429' || value === '451' || value === 'drop') return value;
  throw new Error(`LOCAL_MAIL_FAIL must be one of 403, 429, 451, drop or ok (got "${value}")`);
}

/** For the EmailJS-compatible send only: any page may call it, as EmailJS's API allows. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', cors = true) {
  res.writeHead(status, { 'content-type': type, ...(cors ? CORS_HEADERS : {}) });
  res.end(body);
}

function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** EmailJS's checks on the envelope; returns the error text or the message. */
export function validateEnvelope(
  body: string,
  publicKey: string,
  privateTemplates?: GatewayOptions['privateTemplates'],
): { error: string; status?: number } | { message: Omit<OutboxMessage, 'timestamp'> } {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { error: 'The request body is not valid JSON' };
  }
  if (!isPlainObject(data)) return { error: 'The request body has to be a JSON object' };
  const { user_id, service_id, template_id, template_params, accessToken, lib_version } = data;
  if (typeof user_id !== 'string' || user_id === '') return { error: 'The Public Key is required' };
  if (user_id !== publicKey) return { error: 'The Public Key is invalid' };
  if (typeof service_id !== 'string' || service_id === '') return { error: 'The service ID is required' };
  if (typeof template_id !== 'string' || template_id === '') return { error: 'The template ID is required' };
  if (template_params !== undefined && template_params !== null && !isPlainObject(template_params)) {
    return { error: 'The template params have to be an object' };
  }
  if (accessToken !== undefined && typeof accessToken !== 'string') {
    return { error: 'The accessToken has to be a string' };
  }
  if (privateTemplates?.templateIds.includes(template_id) && accessToken !== privateTemplates.privateKey) {
    return { status: 403, error: 'The Private Key is required to send this template' };
  }
  return {
    message: {
      service_id,
      template_id,
      user_id,
      template_params: isPlainObject(template_params) ? template_params : {},
      ...(typeof lib_version === 'string' ? { lib_version } : {}),
      access_token: typeof accessToken === 'string' && accessToken !== '',
    },
  };
}

export function readOutbox(file: string): OutboxMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  let mode: MailMode = options.mode ?? 'ok';
  /** Failures left before mode returns to 'ok'; Infinity until switched. */
  let remaining = Infinity;
  const postgrest = new URL(options.postgrestUrl);

  let only: MailFailureOptions = {};
  const setMode = (next: MailMode, options: MailFailureOptions = {}) => {
    mode = next;
    only = options;
    remaining = next === 'ok' || options.count === undefined ? Infinity : Math.max(0, Math.floor(options.count));
    if (remaining === 0) mode = 'ok';
  };
  const hits = (message: Omit<OutboxMessage, 'timestamp'>) =>
    (only.template === undefined || only.template === message.template_id) &&
    (only.recipient === undefined || only.recipient === message.template_params.to_email);
  const failsNow = (message: Omit<OutboxMessage, 'timestamp'>) =>
    mode !== 'ok' && hits(message) && Math.random() < (only.rate ?? 1);

  const handleSend = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req, MAX_BODY_BYTES);
    if (body === null) {
      send(res, 413, 'Variables size limit. The maximum allowed variables size is 50Kb');
      return;
    }
    const result = validateEnvelope(body, options.publicKey, options.privateTemplates);
    if ('error' in result) {
      send(res, result.status ?? 400, result.error);
      return;
    }
    if (only.delayMs && hits(result.message)) await new Promise((resolve) => setTimeout(resolve, only.delayMs));
    if (failsNow(result.message)) {
      const failure = mode as MailFailure;
      remaining -= 1;
      if (remaining <= 0) setMode('ok');
      if (failure === 'drop') {
        req.socket.destroy();
        return;
      }
      send(res, MAIL_FAILURES[failure].status, MAIL_FAILURES[failure].text);
      return;
    }
    const line: OutboxMessage = { timestamp: new Date().toISOString(), ...result.message };
    appendFileSync(options.outboxFile, `${JSON.stringify(line)}\n`);
    send(res, 200, 'OK');
  };

  const handleAdmin = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/__admin/mail-mode') {
      if (req.method === 'POST') {
        const body = (await readBody(req, 4096)) ?? '';
        let next: MailMode;
        let options: MailFailureOptions;
        try {
          const data = JSON.parse(body || '{}') as Record<string, unknown>;
          next = parseMailMode(data.mode === undefined ? undefined : String(data.mode));
          const number = (v: unknown) => (typeof v === 'number' ? v : undefined);
          const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
          options = {
            count: number(data.count),
            rate: number(data.rate),
            template: text(data.template),
            recipient: text(data.recipient),
            delayMs: number(data.delayMs),
          };
        } catch (err) {
          send(res, 400, (err as Error).message, undefined, false);
          return;
        }
        setMode(next, options);
      }
      send(
        res,
        200,
        JSON.stringify({ mode, remaining: Number.isFinite(remaining) ? remaining : null }),
        'application/json',
        false,
      );
      return;
    }
    if (path === '/__admin/mail') {
      if (req.method === 'DELETE') writeFileSync(options.outboxFile, '');
      send(res, 200, JSON.stringify(readOutbox(options.outboxFile)), 'application/json', false);
      return;
    }
    send(res, 404, 'Not Found', undefined, false);
  };

  const functions = new Map<string, URL>();
  const proxy = (target: URL, req: IncomingMessage, res: ServerResponse, path: string) => {
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: path || '/',
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) send(res, 502, `${target.host} is unreachable: ${err.message}`);
      else res.destroy();
    });
    // The head goes at once, not with the body's first bytes: a server may answer
    // from the head alone (a body too large, told by its Content-Length).
    upstream.flushHeaders();
    req.pipe(upstream);
  };

  let ownUrl = '';
  const whatsapp = whatsappApi({
    ...options.whatsapp,
    webhookUrl: () => `${ownUrl}/functions/v1/${MESSAGES_FUNCTION}/whatsapp/webhook`,
  });

  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const run = async () => {
      if (path.startsWith('/rest/v1')) {
        proxy(postgrest, req, res, url.slice('/rest/v1'.length));
        return;
      }
      if (path.startsWith('/functions/v1/')) {
        const target = functions.get(path.split('/')[3] ?? '');
        if (target) proxy(target, req, res, url.slice('/functions/v1'.length));
        else send(res, 503, 'The local function is not running', undefined, false);
        return;
      }
      if (path.startsWith('/graph/')) {
        await whatsapp.handleSend(req, res, path);
        return;
      }
      if (path.startsWith('/storage/v1/') && options.storage) {
        await options.storage.handle(req, res, url);
        return;
      }
      if (path.startsWith('/auth/v1/')) {
        await auth.handle(req, res, path.slice('/auth/v1'.length), new URL(url, 'http://local').searchParams);
        return;
      }
      // The admin endpoints are for the tests and the developer's shell, never
      // for a web page: no CORS, and a request a browser made (it carries an
      // Origin) is refused, so a page that finds the port can neither read the
      // mail nor switch the failure mode.
      if (path.startsWith('/__admin/')) {
        if (req.headers.origin !== undefined || req.method === 'OPTIONS') send(res, 403, 'Forbidden', undefined, false);
        else if (path.startsWith('/__admin/whatsapp')) await whatsapp.handleAdmin(req, res, path);
        else await handleAdmin(req, res, path);
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return;
      }
      if (path === '/api/v1.0/email/send') {
        if (req.method !== 'POST') send(res, 405, 'Method Not Allowed');
        else await handleSend(req, res);
        return;
      }
      send(res, 404, 'Not Found');
    };
    run().catch((err: Error) => {
      if (!res.headersSent) send(res, 500, err.message);
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ownUrl = `http://127.0.0.1:${port}`;
  const auth = authEndpoints(options.postgrestUrl, `http://127.0.0.1:${port}/auth/v1`);

  return {
    url: `http://127.0.0.1:${port}`,
    setFunctionUrl: (name, next) => void functions.set(name, new URL(next)),
    setMode,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
