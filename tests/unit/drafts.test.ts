/**
 * Guided drafts (docs/drafts.md): what each document says, in both
 * languages, for the cases the law turns on: the rent agreement's term
 * (12 months is not registered, 13 is), a month end, a leap year, no
 * deposit; the affidavit's one form of affirmation and its verification;
 * the cheque-bounce notice's liability, delivery, company drawer, validity
 * and dates. The complete texts of chosen cases are the golden drafts
 * (drafts-golden.test.ts); this file holds the rules one by one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECS } from '../support/shared/draft-specs';
import { addMonths, chequeBounceDates, chequeValidity, isIsoDay, termEnd, todayInIndia } from '@/features/drafts/dates';
import { estimate } from '@/features/drafts/fees';
import { blockText, draftText, fillDraft } from '@/features/drafts/fill';
import type { Answers, DraftKind } from '@/features/drafts/types';
import { problemWith, stepsFor } from '@/features/drafts/validate';
import { figure } from '@/business/legal-facts';
import { AFFIDAVIT_ANSWERS, RENT_AGREEMENT_ANSWERS } from '../support/shared/draft-answers';

const text = (kind: DraftKind, answers: Answers, lang: 'en' | 'hi') =>
  fillDraft(SPECS[kind], answers, lang).map(blockText).join('\n');
const question = (kind: DraftKind, id: string) =>
  SPECS[kind].steps.flatMap((s) => s.questions).find((q) => q.id === id)!;
const activeNotices = (kind: DraftKind, answers: Answers, today: string) =>
  SPECS[kind].notices.filter((n) => n.when(answers, today)).map((n) => n.id);
const noticeText = (kind: DraftKind, id: string, answers: Answers, lang: 'en' | 'hi', today: string) =>
  SPECS[kind].notices.find((n) => n.id === id)!.text(answers, lang, today);

/** Every numbered paragraph of a Hindi text opens with यह कि. */
const everyParagraphOpensYahKi = (hi: string) =>
  expect(hi.match(/^\d+\. /gm)!.length).toBe(hi.match(/^\d+\. यह कि /gm)!.length);

const RENT = RENT_AGREEMENT_ANSWERS.en;
const RENT_HI = RENT_AGREEMENT_ANSWERS.hi;

afterEach(() => {
  vi.useRealTimers();
});

