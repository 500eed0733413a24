import { useRef, type ReactNode } from 'react';
import { ChatBanner } from './chat-banner';
import { Footer } from './footer';
import { lazyChunk } from '@/ui/lazy-chunk';
import { LazyRegion } from '@/ui/lazy-region';
import { Navbar } from './navbar';
import { useHashScrollAfterNavigation } from '@/ui/hash-scroll';
import { useNearScreen } from './near-screen';
import { useT } from '@/ui/use-lang';

// The newsletter form's chunk stays out of the first load.
const NewsletterForm = lazyChunk(() => import('@/features/newsletter').then((m) => m.NewsletterForm));

/** The footer's newsletter form, loaded as the footer nears the screen (prerendered pages keep its space). */
function Newsletter() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot);
  const space = <div style={{ minHeight: 96 }} />;
  return (
    <div ref={slot}>
      {near ? (
        <LazyRegion loading={space} retry={NewsletterForm.retry}>
          <NewsletterForm />
        </LazyRegion>
      ) : (
        space
      )}
    </div>
  );
}

/** Navbar, page, footer and the sticky chat banner around every page. */
export function AppFrame({ children }: { children: ReactNode }) {
  const t = useT();
  useHashScrollAfterNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={<Newsletter />} />
      <ChatBanner />
    </>
  );
}
