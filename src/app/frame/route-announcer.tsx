import { VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Tells screen-reader users that a link opened another page. A full page
 * load announces the new document; a client-side navigation changes the
 * page silently, so the new page's heading (else its title) is read out from
 * a live region, as Next.js and Gatsby do. A change of the query or hash only
 * (a blog filter, a section link) is not a new page and is left alone.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const cleared = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      // Emptied first, so that coming back to a page read out before is read out again.
      if (pathChanged) setAnnouncement('');
    });
    let frame = 0;
    const rendered = router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      // Read once the page has painted: a page in the other language renders
      // its text after the frame has switched languages.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          const heading = document.querySelector('main h1')?.textContent?.trim();
          setAnnouncement(heading || document.title);
        });
      });
    });
    return () => {
      cleared();
      rendered();
      cancelAnimationFrame(frame);
    };
  }, [router]);
  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true" data-route-announcer="">
      {announcement}
    </VisuallyHidden>
  );
}
