import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { HASH_SCROLL_DELAY_MS } from '../business/config';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls smoothly to the element with this id; false when there is none. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(decodeURIComponent(id));
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * A hash link scrolls to its element at once on the same page
 * (LocalLink does that on click) or, after navigating to another page,
 * 100 ms later, once the new page has rendered.
 */
export function useHashScrollAfterNavigation() {
  const location = useRouterState({ select: (s) => s.location });
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (samePage || !location.hash) return;
    // The new page's chunk may still be loading: look again for a little while.
    let timer = 0;
    let tries = 0;
    const attempt = () => {
      if (!scrollToId(location.hash) && ++tries < 30) timer = window.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
    };
    timer = window.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.hash]);
}
