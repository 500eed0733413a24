/**
 * A photo made small, in a worker so that taps stay answered
 * (./shrink.worker.ts); where the worker cannot draw (no OffscreenCanvas),
 * on the page, the same drawing (./shrink-draw.ts).
 */
import { drawShrunk, QUALITY, type Cover } from './shrink-draw';

export interface Shrunk {
  bytes: ArrayBuffer;
  width: number;
  height: number;
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (s: Shrunk) => void; reject: (e: Error) => void }>();

function shrinkWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof OffscreenCanvas === 'function'
        ? new Worker(new URL('./shrink.worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<Shrunk & { id: number; error?: string }>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.error) job?.reject(new Error(data.error));
    else job?.resolve(data);
  });
  return worker;
}

async function onPage(bytes: ArrayBuffer, covers: Cover[]): Promise<Shrunk> {
  const bitmap = await createImageBitmap(new Blob([bytes]), { imageOrientation: 'from-image' });
  const canvas = document.createElement('canvas');
  const size = drawShrunk(canvas, bitmap, covers);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('The photo could not be encoded');
  return { bytes: await blob.arrayBuffer(), ...size };
}

/** The photo's bytes made small (JPEG), with `covers` painted over; the original is not changed. */
export function shrinkPhoto(original: ArrayBuffer, covers: Cover[] = []): Promise<Shrunk> {
  const w = shrinkWorker();
  if (!w) return onPage(original, covers);
  const id = ++nextId;
  // The worker gets a copy: the original stays for covering again.
  const bytes = original.slice(0);
  return new Promise<Shrunk>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, bytes, covers, quality: QUALITY }, [bytes]);
  }).catch((err: unknown) => {
    console.warn('Papers: the worker could not make the photo small; the page does it', err);
    return onPage(original, covers);
  });
}
