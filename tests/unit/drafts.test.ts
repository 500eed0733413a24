/**
 * Guided drafts (docs/drafts.md): each document's clauses from sample
 * answers in both languages (blanks included), the fee estimate from the
 * register, and the s.138 dates (month ends, leap years).
 */
import { describe, expect, it } from 'vitest';
import { SPECS } from '../../src/features/drafts/documents';
import { addMonths, chequeBounceDates, isIsoDay } from '../../src/features/drafts/dates';
import { estimate } from '../../src/features/drafts/fees';
import { blockText, fillDraft } from '../../src/features/drafts/fill';
import { problemWith, stepsFor } from '../../src/features/drafts/validate';
import { figure } from '../../src/lib/legal-facts';
import { RENT_AGREEMENT_ANSWERS } from '../support/shared/draft-answers';

const text = (kind: keyof typeof SPECS, answers: Record<string, string>, lang: 'en' | 'hi') =>
  fillDraft(SPECS[kind], answers, lang).map(blockText).join('\n');

const RENT = RENT_AGREEMENT_ANSWERS.en;

describe('rent agreement', () => {
  it('writes every answer in English, with the end date from the term', () => {
    const en = text('rent-agreement', RENT, 'en');
    expect(en).toContain('between Ramesh Gupta, son/daughter/wife of Suresh Gupta');
    expect(en).toContain('for 11 months, from 1 December 2026 to 31 October 2027');
    expect(en).toContain('monthly rent of ₹8,000 on or before day 5');
    expect(en).toContain('₹16,000 as a security deposit');
    expect(en).not.toContain('[');
    expect(en).not.toContain('registration under the Registration Act');
  });

  it('says the same in Hindi', () => {
    const hi = text('rent-agreement', RENT_AGREEMENT_ANSWERS.hi, 'hi');
    expect(hi).toContain('किरायानामा');
    expect(hi).toContain('रमेश गुप्ता, पुत्र/पुत्री/पत्नी सुरेश गुप्ता');
    expect(hi).toContain('11 महीने के लिए है, 1 दिसंबर 2026 से 31 अक्टूबर 2027 तक');
    expect(hi).toContain('₹8,000 मासिक किराया');
    expect(hi).not.toContain('[');
  });

  it('numbers the clauses that apply in order, in both languages alike', () => {
    const numbers = (lang: 'en' | 'hi') => text('rent-agreement', RENT, lang).match(/^\d+\./gm);
    expect(numbers('en')).toEqual(numbers('hi'));
    expect(numbers('en')!.at(-1)).toBe('10.');
  });

  it('shows a visible blank for each unanswered part, in the page language', () => {
    expect(text('rent-agreement', {}, 'en')).toContain('[Landlord’s full name]');
    expect(text('rent-agreement', {}, 'en')).toContain('[monthly rent]');
    expect(text('rent-agreement', {}, 'hi')).toContain('[मासिक किराया]');
    expect(text('rent-agreement', {}, 'hi')).toContain('[मकान मालिक का पूरा नाम]');
  });

  it('a term of 12 months or more adds the registration clause, the warning and the registration fee line', () => {
    const lease = { ...RENT, termMonths: '12' };
    expect(text('rent-agreement', lease, 'en')).toContain('presented for registration under the Registration Act, 1908');
    expect(text('rent-agreement', lease, 'hi')).toContain('रजिस्ट्रीकरण अधिनियम, 1908');
    const notice = SPECS['rent-agreement'].notices.find((n) => n.id === 'register')!;
    expect(notice.when(lease, '2026-01-01')).toBe(true);
    expect(notice.when(RENT, '2026-01-01')).toBe(false);
    expect(notice.text(lease, 'en', '')).toContain('s.17(1)(d)');
    expect(notice.text(lease, 'en', '')).toContain('Sampada 2.0');
    const ids = estimate(SPECS['rent-agreement'], lease).lines.map((l) => l.id);
    expect(ids).toEqual(['stamp', 'registration', 'firm']);
  });

  it('refuses a lock-in longer than the term, in the page language', () => {
    const q = SPECS['rent-agreement'].steps.flatMap((s) => s.questions).find((q) => q.id === 'lockInMonths')!;
    expect(problemWith(q, '14', RENT, 'en')).toBe('The lock-in cannot be longer than the term.');
    expect(problemWith(q, '14', RENT, 'hi')).toBe('लॉक-इन अवधि कुल अवधि से लंबी नहीं हो सकती।');
    expect(problemWith(q, '3', RENT, 'en')).toBeUndefined();
  });
});

