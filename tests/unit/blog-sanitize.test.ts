import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from '@/features/blog/data/sanitize';

const ORIGIN = 'https://satnalegal.in';

// jsdom ships no types; this is the little of it the script-running check needs.
type ScriptingWindow = Window & typeof globalThis & { __xss?: number };
const { JSDOM } = createRequire(path.resolve(import.meta.dirname, '../../package.json'))('jsdom') as {
  JSDOM: new (
    html: string,
    options: { runScripts: 'dangerously'; url: string; beforeParse: (window: ScriptingWindow) => void },
  ) => { window: ScriptingWindow };
};
const clean = (html: string) => sanitizePostHtml(html, { origin: ORIGIN });

/**
 * Hostile HTML a compromised or careless author could save in a post. Each
 * would run `window.__xss = 1` (or an alert) if it survived. Sources: the
 * OWASP XSS filter evasion cheat sheet and known DOMPurify mutation bypasses.
 */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<img src="javascript:window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '<math><mi><a href="javascript:alert(1)">x</a></mi></math>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href=" &#14; javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="//evil.example/"></iframe>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<form action="javascript:alert(1)"><button>Submit</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "https://evil.example/x.css"; body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;inset:0;z-index:9999">fake login overlay</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1"></audio>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<a href="#" onclick="window.__xss=1">x</a>',
  '<div data-x="1" onpointerenter="window.__xss=1">x</div>',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<a href="https://evil.example/" target="_self">phish</a>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<p>ok</p><!--<img src=x onerror=window.__xss=1>-->',
  '<img src=x onerror=&#x61;lert(1)>',
];

/** The HTML parsed in an inert document (no scripts run, nothing loads). */
function parse(html: string): HTMLElement {
  // A whole-document parse, so a <body onload> in the content lands on the body as a browser would put it.
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/** A URL as a browser reads its scheme: control characters and spaces in it are ignored. */
const schemeText = (value: string) =>
  Array.from(value)
    .filter((c) => c.codePointAt(0)! > 0x20)
    .join('')
    .toLowerCase();

/** Everything that can make a browser run script or leave the page, looked for in the cleaned DOM. */
function problems(html: string): string[] {
  const body = parse(html);
  const found: string[] = [];
  // The body too: a <body onload> in the content lends its attributes to the page's body.
  for (const el of [body, ...Array.from(body.querySelectorAll('*'))]) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'style',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'form',
        'input',
        'button',
        'svg',
        'math',
        'template',
        'noscript',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    if (tag === 'iframe' && new URL(el.getAttribute('src') ?? 'about:blank', ORIGIN).origin !== ORIGIN)
      found.push('foreign iframe');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = schemeText(attr.value);
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['style', 'srcdoc', 'formaction', 'action'].includes(name)) found.push(`${tag}[${name}]`);
      if (/^(javascript|vbscript|data:text\/html)/.test(value) || /(^|,)\s*javascript:/.test(value))
        found.push(`${tag}[${name}=${attr.value}]`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && !/noopener/.test(el.getAttribute('rel') ?? ''))
      found.push('a without noopener');
  }
  return found;
}

describe('the post HTML sanitiser', () => {
  it('is tested with payloads the check recognises as dangerous before cleaning', () => {
    // These aim at naive string filters (strip one tag, uncomment) or at link targets; parsed as they stand they are inert.
    const filterTricks = new Set([
      '<a href="https://evil.example/" target="_self">phish</a>',
      '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
      '<p>ok</p><!--<img src=x onerror=window.__xss=1>-->',
    ]);
    const notDangerousRaw = PAYLOADS.filter((payload) => !filterTricks.has(payload) && problems(payload).length === 0);
    expect(notDangerousRaw).toEqual([]);
  });

  for (const payload of PAYLOADS) {
    it(`neutralises ${payload}`, () => {
      expect(problems(clean(payload))).toEqual([]);
    });
  }

  it('runs none of the payloads in a document that executes scripts', async () => {
    // Scripts in the HTML run while jsdom parses it, as in a browser; alert() records instead of showing.
    const load = (html: string) =>
      new JSDOM(`<!doctype html><body>${html}</body>`, {
        runScripts: 'dangerously',
        url: `${ORIGIN}/blog/x`,
        beforeParse(window) {
          window.alert = () => {
            window.__xss = 1;
          };
        },
      }).window;
    const win = load(PAYLOADS.map(clean).join('\n'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const el of [win.document.body, ...Array.from(win.document.body.querySelectorAll('*'))]) {
      for (const type of ['click', 'error', 'load', 'focus', 'toggle', 'mouseover', 'pointerenter', 'start']) {
        el.dispatchEvent(new win.Event(type, { bubbles: true }));
      }
    }
    expect(win.__xss).toBeUndefined();

    // Control: the same set-up runs what was not cleaned.
    expect(load('<script>window.__xss = 1</script>').__xss).toBe(1);
    const raw = load('<a href="#" onclick="alert(1)">x</a>');
    raw.document.querySelector('a')!.dispatchEvent(new raw.Event('click'));
    expect(raw.__xss).toBe(1);
  });

  it('keeps the article: headings, lists, quotes, tables, emphasis, images and links', () => {
    const html =
      '<h2 id="term">Term</h2><p>An <strong>11-month</strong> <em>lease</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>Quote</blockquote><table><tr><th>A</th><td>B</td></tr></table><img src="/images/blog/x-960.webp" alt="Cover">' +
      '<a href="#term">jump</a> <a href="/documents/affidavit">affidavit</a>';
    const out = parse(clean(html));
    expect(out.querySelector('h2')?.textContent).toBe('Term');
    expect(out.querySelector('strong')?.textContent).toBe('11-month');
    expect(out.querySelectorAll('li')).toHaveLength(2);
    expect(out.querySelector('blockquote')?.textContent).toBe('Quote');
    expect(out.querySelector('td')?.textContent).toBe('B');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/images/blog/x-960.webp');
    expect(out.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(out.querySelector('a[href="#term"]')?.hasAttribute('target')).toBe(false);
    expect(out.querySelector('a[href="/documents/affidavit"]')?.hasAttribute('target')).toBe(false);
  });

  it('opens links to other sites in a new tab without access to this page', () => {
    const out = parse(clean('<a href="https://www.mpigr.gov.in/">Sampada</a>'));
    const link = out.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps an iframe from the site itself, and only that', () => {
    const out = clean(
      '<iframe src="/images/blog/map.html"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>',
    );
    const frames = parse(out).querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('/images/blog/map.html');
  });

  it('cleans every seeded post without losing its text', () => {
    const seed = readFileSync(path.resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8');
    // 22 published posts (11 per language) and the draft (supabase/seed.sql).
    const bodies = [...seed.matchAll(/\$html\$([\s\S]*?)\$html\$/g)].map((m) => m[1]!);
    expect(bodies.length).toBe(23);
    for (const body of bodies) {
      const out = clean(body);
      expect(problems(out)).toEqual([]);
      const text = (h: string) => parse(h).textContent!.replace(/\s+/g, ' ').trim();
      expect(text(out)).toBe(text(body));
    }
  });
});