describe('rent agreement', () => {
  it('writes every answer, the relation without slashes, the ages and the end date from the term', () => {
    const en = text('rent-agreement', RENT, 'en');
    expect(en).toContain('Shri Ramesh Gupta, son of Shri Suresh Gupta, aged 52 years');
    expect(en).toContain('Smt. Sunita Verma, wife of Shri Anil Verma, aged 34 years');
    expect(en).not.toMatch(/son\/daughter|\/wife/);
    expect(en).toContain('for 11 months, beginning on 1 December 2026 and ending on 31 October 2027');
    expect(en).toContain(
      'a monthly rent of ₹8,000/- (Rupees Eight Thousand only), in advance, by the 5th day of each month, by bank transfer or UPI',
    );
    expect(en).not.toContain('[');
  });

  it('says it in court Hindi: the defined parties, आत्मज/पत्नी from the relation, the term from and to, amounts in words, one name for the document', () => {
    const hi = text('rent-agreement', RENT_HI, 'hi');
    expect(hi).toContain('श्री रमेश गुप्ता आत्मज श्री सुरेश गुप्ता, आयु 52 वर्ष');
    expect(hi).toContain('श्रीमती सुनीता वर्मा पत्नी श्री अनिल वर्मा, आयु 34 वर्ष');
    expect(hi).toContain('(जिसे आगे ‘मकान मालिक’ कहा गया है)');
    expect(hi).toContain('(जिसे आगे ‘किरायेदार’ कहा गया है)');
    expect(hi).toContain(
      'यह कि किरायेदारी की अवधि 11 माह होगी, जो दिनांक 1 दिसंबर 2026 से प्रारंभ होकर दिनांक 31 अक्टूबर 2027 को समाप्त होगी।',
    );
    expect(hi).toContain('₹8,000/- (आठ हज़ार रुपये मात्र) मासिक किराया');
    expect(hi).toContain('₹16,000/- (सोलह हज़ार रुपये मात्र) सुरक्षा राशि');
    for (const word of ['शिकमी किरायेदारी', 'संरचनात्मक मरम्मत', 'निरीक्षण', 'रिक्त कब्ज़ा']) expect(hi).toContain(word);
    expect(hi).not.toMatch(/खत्म|अनुबंध|\/(?!-)/); // no slash but the amount's “/-”
    everyParagraphOpensYahKi(hi);
  });

  it('records the e-stamp certificate’s number, date and amount', () => {
    expect(text('rent-agreement', RENT, 'en')).toContain(
      'This rent agreement is made at Satna on 28 November 2026, on e-stamp certificate No. IN-MP12345678901234X dated 27 November 2026 for ₹100/- (Rupees One Hundred only), between:',
    );
    expect(text('rent-agreement', { ...RENT, estampNumber: '' }, 'hi')).toContain(
      'ई-स्टाम्प प्रमाण पत्र क्रमांक [ई-स्टाम्प प्रमाण पत्र क्रमांक]',
    );
  });

  it('a term of exactly 12 months is not registered; 13 months is, with its clause, warning and fee line', () => {
    const year = { ...RENT, termMonths: '12' };
    const lease = { ...RENT, termMonths: '13' };
    expect(text('rent-agreement', year, 'en')).not.toContain('Registration Act');
    expect(activeNotices('rent-agreement', year, '2026-11-28')).toEqual(['twelve-months']);
    expect(estimate(SPECS['rent-agreement'], year).lines.map((l) => l.id)).toEqual(['stamp-year', 'notary', 'firm']);
    expect(text('rent-agreement', lease, 'en')).toContain(
      'being for a term exceeding one year, shall be registered under the Registration Act, 1908',
    );
    expect(text('rent-agreement', lease, 'hi')).toContain('रजिस्ट्रीकरण अधिनियम, 1908');
    expect(activeNotices('rent-agreement', lease, '2026-11-28')).toEqual(['register']);
    expect(estimate(SPECS['rent-agreement'], lease).lines.map((l) => l.id)).toEqual([
      'stamp-year',
      'registration',
      'firm',
    ]);
  });

  it('registration: the registration fee is paid online, not as an e-stamp, and no one is told they must appear', () => {
    const lease = { ...RENT, termMonths: '24' };
    const all = [
      text('rent-agreement', lease, 'en'),
      text('rent-agreement', lease, 'hi'),
      noticeText('rent-agreement', 'register', lease, 'en', ''),
      noticeText('rent-agreement', 'register', lease, 'hi', ''),
    ].join('\n');
    expect(all).not.toMatch(/registration fee paid online as an e-stamp|shall appear|उपस्थित होंगे/);
    expect(noticeText('rent-agreement', 'register', lease, 'en', '')).toContain(
      'without visiting the Sub-Registrar’s office',
    );
    expect(noticeText('rent-agreement', 'register', lease, 'en', '')).toContain(
      'the stamp duty is paid as an e-stamp and the registration fee online',
    );
  });

  it('ends a term on the last day of a shorter month when the start day is 29-31', () => {
    const ending = (startDate: string, termMonths: string) =>
      text('rent-agreement', { ...RENT, startDate, termMonths }, 'en').match(/ending on ([^.]+)\./)![1];
    expect(ending('2027-03-31', '11')).toBe('29 February 2028');
    expect(ending('2027-01-29', '1')).toBe('28 February 2027');
    expect(ending('2027-01-31', '1')).toBe('28 February 2027');
    expect(ending('2027-02-28', '1')).toBe('27 March 2027');
    expect(ending('2026-12-01', '11')).toBe('31 October 2027');
  });

  it('leaves the deposit clause out when there is no deposit, and asks no refund time', () => {
    const none = { ...RENT, deposit: '0' };
    expect(text('rent-agreement', none, 'en')).not.toMatch(/security deposit|₹0/);
    expect(text('rent-agreement', none, 'hi')).not.toMatch(/सुरक्षा राशि|₹0/);
    expect(
      stepsFor(SPECS['rent-agreement'], none)
        .flatMap((s) => s.questions.filter((q) => !q.when || q.when(none)))
        .map((q) => q.id),
    ).not.toContain('refundDays');
  });

  it('raises the rent on each renewal, and after every 12 months only when the term is longer', () => {
    expect(text('rent-agreement', { ...RENT, increasePercent: '5' }, 'en')).toContain(
      'increase by 5% on each renewal of this agreement.',
    );
    expect(text('rent-agreement', { ...RENT, termMonths: '36', increasePercent: '5' }, 'en')).toContain(
      'increase by 5% on the completion of every twelve months of the tenancy and on each renewal.',
    );
    expect(text('rent-agreement', { ...RENT, increasePercent: '0' }, 'en')).not.toContain('increase');
  });

  it('runs the notice after the lock-in and says what breaking the lock-in costs', () => {
    const locked = text('rent-agreement', { ...RENT, lockInMonths: '3' }, 'en');
    expect(locked).toContain('during its first 3 months (the lock-in), except under the clause above on default');
    expect(locked).toContain(
      'If the Tenant leaves during the lock-in, the Tenant shall pay the rent for the rest of the lock-in;',
    );
    expect(locked).toContain(
      'That after the lock-in, either party may end this agreement by giving the other notice of 1 month in writing.',
    );
    expect(text('rent-agreement', RENT, 'en')).toContain(
      'That either party may end this agreement by giving the other notice of 1 month in writing.',
    );
  });

  it('has the clauses a Satna advocate expects', () => {
    const en = text('rent-agreement', RENT, 'en');
    for (const clause of [
      'owner in possession of, and entitled to let, the premises', // the landlord's title
      'no structural change, addition or alteration', // no alterations
      'arrears of rent within two months of the date on which the Landlord’s notice of demand in writing is served', // default
      'in advance', // rent in advance, and how it is paid
      'within 30 days of the Tenant handing over vacant possession', // time to refund the deposit
      'property tax', // who pays it
      'particulars to the local police station', // police verification
      'executed in duplicate', // the number of originals
    ])
      expect(en).toContain(clause);
  });

  it('numbers the clauses that apply in order, in both languages alike', () => {
    const numbers = (lang: 'en' | 'hi') => text('rent-agreement', RENT, lang).match(/^\d+\./gm);
    expect(numbers('en')).toEqual(numbers('hi'));
  });

  it('shows a visible blank for each unanswered part, in the page language', () => {
    expect(text('rent-agreement', {}, 'en')).toContain('[Landlord’s full name]');
    expect(text('rent-agreement', {}, 'en')).toContain('[son, daughter or wife of]');
    expect(text('rent-agreement', {}, 'hi')).toContain('[मासिक किराया]');
    expect(text('rent-agreement', {}, 'hi')).toContain('[मकान मालिक का पूरा नाम]');
  });

  it('refuses a lock-in longer than the term, in the page language', () => {
    const q = question('rent-agreement', 'lockInMonths');
    expect(problemWith(q, '14', RENT, 'en')).toBe('The lock-in cannot be longer than the term.');
    expect(problemWith(q, '14', RENT, 'hi')).toBe('लॉक-इन अवधि कुल अवधि से लंबी नहीं हो सकती।');
    expect(problemWith(q, '3', RENT, 'en')).toBeUndefined();
  });

  it('estimates the register’s ₹100 for a lease under a year', () => {
    const e = estimate(SPECS['rent-agreement'], RENT, null);
    expect(e.lines[0]).toMatchObject({ id: 'stamp', kind: 'amount', fact: 'mp.stamp.lease.under-year' });
    expect(`₹${e.known}`).toBe(figure('mp.stamp.lease.under-year', 'en'));
  });
});

