/**
 * JSON the database stores or answers, whose shape its catalog cannot tell
 * (src/api/database.ts lays these over the generated types).
 */
import type { RequestDocumentType, RequestService, RequestStatus, Urgency } from '../business/config';

/** What track_request answers the customer: the status and the notes meant for them (public.tracked_request). */
export type TrackedRequest = {
  order_id: string;
  status: RequestStatus;
  service: RequestService;
  document_type: RequestDocumentType;
  urgency: Urgency;
  created_at: string;
  status_changed_at: string;
  /** WhatsApp updates: asked for and on, stopped by the client, or never asked (null; absent in copies kept before). */
  whatsapp?: 'on' | 'stopped' | null;
  history: { status: RequestStatus; at: string; note: string | null }[];
};
