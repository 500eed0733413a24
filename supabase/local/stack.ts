/**
 * The local backend in one call: database (PGlite or DATABASE_URL) prepared
 * with the migrations and seed, PostgREST on it, and the gateway (EmailJS-
 * compatible mail endpoint + /rest/v1 proxy). Used by run.ts and by the
 * integration tests.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres, prepareDatabase, type SqlDatabase } from './db.ts';
import { parseMailMode, startGateway, type Gateway, type MailFailureOptions, type MailMode } from './gateway.ts';
import { LOCAL_STAFF, seedLocalStaff } from './auth.ts';
import { MESSAGES_FUNCTION, startFunctions, type LocalFunctions, type WakeAnswer } from './functions.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
  LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  LOCAL_EMAILJS_PRIVATE_KEY,
  LOCAL_EMAILJS_PUBLIC_KEY,
  LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_WHATSAPP_ACCESS_TOKEN,
  LOCAL_WHATSAPP_APP_SECRET,
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
} from './keys.ts';
import { takeLock } from './lock.ts';
import { startPostgrest, type RunningPostgrest } from './postgrest.ts';
import { localStorage, type LocalStorage } from './storage.ts';
import { startPapersWorker, type PapersWorker } from './papers.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SUPABASE_DIR = join(REPO_ROOT, 'supabase');

export interface StackOptions {
  /** The .local directory (database, outbox, stack.json). Default: LOCAL_DATA_DIR or <repo>/.local */
  dataDir?: string;
  /** A real Postgres instead of PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** The site's origin, for stack.json. Default: the gateway, which serves the same paths. */
  siteUrl?: string;
  /** Initial mail failure mode. Default: LOCAL_MAIL_FAIL or ok. */
  mailMode?: MailMode;
  /** Accepted EmailJS public key. Default: LOCAL_MAIL_PUBLIC_KEY, else VITE_EMAILJS_PUBLIC_KEY, else 'local-public-key'. */
  mailPublicKey?: string;
  migrationsDir?: string;
  /** Default supabase/seed.sql; applied when it exists. */
  seedFile?: string;
  /** How often the customer-messages function is woken (ms; the papers function every 5 s); 0: only by wakeMessages() and wakePapers(). Default 1000. */
  wakeMailEveryMs?: number;
  /**
   * The e-mail and WhatsApp channels' hourly cap (private.channel_limits).
   * Default: LOCAL_MAIL_PER_HOUR, else 1000: tests and benches send hundreds
   * an hour; a hosted project keeps the migrations' 30. A client's share of
   * the hour stays the migrations' (locally no request has a client).
   */
  mailPerHour?: number;
  log?: (line: string) => void;
}

/** What .local/stack.json holds, for tests and admin scripts. */
export interface StackInfo {
  siteUrl: string;
  /** `${siteUrl}/rest/v1`: what supabase-js reaches from the site's origin. */
  restUrl: string;
  /** PostgREST's own URL (no /rest/v1 prefix). */
  directRestUrl: string;
  /** Base URL of the mail endpoint (the EmailJS `origin`). */
  mailUrl: string;
  /** Base URL of the admin calls (POST {adminUrl}/mail-mode). */
  adminUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Absolute path of mail.jsonl. */
  mailOutbox: string;
  /** Absolute path of whatsapp.jsonl: what the WhatsApp stand-in took and received. */
  whatsappLog: string;
  database: 'pglite' | 'postgres';
  pid: number;
}

