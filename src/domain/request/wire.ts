/**
 * submit_request's arguments, straight from the outbox's payload: each field
 * under the argument it declares (`rpc` in schema.ts), as the schema gave it
 * (docs/architecture.md, "A request field, from the form to the database").
 * The bot signals are the call's own (src/api/requests.ts).
 */
import type { Lang } from '@/i18n/lang';
import type { Draft } from '../draft';
import { REQUEST_FIELDS, type DocumentRequestPayload, type RequestField } from './schema';

/** What submit_request stores of a payload: all of it but the e-mail's labels and the bot signals. */
export type StoredRequest = Omit<DocumentRequestPayload, 'labels' | 'signals'>;

/** The request's own arguments of submit_request (the bot signals are added by the call). */
export type SubmitRequestFieldArgs = {
  p_request_id: string;
  p_language: Lang;
  p_draft?: Draft;
  p_whatsapp_consent?: number;
} & { [K in RequestField as (typeof REQUEST_FIELDS)[K]['rpc']]: StoredRequest[K] };

/** `requestId`: the uuid the browser made, by which a retry is recognised (docs/security.md, "submit_request"). */
export function submitRequestArgs(requestId: string, request: StoredRequest): SubmitRequestFieldArgs {
  const args: Record<string, unknown> = { p_request_id: requestId, p_language: request.language };
  for (const field of Object.keys(REQUEST_FIELDS) as RequestField[]) args[REQUEST_FIELDS[field].rpc] = request[field];
  // Only with a draft or a consent: a request from the form calls submit_request as it always did.
  if (request.draft) args.p_draft = request.draft;
  if (request.whatsapp) args.p_whatsapp_consent = request.whatsapp.consentVersion;
  return args as SubmitRequestFieldArgs;
}
