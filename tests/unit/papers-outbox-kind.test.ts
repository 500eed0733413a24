// @vitest-environment node
/**
 * The paper kind on its own (src/features/papers/outbox-kind.ts;
 * docs/architecture.md, "A paper, from the camera to the inbox"), with the
 * Storage calls faked: a paper waits, untried, until its request is stored;
 * it binds its key once and uploads from the address an earlier attempt
 * noted; its bytes leave the phone with it; a paper whose bytes are gone, or
 * whose request the server does not know, stops instead of trying forever.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { flushOutbox } from '@/offline/outbox/engine';
import { enqueue } from '@/offline/outbox/store';
import type { PaperEntry, PaperPayload } from '@/features/papers/outbox-kind';
import { createRig, type TestRig } from '../support/unit/outbox-fakes';

const storage = vi.hoisted(() => ({
  opened: [] as string[],
  uploads: [] as { objectName: string; uploadUrl: string | undefined; bytes: number }[],
  bound: true,
  /** Upload attempts to cut short, after the server made the upload's address. */
  drops: 0,
}));

vi.mock('@/api/papers', async (original) => ({
  ...(await original<typeof import('@/api/papers')>()),
  openPapers: async (requestId: string) => {
    storage.opened.push(requestId);
    return storage.bound;
  },
}));
vi.mock('@/api/paper-upload', () => ({
  uploadPaper: async (paper: {
    objectName: string;
    bytes: ArrayBuffer;
    uploadUrl?: string;
    onUploadUrl?: (url: string) => Promise<void> | void;
  }) => {
    storage.uploads.push({ objectName: paper.objectName, uploadUrl: paper.uploadUrl, bytes: paper.bytes.byteLength });
    if (!paper.uploadUrl) await paper.onUploadUrl?.(`https://storage.test/upload/${storage.uploads.length}`);
    if (storage.drops-- > 0) throw new ApiError('Error uploading a paper: dropped', { status: 0, service: 'supabase' });
  },
}));
// Registers the kind.
await import('@/features/papers/outbox-kind');

let rig: TestRig;
beforeEach(() => {
  Object.assign(storage, { opened: [], uploads: [], bound: true, drops: 0 });
});
afterEach(async () => {
  await rig?.db.delete();
});

const KEY = 'k'.repeat(43);

async function keptPaper(r: TestRig, requestId: string): Promise<PaperEntry> {
  const fileId = crypto.randomUUID();
  await r.db.paperFiles.put({
    id: fileId,
    requestRef: requestId,
    name: 'aadhaar.jpg',
    type: 'image/jpeg',
    bytes: new Uint8Array(3000).buffer,
    sizeBefore: 400_000,
    addedAt: r.clock.now,
  });
  const payload: PaperPayload = { fileId, key: KEY, type: 'image/jpeg', name: 'aadhaar.jpg', size: 3000, requestId };
  return (await enqueue(
    { kind: 'paper', payload },
    {},
    { db: r.db, now: () => r.clock.now, publish: r.deps.publish },
  )) as PaperEntry;
}

const stored = (r: TestRig, requestId: string) =>
  r.db.sentRequests.put({
    orderId: 'LP26-0001',
    requestId,
    service: 'legal_documentation',
    documentType: 'affidavit',
    language: 'hi',
    sentAt: r.clock.now,
  });

describe('the paper kind', () => {
  it('waits untried until its request is stored, then binds its key and uploads once; its bytes leave the phone', async () => {
    rig = await createRig();
    const requestId = crypto.randomUUID();
    const entry = await keptPaper(rig, requestId);
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 0, failed: 0, waiting: 1 });
    expect(storage.opened).toEqual([]);
    expect(await rig.db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 0 });

    await stored(rig, requestId);
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 1, waiting: 0 });
    expect(storage.opened).toEqual([requestId]);
    expect(storage.uploads).toEqual([
      { objectName: `${KEY}/${entry.payload.fileId}.jpg`, uploadUrl: undefined, bytes: 3000 },
    ]);
    expect(await rig.db.outbox.get(entry.id)).toBeUndefined();
    expect(await rig.db.paperFiles.get(entry.payload.fileId)).toBeUndefined();
    expect(rig.events).toContainEqual(
      expect.objectContaining({ type: 'delivered', id: entry.id, orderId: 'LP26-0001' }),
    );
  });

  it('an upload cut short resumes from the address it noted, without binding the key again', async () => {
    rig = await createRig();
    const requestId = crypto.randomUUID();
    await stored(rig, requestId);
    const entry = await keptPaper(rig, requestId);
    storage.drops = 1;
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ failed: 1, waiting: 1 });
    expect((await rig.db.outbox.get(entry.id))?.steps).toMatchObject({
      opened: true,
      uploadUrl: 'https://storage.test/upload/1',
    });
    expect(await flushOutbox(rig.deps, { force: true })).toMatchObject({ delivered: 1 });
    expect(storage.opened).toHaveLength(1);
    expect(storage.uploads.map((u) => u.uploadUrl)).toEqual([undefined, 'https://storage.test/upload/1']);
  });

  it('stops, instead of trying forever, when its bytes are gone or the server knows no such request', async () => {
    rig = await createRig();
    const requestId = crypto.randomUUID();
    await stored(rig, requestId);
    const gone = await keptPaper(rig, requestId);
    await rig.db.paperFiles.delete(gone.payload.fileId);
    await flushOutbox(rig.deps, { force: true });
    expect(await rig.db.outbox.get(gone.id)).toMatchObject({ state: 'stopped', lastError: { status: 410 } });

    storage.bound = false;
    const unknown = await keptPaper(rig, requestId);
    await flushOutbox(rig.deps, { force: true });
    expect(await rig.db.outbox.get(unknown.id)).toMatchObject({ state: 'stopped', lastError: { status: 404 } });
    expect(storage.uploads).toEqual([]);
  });
});