const AFFIDAVIT = {
  deponentName: 'Meena Tiwari',
  deponentParent: 'Rakesh Tiwari',
  deponentAddress: 'Rewa Road, Satna',
  age: '34',
  occupation: 'teacher',
  kind: 'name-change',
  forCourt: 'no',
  oldName: 'Meena Pandey',
  newName: 'Meena Tiwari',
  nameReason: 'after marriage',
  knownStatements: 'I was married on 4 May 2020\nMy school records show my old name',
  toldStatements: 'my birth was registered in Rewa, as my mother told me',
  place: 'Satna',
  signDate: '2026-11-20',
};

describe('affidavit', () => {
  it('numbers the statements and separates knowledge from information received in the verification', () => {
    const en = text('affidavit', AFFIDAVIT, 'en');
    expect(en).toContain('1. That I am the deponent');
    expect(en).toContain('2. That my name was earlier Meena Pandey and I am now known as Meena Tiwari');
    expect(en).toContain('3. That my name changed for this reason: after marriage.');
    expect(en).toContain('5. That My school records show my old name');
    expect(en).toContain('6. That my birth was registered in Rewa, as my mother told me (information received)');
    expect(en).toContain('paragraphs 1 to 5 are true to my own knowledge, and those of paragraph 6 are based on information received');
    const hi = text('affidavit', AFFIDAVIT, 'hi');
    expect(hi).toContain('पैरा 1 से 5 की बातें मेरी अपनी जानकारी में सच हैं, और पैरा 6 की बातें दूसरों से मिली जानकारी पर आधारित हैं');
    expect(hi).toContain('सत्यापन');
  });

  it('without information received, the verification names only the known paragraphs', () => {
    const en = text('affidavit', { ...AFFIDAVIT, toldStatements: '' }, 'en');
    expect(en).toContain('paragraphs 1 to 5 are true to my own knowledge; no part');
    expect(en).not.toContain('information received');
  });

  it('shows blanks in both languages', () => {
    expect(text('affidavit', {}, 'en')).toContain('[your statement]');
    expect(text('affidavit', {}, 'hi')).toContain('[आपका कथन]');
  });

  it('asks the branch of its kind only', () => {
    const ids = (a: Record<string, string>) => stepsFor(SPECS.affidavit, a).flatMap((s) => s.questions.filter((q) => !q.when || q.when(a)).map((q) => q.id));
    expect(ids({ kind: 'income' })).toContain('annualIncome');
    expect(ids({ kind: 'income' })).not.toContain('oldName');
    expect(ids({ kind: 'name-change' })).toContain('oldName');
  });

  it('estimates the register’s stamp duty, or the court exemption, with the notary and the firm to be told', () => {
    const e = estimate(SPECS.affidavit, AFFIDAVIT, null);
    expect(e.lines.map((l) => [l.id, l.kind])).toEqual([
      ['stamp', 'amount'],
      ['notary', 'unknown'],
      ['firm', 'firm'],
    ]);
    expect(`₹${e.known}`).toBe(figure('mp.stamp.affidavit', 'en'));
    expect(e.incomplete).toBe(true);
    const court = estimate(SPECS.affidavit, { ...AFFIDAVIT, forCourt: 'yes' }, 500);
    expect(court.lines[0]).toMatchObject({ id: 'stamp-court', kind: 'exempt', rupees: 0 });
    expect(court.known).toBe(500);
  });
});

const CHEQUE = {
  payeeName: 'Satna Traders',
  payeeAddress: 'Panna Naka, Satna',
  drawerName: 'Vijay Singh',
  drawerAddress: 'Maihar Road, Satna',
  chequeNumber: '004512',
  chequeDate: '2026-10-01',
  amount: '75000',
  bank: 'State Bank of India, Satna branch',
  debt: 'repayment of a loan',
  memoDate: '2026-10-20',
  memoReason: 'insufficient',
  noticeDate: '2026-10-25',
  place: 'Satna',
};

