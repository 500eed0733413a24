/**
 * The customer-messages Edge Function: every message the firm sends a client,
 * on every channel (docs/security.md, "Messages to clients"; docs/whatsapp.md).
 *
 *   POST …/customer-messages/send   with `Authorization: Bearer <MESSAGES_WAKE_SECRET>`
 *                                   (the Database Webhook on customer_messages
 *                                   and a schedule): sends what is due on each
 *                                   channel (sender.ts), whatever the body says
 *   GET  …/customer-messages/whatsapp/webhook  Meta's verification handshake
 *   POST …/customer-messages/whatsapp/webhook  Meta's signed receipts and
 *                                   replies (webhook.ts)
 */
import type { Database } from '../_shared/database.ts';
import { need, origin, secret, type Env } from '../_shared/env.ts';
import { sameSecret } from '../_shared/secrets.ts';
import { emailChannel, readEmailSettings, type EmailSettings } from './email.ts';
import { sendDue, type Channel } from './sender.ts';
import { whatsappWebhook } from './webhook.ts';
import { readWhatsappSettings, whatsappChannel, type WhatsappSettings } from './whatsapp.ts';

export interface Settings extends Database {
  /** What the Database Webhook and the schedule send: it wakes the sender, nothing more. */
  wakeSecret: string;
  email: EmailSettings;
  /** Null until the firm sets up WhatsApp (docs/deploying.md): its messages wait in the queue. */
  whatsapp: WhatsappSettings | null;
}

export const readSettings = (env: Env): Settings => ({
  supabaseUrl: origin(need(env, 'SUPABASE_URL')),
  serviceRoleKey: need(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  wakeSecret: secret(env, 'MESSAGES_WAKE_SECRET'),
  email: readEmailSettings(env),
  whatsapp: env.get('WHATSAPP_PHONE_NUMBER_ID')?.trim() ? readWhatsappSettings(env) : null,
});

const channels = (s: Settings): Channel[] => [
  emailChannel(s.email),
  ...(s.whatsapp ? [whatsappChannel(s.whatsapp)] : []),
];

/** Every channel at once: a slow provider holds back only its own channel. */
async function wake(s: Settings): Promise<Response> {
  const list = channels(s);
  const done = await Promise.allSettled(list.map((channel) => sendDue(s, channel)));
  const failed = done.flatMap((d) => (d.status === 'rejected' ? [String(d.reason)] : []));
  if (failed.length) return new Response(failed.join('\n'), { status: 502 });
  return Response.json(
    Object.fromEntries(list.map((channel, i) => [channel.name, (done[i] as PromiseFulfilledResult<unknown>).value])),
  );
}

export async function handle(req: Request, s: Settings): Promise<Response> {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  try {
    if (path.endsWith('/whatsapp/webhook') && s.whatsapp) return await whatsappWebhook(req, s, s.whatsapp);
    if (path.endsWith('/send')) {
      if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
      if (!sameSecret(req.headers.get('authorization') ?? '', `Bearer ${s.wakeSecret}`)) {
        return new Response('Unauthorized', { status: 401 });
      }
      return await wake(s);
    }
    return new Response('Not Found', { status: 404 });
  } catch (err) {
    console.error(err);
    return new Response(err instanceof Error ? err.message : String(err), { status: 502 });
  }
}
