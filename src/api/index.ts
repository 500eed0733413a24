/**
 * Typed data access for the site's calls to Supabase and EmailJS. Every call takes an
 * optional client (supabase-js) or sender (EmailJS) so tests can inject
 * their own; by default it uses the lazily created shared one.
 */
export type { BlogPost, ContactSubmission, Database } from './database';
export type { HumanSignals, NewsletterConfirmation, NewsletterStatus } from '../domain/request/schema';
export { ApiError, classifyError, type ErrorClass } from './errors';
export { submitRequest } from './requests';
export { sendAdminEmail } from './email';
export { confirmNewsletter, subscribeNewsletter } from './newsletter';
export { CARD_FIELDS } from './blog-card';
export {
  getPost,
  getPosts,
  getRelatedPosts,
  getTranslation,
  listAllPosts,
  listRecentPosts,
  publishedIds,
  type BlogCardRow,
  type BlogPostRow,
} from './blog';
export {
  containsPattern,
  countPosts,
  listCategories,
  listPostCards,
  searchWords,
  type BlogCategory,
  type CardQuery,
} from './blog-list';
export { isPostId } from './post-id';
export { requestRowProblems } from './validation';
