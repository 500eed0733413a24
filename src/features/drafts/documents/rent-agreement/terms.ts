/**
 * The rent agreement's branches and the values its clauses work out from the
 * answers (docs/drafts.md, "Rent agreement"): a term exceeding one year is a
 * lease to be registered (register: registration.lease-compulsory), with its
 * schedule of the premises and who pays the stamp and the fee.
 */
import type { Lang } from '@/i18n/lang';
import { formatDay } from '@/business/legal-facts';
import { dayOf, termEnd } from '../../dates';
import type { Answers } from '../../types';
import { rupeesInFull } from '../../words';
import { l, monthsText, namesOf, relationText, whole } from '../common';

/** A term exceeding one year is registered; 12 months is not more than a year. */
export const mustRegister = (a: Answers) => (whole(a, 'termMonths') ?? 0) > 12;
/** Under a year: the register's fixed stamp duty applies (mp.stamp.lease.under-year). */
export const underYear = (a: Answers) => {
  const term = whole(a, 'termMonths');
  return term !== undefined && term < 12;
};
export const hasDeposit = (a: Answers) => (whole(a, 'deposit') ?? 0) > 0;
export const hasLockIn = (a: Answers) => (whole(a, 'lockInMonths') ?? 0) > 0;
export const isCommercial = (a: Answers) => a.use === 'commercial';

/** Who bears a cost: the same two answers for the bills, the maintenance and the property tax. */
export const WHO_PAYS = [
  { value: 'tenant', label: l('the Tenant', 'किरायेदार') },
  { value: 'landlord', label: l('the Landlord', 'मकान मालिक') },
];

/** Who pays the stamp duty and the registration fee of a registered lease (the lessee, unless agreed: Stamp Act, s.29(c)). */
export const COSTS_BY = [
  {
    value: 'tenant',
    label: l('The tenant', 'किरायेदार'),
    clause: l('shall be borne by the Tenant', 'किरायेदार वहन करेगा'),
  },
  {
    value: 'landlord',
    label: l('The landlord', 'मकान मालिक'),
    clause: l('shall be borne by the Landlord', 'मकान मालिक वहन करेगा'),
  },
  {
    value: 'shared',
    label: l('Both, in equal shares', 'दोनों, आधा-आधा'),
    clause: l(
      'shall be borne by the Landlord and the Tenant in equal shares',
      'मकान मालिक एवं किरायेदार समान अंशों में वहन करेंगे',
    ),
  },
] as const;

export const RENT_MODES = [
  {
    value: 'bank',
    label: l('Bank transfer or UPI', 'बैंक अंतरण या यूपीआई'),
    clause: l('by bank transfer or UPI', 'बैंक अंतरण या यूपीआई द्वारा'),
  },
  { value: 'cheque', label: l('Cheque', 'चेक'), clause: l('by cheque', 'चेक द्वारा') },
  {
    value: 'cash',
    label: l('Cash, against a receipt', 'नकद, रसीद लेकर'),
    clause: l('in cash, against the Landlord’s receipt', 'नकद रूप में, मकान मालिक से रसीद प्राप्त कर,'),
  },
] as const;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const dayText = (a: Answers, id: string, lang: Lang) => {
  const day = dayOf(a[id]);
  return day && formatDay(day, lang);
};

/** The damages a day for holding over: the amount asked, else twice the daily rent (a month counted as 30 days). */
function holdOverText(a: Answers, lang: Lang): string | undefined {
  const asked = whole(a, 'holdOverDaily');
  if (asked) return rupeesInFull(asked, lang);
  const rent = whole(a, 'rent');
  if (!rent) return undefined;
  const twice = rupeesInFull(Math.ceil((2 * rent) / 30), lang);
  return lang === 'hi' ? `दैनिक किराये की दोगुनी राशि, अर्थात ${twice}` : `twice the daily rent, that is ${twice}`;
}

export function deriveRent(a: Answers, lang: Lang): Record<string, string | undefined> {
  const term = whole(a, 'termMonths');
  const lockIn = whole(a, 'lockInMonths');
  const notice = whole(a, 'noticeMonths');
  const start = dayOf(a.startDate);
  const deposit = whole(a, 'deposit');
  const due = whole(a, 'dueDay');
  const landlord = namesOf(a, 'landlord', lang);
  const tenant = namesOf(a, 'tenant', lang);
  const hi = lang === 'hi';
  return {
    landlordTitled: landlord.name,
    landlordParentTitled: landlord.parent,
    landlordRel: relationText(a, 'landlordRelation', lang),
    tenantTitled: tenant.name,
    tenantParentTitled: tenant.parent,
    tenantRel: relationText(a, 'tenantRelation', lang),
    termText: term ? monthsText(term, lang) : undefined,
    endDate: term && start ? formatDay(termEnd(start, term), lang) : undefined,
    lockInText: lockIn ? monthsText(lockIn, lang) : undefined,
    noticeText: notice ? monthsText(notice, lang) : undefined,
    increaseText: a.increasePercent?.trim() ? `${Number(a.increasePercent)}%` : undefined,
    increaseWhen:
      term && term > 12
        ? hi
          ? 'किरायेदारी के प्रत्येक 12 माह पूर्ण होने पर तथा प्रत्येक नवीनीकरण पर'
          : 'on the completion of every twelve months of the tenancy and on each renewal'
        : hi
          ? 'इस किरायानामे के प्रत्येक नवीनीकरण पर'
          : 'on each renewal of this agreement',
    depositText: deposit ? rupeesInFull(deposit, lang) : undefined,
    evenInLockIn: lockIn ? (hi ? ', भले ही लॉक-इन अवधि शेष हो' : ', even during the lock-in') : '',
    dueDayText: due ? (hi ? `${due} तारीख` : `${ordinal(due)} day`) : undefined,
    rentModeText: RENT_MODES.find((m) => m.value === a.rentMode)?.clause[lang],
    estampDateText: dayText(a, 'estampDate', lang),
    holdOverText: holdOverText(a, lang),
    costsText: COSTS_BY.find((c) => c.value === a.costsBy)?.clause[lang],
    scheduleRef: mustRegister(a)
      ? hi
        ? ', जिसका पूर्ण विवरण नीचे दी गई अनुसूची में है'
        : ', and more fully in the Schedule below'
      : '',
  };
}

export const RENT_BLANKS = {
  landlordTitled: l('Landlord’s full name', 'मकान मालिक का पूरा नाम'),
  landlordParentTitled: l('landlord’s father’s or husband’s name', 'मकान मालिक के पिता या पति का नाम'),
  landlordRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  tenantTitled: l('Tenant’s full name', 'किरायेदार का पूरा नाम'),
  tenantParentTitled: l('tenant’s father’s or husband’s name', 'किरायेदार के पिता या पति का नाम'),
  tenantRel: l('son, daughter or wife of', 'आत्मज, आत्मजा या पत्नी'),
  termText: l('term', 'अवधि'),
  endDate: l('end date', 'समाप्ति का दिनांक'),
  noticeText: l('notice period', 'सूचना अवधि'),
  dueDayText: l('due day', 'देय तारीख'),
  rentModeText: l('how rent is paid', 'भुगतान का तरीका'),
  estampDateText: l('e-stamp date', 'ई-स्टाम्प का दिनांक'),
  holdOverText: l('damages a day', 'प्रतिदिन हर्जाना'),
  costsText: l('who pays the stamp duty and fee', 'स्टाम्प शुल्क एवं पंजीयन शुल्क कौन देगा'),
};
