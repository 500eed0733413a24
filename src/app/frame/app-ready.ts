/**
 * `<html data-app-ready>` marks a page that is hydrated (or rendered, in the
 * app shell). The scripts load after the first paint, so a click can come
 * before the page reacts: the inline loader, tests and monitoring read it.
 */
export const APP_READY_ATTR = 'data-app-ready';
