import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { localizePath } from '../i18n/lang';
import { sitePath } from '../platform/site-path';
import { useLang } from './use-lang';
import { scrollToId } from './hash-scroll';

export interface LocalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A language-neutral path, optionally with a hash ('/documents/affidavit', '/#contact'), or a hash on this page ('#contact'). */
  to: string;
  /** Passed to TanStack Link: how the active state is computed. */
  activeOptions?: { exact?: boolean; includeHash?: boolean };
}

/**
 * An internal link in the page's language. Hash links to the page already
 * shown scroll at once instead of navigating.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink(
  { to, onClick, ...rest },
  ref,
) {
  const lang = useLang();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // '#contact' stays on the current page; paths get the page's language.
  const href = to.startsWith('#') ? to : localizePath(to, lang);
  const [path, hash] = href.split('#');

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !hash || (path !== '' && path !== pathname)) return;
    if (scrollToId(hash)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${hash}`);
    }
  };

  return (
    <Link
      ref={ref}
      // This page's own path, never one that reads as another host ('//evil.example': platform/site-path.ts).
      to={path || sitePath(pathname)}
      hash={hash}
      hashScrollIntoView={false}
      resetScroll={!hash}
      onClick={handleClick}
      {...rest}
    />
  );
});
