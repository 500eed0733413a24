/**
 * The rent agreement's clauses in order, and when each applies
 * (docs/drafts.md, "Rent agreement", where each names its law and source);
 * their words are clauses.en.ts and clauses.hi.ts. A clause that does not
 * apply is left out, never filled with nothing.
 */
import type { Answers, Clause } from '../../types';
import { whole } from '../common';
import type { RentWords } from './en';
import { hasDeposit, hasLockIn, isCommercial, mustRegister } from './terms';

type ClauseId = keyof RentWords['clauses'];

export function rentClauses(w: RentWords): Clause[] {
  const plain = (id: ClauseId, role?: Clause['role']): Clause => ({
    id,
    text: w.clauses[id],
    ...(role ? { role } : {}),
  });
  const numbered = (id: ClauseId, when?: (a: Answers) => boolean): Clause => ({
    id,
    numbered: true,
    text: w.clauses[id],
    ...(when ? { when } : {}),
  });
  return [
    // The parties.
    plain('title', 'title'),
    plain('made'),
    plain('landlord'),
    plain('and'),
    plain('tenant'),
    plain('agreed'),
    // The letting.
    numbered('title-of-landlord'),
    numbered('letting'),
    numbered('term'),
    numbered('rent'),
    numbered('gst', isCommercial),
    numbered('increase', (a) => (whole(a, 'increasePercent') ?? 0) > 0),
    numbered('deposit', hasDeposit),
    numbered('bills'),
    numbered('sublet-no', (a) => a.sublet !== 'consent'),
    numbered('sublet-consent', (a) => a.sublet === 'consent'),
    numbered('alterations'),
    numbered('care'),
    numbered('furniture', (a) => Boolean(a.furniture?.trim())),
    numbered('police'),
    // The ending.
    numbered('default'),
    numbered('lock-in', hasLockIn),
    numbered('notice-after-lock-in', hasLockIn),
    numbered('notice', (a) => !hasLockIn(a)),
    numbered('vacate'),
    numbered('holding-over'),
    numbered('renewal'),
    numbered('registration', mustRegister),
    numbered('costs', mustRegister),
    numbered('jurisdiction'),
    numbered('originals'),
    // A lease to be registered describes the premises so that they can be identified (Registration Act, s.21).
    { id: 'schedule', heading: w.scheduleHeading, when: mustRegister, text: w.clauses.schedule },
    { id: 'boundaries', when: mustRegister, text: w.clauses.boundaries },
    plain('witness'),
  ];
}
