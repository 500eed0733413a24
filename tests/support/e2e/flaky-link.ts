/**
 * A flaky 3G link between the browser and the site: an HTTP forwarder on
 * 127.0.0.1 that cuts off the first download of each file `failing` picks
 * (headers and a few bytes, then the connection drops, as when a phone
 * loses signal mid-download). Everything else goes through untouched.
 *
 * Why not page.route: Playwright turns the browser's HTTP cache off while
 * routes are set, and the site relies on it (a script is downloaded with
 * fetch() before it is imported, tools/vite/warm-before-import.ts).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class FlakyLink {
  /** The files cut off so far, by path, with how often. */
  readonly cut = new Map<string, number>();
  private server: Server | null = null;

  /** Which files to cut off; change it to start or stop cutting. */
  failing: (pathname: string) => boolean = () => false;

  constructor(
    private readonly upstreamPort: number,
    private readonly times = 1,
  ) {}

  /** Starts the forwarder; resolves to its origin (use it instead of the site's). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      const count = this.cut.get(pathname) ?? 0;
      if (this.failing(pathname) && count < this.times) {
        this.cut.set(pathname, count + 1);
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Length': '100000' });
        res.write('/* the signal dropped here */');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      const upstream = request(
        { host: '127.0.0.1', port: this.upstreamPort, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
