/**
 * LOCAL ONLY: the few Supabase Auth (GoTrue) endpoints the site's staff
 * sign-in uses through supabase-js, served by the local gateway under
 * /auth/v1. Supabase Auth's server is a Go program that neither the npm
 * registry nor Debian ships, so the local stack answers these calls itself:
 *
 *   POST /auth/v1/token?grant_type=password       signInWithPassword
 *   POST /auth/v1/token?grant_type=refresh_token  session refresh
 *   GET  /auth/v1/user                            getUser
 *   POST /auth/v1/logout                          signOut
 *   POST /auth/v1/admin/users                     auth.admin.createUser (service role)
 *
 * Users live in auth.users (bcrypt password hashes, as Supabase Auth keeps
 * them), read and written through PostgREST with the service-role key. The
 * access token is an HS256 JWT with Supabase Auth's claims (sub, role
 * "authenticated", aud, email, session_id, aal, amr, app_metadata,
 * user_metadata), signed with the stack's JWT secret, so PostgREST and the
 * policies see a signed-in user exactly as on a hosted project. What differs
 * (supabase/local/README.md, "Sign-in (LOCAL ONLY)"): no e-mail confirmation, sign-up, password reset,
 * MFA or rate limits; refresh tokens live in memory until the stack stops.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, signJwt, verifyJwt } from './keys.ts';
import { publicUser, USER_COLUMNS, userRow, type UserRow } from './auth-users.ts';

export { LOCAL_STAFF, seedLocalStaff } from './auth-users.ts';

/** One hour, as Supabase Auth's default. */
const ACCESS_TOKEN_SECONDS = 3600;

/** Supabase Auth's error body (supabase-js reads error_code and msg). */
function authError(res: ServerResponse, status: number, code: string, msg: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: status, error_code: code, msg }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const data: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const bearer = (req: IncomingMessage) => /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];

export interface AuthEndpoints {
  /** Handles /auth/v1/*; `path` is the part after /auth/v1. */
  handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void>;
}

export function authEndpoints(postgrestUrl: string, issuer: string): AuthEndpoints {
  /** refresh token -> its session */
  const sessions = new Map<string, { userId: string; sessionId: string }>();

  const users = async (query: string, init: RequestInit = {}): Promise<UserRow[]> => {
    const res = await fetch(`${postgrestUrl}/users?${query}`, {
      ...init,
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'accept-profile': 'auth',
        'content-profile': 'auth',
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...init.headers,
      },
    });
    if (!res.ok) throw new Error(`auth.users: ${res.status} ${await res.text()}`);
    return (await res.json()) as UserRow[];
  };

  const session = (row: UserRow, sessionId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const refreshToken = randomBytes(16).toString('hex');
    sessions.set(refreshToken, { userId: row.id, sessionId });
    const user = publicUser(row);
    const accessToken = signJwt(
      {
        iss: issuer,
        sub: row.id,
        aud: 'authenticated',
        exp: now + ACCESS_TOKEN_SECONDS,
        iat: now,
        email: row.email,
        phone: '',
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      LOCAL_JWT_SECRET,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user,
    };
  };

  const signInWithPassword = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const [row] = email ? await users(`select=${USER_COLUMNS}&email=eq.${encodeURIComponent(email)}`) : [];
    if (!row?.encrypted_password || !(await bcrypt.compare(password, row.encrypted_password))) {
      authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      return;
    }
    const [signedIn] = await users(`id=eq.${row.id}&select=${USER_COLUMNS}`, {
      method: 'PATCH',
      body: JSON.stringify({ last_sign_in_at: new Date().toISOString() }),
    });
    json(res, 200, session(signedIn ?? row, randomUUID()));
  };

  const refresh = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    const found = sessions.get(token);
    const [row] = found ? await users(`select=${USER_COLUMNS}&id=eq.${found.userId}`) : [];
    if (!found || !row) {
      authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return;
    }
    sessions.delete(token); // a refresh token is used once, as on Supabase Auth
    json(res, 200, session(row, found.sessionId));
  };

  /** The claims of a valid access token, or null. */
  const claimsOf = (req: IncomingMessage) => {
    const token = bearer(req);
    return token ? verifyJwt(token, LOCAL_JWT_SECRET) : null;
  };

  const getUser = async (req: IncomingMessage, res: ServerResponse) => {
    const claims = claimsOf(req);
    const [row] =
      claims && claims.role === 'authenticated' && typeof claims.sub === 'string'
        ? await users(`select=${USER_COLUMNS}&id=eq.${claims.sub}`)
        : [];
    if (!row) {
      authError(res, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
      return;
    }
    json(res, 200, publicUser(row));
  };

  const logout = (req: IncomingMessage, res: ServerResponse) => {
    const claims = claimsOf(req);
    if (claims) {
      for (const [token, s] of sessions) if (s.sessionId === claims.session_id) sessions.delete(token);
    }
    res.writeHead(204).end();
  };

  const createUser = async (req: IncomingMessage, res: ServerResponse) => {
    if (claimsOf(req)?.role !== 'service_role') {
      authError(res, 403, 'not_admin', 'User not allowed');
      return;
    }
    const body = await readJson(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email || typeof body.password !== 'string') {
      authError(res, 400, 'validation_failed', 'An email and a password are required');
      return;
    }
    const now = new Date().toISOString();
    try {
      const [row] = await users(`select=${USER_COLUMNS}`, {
        method: 'POST',
        body: JSON.stringify(await userRow(email, body.password, now, body.user_metadata)),
      });
      json(res, 200, publicUser(row!));
    } catch {
      authError(res, 422, 'email_exists', 'A user with this email address has already been registered');
    }
  };

  return {
    async handle(req, res, path, query) {
      const route = `${req.method} ${path}`;
      if (route === 'POST /token' && query.get('grant_type') === 'password') return signInWithPassword(req, res);
      if (route === 'POST /token' && query.get('grant_type') === 'refresh_token') return refresh(req, res);
      if (route === 'GET /user') return getUser(req, res);
      if (route === 'POST /logout') return logout(req, res);
      if (route === 'POST /admin/users') return createUser(req, res);
      authError(res, 404, 'not_found', `The local stack does not serve ${route} (supabase/local/auth.ts)`);
    },
  };
}
