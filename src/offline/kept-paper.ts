/**
 * A paper kept on this phone until the server has it (table `paperFiles` of
 * ./db.ts; docs/architecture.md, "A paper, from the camera to the inbox"):
 * its bytes as an ArrayBuffer (Safari refuses some Blobs in IndexedDB), made
 * small and stripped of metadata, the photo covered where the client asked.
 * Deleted with its outbox entry once uploaded: it leaves the phone then.
 */
export interface KeptPaper {
  /** The file's id: its object's name ends with it, so a retry names the same object. */
  id: string;
  /** The request it belongs to: the request id (sent from this phone) or the order id (/track). */
  requestRef: string;
  /** The name the client's file had, shown in the lists (never sent). */
  name: string;
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';
  bytes: ArrayBuffer;
  /** Bytes the file had when chosen (before it was made small). */
  sizeBefore: number;
  addedAt: number;
}

/**
 * The firm's finished document of a request sent from this phone, kept so
 * that "My requests" opens it offline (table `documents`), until it is no
 * longer available from the firm (its date) or the client removes it.
 */
export interface KeptDocument {
  requestId: string;
  orderId: string;
  fileName: string;
  contentType: string;
  bytes: ArrayBuffer;
  availableUntil: string;
  keptAt: number;
}
