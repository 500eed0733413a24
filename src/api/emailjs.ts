/**
 * Sending e-mail through EmailJS's browser SDK (@emailjs/browser), loaded on
 * first use. Works in a page and in the service worker: it never touches
 * localStorage (the worker has none) and never refuses a headless browser.
 *
 * The SDK keeps its settings (origin, key) in one module-wide store that
 * `init` overwrites, so sends are made one at a time.
 */
import { readEmailjsEnv, type EmailjsEnv } from '../platform/env';
import { loadChunk } from '../platform/load-chunk';

/** Where the SDK may keep its rate-limit timestamps (see its `limitRate` option). */
export interface EmailStorageProvider {
  get: (key: string) => Promise<string | null | undefined>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

export interface EmailSettings extends Partial<EmailjsEnv> {
  /** Default: an in-memory store (nothing persists, nothing needs localStorage). */
  storageProvider?: EmailStorageProvider;
  /** EmailJS's client-side throttle; off by default (the outbox paces sends). */
  limitRate?: { id?: string; throttle?: number };
}

/** The answer EmailJS gave, or status 0 when there was none. */
export class EmailSendError extends Error {
  override name = 'EmailSendError';
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

export interface EmailSender {
  /** Resolves on EmailJS's 200; rejects with EmailSendError otherwise. */
  send(templateId: string, params: Record<string, unknown>): Promise<{ status: number; text: string }>;
  readonly settings: EmailjsEnv;
}

export function memoryStorage(): EmailStorageProvider {
  const data = new Map<string, string>();
  return {
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
}

let queue: Promise<unknown> = Promise.resolve();

export function createEmailSender(settings: EmailSettings = {}): EmailSender {
  const { storageProvider, limitRate, ...overrides } = settings;
  const env = readEmailjsEnv(overrides);
  const storage = storageProvider ?? memoryStorage();

  const sendNow = async (templateId: string, params: Record<string, unknown>) => {
    const emailjs = await loadChunk(() => import('@emailjs/browser'));
    emailjs.init({
      publicKey: env.publicKey,
      origin: env.origin,
      blockHeadless: false,
      storageProvider: storage,
      ...(limitRate ? { limitRate } : {}),
    });
    try {
      const res = await emailjs.send(env.serviceId, templateId, params);
      return { status: res.status, text: res.text };
    } catch (err) {
      if (err instanceof emailjs.EmailJSResponseStatus) throw new EmailSendError(err.status, err.text);
      // The SDK throws plain strings for a missing key or id: a setup error
      // that retrying will not fix, so report it like EmailJS's own 400.
      if (typeof err === 'string') throw new EmailSendError(400, err);
      // fetch rejects (offline, connection dropped): no answer at all.
      throw new EmailSendError(0, err instanceof Error ? `Network Error: ${err.message}` : 'Network Error');
    }
  };

  return {
    settings: env,
    send(templateId, params) {
      const result = queue.then(() => sendNow(templateId, params));
      queue = result.catch(() => {});
      return result;
    },
  };
}

let shared: EmailSender | undefined;

/** The sender configured from the VITE_ variables, created on first call. */
export function getEmailSender(): EmailSender {
  shared ??= createEmailSender();
  return shared;
}
