/**
 * LOCAL ONLY: the users of the local sign-in (supabase/local/auth.ts) as
 * Supabase Auth keeps them in auth.users (bcrypt password hashes), as it
 * returns them, and the development staff member `npm start` seeds
 * (supabase/local/README.md, "Sign-in (LOCAL ONLY)").
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { SqlDatabase } from './db.ts';

/** The staff member `npm start` seeds for development (supabase/local/README.md, "Sign-in (LOCAL ONLY)"). */
export const LOCAL_STAFF = {
  id: '5a7f0000-0000-4000-8000-000000000001',
  email: 'staff@satna-legal.local',
  password: 'local-staff-password',
  name: 'Local Staff',
} as const;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

export const USER_COLUMNS =
  'id,email,encrypted_password,email_confirmed_at,last_sign_in_at,raw_app_meta_data,raw_user_meta_data,created_at,updated_at';

/** The user as Supabase Auth returns it (GET /user, and inside a session). */
export function publicUser(row: UserRow) {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: row.email_confirmed_at,
    phone: '',
    confirmed_at: row.email_confirmed_at,
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

export async function userRow(email: string, password: string, now: string, metadata?: unknown) {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: await bcrypt.hash(password, 10),
    email_confirmed_at: now,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: typeof metadata === 'object' && metadata !== null ? metadata : {},
    created_at: now,
    updated_at: now,
  };
}

/**
 * The development staff member (LOCAL_STAFF), added once to auth.users and
 * staff_members. Never in seed.sql: a hosted project must not get a user
 * with a published password.
 */
export async function seedLocalStaff(db: SqlDatabase): Promise<boolean> {
  const [existing] = await db.query('select 1 from auth.users where id = $1', [LOCAL_STAFF.id]);
  if (existing) return false;
  const row = await userRow(LOCAL_STAFF.email, LOCAL_STAFF.password, new Date().toISOString());
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      LOCAL_STAFF.id,
      row.aud,
      row.role,
      row.email,
      row.encrypted_password,
      row.email_confirmed_at,
      JSON.stringify(row.raw_app_meta_data),
      JSON.stringify({ name: LOCAL_STAFF.name }),
      row.created_at,
    ],
  );
  await db.query('insert into public.staff_members (user_id, name) values ($1, $2)', [
    LOCAL_STAFF.id,
    LOCAL_STAFF.name,
  ]);
  return true;
}