const AFFIDAVIT: Answers = {
  ...AFFIDAVIT_ANSWERS,
  nameReason: 'after my marriage',
  knownStatements: 'I was married on 4 May 2020\nMy school records show my old name',
  toldStatements: 'my birth was registered in Rewa\nthe birth register shows my old name',
  toldSource: 'my mother, Kamla Pandey',
  signDate: '2026-11-20',
};

describe('affidavit', () => {
  it('affirms in the body and before the notary alike, with a line for the identifying advocate', () => {
    const en = draftText(SPECS.affidavit, AFFIDAVIT, 'en');
    expect(en).toContain('do hereby solemnly affirm and state as follows:');
    expect(en).toContain('by the deponent, who is identified by the advocate below.');
    expect(en).not.toMatch(/\bsworn\b|\bswear\b/i);
    const hi = draftText(SPECS.affidavit, AFFIDAVIT, 'hi');
    expect(hi).toContain('सत्यनिष्ठापूर्वक प्रतिज्ञान कर निम्नानुसार कथन करती हूँ:');
    expect(hi).toContain(
      'शपथकर्त्री ने, जिसकी पहचान नीचे हस्ताक्षर करने वाले अधिवक्ता ने की, दिनांक ____________________ को ____________________ में मेरे समक्ष सत्यनिष्ठापूर्वक प्रतिज्ञान कर हस्ताक्षर किए।',
    );
  });

  it('numbers the statements and verifies knowledge and belief apart, naming two paragraphs “7 and 8” and the grounds', () => {
    const en = text('affidavit', AFFIDAVIT, 'en');
    expect(en).toContain('1. That I am the deponent');
    expect(en).toContain('2. That my name was earlier Meena Pandey; I am now known as Meena Tiwari.');
    expect(en).toContain('5. That my school records show my old name.');
    expect(en).toContain('4. That I was married on 4 May 2020.');
    expect(en).toContain(
      'the contents of paragraphs 1 to 5 of this affidavit are true and correct to my personal knowledge, and those of paragraphs 6 and 7 are based on information received from my mother, Kamla Pandey, which I believe to be true',
    );
    const hi = text('affidavit', AFFIDAVIT, 'hi');
    expect(hi).toContain(
      'इस शपथ पत्र की कंडिका 1 से 5 में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं, तथा कंडिका 6 एवं 7 में वर्णित तथ्य my mother, Kamla Pandey से प्राप्त जानकारी पर आधारित हैं',
    );
    expect(hi).toContain(
      'कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक 20 नवंबर 2026 को Satna में किया गया।',
    );
    everyParagraphOpensYahKi(hi);
  });

  it('asks where belief comes from whenever something was told, and states no subject as a fact', () => {
    expect(problemWith(question('affidavit', 'toldSource'), '', AFFIDAVIT, 'en')).toBe('Please answer this.');
    const other = { ...AFFIDAVIT, kind: 'other', subject: 'my date of birth', toldStatements: '', toldSource: '' };
    const en = text('affidavit', other, 'en');
    expect(en).not.toContain('That this affidavit is about');
    expect(en).toContain('(regarding my date of birth)');
    expect(en).toContain('paragraphs 1 to 3 of this affidavit are true and correct to my personal knowledge; nothing');
  });

  it('conjugates the Hindi from the relation asked once, never with a slash', () => {
    const man = text('affidavit', { ...AFFIDAVIT, deponentRelation: 'son' }, 'hi');
    expect(man).toContain('मैं, Meena Tiwari आत्मज श्री Rakesh Tiwari');
    expect(man).toContain('कथन करता हूँ:');
    const daughter = text('affidavit', { ...AFFIDAVIT, deponentRelation: 'daughter' }, 'hi');
    expect(daughter).toContain('आत्मजा');
    expect(daughter).toContain('कथन करती हूँ:');
    for (const t of [man, daughter]) expect(t).not.toMatch(/करता\/करती|\/रही|मानता\/मानती|पुत्र\/पुत्री/);
  });

  it('asks the branch of its kind only', () => {
    const ids = (a: Answers) =>
      stepsFor(SPECS.affidavit, a).flatMap((s) => s.questions.filter((q) => !q.when || q.when(a)).map((q) => q.id));
    expect(ids({ kind: 'income' })).toContain('annualIncome');
    expect(ids({ kind: 'income' })).not.toContain('oldName');
    expect(ids({ kind: 'name-change' })).toContain('oldName');
  });

  it('estimates the register’s stamp duty; for a court the firm confirms it, never “exempt”', () => {
    const e = estimate(SPECS.affidavit, AFFIDAVIT, null);
    expect(e.lines.map((l) => [l.id, l.kind])).toEqual([
      ['stamp', 'amount'],
      ['notary', 'unknown'],
      ['firm', 'firm'],
    ]);
    expect(`₹${e.known}`).toBe(figure('mp.stamp.affidavit', 'en'));
    const court = estimate(SPECS.affidavit, { ...AFFIDAVIT, forCourt: 'yes' }, 500);
    expect(court.lines[0]).toMatchObject({
      id: 'stamp-court',
      kind: 'unknown',
      fact: 'mp.stamp.affidavit.court-exempt',
    });
    expect(court.lines.some((l) => l.kind === 'exempt')).toBe(false);
  });
});

