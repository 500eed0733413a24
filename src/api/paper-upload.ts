/**
 * A paper's bytes to the bucket by Supabase Storage's resumable endpoint
 * (tus, tus-js-client): 6 MB chunks, as that endpoint takes them; an upload
 * cut short continues from what the server has (the upload's address is kept
 * by the caller, `uploadUrl`). An object that already exists (this file,
 * stored by an earlier attempt whose answer was lost) counts as done: a file
 * is stored once whatever is retried (docs/architecture.md, "A paper, from
 * the camera to the inbox").
 */
import { readSupabaseEnv } from '../platform/env';
import { loadChunk } from '../platform/load-chunk';
import { ApiError } from './errors';
import { PAPERS_BUCKET } from './papers';

export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

export interface PaperUpload {
  objectName: string;
  contentType: string;
  bytes: ArrayBuffer;
  /** Where an earlier attempt's upload is (resumed, not started again). */
  uploadUrl?: string | undefined;
  onUploadUrl?: (url: string) => void | Promise<void>;
  onProgress?: (sent: number, total: number) => void;
  /** Supabase URL and anon key (defaults: the site's settings). */
  url?: string;
  anonKey?: string;
}

/** Resolves once the server holds the whole file; throws ApiError with the server's status (0: no answer). */
export async function uploadPaper(paper: PaperUpload): Promise<void> {
  const { Upload } = await loadChunk(() => import('tus-js-client'));
  const env = readSupabaseEnv({
    ...(paper.url ? { url: paper.url } : {}),
    ...(paper.anonKey ? { anonKey: paper.anonKey } : {}),
  });
  // The browser's tus-js-client reads a Blob (made here, never kept: docs/architecture.md, "A paper,
  // from the camera to the inbox"); Node's (the tests) a Buffer.
  const NodeBuffer = (globalThis as unknown as { Buffer?: { from(b: ArrayBuffer): Blob } }).Buffer;
  const file =
    typeof window === 'undefined' && NodeBuffer
      ? NodeBuffer.from(paper.bytes)
      : new Blob([paper.bytes], { type: paper.contentType });
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${env.url}/storage/v1/upload/resumable`,
      ...(paper.uploadUrl ? { uploadUrl: paper.uploadUrl } : {}),
      chunkSize: TUS_CHUNK_BYTES,
      // The outbox owns retries (its backoff); tus-js-client's own would hold the lock.
      retryDelays: [],
      headers: { authorization: `Bearer ${env.anonKey}`, apikey: env.anonKey, 'x-upsert': 'false' },
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      storeFingerprintForResuming: false,
      metadata: {
        bucketName: PAPERS_BUCKET,
        objectName: paper.objectName,
        contentType: paper.contentType,
        cacheControl: '3600',
      },
      onUploadUrlAvailable: () => {
        if (upload.url) void paper.onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => paper.onProgress?.(sent, total),
      onSuccess: () => resolve(),
      onError: (err) => {
        const status =
          (err as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus() ?? 0;
        // Stored already (an earlier attempt finished, its answer lost): the file is there once.
        if (status === 409) resolve();
        else
          reject(new ApiError(`Error uploading a paper: ${err.message}`, { status, service: 'supabase', cause: err }));
      },
    });
    upload.start();
  });
}
