import { Link } from '@tanstack/react-router';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageWindow } from './list-logic';
import { useBlogT } from '../messages';
import type { BlogSearch } from '../route/search';
import classes from './blog-list.module.css';

interface Props {
  page: number;
  totalPages: number;
  /** The list's other URL state, kept on every page link. */
  search: BlogSearch;
}

/**
 * Previous, next, and the first, last and current ±1 page numbers
 * with ellipses. Real links (?page=n), so pages can be opened, shared and
 * crawled.
 */
export function BlogPagination({ page, totalPages, search }: Props) {
  const t = useBlogT();
  const to = (n: number) => ({ ...search, page: n > 1 ? n : undefined });
  const arrow = (n: number, label: string, disabled: boolean) => {
    const content =
      n < page ? (
        <>
          <IconChevronLeft size={18} aria-hidden />
          <span className={classes.pageArrowLabel}>{label}</span>
        </>
      ) : (
        <>
          <span className={classes.pageArrowLabel}>{label}</span>
          <IconChevronRight size={18} aria-hidden />
        </>
      );
    // A disabled arrow stays in place (the row does not jump) but is not a link.
    return disabled ? (
      <span className={classes.pageLink} aria-disabled="true" aria-label={label} data-disabled>
        {content}
      </span>
    ) : (
      <Link to="." search={to(n)} className={classes.pageLink} rel={n < page ? 'prev' : 'next'} aria-label={label}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={t('blog.pagination.label')} className={classes.pagination}>
      {arrow(page - 1, t('blog.pagination.previous'), page <= 1)}
      <ol className={classes.pageList}>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className={classes.pageGap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="."
                search={to(item)}
                className={classes.pageLink}
                aria-label={t('blog.pagination.page', { n: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {arrow(page + 1, t('blog.pagination.next'), page >= totalPages)}
    </nav>
  );
}
