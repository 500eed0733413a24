/**
 * Vite's index.html is emitted under this name (the prerendered home page
 * takes index.html): a document the client renders any route into. The
 * service worker answers offline navigations it has no copy of with it.
 */
export const APP_SHELL_PATH = '/app-shell.html';
