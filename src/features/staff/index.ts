/**
 * The firm's inbox at /staff (docs/request-tracking.md, "The firm"): sign-in with Supabase Auth, the
 * list of requests, one request's page with its status change. English only:
 * it is the firm's own tool; what reaches a customer speaks their language.
 */
export { StaffFrame } from './staff-frame';
export { Inbox } from './inbox';
export { RequestDetail } from './request-detail';
export type { InboxFilters } from '@/api/staff';
