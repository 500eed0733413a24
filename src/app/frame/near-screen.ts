import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the screen. Below-the-fold
 * forms load their code this way, not on idle: on a low-end phone the idle
 * moment is when the visitor starts reading, and parsing a form nobody has
 * scrolled to only makes the page stutter. Offline, the service worker has
 * the chunk, so loading it late costs nothing there.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
