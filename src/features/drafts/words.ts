/**
 * Amounts as a draft writes them: in figures with the Indian grouping and
 * "/-", and in words by the Indian system (thousand, lakh, crore), as
 * "₹8,000/- (Rupees Eight Thousand only)" and "₹8,000/- (आठ हज़ार रुपये मात्र)"
 * (docs/drafts.md, "Amounts"). Whole rupees only: the builder asks for no paise.
 */
import type { Lang } from '@/i18n/lang';

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in Hindi: each has its own word. */
const HI_UPTO_99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस ' +
  'सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ ' +
  'बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर ' +
  'छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी ' +
  'नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

const below100 = (n: number, lang: Lang) =>
  lang === 'hi'
    ? HI_UPTO_99[n]!
    : n < 20
      ? EN_ONES[n]!
      : [EN_TENS[Math.floor(n / 10)], EN_ONES[n % 10]].filter(Boolean).join(' ');

const UNITS = {
  en: { hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
  hi: { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
};

/** A whole number below one crore in words (Indian system), without "zero" for its empty places. */
function belowCrore(n: number, lang: Lang): string[] {
  const unit = UNITS[lang];
  const parts: string[] = [];
  const lakhs = Math.floor(n / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (lakhs) parts.push(below100(lakhs, lang), unit.lakh);
  if (thousands) parts.push(below100(thousands, lang), unit.thousand);
  if (hundreds) parts.push(below100(hundreds, lang), unit.hundred);
  if (rest) parts.push(below100(rest, lang));
  return parts;
}

/** A whole number of rupees in words, Indian system: 1,25,000 -> "One Lakh Twenty Five Thousand" / "एक लाख पच्चीस हज़ार". */
export function numberInWords(n: number, lang: Lang): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole amount: ${n}`);
  if (n === 0) return lang === 'hi' ? 'शून्य' : 'Zero';
  const crores = Math.floor(n / 1_00_00_000);
  const parts = [
    ...(crores
      ? [...(crores < 1_00_00_000 ? belowCrore(crores, lang) : [numberInWords(crores, lang)]), UNITS[lang].crore]
      : []),
    ...belowCrore(n % 1_00_00_000, lang),
  ];
  return parts.join(' ');
}

/** ₹8,000/- : the figures as a legal document writes them. */
export const rupeesInFigures = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}/-`;

/** "₹8,000/- (Rupees Eight Thousand only)" / "₹8,000/- (आठ हज़ार रुपये मात्र)": "only" and मात्र close the words. */
export const rupeesInFull = (n: number, lang: Lang) =>
  `${rupeesInFigures(n)} (${lang === 'hi' ? `${numberInWords(n, 'hi')} रुपये मात्र` : `Rupees ${numberInWords(n, 'en')} only`})`;
