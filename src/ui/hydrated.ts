import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set once the first hydration (or, in the app shell, the first render) has committed. */
let appHydrated = false;
export const markAppHydrated = () => {
  appHydrated = true;
};

const subscribeNever = () => () => {};
const afterHydration = () => appHydrated;
const no = () => false;
const yes = () => true;

/** True while this component hydrates (React reads the server snapshot only then), false in any later render. */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, no, yes);
}

/**
 * False while prerendering and while this component hydrates, true after:
 * what depends on the browser (the URL's query, the database, the address
 * bar's origin) renders only then, so the hydrated HTML matches the
 * prerendered one. React reads the server snapshot (false) only when it
 * hydrates this component, so one mounted later (a client-side navigation)
 * starts at true. One that hydrated switches in a transition, in slices: a
 * store value would switch in one synchronous render, a long task on a phone.
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(subscribeNever, afterHydration, no);
  const [hydrated, setHydrated] = useState(mountedAfterHydration);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
