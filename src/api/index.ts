/**
 * Typed data access for the site's calls to Supabase and EmailJS. Every call takes an
 * optional client (supabase-js) or sender (EmailJS) so tests can inject
 * their own; by default it uses the lazily created shared one.
 */
export type { BlogPost, ContactSubmission, Database } from './database';
export type {
  HumanSignals,
  NewsletterConfirmation,
  NewsletterStatus,
  RequestSubmission,
} from '../domain/request/schema';
export { ApiError, classifyError, type ErrorClass } from './errors';
export { submitRequest } from './requests';
export { adminEmailParams, sendAdminEmail, type AdminEmailParams, type RequestForEmail } from './email';
export { confirmNewsletter, subscribeNewsletter } from './newsletter';
export { CARD_FIELDS } from './blog-card';
export {
  containsPattern,
  countPosts,
  getPost,
  getPosts,
  getRelatedPosts,
  getTranslation,
  listAllPosts,
  listCategories,
  listPostCards,
  listRecentPosts,
  publishedIds,
  searchWords,
  type BlogCardRow,
  type BlogCategory,
  type BlogPostRow,
  type CardQuery,
} from './blog';
export { isPostId } from './post-id';
export {
  EMAIL_PATTERN,
  NAME_PATTERN,
  PHONE_PATTERN,
  REQUEST_LIMITS,
  isValidEmail,
  isValidName,
  isValidPhone,
  requestRowProblems,
} from './validation';
