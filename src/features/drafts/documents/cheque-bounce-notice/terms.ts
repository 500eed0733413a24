/**
 * The s.138 notice's choices, branches and worked-out values (docs/drafts.md,
 * "Cheque-bounce notice"): the memo's reasons in its own words, the payee
 * and the drawer by what they are, the delivery, and whether the notice is
 * in time; the dates come from the register's periods (../../dates.ts).
 */
import type { Lang } from '@/i18n/lang';
import { figure, formatDay } from '@/business/legal-facts';
import { chequeBounceDates, chequeValidity, dayOf, todayInIndia } from '../../dates';
import { linesOf } from '../../fill';
import type { Answers } from '../../types';
import { l } from '../common';

/** The reasons a return memo gives, in its own (English) words, with a Hindi gloss for the Hindi notice. */
export const REASONS = [
  { value: 'insufficient', label: l('Funds Insufficient', 'Funds Insufficient (अपर्याप्त निधि)'), gloss: 'अपर्याप्त निधि' },
  { value: 'exceeds', label: l('Exceeds Arrangement', 'Exceeds Arrangement (व्यवस्था से अधिक)'), gloss: 'व्यवस्था से अधिक' },
  {
    value: 'stopped',
    label: l('Payment Stopped by Drawer', 'Payment Stopped by Drawer (आहर्ता द्वारा भुगतान रोका गया)'),
    gloss: 'आहर्ता द्वारा भुगतान रोका गया',
  },
  { value: 'refer', label: l('Refer to Drawer', 'Refer to Drawer (आहर्ता से संपर्क करें)'), gloss: 'आहर्ता से संपर्क करें' },
  { value: 'closed', label: l('Account Closed', 'Account Closed (खाता बंद)'), gloss: 'खाता बंद' },
  {
    value: 'signature',
    label: l('Drawer’s Signature Differs', 'Drawer’s Signature Differs (आहर्ता के हस्ताक्षर भिन्न)'),
    gloss: 'आहर्ता के हस्ताक्षर भिन्न',
  },
  { value: 'other', label: l('Another reason', 'कोई और कारण'), gloss: '' },
] as const;

/** WhatsApp is written in Devanagari in Hindi text (docs/glossary.md): each language on a line of its own. */
export const WHATSAPP = {
  en: 'WhatsApp',
  hi: 'व्हाट्सऐप',
};

export const DRAWER_KINDS = [
  { value: 'person', label: l('A person', 'एक व्यक्ति') },
  { value: 'company', label: l('A company', 'एक कंपनी') },
  { value: 'firm', label: l('A partnership firm', 'एक भागीदारी फ़र्म') },
] as const;

/** Who the cheque is payable to: a proprietor's business is no person in law, so the proprietor is the payee. */
export const PAYEE_KINDS = [
  { value: 'person', label: l('Me, in my own name', 'मुझे, मेरे नाम से') },
  { value: 'proprietor', label: l('My business, which I own alone', 'मेरे व्यवसाय को, जिसका मैं अकेला स्वामी हूँ') },
  { value: 'company', label: l('A company', 'एक कंपनी को') },
  { value: 'firm', label: l('A partnership firm', 'एक भागीदारी फ़र्म को') },
] as const;

export const isBody = (a: Answers) => a.drawerKind === 'company' || a.drawerKind === 'firm';
export const isProprietor = (a: Answers) => a.payeeKind === 'proprietor';

export const chequeDay = (a: Answers) => dayOf(a.chequeDate);
export const memo = (a: Answers) => dayOf(a.memoDate);
export const received = (a: Answers) => dayOf(a.noticeReceived);
export const day = (iso: string, lang: Lang) => formatDay(iso, lang);

/** A notice dated after the 30 days from the memo: no s.138 complaint rests on it, so none is drafted. */
export const isLate = (a: Answers) => {
  const m = memo(a);
  const dated = dayOf(a.noticeDate);
  return Boolean(m && dated) && dated! > chequeBounceDates(m!).noticeBy;
};

/** Not after the date in India: a day still to come cannot have passed. */
export const notFuture = (value: string) =>
  value > todayInIndia() ? l('This date has not come yet.', 'यह तारीख अभी आई नहीं है।') : undefined;

/** The business's name without a typed "M/s" (the notice writes its own). */
const business = (a: Answers) => a.payeeBusiness?.trim().replace(/^(?:m\/s\.?|मेसर्स)\s*/iu, '') || undefined;

