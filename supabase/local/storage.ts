/**
 * LOCAL ONLY: the part of Supabase Storage's API the site uses, behind the
 * gateway at /storage/v1 (supabase/local/README.md, "Storage"):
 *
 *   /upload/resumable[/{id}]              tus (resumable) uploads: @tus/server
 *                                         with @tus/file-store, 6 MB chunks
 *   POST /object/sign/{bucket}/{name}     a signed link (the caller may select it)
 *   GET  /object/sign/{bucket}/{name}     the file, for a valid token
 *   GET  /object[/authenticated]/{bucket}/{name}   the file, if the caller may select it (Range)
 *   DELETE /object/{bucket}               {prefixes}: the objects the caller may delete
 *
 * As Supabase Storage does: a tus create or chunk first tries the object's
 * insert as the caller in a transaction it rolls back (canUpload: the
 * policies decide), HEAD needs no check, and the finished upload is stored
 * as the database's owner; an existing name is refused (409) unless x-upsert.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { callerOf, StorageError, storageDb, type Caller, type StorageDb } from './storage-db.ts';
import { objectRoutes } from './storage-objects.ts';

/** Supabase's resumable endpoint takes chunks of 6 MB (its S3 parts); the last may be smaller. */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
/** An upload not finished within a day is dropped, as Supabase's resumable upload URLs last 24 hours. */
export const TUS_EXPIRY_MS = 24 * 3600_000;
const TUS_PATH = '/storage/v1/upload/resumable';

export interface LocalStorage {
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
  close(): Promise<void>;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/** The tus upload id: base64url of bucket/name/version, as Supabase's (and so a flat file name). */
function uploadTarget(id: string): { bucket: string; name: string } {
  const [bucket = '', ...rest] = unb64(id).split('/');
  rest.pop(); // the version
  return { bucket, name: rest.join('/') };
}

export function localStorage(options: { dbUri: string; dir: string }): LocalStorage {
  const db: StorageDb = storageDb(options.dbUri);
  const objectsDir = join(options.dir, 'objects');
  const tusDir = join(options.dir, 'tus');
  mkdirSync(objectsDir, { recursive: true });
  mkdirSync(tusDir, { recursive: true });
  const fileOf = (bucket: string, name: string, version: string) =>
    join(objectsDir, `${createHash('sha256').update(`${bucket}/${name}`).digest('hex')}-${version}`);

  const bucketOf = async (id: string) => {
    const [bucket] = await db.asOwner((q) =>
      q<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      ),
    );
    if (!bucket) throw new StorageError(404, 'Bucket not found', 'Bucket not found');
    return bucket;
  };

  /** Supabase's canUpload: the insert, as the caller, rolled back. */
  const canUpload = (caller: Caller, bucket: string, name: string, upsert: boolean) =>
    db.asCaller(
      caller,
      'storage.object.upload',
      (q) =>
        upsert
          ? q(
              `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, '1')
               on conflict (bucket_id, name) do update set version = '1'`,
              [bucket, name, ...owner(caller)],
            )
          : q(`insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, '1')`, [
              bucket,
              name,
              ...owner(caller),
            ]),
      true,
    );

  const tusError = (err: unknown) => (err instanceof StorageError ? { status_code: err.status, body: err.body } : err);

  const nodeReq = (req: { runtime?: { node?: { req: IncomingMessage } } }) => req.runtime!.node!.req;

  const tus = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: TUS_EXPIRY_MS }),
    respectForwardedHeaders: true,
    allowedHeaders: ['apikey', 'x-upsert', 'x-client-info'],
    namingFunction: (_req, metadata) =>
      b64(`${metadata?.bucketName ?? ''}/${metadata?.objectName ?? ''}/${randomUUID()}`),
    onIncomingRequest: async (req, id) => {
      if (req.method === 'OPTIONS' || req.method === 'HEAD') return;
      try {
        const node = nodeReq(req as never);
        const caller = callerOf(node, node.url ?? '');
        if (req.method === 'PATCH' && Number(req.headers.get('content-length') ?? 0) > TUS_CHUNK_BYTES) {
          throw new StorageError(413, 'Payload too large', `A chunk is at most ${TUS_CHUNK_BYTES} bytes`);
        }
        const { bucket, name } = uploadTarget(id);
        await canUpload(caller, bucket, name, req.headers.get('x-upsert') === 'true');
      } catch (err) {
        throw tusError(err);
      }
    },
    onUploadCreate: async (_req, upload) => {
      const { bucket: bucketId } = uploadTarget(upload.id);
      try {
        const bucket = await bucketOf(bucketId);
        const type = upload.metadata?.contentType ?? 'application/octet-stream';
        if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(type)) {
          throw new StorageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
        }
        if (bucket.file_size_limit && (upload.size ?? 0) > Number(bucket.file_size_limit)) {
          throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
        }
      } catch (err) {
        throw tusError(err);
      }
      return { metadata: { ...upload.metadata, cacheControl: 'no-cache' } };
    },
    onUploadFinish: async (req, upload) => {
      try {
        const node = nodeReq(req as never);
        await finishUpload(callerOf(node, node.url ?? ''), upload);
      } catch (err) {
        throw tusError(err);
      }
      return { headers: { 'Tus-Complete': '1' } };
    },
  });

  /** Supabase's completeUpload: the object's row, as the database's owner (an upsert on the name). */
  async function finishUpload(caller: Caller, upload: Upload) {
    const { bucket, name } = uploadTarget(upload.id);
    const version = unb64(upload.id).split('/').pop()!;
    renameSync(join(tusDir, upload.id), fileOf(bucket, name, version));
    rmSync(join(tusDir, `${upload.id}.json`), { force: true });
    const metadata = {
      eTag: `"${version}"`,
      size: upload.size ?? 0,
      mimetype: upload.metadata?.contentType ?? 'application/octet-stream',
      cacheControl: upload.metadata?.cacheControl ?? 'no-cache',
      lastModified: new Date().toISOString(),
      contentLength: upload.size ?? 0,
      httpStatusCode: 200,
    };
    await db.asOwner((q) =>
      q(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata) values ($1, $2, $3, $4, $5, $6)
         on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata, updated_at = now()`,
        [bucket, name, ...owner(caller), version, JSON.stringify(metadata)],
      ),
    );
  }

  // Uploads left unfinished for a day go, as the upload URLs they had expire.
  const sweep = setInterval(() => void tus.datastore.deleteExpired().catch(() => {}), 10 * 60_000);
  sweep.unref();

  return {
    async handle(req, res, path) {
      try {
        if (path.startsWith(TUS_PATH)) {
          await tus.handle(req, res);
          return;
        }
        await objectRoutes({ db, fileOf, req, res, path: path.slice('/storage/v1'.length) });
      } catch (err) {
        const failure =
          err instanceof StorageError ? err : new StorageError(500, 'internal', (err as Error).message ?? 'error');
        if (!res.headersSent) res.writeHead(failure.status, { 'content-type': 'application/json' });
        res.end(failure.body);
      }
    },
    close: async () => {
      clearInterval(sweep);
      await db.close();
    },
  };
}

/** The owner columns of a new object: the JWT's subject when it is a user's. */
function owner(caller: Caller): [string | null, string | null] {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  return [sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null, sub];
}
