/**
 * A running local stack as a test reads it: the addresses and keys it wrote
 * to <data dir>/stack.json (supabase/local/stack.ts), rows as the service
 * role sees them, the mail it sent and the mail endpoint's failure mode.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailMode } from '@local-stack/gateway';
import type { StackInfo } from '@local-stack/stack';
import { LOCAL_EMAILJS_ADMIN_TEMPLATE_ID } from '@/platform/env';
import { root } from './paths';

export type { StackInfo };

export function readStack(dataDir: string): StackInfo {
  return JSON.parse(readFileSync(path.resolve(root, dataDir, 'stack.json'), 'utf8')) as StackInfo;
}

/** The stack the suite's web server (playwright.config.ts) runs. */
export const suiteStack = () => readStack(process.env.E2E_DATA_DIR ?? '.local/e2e');

/** Rows of a table as the service role sees them (anon cannot read requests). */
export async function selectRows<T = Record<string, unknown>>(
  stack: StackInfo,
  table: string,
  query: string,
): Promise<T[]> {
  const res = await fetch(`${stack.directRestUrl}/${table}?${query}`, {
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  if (!res.ok) throw new Error(`select ${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

export interface RecordedMail {
  template_id: string;
  template_params: Record<string, unknown>;
  /** Whether the sender gave the private key (the server does, for mail to customers). */
  access_token: boolean;
}

/** The local mail outbox (one JSON line per e-mail sent). */
export function sentMails(stack: StackInfo): RecordedMail[] {
  if (!existsSync(stack.mailOutbox)) return [];
  return readFileSync(stack.mailOutbox, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedMail);
}

export const mailsWithOrderId = (stack: StackInfo, orderId: string) =>
  sentMails(stack).filter((m) => m.template_params.order_id === orderId);

/**
 * Makes the mail endpoint fail the next `count` sends of the firm's template
 * (the browser's send; the server's mail to customers goes on), or all of
 * them until 'ok'.
 */
export async function setMailMode(stack: StackInfo, mode: MailMode, count?: number) {
  const res = await fetch(`${stack.adminUrl}/mail-mode`, {
    method: 'POST',
    body: JSON.stringify({ mode, count, template: LOCAL_EMAILJS_ADMIN_TEMPLATE_ID }),
  });
  if (!res.ok) throw new Error(`mail-mode: ${res.status}`);
}
