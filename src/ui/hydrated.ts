import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while prerendering and while this component hydrates, true after:
 * what depends on the browser (the URL's query, the database, the address
 * bar's origin) renders only then, so the hydrated HTML always matches the
 * prerendered one. React switches it in one synchronous render right after
 * hydration: keep what re-renders with it small (memoise expensive children).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
