/**
 * What a visitor may be made to pay (docs/performance.md, "Budgets"): the
 * budgets `npm run bench` and `npm run bench:scale` hold the site to, the
 * same at 22 posts and at 1,000.
 */
const KB = 1024;

/** A response's head (status line and headers) as the network carries it. */
export const HEAD_BUDGET = { page: 2 * KB, other: 1 * KB };
/** What a blog list's first view reads from the database, gzip. */
export const BLOG_DATA_BUDGET = 25 * KB;
/** What turning to another page of the blog list reads from the database, gzip, in at most this many requests. */
export const BLOG_TURN_BUDGET = { bytes: 5 * KB, requests: 1 };
/** The blog list's median TBT at ordinary priority (and at most its home page's). */
export const BLOG_TBT_BUDGET = 300;
/** A page's transfer may be at most this much more than the same load without security headers. */
export const SECURITY_HEADER_SHARE = 0.1;
/** Building the site with 1,000 posts, on this 2-core machine. */
export const BUILD_BUDGET_MS = 5 * 60_000;
