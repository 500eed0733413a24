import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageNumbers } from '../data/list-logic';
import { useBlogT } from '../messages';
import type { BlogSearch } from '../route/search';
import classes from './blog-list.module.css';

interface Props {
  /** The page shown, 1-based. */
  page: number;
  pages: number;
  /** The list's search and category, which every page keeps. */
  search: BlogSearch;
  /** Called when the reader turns to another page. */
  onTurn: () => void;
}

/**
 * Previous, the numbered pages (the first, the last, the current one and its
 * neighbours, ellipses between) and next. Each is a link to its address
 * (?page=n, none for the first), so it works before the scripts have run,
 * a page can be shared, and Back returns to it. Plain links, not the
 * router's Link, whose "current page" follows the address: while /blog?page=3
 * hydrates the prerendered first page, that would mark another page than the HTML does.
 */
export function BlogPagination({ page, pages, search, onTurn }: Props) {
  const t = useBlogT();
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const link = (n: number, label: string, content: ReactNode) => {
    const target = { ...search, page: n === 1 ? undefined : n };
    const open = (event: MouseEvent) => {
      // A new tab or window (a modifier, the middle button) is the browser's.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (n === page) return;
      onTurn();
      void navigate({ to: '.', search: target, resetScroll: false });
    };
    return (
      <a
        href={router.buildLocation({ to: '.', search: target }).href}
        aria-label={label}
        aria-current={n === page ? 'page' : undefined}
        className={classes.page}
        onClick={open}
      >
        {content}
      </a>
    );
  };
  // The first page has no previous one, the last no next: the control keeps its place, disabled.
  const step = (n: number, label: string, content: ReactNode) =>
    n < 1 || n > pages ? (
      <button type="button" className={classes.page} aria-label={label} disabled>
        {content}
      </button>
    ) : (
      link(n, label, content)
    );

  return (
    <nav aria-label={t('blog.pages.label')} className={classes.pagination}>
      <ul>
        <li>
          {step(
            page - 1,
            t('blog.pages.previous'),
            <>
              <IconChevronLeft size={18} aria-hidden />
              <span className={classes.stepText}>{t('blog.pages.previousShort')}</span>
            </>,
          )}
        </li>
        {pageNumbers(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>{link(item, t('blog.pages.page', { n: item }), intl.formatNumber(item))}</li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('blog.pages.next'),
            <>
              <span className={classes.stepText}>{t('blog.pages.nextShort')}</span>
              <IconChevronRight size={18} aria-hidden />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
