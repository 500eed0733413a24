// @vitest-environment node
/**
 * A cover burnt into a photo takes seconds on a slow phone: a Send tapped
 * meanwhile keeps the covered picture, never the uncovered copy the form
 * still holds, and a picture that could not be covered is not kept at all
 * (src/features/papers/covering.ts; docs/security.md, "Papers").
 */
import { describe, expect, it } from 'vitest';
import { coverInProgress } from '@/features/papers/covering';
import { keepPapers, type ChosenPaper } from '@/features/papers/keep';
import { openDatabase } from '@/offline/open-db';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const paper = (id: string, plain: ArrayBuffer): ChosenPaper => ({
  id,
  name: `${id}.jpg`,
  type: 'image/jpeg',
  bytes: plain,
  sizeBefore: 4_000_000,
});

/** What the phone kept of paper `id`, and whether an outbox entry sends it. */
async function keptOf(id: string) {
  const db = await openDatabase();
  const file = await db.paperFiles.get(id);
  const entries = await db.outbox.filter((e) => (e.payload as { fileId?: string }).fileId === id).count();
  return { bytes: file ? [...new Uint8Array(file.bytes)] : null, entries };
}

describe('a Send while a cover is being burnt in', () => {
  it('keeps the covered bytes once they are made', async () => {
    let made!: (covered: ArrayBuffer) => void;
    coverInProgress('aadhaar', new Promise((resolve) => (made = resolve)));
    const sending = keepPapers([paper('aadhaar', bytes(1, 2, 3))], { requestId: 'r-1' });
    made(bytes(0, 0, 3));
    expect(await sending).toBe('kept');
    expect(await keptOf('aadhaar')).toEqual({ bytes: [0, 0, 3], entries: 1 });
  });

  it('keeps nothing of a picture that could not be covered, and the others as chosen', async () => {
    coverInProgress('pan', Promise.resolve(null));
    expect(await keepPapers([paper('pan', bytes(9, 9)), paper('memo', bytes(7))], { requestId: 'r-2' })).toBe('kept');
    expect(await keptOf('pan')).toEqual({ bytes: null, entries: 0 });
    expect(await keptOf('memo')).toEqual({ bytes: [7], entries: 1 });
  });

  it('keeps a paper as chosen when no cover is being burnt in', async () => {
    expect(await keepPapers([paper('deed', bytes(5, 6))], { requestId: 'r-3' })).toBe('kept');
    expect(await keptOf('deed')).toEqual({ bytes: [5, 6], entries: 1 });
  });
});
