/**
 * The firm's notification of a new request (EmailJS template
 * VITE_EMAILJS_ADMIN_TEMPLATE_ID; docs/deploying.md, "Deploying"), straight
 * from the outbox's payload: each field under the parameters it declares
 * (`email` in schema.ts), an option by the label the visitor saw
 * (docs/architecture.md, "A request field, from the form to the database").
 */
import { isOptionField, REQUEST_FIELDS, type DocumentRequestPayload, type RequestField } from './schema';

type EmailParam = (typeof REQUEST_FIELDS)[RequestField]['email'][number];
export type AdminEmailParams = { [P in EmailParam | 'order_id']: string };

/** `orderId`: the server's, recorded when the request was stored. */
export function adminEmailParams(
  orderId: string,
  request: Pick<DocumentRequestPayload, RequestField | 'labels'>,
): AdminEmailParams {
  const params: Record<string, string> = { order_id: orderId };
  for (const field of Object.keys(REQUEST_FIELDS) as RequestField[]) {
    const shown = isOptionField(field) ? request.labels[field] : request[field];
    for (const name of REQUEST_FIELDS[field].email) params[name] = shown ?? '';
  }
  return params as AdminEmailParams;
}
