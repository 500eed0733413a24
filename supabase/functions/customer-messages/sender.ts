/**
 * The one sender of every message the firm sends a client (docs/security.md,
 * "Messages to clients"): it claims what public.customer_messages says is due
 * on a channel, one message a claim, hands it to the channel's adapter
 * (email.ts: EmailJS; whatsapp.ts: the WhatsApp Cloud API) and gives the
 * database the answer, which only the claim's holder may. The database says
 * what is due, when to try again, when to give up and when a client's share
 * of the hour is spent.
 */
import { rpc, type Database } from '../_shared/database.ts';

export type Lang = 'en' | 'hi';
export type ChannelName = 'email' | 'whatsapp';

/** One claimed message, as claim_customer_message answers it. */
export type DueMessage = { id: number; claim: string; channel: ChannelName; to: string; language: Lang } & (
  | { kind: 'confirmation'; order_id: string; service: string; document_type: string; urgency: string }
  | { kind: 'status'; order_id: string; status: string; note?: string }
  | { kind: 'document_ready'; order_id: string }
  | { kind: 'newsletter'; token: string }
);

/** The provider took it (with its id for receipts, if it gives one), or what went wrong and whether for good. */
export type SendAnswer = { providerId?: string } | { error: string; refused: boolean };

/** A channel: how a claimed message goes out on it. */
export interface Channel {
  name: ChannelName;
  send(message: DueMessage): Promise<SendAnswer>;
}

/**
 * A send and its answer take at most PROVIDER_TIMEOUT_MS + RPC_TIMEOUT_MS
 * (_shared/database.ts) (40 s), well inside a claim (5 minutes). A send given
 * up on may still have gone: the longer the provider is waited for, the rarer
 * that second copy (docs/security.md, "Messages to clients").
 */
export const PROVIDER_TIMEOUT_MS = 30_000;
/** A wake claims new messages for this long, then ends: a hosted function may run 150 s. */
const CLAIM_FOR_MS = 60_000;

export interface Counts {
  sent: number;
  failed: number;
  refused: number;
}

/** Sends a channel's due messages, one claim at a time, for up to a minute. */
export async function sendDue(db: Database, channel: Channel): Promise<Counts> {
  const started = Date.now();
  const counts: Counts = { sent: 0, failed: 0, refused: 0 };
  while (Date.now() - started < CLAIM_FOR_MS) {
    const message = await rpc<DueMessage | null>(db, 'claim_customer_message', { p_channel: channel.name });
    if (!message) break;
    const answer = await channel.send(message);
    const held = await rpc<boolean>(db, 'finish_customer_message', {
      p_id: message.id,
      p_claim: message.claim,
      ...('error' in answer
        ? { p_error: answer.error, p_refused: answer.refused }
        : { p_provider_id: answer.providerId ?? null }),
    });
    if (!held) console.warn(`${channel.name} message ${message.id}: its claim ran out before the provider answered`);
    counts['error' in answer ? (answer.refused ? 'refused' : 'failed') : 'sent']++;
  }
  return counts;
}

/** What went wrong in a provider call that threw (a timeout, a refused connection). */
export const unreachable = (provider: string, err: unknown): SendAnswer => ({
  error: `${provider} unreachable: ${err instanceof Error ? err.message : String(err)}`,
  refused: false,
});
