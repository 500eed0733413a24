import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while prerendering and during hydration, true after: what depends on
 * the browser (the URL's query, the database) renders only then, so the
 * hydrated HTML always matches the prerendered one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
