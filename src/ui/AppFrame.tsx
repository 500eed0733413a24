import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ChatBanner } from './ChatBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useHashScrollAfterNavigation } from './hash-scroll';
import { useT } from './useLang';

// The newsletter form loads after hydration: its chunk stays out of the first load.
const NewsletterForm = lazy(() => import('../features/newsletter').then((m) => ({ default: m.NewsletterForm })));
const subscribeNever = () => () => {};

/** The footer's newsletter form, in the browser only (prerendered pages keep its space). */
function Newsletter() {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const space = <div style={{ minHeight: 96 }} />;
  return inBrowser ? (
    <Suspense fallback={space}>
      <NewsletterForm />
    </Suspense>
  ) : (
    space
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
