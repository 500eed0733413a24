/// <reference lib="webworker" />
/**
 * Makes a photo small off the page's thread (docs/performance.md, "A photo
 * made small"): decoded upright, its long side at most LONG_SIDE, the boxes
 * the client drew painted black, and encoded again as JPEG, which keeps no
 * metadata (location, camera, time) of the original.
 */
import { drawShrunk, type ShrinkRequest } from './shrink-draw';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (message: MessageEvent<ShrinkRequest & { id: number }>) => {
  const { id, ...request } = message.data;
  try {
    const bitmap = await createImageBitmap(new Blob([request.bytes]), { imageOrientation: 'from-image' });
    const canvas = new OffscreenCanvas(1, 1);
    const size = drawShrunk(canvas, bitmap, request.covers);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: request.quality });
    const bytes = await blob.arrayBuffer();
    self.postMessage({ id, bytes, ...size }, [bytes]);
  } catch (err) {
    self.postMessage({ id, error: (err as Error).message });
  }
};
