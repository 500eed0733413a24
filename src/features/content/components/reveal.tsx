import { useEffect, useRef, type ReactNode } from 'react';
import { REVEAL_THRESHOLD } from '@/business/config';
import classes from './reveal.module.css';

/**
 * Fades its content in when about 10% of it scrolls into view.
 * The prerendered HTML is always visible: only once the script runs are
 * sections below the fold hidden until they arrive, and never under
 * prefers-reduced-motion.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return; // already on screen
    element.classList.add(classes.hidden!);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.classList.remove(classes.hidden!);
        element.classList.add(classes.shown!);
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{children}</div>;
}
