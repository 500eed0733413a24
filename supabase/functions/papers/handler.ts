/**
 * The papers function (docs/security.md, "Papers"): what the database says
 * is due, done through Supabase's own APIs with the service role.
 *
 *   - Each new paper's first bytes are read (a ranged download) and compared
 *     with the type it was uploaded as: JPEG, PNG, WebP or PDF by their
 *     marks, never by the name. A file that is not its type is refused, and
 *     deleted in the same call.
 *   - Papers due for deletion (erased by their client, refused, or kept
 *     their days after the request was delivered or cancelled) are deleted
 *     through the Storage API, which removes the files (a SQL delete would
 *     leave them), and each deletion is recorded.
 *
 * A Database Webhook on storage.objects and a schedule wake it with a secret
 * of their own (docs/deploying.md, "Papers"); every call does what is due.
 * No Deno API here (index.ts serves it), so the local stack runs it in Node.
 */
import { rpc, type Database } from '../_shared/database.ts';
import { sameSecret } from '../_shared/secrets.ts';

export interface PapersSettings extends Database {
  /** What the webhook and the schedule send as `Authorization: Bearer …`. */
  wakeSecret: string;
}

const MIN_SECRET_LENGTH = 32;

export function readPapersSettings(env: { get(name: string): string | undefined }): PapersSettings {
  const need = (name: string) => {
    const value = env.get(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const wakeSecret = need('PAPERS_WAKE_SECRET');
  if (wakeSecret.length < MIN_SECRET_LENGTH)
    throw new Error(`PAPERS_WAKE_SECRET has fewer than ${MIN_SECRET_LENGTH} characters`);
  return { supabaseUrl: need('SUPABASE_URL'), serviceRoleKey: need('SUPABASE_SERVICE_ROLE_KEY'), wakeSecret };
}

/** The type a file's first bytes say it is, among those a paper may be; null for anything else. */
export function sniffPaperType(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  return null;
}

const storage = (s: PapersSettings, path: string, init: RequestInit = {}) =>
  fetch(`${s.supabaseUrl}/storage/v1${path}`, {
    ...init,
    headers: { apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}`, ...init.headers },
    signal: AbortSignal.timeout(20_000),
  });

const objectPath = (name: string) => name.split('/').map(encodeURIComponent).join('/');

async function checkNew(s: PapersSettings): Promise<{ checked: number; refused: number }> {
  const due = await rpc<{ object_name: string; content_type: string }[]>(s, 'papers_to_check', { p_limit: 20 });
  let refused = 0;
  for (const paper of due) {
    const res = await storage(s, `/object/authenticated/papers/${objectPath(paper.object_name)}`, {
      headers: { range: 'bytes=0-15' },
    });
    if (!res.ok) continue; // gone meanwhile, or the storage is down: the next call looks again
    const found = sniffPaperType(new Uint8Array(await res.arrayBuffer()));
    const ok = found === paper.content_type;
    if (!ok) refused += 1;
    await rpc(s, 'record_paper_event', {
      p_object_name: paper.object_name,
      p_event: ok ? 'checked' : 'refused',
      p_note: ok ? null : `uploaded as ${paper.content_type}, its bytes are ${found ?? 'none of the four types'}`,
    });
  }
  return { checked: due.length - refused, refused };
}

async function deleteDue(s: PapersSettings): Promise<number> {
  const due = await rpc<{ object_name: string; why: string }[]>(s, 'papers_to_delete', { p_limit: 100 });
  if (due.length === 0) return 0;
  const res = await storage(s, '/object/papers', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: due.map((d) => d.object_name) }),
  });
  if (!res.ok) throw new Error(`Storage refused the deletion: ${res.status} ${await res.text()}`);
  const deleted = new Set(((await res.json()) as { name: string }[]).map((o) => o.name));
  for (const paper of due.filter((d) => deleted.has(d.object_name))) {
    await rpc(s, 'record_paper_event', { p_object_name: paper.object_name, p_event: 'deleted', p_note: paper.why });
  }
  return deleted.size;
}

export async function handle(req: Request, s: PapersSettings): Promise<Response> {
  const given = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (req.method !== 'POST' || !sameSecret(given, s.wakeSecret)) return new Response('Unauthorized', { status: 401 });
  try {
    const checks = await checkNew(s);
    const deleted = await deleteDue(s);
    return Response.json({ ...checks, deleted });
  } catch (err) {
    return Response.json({ error: (err as Error).message }, { status: 500 });
  }
}
