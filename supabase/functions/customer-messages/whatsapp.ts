/**
 * The WhatsApp channel (docs/whatsapp.md): a claimed message sent as an
 * approved template through the WhatsApp Business Cloud API, in the client's
 * language, to the +91 number the database derived from their phone.
 */
import { need, origin, type Env } from '../_shared/env.ts';
import type { TemplateName } from '../_shared/whatsapp-templates.ts';
import { say } from './labels.ts';
import { PROVIDER_TIMEOUT_MS, unreachable, type Channel, type DueMessage } from './sender.ts';

export interface WhatsappSettings {
  /** https://graph.facebook.com, or the local stand-in. */
  apiOrigin: string;
  /** The Graph API version in the path (v21.0, …). */
  apiVersion: string;
  /** The firm's number on the Cloud API: where it sends from, and whose webhook calls are taken. */
  phoneNumberId: string;
  accessToken: string;
  /** Meta signs its webhook calls with the app's secret. */
  appSecret: string;
  /** What the webhook's verification handshake must present. */
  verifyToken: string;
}

export const readWhatsappSettings = (env: Env): WhatsappSettings => ({
  apiOrigin: origin(env.get('WHATSAPP_API_ORIGIN')?.trim() || 'https://graph.facebook.com'),
  apiVersion: env.get('WHATSAPP_API_VERSION')?.trim() || 'v21.0',
  phoneNumberId: need(env, 'WHATSAPP_PHONE_NUMBER_ID'),
  accessToken: need(env, 'WHATSAPP_ACCESS_TOKEN'),
  appSecret: need(env, 'WHATSAPP_APP_SECRET'),
  verifyToken: need(env, 'WHATSAPP_VERIFY_TOKEN'),
});

/**
 * Cloud API errors that no retry changes: the message is undeliverable (not
 * on WhatsApp, or cannot take business messages), held back by WhatsApp for
 * the user's sake, the user stopped marketing messages, the recipient is the
 * sender. docs/whatsapp.md, "Refused for good", says what could be checked
 * and where. The message is withheld; the e-mail goes regardless.
 */
export const REFUSED_FOR_GOOD = new Set([131026, 131049, 131050, 131021]);

/** The Cloud API's message body: a template in the client's language, the order id (and status) its parameters. */
export function composeMessage(message: DueMessage) {
  if (message.kind === 'newsletter') throw new Error('The newsletter has no WhatsApp template');
  const [name, params]: [TemplateName, string[]] =
    message.kind === 'confirmation'
      ? ['request_received', [message.order_id]]
      : message.kind === 'document_ready'
        ? ['document_ready', [message.order_id]]
        : ['request_status', [message.order_id, say(message.language, `track.status.${message.status}`)]];
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

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string };
}

export const whatsappChannel = (s: WhatsappSettings): Channel => ({
  name: 'whatsapp',
  async send(message) {
    try {
      const res = await fetch(`${s.apiOrigin}/${s.apiVersion}/${encodeURIComponent(s.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(composeMessage(message)),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await res.text();
      let answer: GraphAnswer = {};
      try {
        answer = JSON.parse(text) as GraphAnswer;
      } catch {
        // not JSON: a proxy's page; told below
      }
      const providerId = answer.messages?.[0]?.id;
      if (res.ok && providerId) return { providerId };
      const code = answer.error?.code;
      return {
        error: `Cloud API ${res.status}${code ? ` (${code})` : ''}: ${(answer.error?.message ?? text).slice(0, 300)}`,
        refused: code !== undefined && REFUSED_FOR_GOOD.has(code),
      };
    } catch (err) {
      return unreachable('Cloud API', err);
    }
  },
});
