/**
 * The local Storage server's database side (supabase/local/README.md,
 * "Storage"): who the caller is (the JWT's role, as Supabase Storage reads
 * it), and SQL run as that role with the settings Storage gives a request
 * (role, the JWT's claims, the request's headers, method and path, the
 * operation, storage.allow_delete_query), so that the policies on
 * storage.objects decide exactly as on a hosted project.
 */
import type { IncomingMessage } from 'node:http';
import pg from 'pg';
import { LOCAL_JWT_SECRET, verifyJwt } from './keys.ts';

export type StorageRole = 'anon' | 'authenticated' | 'service_role';

export interface Caller {
  role: StorageRole;
  claims: Record<string, unknown>;
  jwt: string;
  headers: Record<string, string>;
  method: string;
  path: string;
}

/** An answer Storage would give, thrown by the handlers and rendered by the server. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return JSON.stringify({ statusCode: String(this.status), error: this.error, message: this.message });
  }
}

const ROLES: readonly StorageRole[] = ['anon', 'authenticated', 'service_role'];

/** The caller of a request, from its Authorization header (a JWT signed with the stack's secret). */
export function callerOf(req: IncomingMessage, path: string): Caller {
  const jwt = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!jwt) throw new StorageError(400, 'Error', "headers must have required property 'authorization'");
  const claims = verifyJwt(jwt, LOCAL_JWT_SECRET);
  if (!claims) throw new StorageError(400, 'InvalidJWT', 'invalid signature');
  const role = claims.role as StorageRole;
  if (!ROLES.includes(role))
    throw new StorageError(403, 'Unauthorized', `role ${String(claims.role)} may not use storage`);
  const headers = Object.fromEntries(
    Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
  return { role, claims, jwt, headers, method: req.method ?? 'GET', path };
}

/** Postgres's refusals as Storage renders them. */
function storageErrorOf(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === '42501') return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return err;
}

export type Query = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface StorageDb {
  /** `work` as the caller, in a transaction with Storage's settings; `rollback`: test only (canUpload). */
  asCaller<T>(caller: Caller, operation: string, work: (query: Query) => Promise<T>, rollback?: boolean): Promise<T>;
  /** `work` as the database's owner (Storage's superuser connection). */
  asOwner<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function storageDb(dbUri: string): StorageDb {
  const pool = new pg.Pool({ connectionString: dbUri, max: 2 });
  pool.on('error', () => {}); // a connection the database dropped: the next query opens another
  const inTransaction = async <T>(
    setup: (client: pg.PoolClient) => Promise<void>,
    work: (q: Query) => Promise<T>,
    rollback = false,
  ) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await setup(client);
      const query: Query = async (text, params) => (await client.query(text, params)).rows;
      const result = await work(query);
      await client.query(rollback ? 'rollback' : 'commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw storageErrorOf(err);
    } finally {
      client.release();
    }
  };
  return {
    asCaller: (caller, operation, work, rollback) =>
      inTransaction(
        async (client) => {
          await client.query(
            `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
                    set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true),
                    set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true),
                    set_config('request.method', $6, true), set_config('request.path', $7, true),
                    set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true)`,
            [
              caller.role,
              caller.jwt,
              typeof caller.claims.sub === 'string' ? caller.claims.sub : '',
              JSON.stringify(caller.claims),
              JSON.stringify(caller.headers),
              caller.method,
              caller.path,
              operation,
            ],
          );
        },
        work,
        rollback,
      ),
    asOwner: (work) =>
      inTransaction(async (client) => {
        await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      }, work),
    close: () => pool.end(),
  };
}
