/**
 * Sends the e-mails the database queued for customers (public.customer_mail):
 * a new request's confirmation, a status change the staff chose to tell, and
 * a newsletter sign-up's confirmation link. Mail goes out for stored rows
 * only, to the address stored with them, through EmailJS's REST API with the
 * private key that only the server holds (docs/security.md, "Mail to
 * customers" and "The mail queue").
 *
 * Every call sends what is due, whatever its body says: the Database Webhook
 * on customer_mail and a schedule for retries (docs/deploying.md, "Deploying") both just
 * wake it, with a secret of their own. Each mail is claimed in the database
 * before it is sent, one at a time, and its answer is taken only from its
 * claimer; the database says when to try again and when to give up.
 */
import labels from './labels.json' with { type: 'json' };
import { rpc } from '../_shared/database.ts';
import { sameSecret } from '../_shared/secrets.ts';

export interface Settings {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** What the webhook and the schedule send as `Authorization: Bearer …`: it wakes the function, nothing more. */
  webhookSecret: string;
  emailjsOrigin: string;
  emailjsServiceId: string;
  emailjsPublicKey: string;
  emailjsPrivateKey: string;
  confirmationTemplateId: string;
  statusTemplateId: string;
  newsletterTemplateId: string;
  /** The site's address, for the tracking and confirmation links. */
  siteUrl: string;
}

type Lang = 'en' | 'hi';

/** One claimed mail, as claim_customer_mail answers it. */
export type DueMail = { id: number; claim: string; email: string; language: Lang } & (
  | { kind: 'confirmation'; order_id: string; service: string; document_type: string; urgency: string }
  | { kind: 'status'; order_id: string; status: string; note?: string }
  | { kind: 'newsletter'; token: string }
);

/**
 * A send and its answer take at most EMAILJS_TIMEOUT_MS + RPC_TIMEOUT_MS (_shared/database.ts)
 * (40 s), well inside a claim (5 minutes, public.claim_customer_mail). A
 * send given up on may still have gone: the longer EmailJS is waited for,
 * the rarer that second copy (docs/security.md, "The mail queue").
 */
export const EMAILJS_TIMEOUT_MS = 30_000;
/**
 * A call claims new mail for this long, then ends: with its last send it
 * stays within the 150 s a hosted function may run. The next call goes on.
 */
const CLAIM_FOR_MS = 60_000;
/** The webhook secret is a random string of at least this many characters (docs/deploying.md, "Deploying"). */
const MIN_SECRET_LENGTH = 32;

export function readSettings(env: { get(name: string): string | undefined }): Settings {
  const need = (name: string) => {
    const value = env.get(name)?.trim();
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const webhookSecret = need('CUSTOMER_MAIL_WEBHOOK_SECRET');
  if (webhookSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`CUSTOMER_MAIL_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return {
    supabaseUrl: need('SUPABASE_URL').replace(/\/+$/, ''),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
    webhookSecret,
    emailjsOrigin: (env.get('EMAILJS_ORIGIN')?.trim() || 'https://api.emailjs.com').replace(/\/+$/, ''),
    emailjsServiceId: need('EMAILJS_SERVICE_ID'),
    emailjsPublicKey: need('EMAILJS_PUBLIC_KEY'),
    emailjsPrivateKey: need('EMAILJS_PRIVATE_KEY'),
    confirmationTemplateId: need('EMAILJS_CONFIRMATION_TEMPLATE_ID'),
    statusTemplateId: need('EMAILJS_STATUS_TEMPLATE_ID'),
    newsletterTemplateId: need('EMAILJS_NEWSLETTER_TEMPLATE_ID'),
    siteUrl: need('SITE_URL').replace(/\/+$/, ''),
  };
}

const say = (lang: Lang, id: string): string =>
  (labels[lang] as Record<string, string>)[id] ?? (labels.en as Record<string, string>)[id] ?? id;

const sitePath = (s: Settings, lang: Lang, path: string) => `${s.siteUrl}${lang === 'hi' ? '/hi' : ''}${path}`;

/** The tracking page for an order, in the customer's language. */
export const trackUrl = (s: Settings, lang: Lang, orderId: string) =>
  sitePath(s, lang, `/track?order=${encodeURIComponent(orderId)}`);

/**
 * The newsletter page with a sign-up's token, in its language. The token
 * rides in the fragment, which no server log, Referer or page-view counter
 * receives.
 */
export const confirmUrl = (s: Settings, lang: Lang, token: string) =>
  `${sitePath(s, lang, '/newsletter')}#confirm=${encodeURIComponent(token)}`;

/**
 * The template and its parameters: only what the database stored, in the
 * customer's language. Nothing a stranger typed: the greeting names no one
 * (docs/security.md, "What a stranger typed").
 */
export function composeMail(s: Settings, mail: DueMail): { templateId: string; params: Record<string, string> } {
  const lang = mail.language;
  const common = { to_email: mail.email, language: lang };
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

/** EmailJS's answer: null when it sent the mail, else what went wrong. */
async function sendThroughEmailjs(s: Settings, templateId: string, params: Record<string, string>) {
  try {
    const res = await fetch(`${s.emailjsOrigin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: s.emailjsServiceId,
        template_id: templateId,
        user_id: s.emailjsPublicKey,
        accessToken: s.emailjsPrivateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(EMAILJS_TIMEOUT_MS),
    });
    const text = await res.text();
    return res.ok ? null : `EmailJS ${res.status}: ${text.slice(0, 300)}`;
  } catch (err) {
    return `EmailJS unreachable: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Sends due mail, one claim at a time, for up to a minute; answers how many went out and how many failed. */
export async function sendDueMail(s: Settings): Promise<{ sent: number; failed: number }> {
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  while (Date.now() - started < CLAIM_FOR_MS) {
    const mail = await rpc<DueMail | null>(s, 'claim_customer_mail', {});
    if (!mail) break;
    const { templateId, params } = composeMail(s, mail);
    const error = await sendThroughEmailjs(s, templateId, params);
    const held = await rpc<boolean>(s, 'finish_customer_mail', { p_id: mail.id, p_claim: mail.claim, p_error: error });
    if (!held) console.warn(`customer_mail ${mail.id}: its claim ran out before EmailJS answered`);
    if (error) failed++;
    else sent++;
  }
  return { sent, failed };
}

/** The function's HTTP answer. Only the webhook and the schedule may wake it, with the webhook secret. */
export async function handle(req: Request, s: Settings): Promise<Response> {
  if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  if (!sameSecret(req.headers.get('authorization') ?? '', `Bearer ${s.webhookSecret}`)) {
    return new Response('Unauthorized', { status: 401 });
  }
  try {
    return Response.json(await sendDueMail(s));
  } catch (err) {
    console.error(err);
    return new Response(err instanceof Error ? err.message : String(err), { status: 502 });
  }
}
