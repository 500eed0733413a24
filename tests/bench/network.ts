/**
 * What the network carried, as a visitor's phone pays for it
 * (docs/performance.md, "What the bench measures"): each response's bytes as
 * transferred, headers included, and its headers' size as sent. Read from the
 * DevTools log Lighthouse gathered (`*.devtoolslog.json`), or from one
 * request made here (`responseHead`), byte for byte as HTTP/1.1 sends it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

/** Headers that say what a browser may do with the response: what "no security header at all" leaves out. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
];

export interface Carried {
  url: string;
  /** The page itself (a navigation). */
  page: boolean;
  /** Bytes on the wire: the head and the (compressed) body. */
  transfer: number;
  /** The response's head: status line, header lines, the blank line. */
  head: number;
  /** The security headers' lines in that head. */
  security: number;
}

type Headers = Record<string, string>;
/** The DevTools protocol's network events, as far as they are read here. */
interface LogEntry {
  method: string;
  params: {
    requestId: string;
    type?: string;
    request?: { url: string };
    response?: { headers: Headers; fromServiceWorker?: boolean; fromDiskCache?: boolean };
    headers?: Headers;
    headersText?: string;
    encodedDataLength?: number;
  };
}
const line = (name: string, value: string) => Buffer.byteLength(`${name}: ${value}\r\n`);
const securityBytes = (headers: Headers) =>
  Object.entries(headers)
    .filter(([name]) => SECURITY_HEADERS.includes(name.toLowerCase()))
    .reduce((n, [name, value]) => n + value.split('\n').reduce((m, one) => m + line(name, one), 0), 0);

/** Every response of the load Lighthouse gathered into `dir` (its gatherMode folder). */
export function carried(dir: string): Carried[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.devtoolslog.json'));
  if (!file) throw new Error(`no DevTools log in ${dir}`);
  const log = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as LogEntry[];
  const requests = new Map<
    string,
    { url: string; page: boolean; headers?: Headers; text?: string; transfer?: number }
  >();
  const at = (id: string) => {
    let r = requests.get(id);
    if (!r) requests.set(id, (r = { url: '', page: false }));
    return r;
  };
  for (const { method, params } of log) {
    if (method === 'Network.requestWillBeSent') {
      const r = at(params.requestId);
      r.url = params.request!.url;
      r.page = params.type === 'Document';
    } else if (method === 'Network.responseReceived') {
      const r = at(params.requestId);
      r.headers ??= params.response!.headers;
      if (params.response!.fromServiceWorker || params.response!.fromDiskCache) r.transfer = 0;
    } else if (method === 'Network.responseReceivedExtraInfo') {
      const r = at(params.requestId);
      r.headers = params.headers;
      if (params.headersText) r.text = params.headersText;
    } else if (method === 'Network.loadingFinished') {
      const r = at(params.requestId);
      r.transfer ??= params.encodedDataLength;
    }
  }
  return [...requests.values()]
    .filter((r) => r.url.startsWith('http') && r.headers)
    .map((r) => ({
      url: r.url,
      page: r.page,
      transfer: r.transfer ?? 0,
      head: r.text
        ? Buffer.byteLength(r.text)
        : Object.entries(r.headers!).reduce(
            (n, [name, value]) => n + line(name, value),
            'HTTP/1.1 200 OK\r\n\r\n'.length,
          ),
      // A response the service worker or the disk cache gave carried nothing, its headers neither.
      security: r.transfer ? securityBytes(r.headers!) : 0,
    }));
}

/** The head of the answer to a GET of `url` (gzip accepted, as a browser asks), in bytes as sent, and its security headers. */
export function responseHead(url: string): Promise<{ status: number; head: number; security: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const raw = res.rawHeaders;
      let head = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`) + 2;
      const headers: Headers = {};
      for (let i = 0; i < raw.length; i += 2) {
        head += line(raw[i]!, raw[i + 1]!);
        headers[raw[i]!] = headers[raw[i]!] ? `${headers[raw[i]!]}\n${raw[i + 1]}` : raw[i + 1]!;
      }
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, head, security: securityBytes(headers) }));
    });
    req.on('error', reject);
    req.end();
  });
}
