/**
 * A local backend of a test's own, which the test can cut off, stop and
 * start again under an open page (the outbox tests and the outbox bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { root } from '../shared/paths';
import { PreviewServer } from './preview-server';
import { readStack, selectRows, type StackInfo } from '../shared/running-stack';
import { scaled } from './time-scale';

/**
 * A local backend of the test's own (PGlite + PostgREST + mail endpoint, in
 * its own process and data directory) behind a fixed-port forwarder, and a
 * `vite preview` of the build proxying to that forwarder. The forwarder can
 * cut the site off from the backend (cutOff / restore: the site stays up and
 * its API calls get no answer, as when the server is down) while the test
 * still reads the database. Stopping the backend really stops it; starting it
 * again brings the same database back on new ports, which the forwarder
 * follows.
 */
export class OwnBackend {
  private stackProcess: ChildProcess | null = null;
  private site: PreviewServer | null = null;
  private forwarder: Server | null = null;
  private target: StackInfo | null = null;
  private reachable = true;
  readonly dataDir: string;
  /** What reached Storage's resumable endpoint through the forwarder, in bytes: request heads and bodies. */
  readonly uploads = { requests: 0, heads: 0, bodies: 0, calls: [] as { method: string; bytes: number }[] };
  /** The requests to it not answered yet. */
  private readonly openUploads = new Set<IncomingMessage>();

  constructor(
    readonly sitePort: number,
    readonly forwarderPort: number,
    dataDir: string,
  ) {
    this.dataDir = path.resolve(root, dataDir);
  }

  get url() {
    return `http://127.0.0.1:${this.sitePort}`;
  }

  get stack(): StackInfo {
    if (!this.target) throw new Error('the backend is not running');
    return this.target;
  }

  /** A fresh database, the forwarder and the site. */
  async start(): Promise<void> {
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.startForwarder();
    await this.startStack();
    await this.startSite();
  }

  /**
   * Until PostgREST has answered database reads for two seconds running: the
   * stack says it is ready once PostgREST serves its schema, before any read
   * has gone through its database connection.
   */
  private async waitForDatabase(): Promise<void> {
    const deadline = Date.now() + scaled(60_000);
    let since: number | null = null;
    while (Date.now() < deadline) {
      const ok = await selectRows(this.stack, 'blog_posts', 'select=id&limit=1').then(
        () => true,
        () => false,
      );
      since = ok ? (since ?? Date.now()) : null;
      if (since !== null && Date.now() - since >= 2_000) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('PostgREST did not settle on its database connection');
  }

  async stop(): Promise<void> {
    await this.site?.stop();
    await this.stopStack();
    const forwarder = this.forwarder;
    this.forwarder = null;
    if (forwarder) {
      const closed = new Promise<void>((resolve) => forwarder.close(() => resolve()));
      forwarder.closeAllConnections();
      await closed;
    }
  }

  /** The site's calls to the backend get no answer from now on (the database stays readable by the test). */
  cutOff(): void {
    this.reachable = false;
  }

  /** The backend answers the site again. */
  restore(): void {
    this.reachable = true;
  }

  /** The connections of uploads under way drop, as a phone's does when its signal goes (the server keeps what came). */
  dropUploads(): void {
    for (const req of this.openUploads) req.socket.destroy();
  }

  /** The stack on the test's data directory, once its database answers reads. */
  async startStack(): Promise<void> {
    const stackFile = path.join(this.dataDir, 'stack.json');
    rmSync(stackFile, { force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/run.ts', 'stack'], {
      cwd: root,
      env: { ...process.env, LOCAL_DATA_DIR: this.dataDir, LOCAL_MAIL_FAIL: '' },
      stdio: 'ignore',
    });
    this.stackProcess = child;
    const deadline = Date.now() + scaled(90_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the local stack exited (${child.exitCode})`);
      if (existsSync(stackFile)) {
        let info: StackInfo | undefined;
        try {
          info = readStack(this.dataDir);
        } catch {
          // still being written
        }
        if (info && info.pid === child.pid) {
          this.target = info;
          await this.waitForDatabase();
          return;
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the local stack did not start');
  }

  async stopStack(): Promise<void> {
    const child = this.stackProcess;
    this.target = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.stackProcess = null;
  }

  /** /rest/* goes to PostgREST, the rest to the mail endpoint; nothing when stopped. */
  private async startForwarder(): Promise<void> {
    this.forwarder = createServer((req, res) => {
      const target = this.target;
      if (!target || !this.reachable) {
        req.socket.destroy(); // like a backend that is down: no answer at all
        return;
      }
      const url = req.url ?? '/';
      const upstream = new URL(url.startsWith('/rest/') ? target.directRestUrl : target.mailUrl);
      const forwardPath = url.startsWith('/rest/') ? url.slice('/rest'.length) : url;
      const proxied = httpRequest(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: forwardPath,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      proxied.on('error', () => req.socket.destroy());
      req.pipe(proxied);
      // A site that lost its connection mid-request: the server sees it drop too, as it would.
      req.on('close', () => {
        if (!req.complete) proxied.destroy();
      });
      if (url.startsWith('/storage/v1/upload/resumable')) this.countUpload(req);
    });
    await new Promise<void>((resolve, reject) => {
      this.forwarder!.once('error', reject);
      this.forwarder!.listen(this.forwarderPort, '127.0.0.1', () => resolve());
    });
  }

  private countUpload(req: IncomingMessage) {
    this.uploads.requests += 1;
    this.openUploads.add(req);
    req.on('close', () => this.openUploads.delete(req));
    // The head as it came: the request line, each header line, the blank line.
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    this.uploads.heads += Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
    const call = { method: req.method ?? '', bytes: 0 };
    this.uploads.calls.push(call);
    req.on('data', (chunk: Buffer) => {
      this.uploads.bodies += chunk.length;
      call.bytes += chunk.length;
    });
  }

  private async startSite(): Promise<void> {
    this.site = new PreviewServer(this.sitePort, {
      LOCAL_REST_URL: `http://127.0.0.1:${this.forwarderPort}/rest`,
      LOCAL_MAIL_URL: `http://127.0.0.1:${this.forwarderPort}`,
    });
    await this.site.start();
  }
}