const CHEQUE: Answers = {
  payeeKind: 'person',
  payeeName: 'Satna Traders',
  payeeAddress: 'Panna Naka, Satna',
  payeeBank: 'Bank of Baroda, Satna branch',
  drawerKind: 'person',
  drawerName: 'Vijay Singh',
  drawerAddress: 'Maihar Road, Satna',
  chequeNumber: '004512',
  chequeDate: '2026-10-01',
  amount: '75000',
  bank: 'State Bank of India, Satna branch',
  debt: 'a loan of ₹75,000 given on 1 June 2026',
  presentedDate: '2026-10-15',
  memoIssued: '2026-10-19',
  memoDate: '2026-10-20',
  memoReason: 'insufficient',
  noticeDate: '2026-10-25',
  place: 'Satna',
};

describe('cheque-bounce notice', () => {
  it('says the offence is complete only if the drawer fails to pay within 15 days of receiving the notice', () => {
    const en = text('cheque-bounce-notice', CHEQUE, 'en');
    expect(en).not.toMatch(/return makes you liable/);
    expect(en).toContain(
      `That if you fail to pay that amount within ${figure('ni138.pay', 'en')} of receiving this notice, the offence under section 138`,
    );
    expect(text('cheque-bounce-notice', CHEQUE, 'hi')).toContain(
      `यदि आप इस सूचना की प्राप्ति के ${figure('ni138.pay', 'hi')} के भीतर उक्त राशि का भुगतान नहीं करते हैं, तो परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत अपराध पूर्ण होगा`,
    );
  });

  it('goes by Speed Post with proof of delivery, and by e-mail and WhatsApp where known; never by registered post', () => {
    expect(text('cheque-bounce-notice', CHEQUE, 'en')).toContain('By Speed Post with proof of delivery\n');
    const known = { ...CHEQUE, drawerEmail: 'vijay@example.com', drawerWhatsApp: '98765 43210' };
    expect(text('cheque-bounce-notice', known, 'en')).toContain(
      'By Speed Post with proof of delivery, and by e-mail (vijay@example.com) and WhatsApp (98765 43210)',
    );
    expect(text('cheque-bounce-notice', known, 'hi')).toContain(
      'स्पीड पोस्ट (पावती/वितरण प्रमाण सहित) द्वारा, तथा ई-मेल (vijay@example.com) एवं व्हाट्सऐप (98765 43210) पर भी',
    );
    for (const lang of ['en', 'hi'] as const)
      expect(draftText(SPECS['cheque-bounce-notice'], known, lang)).not.toMatch(/registered post|रजिस्टर्ड|पंजीकृत डाक/i);
  });

  it('refuses a cheque presented after its validity, and a notice dated before the memo', () => {
    const presented = question('cheque-bounce-notice', 'presentedDate');
    const june = { ...CHEQUE, chequeDate: '2026-06-01' };
    expect(chequeValidity('2026-06-01').lastDay).toBe('2026-09-01');
    expect(problemWith(presented, '2026-09-01', june, 'en')).toBeUndefined();
    expect(problemWith(presented, '2026-09-02', june, 'en')).toContain(
      'section 138 does not apply to it (proviso (a))',
    );
    expect(problemWith(presented, '2026-09-02', june, 'hi')).toContain('धारा 138 लागू नहीं होती');
    expect(problemWith(question('cheque-bounce-notice', 'noticeDate'), '2026-10-19', CHEQUE, 'en')).toBe(
      'The notice cannot be dated before the memo was received.',
    );
  });

  it('warns when the notice itself is dated after the 30 days, and advises presenting again only while the cheque is valid', () => {
    const late = { ...CHEQUE, noticeDate: '2026-11-20' };
    expect(activeNotices('cheque-bounce-notice', late, '2026-11-20')).toEqual(['notice-late', 'dates']);
    expect(noticeText('cheque-bounce-notice', 'notice-late', late, 'en', '2026-11-20')).toContain(
      'This notice is dated after 19 November 2026',
    );
    expect(noticeText('cheque-bounce-notice', 'notice-late', late, 'en', '2026-11-20')).toContain(
      'The cheque can be presented again until 31 December 2026',
    );
    expect(noticeText('cheque-bounce-notice', 'notice-late', late, 'en', '2027-01-05')).not.toContain(
      'presented again',
    );
    expect(noticeText('cheque-bounce-notice', 'notice-late', late, 'en', '2027-01-05')).toContain('civil suit');
    expect(activeNotices('cheque-bounce-notice', CHEQUE, '2026-11-20')).toEqual(['dates']);
  });

  it('warns when the 30 days are nearly or already gone while no notice date is given', () => {
    const undated = { ...CHEQUE, noticeDate: '' };
    expect(activeNotices('cheque-bounce-notice', undated, '2026-10-21')).toEqual(['dates']);
    expect(activeNotices('cheque-bounce-notice', undated, '2026-11-15')).toEqual(['notice-nearly-gone', 'dates']);
    expect(activeNotices('cheque-bounce-notice', undated, '2026-11-20')).toEqual(['notice-gone', 'dates']);
  });

  it('a company or firm drawer: addressed through its directors or partners, the persons in charge named, s.141 said', () => {
    const company = {
      ...CHEQUE,
      drawerKind: 'company',
      drawerName: 'Vindhya Cement Pvt Ltd',
      drawerPersons: 'Vijay Singh, Managing Director',
    };
    const en = text('cheque-bounce-notice', company, 'en');
    expect(en).toContain('To: Vindhya Cement Pvt Ltd, through its Directors');
    expect(en).toContain(
      'And: Vijay Singh, Managing Director, in charge of and responsible for the conduct of its business',
    );
    expect(en).toContain('That the drawer is a company; under section 141 of the Act');
    expect(text('cheque-bounce-notice', { ...company, drawerKind: 'firm' }, 'hi')).toContain(
      'यह कि आहर्ता एक भागीदारी फ़र्म है; अधिनियम की धारा 141',
    );
    expect(text('cheque-bounce-notice', CHEQUE, 'en')).not.toContain('section 141');
  });

  it('prints lines for the advocate’s name, enrolment number and address', () => {
    const en = draftText(SPECS['cheque-bounce-notice'], CHEQUE, 'en');
    expect(en).toMatch(
      /\(Signature\) _+\nAdvocate for Satna Traders\nName _+\nEnrolment No\. \(State Bar Council of Madhya Pradesh\) _+\nAddress _+/,
    );
  });

  it('labels the complaint date as the date to file by, a day before the month of Econ Antri ends', () => {
    const dated = { ...CHEQUE, noticeReceived: '2026-10-28' };
    const en = noticeText('cheque-bounce-notice', 'dates', dated, 'en', '2026-11-28');
    expect(en).toContain('The complaint may be filed from 13 November 2026; file it by 12 December 2026');
    expect(en).toContain('ends on 13 December 2026: Econ Antri v. Rom Industries, (2014) 11 SCC 769');
    expect(en).not.toMatch(/until \d+ December/);
  });

  it('in court Hindi: the title, दिनांक, the client “मेरे पक्षकार”, यह कि, विधितः प्रवर्तनीय ऋण, परिवाद, न्यायालय, the memo’s own reason quoted', () => {
    const hi = text('cheque-bounce-notice', CHEQUE, 'hi');
    expect(hi).toContain('विधिक सूचना पत्र\n(परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत)');
    expect(hi).toContain('दिनांक: 25 अक्टूबर 2026');
    expect(hi).toContain(
      'Satna Traders, निवासी Panna Naka, Satna (जिन्हें आगे ‘मेरे पक्षकार’ कहा गया है) की ओर से एवं उनके निर्देशानुसार आपको निम्नलिखित विधिक सूचना दी जाती है:',
    );
    expect(hi).toContain('विधितः प्रवर्तनीय ऋण');
    expect(hi).toContain('सक्षम न्यायालय में परिवाद प्रस्तुत करेंगे');
    expect(hi).toContain('इसका कारण “Funds Insufficient” (अपर्याप्त निधि) लिखा है');
    everyParagraphOpensYahKi(hi);
    expect(hi).not.toMatch(/करता\/करती|मुवक्किल|कानूनी नोटिस|शिकायत/);
    expect(text('cheque-bounce-notice', CHEQUE, 'en')).toContain('gives the reason “Funds Insufficient”.');
    expect(
      text('cheque-bounce-notice', { ...CHEQUE, memoReason: 'other', memoReasonOther: 'Refer to Drawer' }, 'hi'),
    ).toContain('इसका कारण “Refer to Drawer” लिखा है');
  });

  it('refuses a cheque number that is not 6 digits and a memo before the cheque was deposited', () => {
    expect(problemWith(question('cheque-bounce-notice', 'chequeNumber'), '12345', CHEQUE, 'en')).toBe(
      'Write the 6 digits of the cheque number.',
    );
    expect(problemWith(question('cheque-bounce-notice', 'memoDate'), '2026-10-14', CHEQUE, 'hi')).toBe(
      'मेमो चेक जमा करने से पहले का नहीं हो सकता।',
    );
  });

  it('takes a memo received today in India between midnight and 05:30, when the UTC date is still yesterday', () => {
    // 28 November 2026, 01:30 in India is 27 November, 20:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    expect(todayInIndia()).toBe('2026-11-28');
    const memo = question('cheque-bounce-notice', 'memoDate');
    expect(problemWith(memo, '2026-11-28', { ...CHEQUE, presentedDate: '2026-11-20' }, 'en')).toBeUndefined();
    expect(problemWith(memo, '2026-11-29', { ...CHEQUE, presentedDate: '2026-11-20' }, 'en')).toBe(
      'This date has not come yet.',
    );
  });
});

