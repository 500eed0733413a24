/**
 * The local stand-in for api.emailjs.com (docs/testing.md, "The local
 * backend"): POST /api/v1.0/email/send checks the envelope as EmailJS does
 * and appends the message to the outbox file, or fails as the tests ask
 * (/__admin/mail-mode: a status, a dropped connection, a delay, for some
 * sends); /__admin/mail reads or empties the outbox. Served by gateway.ts.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Templates sent only with this private key (`accessToken`), as EmailJS does for an account with "Use Private Key" on. */
export interface PrivateTemplates {
  templateIds: string[];
  privateKey: string;
}

export interface MailOptions {
  outboxFile: string;
  /** The only accepted `user_id` (EmailJS public key). */
  publicKey: string;
  privateTemplates?: PrivateTemplates;
  /** Initial failure mode (LOCAL_MAIL_FAIL). */
  mode?: MailMode;
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

export function parseMailMode(value: string | undefined): MailMode {
  if (!value || value === 'ok') return 'ok';
  if (value === '403' || value === '429' || value === '451' || value === 'drop') return value;
  throw new Error(`LOCAL_MAIL_FAIL must be one of 403, 429, 451, drop or ok (got "${value}")`);
}

/** For the EmailJS-compatible send only: any page may call it, as EmailJS's API allows. */
export const MAIL_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-max-age': '600',
};

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  cors = true,
) {
  res.writeHead(status, { 'content-type': type, ...(cors ? MAIL_CORS_HEADERS : {}) });
  res.end(body);
}

export function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
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
  privateTemplates?: PrivateTemplates,
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

/** The send and admin handlers, with the failure mode they share. */
export function mailEndpoint(options: MailOptions) {
  let mode: MailMode = options.mode ?? 'ok';
  /** Failures left before mode returns to 'ok'; Infinity until switched. */
  let remaining = Infinity;

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

  return { handleSend, handleAdmin, setMode };
}
