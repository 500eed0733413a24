/**
 * The staff inbox's Supabase client: its own, keeping the signed-in staff
 * member's session in this browser (the public site's client keeps none),
 * and the session as React state.
 */
import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { createSupabaseClient, type AppSupabaseClient } from '@/api/supabase';

let client: Promise<AppSupabaseClient> | undefined;

export function getStaffClient(): Promise<AppSupabaseClient> {
  client ??= createSupabaseClient({ sessionKey: 'satna-legal-staff' }).catch((err: unknown) => {
    client = undefined;
    throw err;
  });
  return client;
}

/** undefined while the stored session is read; then the session or null. */
export function useStaffSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let alive = true;
    void getStaffClient().then((db) => {
      if (!alive) return;
      const { data } = db.auth.onAuthStateChange((_event, next) => setSession(next));
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      alive = false;
      unsubscribe?.();
    };
  }, []);
  return session;
}
