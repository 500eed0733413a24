/**
 * Amounts as a draft writes them: in figures with the Indian grouping and
 * "/-", and in words by the Indian system (thousand, lakh, crore), as
 * "₹8,000/- (Rupees Eight Thousand only)" and "₹8,000/- (आठ हज़ार रुपये मात्र)"
 * (docs/drafts.md, "Amounts"). Whole rupees only: the builder asks for no
 * paise. The words are each language's (./text/en.ts, hi.ts).
 */
import type { DraftText } from './text/en';

type AmountWords = DraftText['amounts'];

/** A whole number below one crore in words (Indian system), without "zero" for its empty places. */
function belowCrore(n: number, words: AmountWords): string[] {
  const { below100, units } = words;
  const parts: string[] = [];
  const lakhs = Math.floor(n / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakhs) parts.push(below100(lakhs), units.lakh);
  if (thousands) parts.push(below100(thousands), units.thousand);
  if (hundreds) parts.push(below100(hundreds), units.hundred);
  if (rest) parts.push(below100(rest));
  return parts;
}

/** A whole number of rupees in words, Indian system: 1,25,000 -> "One Lakh Twenty Five Thousand" / "एक लाख पच्चीस हज़ार". */
export function numberInWords(n: number, words: AmountWords): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole amount: ${n}`);
  if (n === 0) return words.zero;
  const crores = Math.floor(n / 1_00_00_000);
  const parts = [
    ...(crores
      ? [...(crores < 1_00_00_000 ? belowCrore(crores, words) : [numberInWords(crores, words)]), words.units.crore]
      : []),
    ...belowCrore(n % 1_00_00_000, words),
  ];
  return parts.join(' ');
}

/** ₹8,000/- : the figures as a legal document writes them. */
export const rupeesInFigures = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}/-`;

/** "₹8,000/- (Rupees Eight Thousand only)" / "₹8,000/- (आठ हज़ार रुपये मात्र)": "only" and मात्र close the words. */
export const rupeesInFull = (n: number, words: AmountWords) =>
  `${rupeesInFigures(n)} (${words.inFull(numberInWords(n, words))})`;
