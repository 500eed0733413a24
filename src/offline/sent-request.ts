import type { Lang } from '../i18n/lang';
import type { TrackedRequest } from '../api/database';
import type { RequestDocumentType, RequestService, RequestStatus } from '../business/config';

/**
 * A request sent from this device, kept for "My requests" (table
 * `sentRequests` of ./db.ts): its order id, the request id the device made
 * for it (what the server recognises it by, track_my_requests), what it was
 * for, and the status last read from the server. No name, phone, e-mail or
 * message: those leave the device with the request (the privacy policy).
 */
export interface SentRequest {
  orderId: string;
  requestId: string;
  service: RequestService;
  documentType: RequestDocumentType;
  language: Lang;
  /** Epoch ms the visitor pressed Send. */
  sentAt: number;
  /** As last read from the server; absent until the first read ("received" then). */
  tracked?: TrackedRequest;
  /** Epoch ms of that read. */
  checkedAt?: number;
}

export const lastKnownStatus = (sent: SentRequest): RequestStatus => sent.tracked?.status ?? 'received';
