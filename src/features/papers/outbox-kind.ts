/**
 * A paper in the outbox (docs/architecture.md, "A paper, from the camera to
 * the inbox"): one entry per file, held back until its request is stored
 * (`ready`), then `opened` (its key bound to the request: by the request id
 * this phone made, or from /track by the order id and contact) and
 * `uploaded` (the bytes by tus, resuming from what the server has: the
 * upload's address is noted on the entry as soon as it exists). Its kept
 * bytes leave the phone with the entry. Registered on import.
 */
import { openPapers, openPapersTracked, paperObjectName, type PaperType } from '@/api/papers';
import { uploadPaper } from '@/api/paper-upload';
import { ApiError } from '@/api/errors';
import type { AppDatabase } from '@/offline/db';
import { registerOutboxKind, step } from '@/offline/outbox/kinds';
import type { OutboxEntry } from '@/offline/outbox/types';

export interface PaperPayload {
  /** The file (its bytes: table paperFiles, same id). */
  fileId: string;
  /** The capability of this request's papers (docs/security.md, "Papers"). */
  key: string;
  type: PaperType;
  /** The file's name on the phone, for the lists. */
  name: string;
  size: number;
  /** A request this phone sent: its request id. */
  requestId?: string;
  /** Or a request found on /track: its order id and the contact given with it (until sent). */
  orderId?: string;
  contact?: string;
}

export interface PaperSteps {
  opened?: boolean;
  /** The request's order id, once known. */
  orderId?: string;
  /** Where the resumable upload is (noted as soon as the server made it). */
  uploadUrl?: string;
  uploaded?: boolean;
}

export type PaperEntry = OutboxEntry<'paper', PaperPayload, PaperSteps>;

export const isPaperEntry = (entry: OutboxEntry): entry is PaperEntry => entry.kind === 'paper';

/** The order id of a request this phone sent, once it is stored ("My requests"). */
const orderOf = async (db: AppDatabase, requestId: string) =>
  (await db.sentRequests.where('requestId').equals(requestId).first())?.orderId;

registerOutboxKind<PaperEntry>({
  kind: 'paper',
  steps: [
    step<PaperEntry, string | undefined>({
      name: 'opened',
      done: (entry) => entry.steps.opened === true,
      run: async (deps, entry) => {
        const { requestId, orderId, contact, key } = entry.payload;
        const client = await deps.supabase();
        const bound = requestId
          ? await openPapers(requestId, key, client)
          : await openPapersTracked(orderId!, contact!, key, client);
        // The server knows no such request (or the contact no longer matches): nothing a retry changes.
        if (!bound) throw new ApiError('Error opening papers: no such request', { status: 404, service: 'supabase' });
        return orderId ?? (requestId ? await orderOf(deps.db, requestId) : undefined);
      },
      record: (orderId) => ({ opened: true, ...(orderId ? { orderId } : {}) }),
    }),
    step<PaperEntry, void>({
      name: 'uploaded',
      done: (entry) => entry.steps.uploaded === true,
      run: async (deps, entry, context) => {
        const kept = await deps.db.paperFiles.get(entry.payload.fileId);
        if (!kept)
          throw new ApiError('Error uploading a paper: its bytes are gone', { status: 410, service: 'supabase' });
        await uploadPaper({
          objectName: paperObjectName(entry.payload.key, entry.payload.fileId, entry.payload.type),
          contentType: entry.payload.type,
          bytes: kept.bytes,
          uploadUrl: entry.steps.uploadUrl,
          onUploadUrl: (uploadUrl) => context.note({ uploadUrl }),
          onProgress: (sent, total) => context.progress(sent, total),
        });
      },
      record: () => ({ uploaded: true }),
    }),
  ],
  subject: (entry) => {
    const orderId = entry.steps.orderId ?? entry.payload.orderId;
    return { ...(orderId ? { orderId } : {}), saved: entry.steps.uploaded === true };
  },
  describe: (entry) => ({ kindMessage: 'requests.outbox.kind.paper', detail: entry.payload.name }),
  // A paper of a request this phone sent waits until the request is stored.
  ready: async (db, entry) => !entry.payload.requestId || (await orderOf(db, entry.payload.requestId)) !== undefined,
  tables: ['paperFiles'],
  afterDelivery: async (db, entry) => {
    await db.paperFiles.delete(entry.payload.fileId);
  },
});
