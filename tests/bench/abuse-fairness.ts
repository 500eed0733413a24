/**
 * The fault bench's fairness part (npm run bench:abuse; docs/security.md,
 * "Fair to every client"), on a stack of its own with the migrations' caps (30
 * messages an hour a channel, 10 of them a client's): two clients send
 * ABUSE_FLOOD_REQUESTS (default 40) requests each with the WhatsApp box
 * ticked, as fast as the server answers (request_per_client are stored, the
 * rest refused by the client's hourly limit); once the flood's sends stop, one genuine customer
 * sends a request from another address. The sender is woken by a Database
 * Webhook's call per stored row and by the schedule (the stack's, every
 * second). Reported: what each client stored and got sent, how long the
 * customer's confirmation took on each channel (at most 5 minutes), and
 * messages sent twice or missing (both must be 0).
 */
import { randomUUID } from 'node:crypto';
import { readOutbox } from '../../supabase/local/gateway.ts';
import { readWhatsapp } from '../../supabase/local/whatsapp-api.ts';
import { rpcFrom, startTestStack, type TestStack } from '../support/integration/test-stack';

const floodRequests = Number(process.env.ABUSE_FLOOD_REQUESTS ?? 40);
/** What the customer's confirmation may take on each channel. */
const CUSTOMER_WITHIN_MS = 5 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let people = 0;
/** A request with the WhatsApp box ticked from a client address; its order id, or null when refused. */
async function requestFrom(t: TestStack, address: string): Promise<string | null> {
  people += 1;
  const national = `8${String(Date.now() % 1_000_000).padStart(6, '0')}${String(people).padStart(3, '0')}`;
  const res = await rpcFrom(t, address, 'submit_request', {
    p_request_id: randomUUID(),
    p_name: 'Fair Tester',
    p_email: `fair.${people}.${Date.now()}@example.in`,
    p_phone: national,
    p_service: 'legal_documentation',
    p_document_type: 'affidavit',
    p_website: '',
    p_fill_ms: 5000,
    p_whatsapp_consent: 1,
  });
  const body = (await res.json()) as string | { code?: string };
  if (res.ok && typeof body === 'string') return body;
  if (typeof body === 'object' && body.code === 'SLLIM') return null;
  throw new Error(`submit_request: ${res.status} ${JSON.stringify(body)}`);
}

/** When each provider first took each order's confirmation, and how many times. */
function confirmations(t: TestStack) {
  const at = { email: new Map<string, number[]>(), whatsapp: new Map<string, number[]>() };
  const add = (map: Map<string, number[]>, orderId: string, time: string) =>
    map.set(orderId, [...(map.get(orderId) ?? []), Date.parse(time)]);
  for (const m of readOutbox(t.stack.mailOutbox)) add(at.email, String(m.template_params.order_id), m.timestamp);
  for (const r of readWhatsapp(t.stack.whatsappLog)) {
    if (r.direction === 'out' && r.template) add(at.whatsapp, r.template.params[0] ?? '', r.timestamp);
  }
  return at;
}

export async function fairness(backend: 'pglite' | 'postgres', say: (line: string) => void): Promise<boolean> {
  const t = await startTestStack(backend, { mailPerHour: 30 });
  try {
    say(`${backend}: two clients flood, one customer follows (30 an hour a channel, 10 a client)`);
    const wakes: Promise<unknown>[] = [];
    const stored: Record<string, string[]> = { '198.51.100.20': [], '198.51.100.21': [] };
    await Promise.all(
      Object.entries(stored).map(async ([address, orderIds]) => {
        for (let i = 0; i < floodRequests; i++) {
          const orderId = await requestFrom(t, address);
          if (!orderId) continue;
          orderIds.push(orderId);
          wakes.push(t.stack.wakeMessages().catch(() => {})); // the Database Webhook on the row's messages
        }
      }),
    );
    // The flood's sends stop when each client's share of the hour is spent.
    for (let last = -1; ; await sleep(3_000)) {
      const now = confirmations(t);
      if (now.email.size + now.whatsapp.size === last) break;
      last = now.email.size + now.whatsapp.size;
    }

    const began = Date.now();
    const customer = (await requestFrom(t, '203.0.113.9'))!;
    wakes.push(t.stack.wakeMessages().catch(() => {}));
    let seen = confirmations(t);
    while ((!seen.email.has(customer) || !seen.whatsapp.has(customer)) && Date.now() - began < CUSTOMER_WITHIN_MS) {
      await sleep(250);
      seen = confirmations(t);
    }
    await Promise.all(wakes);
    const took = (channel: 'email' | 'whatsapp') => {
      const first = seen[channel].get(customer)?.[0];
      return first === undefined ? null : (first - began) / 1000;
    };

    const all = [...Object.values(stored).flat(), customer];
    const twice = (['email', 'whatsapp'] as const).reduce(
      (sum, c) => sum + [...seen[c].values()].filter((times) => times.length > 1).length,
      0,
    );
    const rows = await t.stack.sql<{ channel: string; sent: number; waiting: number; total: number }>(
      `select channel, count(*) filter (where sent_at is not null)::int as sent,
              count(*) filter (where sent_at is null and failed_at is null and withheld_at is null)::int as waiting,
              count(*)::int as total
         from public.customer_messages m join public.contact_submissions r on r.id = m.submission_id
        where r.order_id = any($1) group by channel order by channel`,
      [all],
    );
    const missing = rows.reduce((sum, r) => sum + (all.length - r.total) + (r.total - r.sent - r.waiting), 0);
    for (const [address, orderIds] of Object.entries(stored)) {
      const ids = new Set(orderIds);
      const sentOf = (c: 'email' | 'whatsapp') => [...seen[c].keys()].filter((id) => ids.has(id)).length;
      say(
        `  client ${address}: ${floodRequests} sent, ${orderIds.length} stored, ${floodRequests - orderIds.length} refused by its hourly limit; confirmations sent: ${sentOf('email')} e-mails, ${sentOf('whatsapp')} WhatsApp`,
      );
    }
    const shown = (s: number | null) => (s === null ? 'more than 300 s' : `${s.toFixed(2)} s`);
    say(`  the customer's confirmation: e-mail in ${shown(took('email'))}, WhatsApp in ${shown(took('whatsapp'))}`);
    say(
      `  queue: ${rows.map((r) => `${r.channel} ${r.sent} sent, ${r.waiting} waiting`).join('; ')}; sent twice ${twice}, missing ${missing}`,
    );
    const inTime = (s: number | null) => s !== null && s * 1000 <= CUSTOMER_WITHIN_MS;
    return inTime(took('email')) && inTime(took('whatsapp')) && twice === 0 && missing === 0;
  } finally {
    await t.stop();
  }
}
