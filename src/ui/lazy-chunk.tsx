/**
 * React.lazy for code that may fail to download (src/platform/load-chunk.ts).
 * React.lazy keeps a failed load for good, so a component made here can
 * start a fresh one: `retry()`, which LazyRegion calls when the visitor asks
 * or the connection comes back. A region that hydrates prerendered HTML
 * never fails: it keeps that HTML, readable, until its code is in, however
 * long the connection takes (loadChunkPatiently), and then hydrates.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { loadChunk, loadChunkPatiently } from '../platform/load-chunk';
import { useHydrating } from './hydrated';

export interface LazyChunk<P extends object> {
  (props: P): ReactElement;
  /** Forgets a failed load: the next render downloads the code again. */
  retry(): void;
  /**
   * Downloads the code ahead of the render (rejects when it cannot). What
   * mounts after it renders at once: no Suspense fallback, so none of
   * React's throttled commits of Suspense retries, which gather every region
   * that resolved meanwhile into one long task (docs/performance.md).
   */
  preload(): Promise<void>;
}

export function lazyChunk<P extends object>(importer: () => Promise<ComponentType<P>>): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = (component: ComponentType<P>) => (loaded = component);
  const load = async () => keep(await loadChunk(importer));
  const create = () => lazy(async () => ({ default: await load() }));
  let Lazy: LazyExoticComponent<ComponentType<P>> = create();
  const Patient = lazy(async () => ({ default: keep(await loadChunkPatiently(importer)) }));
  const Component = (props: P) => {
    const hydrating = useHydrating();
    // Chosen once per mount: a type that changed between renders would remount the region.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (hydrating ? Patient : Lazy));
    return <Type {...props} />;
  };
  Component.retry = () => {
    Lazy = create();
  };
  Component.preload = async () => void (await load());
  return Component;
}
