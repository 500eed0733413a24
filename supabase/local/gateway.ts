/**
 * The local API gateway: what api.emailjs.com and Supabase's Kong are in
 * production, on one loopback port.
 *
 *   POST /api/v1.0/email/send   EmailJS-compatible send; appends to the outbox (mail-endpoint.ts)
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
import {
  MAIL_CORS_HEADERS,
  mailEndpoint,
  send,
  type MailFailureOptions,
  type MailMode,
  type MailOptions,
} from './mail-endpoint.ts';
import { whatsappApi, type WhatsappApiOptions } from './whatsapp-api.ts';
import type { LocalStorage } from './storage.ts';

export {
  MAIL_FAILURES,
  parseMailMode,
  readOutbox,
  validateEnvelope,
  type MailFailure,
  type MailFailureOptions,
  type MailMode,
  type OutboxMessage,
} from './mail-endpoint.ts';

export interface GatewayOptions extends MailOptions {
  /** PostgREST's own base URL, e.g. http://127.0.0.1:3000 */
  postgrestUrl: string;
  /** The WhatsApp Cloud API stand-in's settings; its webhook is the local customer-messages function's. */
  whatsapp: Omit<WhatsappApiOptions, 'webhookUrl'>;
  /** The local Storage API, served at /storage/v1. */
  storage?: LocalStorage;
  port?: number;
}

export interface Gateway {
  url: string;
  /** Where /functions/v1/{name}/* goes (that function's local Deno server), once it runs. */
  setFunctionUrl(name: string, url: string): void;
  setMode(mode: MailMode, options?: MailFailureOptions): void;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const mail = mailEndpoint(options);
  const postgrest = new URL(options.postgrestUrl);

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
        else await mail.handleAdmin(req, res, path);
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, MAIL_CORS_HEADERS);
        res.end();
        return;
      }
      if (path === '/api/v1.0/email/send') {
        if (req.method !== 'POST') send(res, 405, 'Method Not Allowed');
        else await mail.handleSend(req, res);
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
    setMode: mail.setMode,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
