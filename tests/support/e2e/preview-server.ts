import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '@local-stack/process';
import { root } from '../shared/paths';
import { scaled } from './time-scale';

/**
 * A `vite preview` of dist/ of the test's own, so a test can stop the web
 * server under an open page and start it again. `env` sets it up as the
 * suite's server is (APP_OUT_DIR for another build, LOCAL_REST_URL and
 * LOCAL_MAIL_URL for another backend).
 */
export class PreviewServer {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly env: Record<string, string> = {},
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(this.port), '--strictPort'],
      {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, ...this.env },
      },
    );
    await waitFor(`vite preview on ${this.port}`, async () => (await fetch(this.url)).ok, {
      timeoutMs: scaled(30_000),
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }
}
