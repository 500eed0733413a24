/**
 * The local keys: the anon key the site ships as its default (src/platform/env.ts,
 * a literal because src may not import node code) is the one the stack signs,
 * and both keys are the JWTs PostgREST accepts for their roles.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_EMAILJS_PUBLIC_KEY as SITE_MAIL_KEY, LOCAL_SUPABASE_ANON_KEY } from '@/platform/env.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_EMAILJS_PUBLIC_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../supabase/local/keys.ts';

function decode(jwt: string) {
  const [header, payload, signature] = jwt.split('.');
  const expected = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>,
    valid: signature === expected,
  };
}

describe('local keys', () => {
  it("the site's default anon key is the one the stack signs", () => {
    expect(LOCAL_SUPABASE_ANON_KEY).toBe(LOCAL_ANON_KEY);
    expect(SITE_MAIL_KEY).toBe(LOCAL_EMAILJS_PUBLIC_KEY);
  });

  it.each([
    ['anon', LOCAL_ANON_KEY],
    ['service_role', LOCAL_SERVICE_ROLE_KEY],
  ])('the %s key is an HS256 JWT for that role, signed with the local secret, valid for years', (role, key) => {
    const { header, claims, valid } = decode(key);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(valid).toBe(true);
    expect(claims).toMatchObject({ role, iss: 'supabase-demo' });
    expect(claims.exp as number).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 24 * 3600);
  });
});
