/**
 * React.lazy for code that may fail to download (src/platform/load-chunk.ts).
 * React.lazy keeps a failed load for good, so a component made here can
 * start a fresh one: `retry()`, which LazyRegion calls when the visitor asks
 * or the connection comes back.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { loadChunk } from '../platform/load-chunk';

export interface LazyChunk<P extends object> {
  (props: P): ReactElement;
  /** Forgets a failed load: the next render downloads the code again. */
  retry(): void;
}

export function lazyChunk<P extends object>(importer: () => Promise<ComponentType<P>>): LazyChunk<P> {
  const create = () => lazy(async () => ({ default: await loadChunk(importer) }));
  let Lazy: LazyExoticComponent<ComponentType<P>> = create();
  const Component = (props: P) => <Lazy {...props} />;
  Component.retry = () => {
    Lazy = create();
  };
  return Component;
}