describe('cheque-bounce notice', () => {
  it('writes the cheque, the memo and the demand in both languages', () => {
    const en = text('cheque-bounce-notice', CHEQUE, 'en');
    expect(en).toContain('cheque number 004512 dated 1 October 2026 for ₹75,000, drawn on State Bank of India, Satna branch');
    expect(en).toContain('for the reason “funds insufficient”');
    expect(en).toContain(`within ${figure('ni138.pay', 'en')} of receiving this notice`);
    const hi = text('cheque-bounce-notice', CHEQUE, 'hi');
    expect(hi).toContain('चेक नंबर 004512');
    expect(hi).toContain(`${figure('ni138.pay', 'hi')} के भीतर`);
  });

  it('refuses a cheque number that is not 6 digits and a memo before the cheque', () => {
    const qs = SPECS['cheque-bounce-notice'].steps.flatMap((s) => s.questions);
    const number = qs.find((q) => q.id === 'chequeNumber')!;
    expect(problemWith(number, '12345', CHEQUE, 'en')).toBe('Write the 6 digits of the cheque number.');
    const memo = qs.find((q) => q.id === 'memoDate')!;
    expect(problemWith(memo, '2026-09-30', CHEQUE, 'hi')).toBe('मेमो चेक की तारीख से पहले का नहीं हो सकता।');
  });

  it('warns when the 30 days are nearly or already gone', () => {
    const notices = SPECS['cheque-bounce-notice'].notices;
    const active = (today: string) => notices.filter((n) => n.when(CHEQUE, today)).map((n) => n.id);
    expect(active('2026-10-21')).toEqual(['dates']);
    expect(active('2026-11-15')).toEqual(['notice-nearly-gone', 'dates']);
    expect(active('2026-11-19')).toEqual(['notice-nearly-gone', 'dates']);
    expect(active('2026-11-20')).toEqual(['notice-gone', 'dates']);
  });
});

describe('s.138 dates', () => {
  it('counts the notice from the memo across month ends and leap days', () => {
    expect(chequeBounceDates('2026-10-20').noticeBy).toBe('2026-11-19');
    expect(chequeBounceDates('2028-02-01').noticeBy).toBe('2028-03-02'); // 2028 is a leap year
    expect(chequeBounceDates('2027-02-01').noticeBy).toBe('2027-03-03');
    expect(chequeBounceDates('2026-12-15').noticeBy).toBe('2027-01-14');
  });

  it('works out the days to pay and the complaint’s month, never later than the law allows', () => {
    expect(chequeBounceDates('2026-10-20', '2026-10-28')).toEqual({
      noticeBy: '2026-11-19',
      payBy: '2026-11-12',
      causeOfAction: '2026-11-13',
      complaintBy: '2026-12-13',
    });
    // Cause of action on 31 January: a month on is 28 February (29 in a leap year).
    expect(chequeBounceDates('2026-12-20', '2027-01-15').complaintBy).toBe('2027-02-28');
    expect(chequeBounceDates('2027-12-20', '2028-01-15').complaintBy).toBe('2028-02-29');
    // From 31 March the 30 days end before a calendar month does.
    expect(chequeBounceDates('2027-02-20', '2027-03-15').complaintBy).toBe('2027-04-30');
  });

  it('adds months at month ends and knows real days', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 11)).toBe('2027-07-31');
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });
});

describe('questions', () => {
  it('never asks for Aadhaar or PAN and refuses them in an answer', () => {
    for (const spec of Object.values(SPECS)) {
      for (const q of spec.steps.flatMap((s) => s.questions)) {
        expect(`${q.id} ${q.label.en}`).not.toMatch(/aadhaar|pan\b/i);
      }
    }
    const q = SPECS.affidavit.steps[0]!.questions[0]!;
    expect(problemWith(q, 'Meena 1234 5678 9012', {}, 'en')).toMatch(/Aadhaar or PAN/);
    expect(problemWith(q, 'ABCDE1234F', {}, 'hi')).toMatch(/आधार या पैन/);
  });
});
