/**
 * What a blog list's first view downloads from the database
 * (docs/performance.md, "What the bench measures"), in Debian's Chromium: a fresh
 * visitor opens the page and stays until the offline warm-up is done. Each
 * answer of /rest/v1 is counted as the network carried it here (the local
 * backend does not compress) and as gzip, as Supabase's API serves it: head
 * and body. The list's own reads (a page of cards, the categories, a count)
 * are apart from the warm-up's (the newest posts, whole, for offline reading:
 * docs/architecture.md, "What the phone keeps of the blog"). Then the visitor
 * turns to the last page (its link in the numbered pages): what that reads.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface DataBytes {
  requests: number;
  /** As carried by the local backend, uncompressed. */
  carried: number;
  /** Head and gzip body, as a host that compresses (Supabase) sends it. */
  gzip: number;
}

export interface BlogData {
  url: string;
  list: DataBytes;
  warmup: DataBytes;
  /** A page turn, to the last page: every read it makes from the database. */
  turn: DataBytes;
}

const none = (): DataBytes => ({ requests: 0, carried: 0, gzip: 0 });

/** A read of the list itself: cards (no text), categories, or a count. */
const isListRead = (url: URL) =>
  url.pathname.endsWith('/blog_categories') ||
  (url.pathname.endsWith('/blog_posts') &&
    (url.searchParams.get('select') ?? '').includes('card_excerpt') &&
    !(url.searchParams.get('select') ?? '').includes('content'));

export async function blogFirstView(base: string, path: string, chromiumPath: string): Promise<BlogData> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })).newPage();
    const counted: Promise<void>[] = [];
    const result: BlogData = { url: path, list: none(), warmup: none(), turn: none() };
    let turning = false;
    let done = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (done || !url.pathname.startsWith('/rest/v1/')) return;
      const into = turning ? result.turn : isListRead(url) ? result.list : result.warmup;
      counted.push(
        (async () => {
          const body = response.request().method() === 'HEAD' ? Buffer.alloc(0) : await response.body();
          const head = (await response.headersArray()).reduce(
            (n, { name, value }) => n + Buffer.byteLength(`${name}: ${value}\r\n`),
            Buffer.byteLength(`HTTP/1.1 ${response.status()} ${response.statusText()}\r\n\r\n`),
          );
          into.requests += 1;
          into.carried += head + body.length;
          into.gzip += head + (body.length ? gzipSync(body).length : 0);
        })(),
      );
    });
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    // The warm-up starts when the browser is idle after load (4 s at most), then reads twice.
    await page.waitForTimeout(6000);
    await page.waitForLoadState('networkidle');
    await Promise.all(counted);

    // The numbered pages' last link before "next" is the last page. By the keyboard: a mouse left over the
    // list would hover a card as it scrolls, and the router downloads a hovered card's article ahead of a click.
    const last = page.locator('main nav li:nth-last-child(2) a');
    if ((await last.count()) > 0) {
      turning = true;
      const read = page.waitForResponse((response) => isListRead(new URL(response.url())));
      await last.press('Enter');
      await read;
      // Anything else the turn reads comes within a moment of its page.
      await page.waitForTimeout(3000);
    }
    done = true;
    await Promise.all(counted);
    return result;
  } finally {
    await browser.close();
  }
}
