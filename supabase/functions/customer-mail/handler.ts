/**
 * Sends the e-mails the database queued for customers (public.customer_mail):
 * a new request's confirmation, and a status change the staff chose to tell.
 * Mail goes out for stored rows only, to the address stored with the request,
 * through EmailJS's REST API with the private key that only the server holds
 * (docs/security.md, "Mail to customers").
 *
 * Every call sends what is due, whatever its body says: the Database Webhook
 * on customer_mail and a schedule for retries (README, "Deploying") both just
 * wake it. Each mail is claimed in the database before it is sent, so two
 * calls at once never send one twice; a failure is recorded and the database
 * says when to try again.
 */
import labels from './labels.json' with { type: 'json' };

export interface Settings {
  supabaseUrl: string;
  serviceRoleKey: string;
  emailjsOrigin: string;
  emailjsServiceId: string;
  emailjsPublicKey: string;
  emailjsPrivateKey: string;
  confirmationTemplateId: string;
  statusTemplateId: string;
  /** The site's address, for the tracking link. */
  siteUrl: string;
}

/** One due mail, as claim_customer_mail answers it. */
export interface DueMail {
  id: number;
  kind: 'confirmation' | 'status';
  order_id: string;
  name: string;
  email: string;
  service: string;
  document_type: string;
  urgency: string;
  language: 'en' | 'hi';
  status: string | null;
  note: string | null;
}

const BATCH = 10;
/** At most this many batches a call: a long queue is drained by the next calls. */
const MAX_BATCHES = 10;
const EMAILJS_TIMEOUT_MS = 15_000;

export function readSettings(env: { get(name: string): string | undefined }): Settings {
  const need = (name: string) => {
    const value = env.get(name)?.trim();
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    supabaseUrl: need('SUPABASE_URL').replace(/\/+$/, ''),
    serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'),
    emailjsOrigin: (env.get('EMAILJS_ORIGIN')?.trim() || 'https://api.emailjs.com').replace(/\/+$/, ''),
    emailjsServiceId: need('EMAILJS_SERVICE_ID'),
    emailjsPublicKey: need('EMAILJS_PUBLIC_KEY'),
    emailjsPrivateKey: need('EMAILJS_PRIVATE_KEY'),
    confirmationTemplateId: need('EMAILJS_CONFIRMATION_TEMPLATE_ID'),
    statusTemplateId: need('EMAILJS_STATUS_TEMPLATE_ID'),
    siteUrl: need('SITE_URL').replace(/\/+$/, ''),
  };
}

const say = (lang: 'en' | 'hi', id: string): string =>
  (labels[lang] as Record<string, string>)[id] ?? (labels.en as Record<string, string>)[id] ?? id;

/** The tracking page for an order, in the customer's language. */
export const trackUrl = (s: Settings, mail: DueMail) =>
  `${s.siteUrl}${mail.language === 'hi' ? '/hi' : ''}/track?order=${encodeURIComponent(mail.order_id)}`;

/** The template and its parameters: only what the database stored, in the customer's language. */
export function composeMail(s: Settings, mail: DueMail): { templateId: string; params: Record<string, string> } {
  const lang = mail.language;
  const common = {
    to_name: mail.name,
    to_email: mail.email,
    order_id: mail.order_id,
    track_url: trackUrl(s, mail),
    language: lang,
  };
  if (mail.kind === 'confirmation') {
    return {
      templateId: s.confirmationTemplateId,
      params: {
        ...common,
        service: say(lang, `requests.service.${mail.service}`),
        document_type: say(lang, `requests.documentType.${mail.document_type}`),
        urgency: say(lang, `requests.urgency.${mail.urgency}`),
      },
    };
  }
  return {
    templateId: s.statusTemplateId,
    params: {
      ...common,
      status: say(lang, `track.status.${mail.status}`),
      status_text: say(lang, `track.about.${mail.status}`),
      note: mail.note ?? '',
    },
  };
}

async function rpc<T>(s: Settings, name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${s.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: s.serviceRoleKey,
      authorization: `Bearer ${s.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
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

/** Sends every due mail (up to a bound); answers how many went out and how many failed. */
export async function sendDueMail(s: Settings): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await rpc<DueMail[]>(s, 'claim_customer_mail', { p_limit: BATCH });
    if (due.length === 0) break;
    for (const mail of due) {
      const { templateId, params } = composeMail(s, mail);
      const error = await sendThroughEmailjs(s, templateId, params);
      await rpc(s, 'finish_customer_mail', { p_id: mail.id, p_error: error });
      if (error) failed++;
      else sent++;
    }
  }
  return { sent, failed };
}

/** The function's HTTP answer. Only the service role may wake it (the webhook sends its key). */
export async function handle(req: Request, s: Settings): Promise<Response> {
  if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  if (req.headers.get('authorization') !== `Bearer ${s.serviceRoleKey}`) {
    return new Response('Unauthorized', { status: 401 });
  }
  try {
    return Response.json(await sendDueMail(s));
  } catch (err) {
    console.error(err);
    return new Response(err instanceof Error ? err.message : String(err), { status: 502 });
  }
}
