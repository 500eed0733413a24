/**
 * The page's inline loader as the build inlines it (src/server/inline-loader.ts,
 * built by tools/vite/inline-loader-plugin.ts), run by jsdom as a browser runs
 * a page's inline script: a tap on a button before the page is hydrated is
 * held, then replayed once (docs/slow-phones-and-flaky-networks.md, "How a tap
 * travels"); the page's scripts download after the first paint, each started
 * in a task of its own, and a cut-off download is tried again.
 */
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from '@/ui/early-input';
import { buildInlineLoader } from '../../tools/vite/inline-loader-plugin.ts';

let built = '';
beforeAll(async () => {
  built = await buildInlineLoader(process.cwd());
}, 60_000);

type Fetch = (url: string) => Promise<Response>;
const never: Fetch = () => new Promise<Response>(() => {});

/** A prerendered page (a menu button, a form, a route's chunk list) ending with the loader. */
function page(fetch: Fetch = never) {
  const fetched: string[] = [];
  const dom = new JSDOM(
    `<!doctype html><body>
      <button type="button" id="menu">Menu</button>
      <form><input name="name"><button id="send">Send</button></form>
      <script type="application/json" data-app-chunks="">["/assets/a.js","/assets/b.js"]</script>
      <script data-entry="/assets/entry.js">${built}</script>
    </body>`,
    {
      url: 'https://example.test/',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse: (window) => {
        window.fetch = ((url: string) => {
          fetched.push(new URL(url).pathname);
          return fetch(url);
        }) as typeof window.fetch;
      },
    },
  );
  const { window } = dom;
  return {
    window,
    fetched,
    menu: window.document.getElementById('menu')!,
    send: window.document.getElementById('send')!,
  };
}

/** The page's own code, run in that page (src/ui/early-input.ts reads the global window). */
const inPage = (window: Window, run: () => void) => {
  vi.stubGlobal('window', window);
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
};

/** React marks the elements it hydrated with a fiber key. */
const hydrate = (element: Element) => Object.assign(element, { __reactFiber$test: {} });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.unstubAllGlobals());

describe('the inline loader the build puts in every page', () => {
  it('is one line of script', () => {
    expect(built).toMatch(/^\(function\(\)\{[^\n]+\}\)\(\);$/);
    expect(built).not.toContain('</script');
  });

  it('holds a tap on a button before hydration and replays it once, when the page is ready', () => {
    const { window, menu } = page();
    const answered = vi.fn();
    menu.addEventListener('click', answered);
    menu.click();
    menu.click();
    expect(answered).not.toHaveBeenCalled();
    hydrate(menu);
    inPage(window, replayEarlyTaps);
    expect(answered).toHaveBeenCalledTimes(2);
    // Once ready, a tap on a hydrated button goes straight to React.
    menu.click();
    expect(answered).toHaveBeenCalledTimes(3);
    expect(window.__appEarlyInput!.taps).toEqual([]);
  });

  it('keeps a submit button from sending its form before hydration', () => {
    const { window, send } = page();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    send.closest('form')!.addEventListener('submit', submitted);
    send.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(window.__appEarlyInput!.taps).toEqual([send]);
  });

  it('after the first paint downloads the entry and the listed chunks, and a cut-off one again', async () => {
    let cutOff = true;
    const { fetched } = page((url) => {
      if (cutOff && url.endsWith('/entry.js')) {
        cutOff = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return never(url);
    });
    expect(fetched).toEqual([]);
    await vi.waitFor(() => expect(fetched).toEqual(['/assets/entry.js', '/assets/a.js', '/assets/b.js']));
    await vi.waitFor(() => expect(fetched).toHaveLength(4), { timeout: 2000 });
    expect(fetched[3]).toBe('/assets/entry.js');
  });

  it('starts each download in a task of its own, and one download per address', async () => {
    const { window, fetched } = page();
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    // What ran in one task: each fetch() marks the end of its task with a microtask.
    const log: string[] = [];
    window.fetch = ((url: string) => {
      log.push(new URL(url).pathname);
      queueMicrotask(() => log.push('|'));
      return never(url);
    }) as typeof window.fetch;
    const scripts = ['/assets/x.js', '/assets/y.js', '/assets/z.js', '/assets/x.js'];
    for (const script of scripts) void window.__appFetchScript!(`https://example.test${script}`);
    expect(log).toEqual([]); // none in the task that asked
    await vi.waitFor(() => expect(log).toEqual(['/assets/x.js', '|', '/assets/y.js', '|', '/assets/z.js', '|']));
  });

  it('run again by a client-side navigation, downloads the new list and sets up nothing twice', async () => {
    const { window, fetched, menu } = page();
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    const early = window.__appEarlyInput;
    const { document } = window;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" data-app-chunks="">["/assets/c.js"]</script>',
    );
    const again = document.createElement('script');
    again.textContent = built;
    document.body.append(again);
    await vi.waitFor(() => expect(fetched).toContain('/assets/c.js'));
    await settle(20);
    expect(window.__appEarlyInput).toBe(early);
    menu.click();
    // One listener holds it, once.
    expect(early!.taps).toEqual([menu]);
  });
});
