/**
 * WhatsApp updates to clients who asked for them (docs/whatsapp.md), sent by
 * the server through the WhatsApp Business Cloud API, never by the browser.
 *
 *   POST …/whatsapp/send     with `Authorization: Bearer <WHATSAPP_WAKE_SECRET>`
 *                            (the Database Webhook on customer_whatsapp and a
 *                            schedule): sends what public.customer_whatsapp
 *                            says is due, one claim at a time, like
 *                            customer-mail (docs/security.md, "The mail queue")
 *   GET  …/whatsapp/webhook  Meta's verification handshake (hub.verify_token)
 *   POST …/whatsapp/webhook  Meta's webhook, signed with the app secret
 *                            (X-Hub-Signature-256): receipts, and STOP replies
 */
import labels from '../customer-mail/labels.json' with { type: 'json' };
import { rpc, type Database } from '../_shared/database.ts';
import { sameSecret, signedByMeta } from '../_shared/secrets.ts';
import type { TemplateLang, TemplateName } from '../_shared/whatsapp-templates.ts';

export interface Settings extends Database {
  /** Wakes the sender, nothing more. */
  wakeSecret: string;
  /** https://graph.facebook.com, or the local stand-in. */
  apiOrigin: string;
  /** The Graph API version in the path (v21.0, …). */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Meta signs its webhook calls with the app's secret. */
  appSecret: string;
  /** What the webhook's verification handshake must present. */
  verifyToken: string;
}

/** One claimed message, as claim_customer_whatsapp answers it. */
export interface DueMessage {
  id: number;
  claim: string;
  kind: 'confirmation' | 'status';
  to: string;
  language: TemplateLang;
  order_id: string;
  status: string;
}

/** A send and its answer take at most 40 s, well inside a claim (5 minutes). */
export const API_TIMEOUT_MS = 30_000;
/** A call claims new messages for this long, then ends (a hosted function may run 150 s). */
const CLAIM_FOR_MS = 60_000;
const MIN_SECRET_LENGTH = 32;
/** Meta's webhook bodies are small; anything far larger is no receipt. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * Cloud API errors that no retry changes: the number is not on WhatsApp (or
 * cannot take business messages), WhatsApp held the message back for the
 * user's sake, the user opted out, the number is the business's own
 * (docs/whatsapp.md, "Sending once", with its sources). The message is
 * marked refused; the e-mail goes regardless.
 */
export const REFUSED_FOR_GOOD = new Set([131026, 131049, 131050, 131021]);

