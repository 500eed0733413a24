/**
 * The e-mail channel: a claimed message sent through EmailJS's REST API with
 * the private key only the server holds, in the client's language, to the
 * address stored with the request or sign-up (docs/security.md, "Messages to
 * clients").
 */
import { need, origin, type Env } from '../_shared/env.ts';
import { say } from './labels.ts';
import { PROVIDER_TIMEOUT_MS, unreachable, type Channel, type DueMessage, type Lang } from './sender.ts';

export interface EmailSettings {
  emailjsOrigin: string;
  serviceId: string;
  publicKey: string;
  privateKey: string;
  confirmationTemplateId: string;
  statusTemplateId: string;
  newsletterTemplateId: string;
  /** The site's address, for the tracking and confirmation links. */
  siteUrl: string;
}

export const readEmailSettings = (env: Env): EmailSettings => ({
  emailjsOrigin: origin(env.get('EMAILJS_ORIGIN')?.trim() || 'https://api.emailjs.com'),
  serviceId: need(env, 'EMAILJS_SERVICE_ID'),
  publicKey: need(env, 'EMAILJS_PUBLIC_KEY'),
  privateKey: need(env, 'EMAILJS_PRIVATE_KEY'),
  confirmationTemplateId: need(env, 'EMAILJS_CONFIRMATION_TEMPLATE_ID'),
  statusTemplateId: need(env, 'EMAILJS_STATUS_TEMPLATE_ID'),
  newsletterTemplateId: need(env, 'EMAILJS_NEWSLETTER_TEMPLATE_ID'),
  siteUrl: origin(need(env, 'SITE_URL')),
});

const sitePath = (s: EmailSettings, lang: Lang, path: string) => `${s.siteUrl}${lang === 'hi' ? '/hi' : ''}${path}`;

/** The tracking page for an order, in the client's language. */
export const trackUrl = (s: EmailSettings, lang: Lang, orderId: string) =>
  sitePath(s, lang, `/track?order=${encodeURIComponent(orderId)}`);

/**
 * The newsletter page with a sign-up's token, in its language. The token
 * rides in the fragment, which no server log, Referer or page-view counter
 * receives.
 */
export const confirmUrl = (s: EmailSettings, lang: Lang, token: string) =>
  `${sitePath(s, lang, '/newsletter')}#confirm=${encodeURIComponent(token)}`;

/**
 * The template and its parameters: only what the database stored, in the
 * client's language. Nothing a stranger typed: the greeting names no one
 * (docs/security.md, "What a stranger typed").
 */
export function composeMail(
  s: EmailSettings,
  mail: DueMessage,
): { templateId: string; params: Record<string, string> } {
  const lang = mail.language;
  const common = { to_email: mail.to, language: lang };
  switch (mail.kind) {
    case 'confirmation':
      return {
        templateId: s.confirmationTemplateId,
        params: {
          ...common,
          order_id: mail.order_id,
          track_url: trackUrl(s, lang, mail.order_id),
          service: say(lang, `requests.service.${mail.service}`),
          document_type: say(lang, `requests.documentType.${mail.document_type}`),
          urgency: say(lang, `requests.urgency.${mail.urgency}`),
        },
      };
    case 'status':
      return {
        templateId: s.statusTemplateId,
        params: {
          ...common,
          order_id: mail.order_id,
          track_url: trackUrl(s, lang, mail.order_id),
          status: say(lang, `track.status.${mail.status}`),
          status_text: say(lang, `track.about.${mail.status}`),
          note: mail.note ?? '',
        },
      };
    // The status template carries it: a title, its text, and /track's link (docs/security.md, "Papers").
    case 'document_ready':
      return {
        templateId: s.statusTemplateId,
        params: {
          ...common,
          order_id: mail.order_id,
          track_url: trackUrl(s, lang, mail.order_id),
          status: say(lang, 'track.documentReady.title'),
          status_text: say(lang, 'track.documentReady.text'),
          note: '',
        },
      };
    case 'newsletter':
      return {
        templateId: s.newsletterTemplateId,
        params: {
          ...common,
          subject: say(lang, 'newsletter.mail.subject'),
          message: say(lang, 'newsletter.mail.text'),
          confirm_url: confirmUrl(s, lang, mail.token),
        },
      };
  }
}

export const emailChannel = (s: EmailSettings): Channel => ({
  name: 'email',
  async send(message) {
    const { templateId, params } = composeMail(s, message);
    try {
      const res = await fetch(`${s.emailjsOrigin}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          service_id: s.serviceId,
          template_id: templateId,
          user_id: s.publicKey,
          accessToken: s.privateKey,
          template_params: params,
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await res.text();
      // EmailJS names no message: there are no receipts to match.
      return res.ok ? {} : { error: `EmailJS ${res.status}: ${text.slice(0, 300)}`, refused: false };
    } catch (err) {
      return unreachable('EmailJS', err);
    }
  },
});
