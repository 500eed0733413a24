/**
 * lazyChunk (src/ui/lazy-chunk.tsx): a region mounted after preload() shows
 * in the very render that mounts it, with no Suspense fallback, so React has
 * no retry of its own to commit later (docs/performance.md, "The blog
 * list's main thread"); one mounted before its code is here still suspends.
 */
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { lazyChunk } from '@/ui/lazy-chunk';

const Greeting = ({ name }: { name: string }) => <p>Namaste {name}</p>;
const mounted: (() => void)[] = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

function renderNow(Region: (props: { name: string }) => React.ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>loading</p>}>
        <Region name="Kamla" />
      </Suspense>,
    ),
  );
  mounted.push(() => root.unmount());
  return container.textContent ?? '';
}

it('mounts at once once preloaded, and suspends when it is not', async () => {
  const preloaded = lazyChunk(async () => Greeting);
  await preloaded.preload();
  expect(renderNow(preloaded)).toBe('Namaste Kamla');

  const notYet = lazyChunk(async () => Greeting);
  expect(renderNow(notYet)).toBe('loading');
});
