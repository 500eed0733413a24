/**
 * LOCAL ONLY: Supabase Storage's object calls the site and the papers function
 * make (storage.ts lists them), each run as the caller so that the policies
 * on storage.objects decide what they see and delete; a signed link is a JWT
 * naming one object, signed with the stack's secret, as Storage's.
 */
import { createReadStream, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_JWT_SECRET, signJwt, verifyJwt } from './keys.ts';
import { callerOf, StorageError, type Caller, type StorageDb } from './storage-db.ts';

interface RouteContext {
  db: StorageDb;
  fileOf: (bucket: string, name: string, version: string) => string;
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw new StorageError(400, 'Error', 'The body is not JSON');
  }
}

type ObjectRow = { name: string; version: string; metadata: { mimetype?: string; size?: number } | null };

export async function objectRoutes({ db, fileOf, req, res, path }: RouteContext): Promise<void> {
  const url = new URL(path, 'http://local');
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const serve = (bucket: string, row: ObjectRow) => {
    const file = fileOf(bucket, row.name, row.version);
    const size = statSync(file).size;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(range ? 206 : 200, {
      'content-type': row.metadata?.mimetype ?? 'application/octet-stream',
      'content-length': String(end - start + 1),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      ...(url.searchParams.has('download') ? { 'content-disposition': 'attachment' } : {}),
    });
    createReadStream(file, { start, end }).pipe(res);
  };
  const visible = (caller: Caller, bucket: string, name: string, operation: string) =>
    db.asCaller(caller, operation, (q) =>
      q<ObjectRow>('select name, version, metadata from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]),
    );
  const notFound = () => new StorageError(404, 'not_found', 'Object not found');

  if (parts[0] !== 'object') throw new StorageError(404, 'not_found', `The local stack does not serve ${path}`);
  if (parts[1] === 'sign' && parts.length >= 4) {
    const [bucket, ...rest] = parts.slice(2);
    const name = rest.join('/');
    if (req.method === 'GET') {
      const claims = verifyJwt(url.searchParams.get('token') ?? '', LOCAL_JWT_SECRET);
      if (claims?.url !== `${bucket}/${name}`)
        throw new StorageError(400, 'InvalidSignature', 'The signature is invalid or expired');
      const [row] = await db.asOwner((q) =>
        q<ObjectRow>('select name, version, metadata from storage.objects where bucket_id = $1 and name = $2', [
          bucket,
          name,
        ]),
      );
      if (!row) throw notFound();
      return serve(bucket!, row);
    }
    const caller = callerOf(req, path);
    const { expiresIn } = await readJson(req);
    const [row] = await visible(caller, bucket!, name, 'storage.object.sign');
    if (!row) throw notFound();
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { url: `${bucket}/${name}`, iat: now, exp: now + Math.max(1, Number(expiresIn) || 60) },
      LOCAL_JWT_SECRET,
    );
    return json(200, {
      signedURL: `/object/sign/${bucket}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`,
    });
  }
  const caller = callerOf(req, path);
  if (req.method === 'DELETE' && parts.length === 2) {
    const prefixes = (await readJson(req)).prefixes;
    if (!Array.isArray(prefixes)) throw new StorageError(400, 'Error', 'prefixes is required');
    const deleted = await db.asCaller(caller, 'storage.object.delete_many', (q) =>
      q<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning name, version, metadata',
        [parts[1], prefixes],
      ),
    );
    for (const row of deleted) rmSync(fileOf(parts[1]!, row.name, row.version), { force: true });
    return json(
      200,
      deleted.map((row) => ({ name: row.name, bucket_id: parts[1], metadata: row.metadata })),
    );
  }
  if (req.method === 'GET') {
    const [bucket, ...rest] = parts.slice(parts[1] === 'authenticated' ? 2 : 1);
    const [row] = await visible(caller, bucket!, rest.join('/'), 'storage.object.get_authenticated');
    if (!row) throw notFound();
    return serve(bucket!, row);
  }
  throw new StorageError(405, 'Method Not Allowed', `${req.method} ${path}`);
}
