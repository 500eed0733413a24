import type { ReactNode } from 'react';
import { ChatBanner } from './ChatBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useHashScrollAfterNavigation } from './hash-scroll';
import { useT } from './useLang';

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
      <Footer />
      <ChatBanner />
    </>
  );
}
