/**
 * Amounts as a draft writes them (docs/drafts.md, "Amounts"): figures with
 * the Indian grouping and "/-", words by the Indian system in English and
 * Hindi.
 */
import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInFigures, rupeesInFull } from '@/features/drafts/words';

describe('amounts in words', () => {
  it('writes the forms a court reads', () => {
    expect(rupeesInFull(8000, 'en')).toBe('₹8,000/- (Rupees Eight Thousand only)');
    expect(rupeesInFull(8000, 'hi')).toBe('₹8,000/- (आठ हज़ार रुपये मात्र)');
    expect(rupeesInFigures(125000)).toBe('₹1,25,000/-');
  });

  it.each([
    [5, 'Five', 'पाँच'],
    [15, 'Fifteen', 'पंद्रह'],
    [45, 'Forty Five', 'पैंतालीस'],
    [99, 'Ninety Nine', 'निन्यानवे'],
    [100, 'One Hundred', 'एक सौ'],
    [105, 'One Hundred Five', 'एक सौ पाँच'],
    [16000, 'Sixteen Thousand', 'सोलह हज़ार'],
    [75000, 'Seventy Five Thousand', 'पचहत्तर हज़ार'],
    [125000, 'One Lakh Twenty Five Thousand', 'एक लाख पच्चीस हज़ार'],
    [1234567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven', 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ'],
    [1000000, 'Ten Lakh', 'दस लाख'],
    [10000000, 'One Crore', 'एक करोड़'],
    [
      123456789,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
      'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी',
    ],
    [1000000000000, 'One Lakh Crore', 'एक लाख करोड़'],
  ])('%i in the Indian system', (n, en, hi) => {
    expect(numberInWords(n, 'en')).toBe(en);
    expect(numberInWords(n, 'hi')).toBe(hi);
  });

  it('has a Hindi word for every number below a hundred, each once', () => {
    const words = Array.from({ length: 99 }, (_, i) => numberInWords(i + 1, 'hi'));
    expect(new Set(words).size).toBe(99);
    expect(words.every((w) => /^[\u0900-\u097f]+$/u.test(w))).toBe(true);
  });

  it('refuses what is not a whole amount', () => {
    expect(() => numberInWords(-1, 'en')).toThrow();
    expect(() => numberInWords(1.5, 'hi')).toThrow();
  });
});
