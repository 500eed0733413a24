/**
 * What a draft will cost in Madhya Pradesh, from the register of dated facts
 * (docs/legal-facts.md; docs/drafts.md, "The estimate"): every figure is the
 * register's, with its law, source and day checked; a rate the register
 * marks as not confirmed is said to be unknown instead of guessed, and the
 * firm's fee is the one config value until the firm sets it.
 */
import { DRAFT_FIRM_FEE_RUPEES } from '@/business/config';
import { amountFor, FACTS, type DatedFact, type FactId } from '@/business/legal-facts';
import type { Answers, DraftSpec } from './types';

export type EstimateLine =
  | { id: string; label: string; kind: 'amount'; rupees: number; fact: FactId }
  | { id: string; label: string; kind: 'exempt'; rupees: 0; fact: FactId }
  | { id: string; label: string; kind: 'unknown'; fact: FactId }
  | { id: string; label: string; kind: 'firm'; rupees: number | null };

export interface Estimate {
  lines: EstimateLine[];
  /** The sum of the figures known. */
  known: number;
  /** True when a line has no figure: the total is then "at least". */
  incomplete: boolean;
}

/** Whether the register holds a figure to compute with (a rule marked as not holding has none). */
const hasFigure = (fact: DatedFact) => fact.value.kind === 'rupees' || fact.value.kind === 'percent';

export function estimate(spec: DraftSpec, answers: Answers, firmFee: number | null = DRAFT_FIRM_FEE_RUPEES): Estimate {
  const lines = spec.fees.flatMap((rule): EstimateLine[] => {
    const { id, label } = rule;
    if (rule.when && !rule.when(answers)) return [];
    if ('firm' in rule) return [{ id, label, kind: 'firm', rupees: firmFee }];
    if ('exemptBy' in rule) return [{ id, label, kind: 'exempt', rupees: 0, fact: rule.exemptBy }];
    if ('unknown' in rule) return [{ id, label, kind: 'unknown', fact: rule.unknown }];
    const fact = FACTS[rule.fact];
    if (!hasFigure(fact)) return [{ id, label, kind: 'unknown', fact: rule.fact }];
    return [{ id, label, kind: 'amount', rupees: amountFor(fact.value), fact: rule.fact }];
  });
  const known = lines.reduce((sum, line) => sum + ('rupees' in line && line.rupees !== null ? line.rupees : 0), 0);
  const incomplete = lines.some((line) => line.kind === 'unknown' || (line.kind === 'firm' && line.rupees === null));
  return { lines, known, incomplete };
}