describe('dates', () => {
  it('today in India, around its midnight', () => {
    expect(todayInIndia(Date.parse('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(todayInIndia(Date.parse('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(todayInIndia(Date.parse('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
    expect(todayInIndia(Date.parse('2026-11-28T18:29:00Z'))).toBe('2026-11-28');
  });

  it('counts the notice from the memo across month ends and leap days', () => {
    expect(chequeBounceDates('2026-10-20').noticeBy).toBe('2026-11-19');
    expect(chequeBounceDates('2028-02-01').noticeBy).toBe('2028-03-02');
    expect(chequeBounceDates('2027-02-01').noticeBy).toBe('2027-03-03');
  });

  it('works out the days to pay and the complaint’s month as Saketh India counted it', () => {
    // Saketh India v. India Securities, (1999) 3 SCC 1: notice served 29.9.95, the cause of action arose on 15.10.95, filed 15.11.95 in time.
    expect(chequeBounceDates('1995-09-20', '1995-09-29')).toMatchObject({
      payBy: '1995-10-14',
      causeOfAction: '1995-10-15',
      complaintEnds: '1995-11-15',
      fileBy: '1995-11-14',
    });
    // Cause of action on 31 January: the month ends on 28 February (29 in a leap year).
    expect(chequeBounceDates('2026-12-20', '2027-01-15').complaintEnds).toBe('2027-02-28');
    expect(chequeBounceDates('2027-12-20', '2028-01-15').complaintEnds).toBe('2028-02-29');
  });

  it('adds months at month ends and ends terms on the right day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(termEnd('2027-03-31', 11)).toBe('2028-02-29');
    expect(termEnd('2027-01-29', 1)).toBe('2027-02-28');
    expect(termEnd('2028-01-30', 1)).toBe('2028-02-29');
    expect(termEnd('2027-01-28', 1)).toBe('2027-02-27');
    expect(termEnd('2026-12-01', 12)).toBe('2027-11-30');
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

  it('refuses hidden direction marks and non-characters with a clear message; keeps the Devanagari joiners', () => {
    const q = SPECS.affidavit.steps[0]!.questions[0]!;
    expect(problemWith(q, 'Meena \u202Eamrahs', {}, 'en')).toMatch(/hidden characters/);
    expect(problemWith(q, 'मीना\uFFFE', {}, 'hi')).toMatch(/छिपे हुए चिह्न/);
    expect(problemWith(q, 'क्\u200Dष त्\u200Cर', {}, 'hi')).toBeUndefined();
  });
});