export function readSettings(env: { get(name: string): string | undefined }): Settings {
  const need = (name: string) => {
    const value = env.get(name)?.trim();
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const wakeSecret = need('WHATSAPP_WAKE_SECRET');
  if (wakeSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`WHATSAPP_WAKE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return {
    supabaseUrl: need('SUPABASE_URL').replace(/\/+$/, ''),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
    wakeSecret,
    apiOrigin: (env.get('WHATSAPP_API_ORIGIN')?.trim() || 'https://graph.facebook.com').replace(/\/+$/, ''),
    apiVersion: env.get('WHATSAPP_API_VERSION')?.trim() || 'v21.0',
    phoneNumberId: need('WHATSAPP_PHONE_NUMBER_ID'),
    accessToken: need('WHATSAPP_ACCESS_TOKEN'),
    appSecret: need('WHATSAPP_APP_SECRET'),
    verifyToken: need('WHATSAPP_VERIFY_TOKEN'),
  };
}

const statusLabel = (lang: TemplateLang, status: string): string =>
  (labels[lang] as Record<string, string>)[`track.status.${status}`] ?? status;

/** The Cloud API's message body: a template in the client's language, the order id (and status) its parameters. */
export function composeMessage(message: DueMessage) {
  const name: TemplateName = message.kind === 'confirmation' ? 'request_received' : 'request_status';
  const params =
    message.kind === 'confirmation'
      ? [message.order_id]
      : [message.order_id, statusLabel(message.language, message.status)];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name,
      language: { code: message.language },
      components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
    },
  };
}

type SendAnswer = { messageId: string } | { error: string; refused: boolean };

/** POST /{phone-number-id}/messages: the message's id, or what went wrong and whether it is for good. */
async function sendThroughCloudApi(s: Settings, body: object): Promise<SendAnswer> {
  try {
    const res = await fetch(`${s.apiOrigin}/${s.apiVersion}/${encodeURIComponent(s.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: { messages?: { id?: string }[]; error?: { code?: number; message?: string } } = {};
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: a proxy's page; told below
    }
    const messageId = answer.messages?.[0]?.id;
    if (res.ok && messageId) return { messageId };
    const code = answer.error?.code;
    return {
      error: `Cloud API ${res.status}${code ? ` (${code})` : ''}: ${(answer.error?.message ?? text).slice(0, 300)}`,
      refused: code !== undefined && REFUSED_FOR_GOOD.has(code),
    };
  } catch (err) {
    return { error: `Cloud API unreachable: ${err instanceof Error ? err.message : String(err)}`, refused: false };
  }
}

/** Sends due messages, one claim at a time, for up to a minute. */
export async function sendDueMessages(s: Settings): Promise<{ sent: number; failed: number; refused: number }> {
  const started = Date.now();
  const counts = { sent: 0, failed: 0, refused: 0 };
  while (Date.now() - started < CLAIM_FOR_MS) {
    const message = await rpc<DueMessage | null>(s, 'claim_customer_whatsapp', {});
    if (!message) break;
    const answer = await sendThroughCloudApi(s, composeMessage(message));
    const held = await rpc<boolean>(s, 'finish_customer_whatsapp', {
      p_id: message.id,
      p_claim: message.claim,
      ...('messageId' in answer
        ? { p_message_id: answer.messageId }
        : { p_error: answer.error, p_refused: answer.refused }),
    });
    if (!held) console.warn(`customer_whatsapp ${message.id}: its claim ran out before the Cloud API answered`);
    counts['messageId' in answer ? 'sent' : answer.refused ? 'refused' : 'failed']++;
  }
  return counts;
}

/** "STOP" or "बंद" (any case, with "करें" or punctuation around it): the client wants no more messages. */
export const isStopReply = (text: string): boolean =>
  /^(stop|unsubscribe|बंद|बंद करें|बंद करो)$/i.test(
    text
      .normalize('NFC')
      .replace(/[\s\p{P}]+/gu, ' ')
      .trim(),
  );

interface WebhookBody {
  entry?: {
    changes?: {
      field?: string;
      value?: {
        statuses?: { id?: string; status?: string; timestamp?: string; errors?: { code?: number; title?: string }[] }[];
        messages?: { from?: string; type?: string; text?: { body?: string } }[];
      };
    }[];
  }[];
}

/** What a signed webhook call reports: each receipt recorded, each STOP reply obeyed. */
export async function handleWebhook(s: Settings, body: WebhookBody): Promise<{ receipts: number; stops: number }> {
  let receipts = 0;
  let stops = 0;
  for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== 'messages') continue;
    for (const receipt of change.value?.statuses ?? []) {
      if (!receipt.id || !['sent', 'delivered', 'read', 'failed'].includes(receipt.status ?? '')) continue;
      const error = receipt.errors?.[0];
      const seconds = Number(receipt.timestamp);
      await rpc(s, 'record_whatsapp_receipt', {
        p_message_id: receipt.id,
        p_status: receipt.status,
        p_at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null,
        p_error: error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() : null,
        p_refused: error?.code !== undefined && REFUSED_FOR_GOOD.has(error.code),
      });
      receipts++;
    }
    for (const message of change.value?.messages ?? []) {
      if (message.type === 'text' && message.from && isStopReply(message.text?.body ?? '')) {
        await rpc(s, 'stop_whatsapp_replied', { p_wa_id: message.from });
        stops++;
      }
    }
  }
  return { receipts, stops };
}

async function readLimited(req: Request, limit: number): Promise<string | null> {
  const body = new Uint8Array(await req.arrayBuffer());
  return body.byteLength > limit ? null : new TextDecoder().decode(body);
}

/** The function's HTTP answer, by its route. */
export async function handle(req: Request, s: Settings): Promise<Response> {
  const url = new URL(req.url);
  const route = url.pathname.replace(/\/+$/, '').split('/').pop();
  try {
    if (route === 'webhook' && req.method === 'GET') {
      const q = url.searchParams;
      const ok = q.get('hub.mode') === 'subscribe' && sameSecret(q.get('hub.verify_token') ?? '', s.verifyToken);
      return ok
        ? new Response(q.get('hub.challenge') ?? '', { status: 200 })
        : new Response('Forbidden', { status: 403 });
    }
    if (route === 'webhook' && req.method === 'POST') {
      const signature = req.headers.get('x-hub-signature-256');
      if (!signature) return new Response('Unauthorized', { status: 401 });
      const raw = await readLimited(req, MAX_WEBHOOK_BYTES);
      if (raw === null) return new Response('Payload Too Large', { status: 413 });
      if (!signedByMeta(signature, s.appSecret, raw)) return new Response('Forbidden', { status: 403 });
      let body: WebhookBody;
      try {
        body = JSON.parse(raw) as WebhookBody;
      } catch {
        return new Response('Bad Request', { status: 400 });
      }
      return Response.json(await handleWebhook(s, body));
    }
    if (route === 'send' && req.method === 'POST') {
      if (!sameSecret(req.headers.get('authorization') ?? '', `Bearer ${s.wakeSecret}`)) {
        return new Response('Unauthorized', { status: 401 });
      }
      return Response.json(await sendDueMessages(s));
    }
    return new Response('Not Found', { status: 404 });
  } catch (err) {
    // A receipt not recorded is answered 502: Meta sends the call again.
    console.error(err);
    return new Response(err instanceof Error ? err.message : String(err), { status: 502 });
  }
}
