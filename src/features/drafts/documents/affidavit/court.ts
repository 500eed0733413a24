/**
 * An affidavit for a court carries the case's cause title (docs/drafts.md,
 * "Affidavit"): the court by its Madhya Pradesh designation, the case, the
 * parties with their roles, and the deponent's place in the case.
 */
import { linesOf } from '../../fill';
import type { Answers } from '../../types';
import { isWoman } from '../common';
import type { AffidavitWords } from './en';

export const forCourt = (a: Answers) => a.forCourt === 'yes';

/** The courts of a district in MP, as their orders name them since the 2021 designations. */
export const COURTS = [
  'district',
  'additional-district',
  'civil-senior',
  'civil-junior',
  'cjm',
  'jmfc',
  'family',
] as const;
/** The kinds of case: a suit, an application or petition, a criminal complaint. */
export const CASE_KINDS = ['suit', 'application', 'complaint'] as const;
/** Which side the deponent is: the first, the other, or someone else (a parent, an attorney), in their own words. */
export const DEPONENT_PLACES = ['first', 'second', 'other'] as const;

const caseKind = (a: Answers, w: AffidavitWords) =>
  CASE_KINDS.includes(a.caseKind as never) ? w.caseKinds[a.caseKind as (typeof CASE_KINDS)[number]] : undefined;

/** A side's names, numbered when more than one, with its role after the last ("…… Defendants"). */
function side(a: Answers, w: AffidavitWords, index: 0 | 1): string | undefined {
  const kind = caseKind(a, w);
  const names = linesOf(a[index === 0 ? 'firstParty' : 'secondParty']);
  if (!kind || names.length === 0) return undefined;
  const r = kind.sides[index]!;
  const self = a.deponentPlace === (index === 0 ? 'first' : 'second') && names.length === 1;
  const woman = self ? isWoman(a, 'deponentRelation') : undefined;
  const word = names.length > 1 ? r.many : woman ? r.woman : r.one;
  const listed = names.length > 1 ? names.map((name, i) => `${i + 1}. ${name}`) : names;
  return `${listed.join('\n')} …… ${word}`;
}

/** The values the cause title and the first paragraph use. */
export function deriveCourt(a: Answers, w: AffidavitWords): Record<string, string | undefined> {
  const kind = caseKind(a, w);
  const court = COURTS.find((c) => c === a.court);
  const place = a.deponentPlace === 'first' ? 0 : a.deponentPlace === 'second' ? 1 : undefined;
  const ownRole =
    kind && place !== undefined ? w.ownRole(kind.sides[place]!, isWoman(a, 'deponentRelation')) : undefined;
  return {
    courtTitle: court && w.courts[court].title,
    caseNumberLabel: kind?.number,
    caseNumberText: a.caseNumber?.trim() || '____________',
    firstSide: side(a, w, 0),
    secondSide: side(a, w, 1),
    deponentRole: a.deponentPlace === 'other' ? a.deponentCapacity?.trim() || undefined : ownRole,
  };
}
