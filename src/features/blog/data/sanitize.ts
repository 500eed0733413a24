/**
 * Post HTML comes from the database and is shown as HTML, so it is cleaned
 * with DOMPurify first (docs/architecture.md, "Data flows"; docs/security.md): no scripts, event handlers,
 * javascript:/vbscript: URLs, forms, styles, SVG/MathML, or iframes from
 * other sites; links to other sites open in a new tab without access to this
 * page. Browser only (DOMPurify needs a DOM); loaded with the article.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const CONFIG: Config = {
  // HTML only: SVG and MathML are where most DOMPurify bypasses have lived.
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen', 'loading', 'target'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  // Inline styles could overlay the page (fake buttons, hidden text).
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

let purifier: Purifier | undefined;
let siteOrigin = '';

function sameSite(url: string): boolean {
  try {
    const parsed = new URL(url, siteOrigin);
    return parsed.origin === siteOrigin && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
  } catch {
    return false;
  }
}

type PageWindow = Window & typeof globalThis;

function getPurifier(win: PageWindow): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(win);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    switch (element.nodeName) {
      case 'IFRAME': {
        const src = element.getAttribute('src');
        if (!src || !sameSite(src)) {
          element.remove();
          return;
        }
        element.setAttribute('loading', 'lazy');
        break;
      }
      case 'A': {
        const href = element.getAttribute('href');
        if (href && !href.startsWith('#') && !sameSite(href)) {
          element.setAttribute('target', '_blank');
          element.setAttribute('rel', 'noopener noreferrer');
        } else {
          element.removeAttribute('target');
        }
        break;
      }
      case 'IMG':
        element.setAttribute('loading', 'lazy');
        element.setAttribute('decoding', 'async');
        break;
      default:
        // `target` is only meaningful (and only safe, with rel) on links.
        element.removeAttribute('target');
    }
  });
  return (purifier = instance);
}

/**
 * Safe HTML for the article body. `origin` is the site's own origin (default:
 * the page's): iframes are kept only from there.
 */
export function sanitizePostHtml(html: string, options: { window?: PageWindow; origin?: string } = {}): string {
  const win = options.window ?? window;
  siteOrigin = options.origin ?? win.location.origin;
  return getPurifier(win).sanitize(html, CONFIG);
}
