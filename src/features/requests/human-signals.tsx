/**
 * What tells the server a person sent a form (the database refuses the rest
 * with SLBOT, supabase/migrations/20261124000000_public_write_path.sql):
 * - a hidden field a person never sees, so leaves empty, and form-filling
 *   scripts fill in;
 * - how long the form was on screen before Send: a person takes seconds.
 * Neither stops a determined script (the limits per address, e-mail and
 * phone do); they stop the cheap ones.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import type { HumanSignals } from '@/domain/request/schema';
import { earlyStartedAt } from '@/ui/early-input';

/** The hidden field and a reader of the signals, for one form. */
export function useHumanSignals(): { trap: ReactElement; read: () => HumanSignals } {
  const shownAt = useRef<number | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A visitor on a slow phone may have started typing before the form was hydrated.
    shownAt.current = Math.min(performance.now(), earlyStartedAt() ?? Infinity);
    // For end-to-end tests, which must send at a person's pace (tests/support/wait.ts).
    box.current?.setAttribute('data-shown-at', String(shownAt.current));
  }, []);
  const trap = (
    // Off screen rather than display:none (which some scripts skip), and out of the tab order and the accessibility tree.
    <div
      ref={box}
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input ref={field} type="text" name="website_url" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  const read = (): HumanSignals => ({
    website: field.current?.value ?? '',
    fillMs: shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current),
  });
  return { trap, read };
}

/** The database's code for "too many in the last hour" (SLLIM): the visitor is told to wait, not that it failed. */
export const isLimitRefusal = (error: { code?: string | undefined } | undefined) => error?.code === 'SLLIM';
