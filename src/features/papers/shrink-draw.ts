/**
 * The drawing a photo is made small by (the worker's and, where a worker
 * cannot draw, the page's): scaled so its long side is at most LONG_SIDE,
 * then each cover painted as an opaque box (docs/security.md, "Papers": an
 * Aadhaar's first eight digits, burnt in before it leaves the phone).
 */

/** About 1,600 px: an A4 page's small print stays readable (docs/performance.md, "A photo made small"). */
export const LONG_SIDE = 1600;
/** JPEG quality: text readable; a 12-megapixel photo of fine detail everywhere stays under 400 KB (docs/performance.md, "Papers"). */
export const QUALITY = 0.7;

/** A box to cover, as fractions of the photo's width and height. */
export interface Cover {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ShrinkRequest {
  bytes: ArrayBuffer;
  covers: Cover[];
  quality: number;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

export function drawShrunk(canvas: Canvas, image: ImageBitmap, covers: readonly Cover[]) {
  const scale = Math.min(1, LONG_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  context.drawImage(image, 0, 0, width, height);
  image.close();
  context.fillStyle = '#000';
  for (const c of covers) context.fillRect(c.x * width, c.y * height, c.w * width, c.h * height);
  return { width, height };
}