export interface LocalStack extends StackInfo {
  /** The gateway's base URL: a Supabase URL for createClient and an EmailJS origin. */
  apiUrl: string;
  dataDir: string;
  stackFile: string;
  setMailMode(mode: MailMode, options?: MailFailureOptions): void;
  /** Runs the customer-messages sender now, as the Database Webhook would: what each channel sent and what failed. */
  wakeMessages(): Promise<WakeAnswer>;
  /** Runs the papers function now (checks new papers' bytes, deletes what is due). */
  wakePapers(): Promise<{ checked: number; refused: number; deleted: number }>;
  /**
   * SQL as the database's owner, for tests and benches that change what no
   * API role may (private.channel_limits): a connection of its own per call.
   */
  sql<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir ?? process.env.LOCAL_DATA_DIR ?? join(REPO_ROOT, '.local'));
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? '';
  const mailMode = options.mailMode ?? parseMailMode(process.env.LOCAL_MAIL_FAIL);
  const mailPublicKey =
    options.mailPublicKey ??
    process.env.LOCAL_MAIL_PUBLIC_KEY ??
    process.env.VITE_EMAILJS_PUBLIC_KEY ??
    LOCAL_EMAILJS_PUBLIC_KEY;
  const log = options.log ?? (() => {});
  const releaseLock = takeLock(dataDir);
  const stackFile = join(dataDir, 'stack.json');
  const mailOutbox = join(dataDir, 'mail.jsonl');
  const whatsappLog = join(dataDir, 'whatsapp.jsonl');
  if (!existsSync(mailOutbox)) writeFileSync(mailOutbox, '');

  let db: SqlDatabase | undefined;
  let postgrest: RunningPostgrest | undefined;
  let gateway: Gateway | undefined;
  let functions: LocalFunctions | undefined;
  let storage: LocalStorage | undefined;
  let papers: PapersWorker | undefined;
  let dbUri = '';
  let stopped: Promise<void> | undefined;

  const stop = () =>
    (stopped ??= (async () => {
      const errors: unknown[] = [];
      for (const step of [
        () => functions?.stop(),
        () => papers?.stop(),
        () => gateway?.close(),
        () => storage?.close(),
        () => postgrest?.stop(),
        () => db?.close(),
      ]) {
        try {
          await step();
        } catch (err) {
          errors.push(err);
        }
      }
      rmSync(stackFile, { force: true });
      releaseLock();
      if (errors.length) throw new AggregateError(errors, 'Errors while stopping the local stack');
    })());

  try {
    db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(join(dataDir, 'db'));
    await prepareDatabase(db, {
      migrationsDir: options.migrationsDir ?? join(SUPABASE_DIR, 'migrations'),
      seedFile: options.seedFile ?? join(SUPABASE_DIR, 'seed.sql'),
      log,
    });
    if (await seedLocalStaff(db)) log(`added the local staff member ${LOCAL_STAFF.email}`);
    const perHour = options.mailPerHour ?? Number(process.env.LOCAL_MAIL_PER_HOUR || 1000);
    await db.query(`update private.channel_limits set per_hour = $1 where channel in ('email', 'whatsapp')`, [perHour]);
    dbUri = await db.serve();
    if (db.kind === 'postgres') await db.close(); // PostgREST has its own pool
    postgrest = await startPostgrest({
      dbUri,
      jwtSecret: LOCAL_JWT_SECRET,
      pool: db.kind === 'pglite' ? 1 : 10,
      preparedStatements: db.kind !== 'pglite',
    });
    storage = localStorage({ dbUri, dir: join(dataDir, 'storage') });
    gateway = await startGateway({
      storage,
      outboxFile: mailOutbox,
      publicKey: mailPublicKey,
      postgrestUrl: postgrest.url,
      mode: mailMode,
      privateTemplates: {
        templateIds: [
          LOCAL_EMAILJS_CONFIRMATION_TEMPLATE_ID,
          LOCAL_EMAILJS_STATUS_TEMPLATE_ID,
          LOCAL_EMAILJS_NEWSLETTER_TEMPLATE_ID,
        ],
        privateKey: LOCAL_EMAILJS_PRIVATE_KEY,
      },
      whatsapp: {
        file: whatsappLog,
        phoneNumberId: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
        accessToken: LOCAL_WHATSAPP_ACCESS_TOKEN,
        appSecret: LOCAL_WHATSAPP_APP_SECRET,
      },
    });
    functions = await startFunctions({
      repoRoot: REPO_ROOT,
      gatewayUrl: gateway.url,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      siteUrl: (options.siteUrl ?? gateway.url).replace(/\/$/, ''),
      publicKey: mailPublicKey,
      wakeEveryMs: options.wakeMailEveryMs,
    });
    gateway.setFunctionUrl(MESSAGES_FUNCTION, functions.url);
    papers = startPapersWorker({
      gatewayUrl: gateway.url,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      everyMs: options.wakeMailEveryMs === 0 ? 0 : undefined,
    });
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }

  const siteUrl = (options.siteUrl ?? gateway.url).replace(/\/$/, '');
  const info: StackInfo = {
    siteUrl,
    restUrl: `${siteUrl}/rest/v1`,
    directRestUrl: postgrest.url,
    mailUrl: gateway.url,
    adminUrl: `${gateway.url}/__admin`,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    mailOutbox,
    whatsappLog,
    database: db.kind,
    pid: process.pid,
  };
  writeFileSync(stackFile, `${JSON.stringify(info, null, 2)}\n`);

  const gw = gateway;
  const fn = functions;
  return {
    ...info,
    apiUrl: gw.url,
    dataDir,
    stackFile,
    setMailMode: (mode, options) => gw.setMode(mode, options),
    wakeMessages: () => fn.wake(),
    wakePapers: () => papers!.wake(),
    async sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: dbUri });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
