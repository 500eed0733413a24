/**
 * The blog list's state in the URL: ?search=…&category=…&page=…
 * Defaults are left out, so /blog is all posts, page 1.
 */
export interface BlogSearch {
  search?: string;
  category?: string;
  page?: number;
}

/** TanStack Router's validateSearch for /blog: keeps what is valid, drops the rest. */
export function validateBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const result: BlogSearch = {};
  // The router parses values as JSON where it can: ?search=11 arrives as a number.
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  const search = text(raw.search);
  if (search !== undefined && search.trim() !== '') result.search = search;
  const category = text(raw.category);
  if (category !== undefined && category.trim() !== '') result.category = category;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) result.page = page;
  return result;
}
