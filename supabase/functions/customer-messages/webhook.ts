/**
 * Meta's webhook for the firm's WhatsApp number (docs/whatsapp.md, "Receipts
 * and replies"): the verification handshake, then signed calls only, each
 * read no further than its size allows and checked over its bytes as they
 * came; only changes for the firm's own phone-number id count. Statuses
 * become receipts; a client's message is their STOP, or, from a stopped
 * number, what ends its opt-out.
 */
import { rpc, type Database } from '../_shared/database.ts';
import { sameSecret, signedByMeta } from '../_shared/secrets.ts';
import { isStopReply } from './opt-out.ts';
import type { WhatsappSettings } from './whatsapp.ts';

/** Meta's webhook payloads can be up to 3 MB (its Cloud API webhooks guide). */
export const MAX_WEBHOOK_BYTES = 3 * 1024 * 1024;

interface InboundMessage {
  from?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
  interactive?: { button_reply?: { title?: string }; list_reply?: { title?: string } };
  image?: { caption?: string };
  video?: { caption?: string };
  document?: { caption?: string };
}

interface WebhookBody {
  entry?: {
    changes?: {
      field?: string;
      value?: {
        metadata?: { phone_number_id?: string };
        statuses?: { id?: string; status?: string; timestamp?: string; errors?: { code?: number; title?: string }[] }[];
        messages?: InboundMessage[];
      };
    }[];
  }[];
}

/** What a person wrote, where a message type carries words. */
const wordsOf = (m: InboundMessage): string =>
  m.text?.body ??
  m.button?.text ??
  m.interactive?.button_reply?.title ??
  m.interactive?.list_reply?.title ??
  m.image?.caption ??
  m.video?.caption ??
  m.document?.caption ??
  '';

/** Notices WhatsApp sends about a number (it changed, say), not a message its owner wrote. */
const NOT_WRITTEN = new Set(['system', 'unsupported', 'unknown']);

/** The body, or null when it is larger than `limit`: told by Content-Length before a byte is read. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req.body ?? []) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  chunks.reduce((at, chunk) => (body.set(chunk, at), at + chunk.byteLength), 0);
  return body;
}

/** What a signed call reports, recorded: receipts, replies, and changes for another number left alone. */
export async function recordWebhook(db: Database, s: WhatsappSettings, body: WebhookBody) {
  const counts = { receipts: 0, stops: 0, replies: 0, ignored: 0 };
  for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== 'messages' || change.value?.metadata?.phone_number_id !== s.phoneNumberId) {
      counts.ignored++;
      continue;
    }
    for (const receipt of change.value.statuses ?? []) {
      if (!receipt.id || !['sent', 'delivered', 'read', 'failed'].includes(receipt.status ?? '')) continue;
      const error = receipt.errors?.[0];
      const seconds = Number(receipt.timestamp);
      await rpc(db, 'record_message_receipt', {
        p_channel: 'whatsapp',
        p_provider_id: receipt.id,
        p_status: receipt.status,
        p_at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : null,
        p_error: error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() : null,
      });
      counts.receipts++;
    }
    for (const message of change.value.messages ?? []) {
      if (!message.from || NOT_WRITTEN.has(message.type ?? 'unknown')) continue;
      const stop = isStopReply(wordsOf(message));
      await rpc(db, 'record_whatsapp_reply', { p_wa_id: message.from, p_stop: stop });
      counts[stop ? 'stops' : 'replies']++;
    }
  }
  return counts;
}

/** GET: the verification handshake; POST: a signed call. */
export async function whatsappWebhook(req: Request, db: Database, s: WhatsappSettings): Promise<Response> {
  if (req.method === 'GET') {
    const q = new URL(req.url).searchParams;
    const ok = q.get('hub.mode') === 'subscribe' && sameSecret(q.get('hub.verify_token') ?? '', s.verifyToken);
    return ok
      ? new Response(q.get('hub.challenge') ?? '', { status: 200 })
      : new Response('Forbidden', { status: 403 });
  }
  if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  const signature = req.headers.get('x-hub-signature-256');
  if (!signature) return new Response('Unauthorized', { status: 401 });
  const raw = await readLimited(req, MAX_WEBHOOK_BYTES);
  if (raw === null) return new Response('Payload Too Large', { status: 413 });
  if (!signedByMeta(signature, s.appSecret, raw)) return new Response('Forbidden', { status: 403 });
  let body: WebhookBody;
  try {
    body = JSON.parse(new TextDecoder().decode(raw)) as WebhookBody;
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
  // A call not recorded is answered 502 (handler.ts): Meta sends it again.
  return Response.json(await recordWebhook(db, s, body));
}