/** The client as the notice names them: a proprietor with the business after ("Anil Jain, sole proprietor of M/s …"). */
function payeeText(a: Answers, lang: Lang): string | undefined {
  const name = a.payeeName?.trim();
  if (!name) return undefined;
  if (!isProprietor(a)) return name;
  const firm = business(a);
  if (!firm) return undefined;
  return lang === 'hi' ? `मेसर्स ${firm} के एकल स्वत्वाधिकारी ${name}` : `${name}, sole proprietor of M/s ${firm}`;
}

export function deriveNotice(a: Answers, lang: Lang): Record<string, string | undefined> {
  const reason = REASONS.find((r) => r.value === a.memoReason);
  const other = a.memoReasonOther?.trim();
  const quoted =
    reason?.value === 'other'
      ? other && `“${other}”`
      : reason && (lang === 'hi' ? `“${reason.label.en}” (${reason.gloss})` : `“${reason.label.en}”`);
  const means = [
    a.drawerEmail?.trim() && (lang === 'hi' ? `ई-मेल (${a.drawerEmail.trim()})` : `e-mail (${a.drawerEmail.trim()})`),
    a.drawerWhatsApp?.trim() && `${WHATSAPP[lang]} (${a.drawerWhatsApp.trim()})`,
  ].filter(Boolean);
  const body =
    a.drawerKind === 'company'
      ? l('company', 'कंपनी')
      : a.drawerKind === 'firm'
        ? l('partnership firm', 'भागीदारी फ़र्म')
        : undefined;
  const named = linesOf(a.drawerPersons).length > 0;
  const hi = lang === 'hi';
  const m = memo(a);
  const dates = m ? chequeBounceDates(m) : undefined;
  const cheque = chequeDay(a);
  const validity = cheque ? chequeValidity(cheque) : undefined;
  const payee = payeeText(a, lang);
  return {
    payeeText: payee,
    // A person is निवासी (resident) of an address; a business or body has one.
    payeeWhere: hi ? (a.payeeKind === 'person' ? 'निवासी' : 'पता') : 'of',
    reasonText: quoted || undefined,
    payDays: figure('ni138.pay', lang),
    noticeDays: figure('ni138.notice', lang),
    mode: hi
      ? `स्पीड पोस्ट (पावती/वितरण प्रमाण सहित) द्वारा${means.length ? `, तथा ${means.join(' एवं ')} पर भी` : ''}`
      : `By Speed Post with proof of delivery${means.length ? `, and by ${means.join(' and ')}` : ''}`,
    through:
      a.drawerKind === 'company'
        ? hi
          ? ', द्वारा संचालकगण'
          : ', through its Directors'
        : a.drawerKind === 'firm'
          ? hi
            ? ', द्वारा भागीदारगण'
            : ', through its Partners'
          : '',
    bodyKind: body?.[lang],
    // Named persons are addressed above; otherwise the notice reaches them through the company or firm.
    toPersons: named
      ? hi
        ? 'अतः यह सूचना उन्हें भी, जिनमें ऊपर नामित व्यक्ति सम्मिलित हैं, दी जाती है'
        : 'this notice is addressed to them as well, those named above among them'
      : body &&
        (hi
          ? `अतः यह सूचना ऐसे प्रत्येक व्यक्ति को उक्त ${body.hi} के माध्यम से भी दी जाती है`
          : `this notice is given to each of them as well, through the ${body.en}`),
    noticeBy: dates && day(dates.noticeBy, lang),
    validUntil: validity && day(validity.lastDay, lang),
    presentBy: validity && day(validity.presentBy, lang),
  };
}

export const NOTICE_BLANKS = {
  payeeText: l('client’s name', 'पक्षकार का नाम'),
  reasonText: l('reason for return', 'लौटने का कारण'),
  bodyKind: l('company or firm', 'कंपनी या फ़र्म'),
  toPersons: l('to whom the notice is given', 'सूचना किसे दी जाती है'),
  noticeBy: l('last day for the notice', 'सूचना का अंतिम दिनांक'),
  validUntil: l('last day of the cheque’s validity', 'चेक की वैधता का अंतिम दिनांक'),
  presentBy: l('day to present it by', 'प्रस्तुत करने का अंतिम दिनांक'),
};
