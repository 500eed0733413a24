/**
 * The second advocate's review of the drafts (docs/drafts.md, "Sources,
 * clause by clause"), finding by finding: what each document now says, in
 * both languages, for the case the finding was about. The complete texts are
 * the golden drafts (drafts-golden.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECS } from '../support/shared/draft-specs';
import { draftText, fillDraft, blockText, printParts } from '@/features/drafts/fill';
import type { Answers, DraftKind } from '@/features/drafts/types';
import { askedIn, problemWith, stepsFor } from '@/features/drafts/validate';
import { FACTS, figure } from '@/business/legal-facts';
import { AFFIDAVIT_ANSWERS, RENT_AGREEMENT_ANSWERS } from '../support/shared/draft-answers';

const text = (kind: DraftKind, answers: Answers, lang: 'en' | 'hi') =>
  fillDraft(SPECS[kind], answers, lang).map(blockText).join('\n');
const asked = (kind: DraftKind, answers: Answers) =>
  stepsFor(SPECS[kind], answers).flatMap((step) => askedIn(step, answers).map((q) => q.id));
const question = (kind: DraftKind, id: string) =>
  SPECS[kind].steps.flatMap((s) => s.questions).find((q) => q.id === id)!;
const notes = (kind: DraftKind, answers: Answers, today: string) =>
  SPECS[kind].notices.filter((n) => n.when(answers, today));
const note = (kind: DraftKind, id: string, answers: Answers, lang: 'en' | 'hi', today = '2026-12-07') =>
  SPECS[kind].notices.find((n) => n.id === id)!.text(answers, lang, today);

const RENT = RENT_AGREEMENT_ANSWERS.en;
const RENT_HI = RENT_AGREEMENT_ANSWERS.hi;
const LEASE = { ...RENT, termMonths: '24', costsBy: 'tenant' };

const CHEQUE: Answers = {
  payeeKind: 'person',
  payeeName: 'Rajesh Soni',
  payeeAddress: '5 Sarafa Bazar, Satna',
  payeeBank: 'State Bank of India, Satna main branch',
  drawerKind: 'person',
  drawerName: 'Mukesh Yadav',
  drawerAddress: 'Sohawal, District Satna',
  chequeNumber: '218830',
  chequeDate: '2026-10-05',
  amount: '40000',
  bank: 'Bank of Baroda, Sohawal branch',
  debt: 'a hand loan of ₹40,000',
  presentedDate: '2026-10-12',
  memoIssued: '2026-10-14',
  memoDate: '2026-10-16',
  memoReason: 'insufficient',
  noticeDate: '2026-10-30',
  place: 'Satna',
};
/** Dated after the 30 days from the memo (15 November 2026). */
const LATE = { ...CHEQUE, noticeDate: '2026-11-21' };

const AFFIDAVIT = AFFIDAVIT_ANSWERS;
const IN_COURT: Answers = {
  ...AFFIDAVIT,
  forCourt: 'yes',
  court: 'civil-senior',
  courtPlace: 'Satna',
  caseKind: 'suit',
  firstParty: 'Meena Tiwari',
  secondParty: 'Ramkishore Pandey\nSuresh Pandey',
  deponentPlace: 'first',
  supports: 'the application under Order 39 rules 1 and 2 of the Code of Civil Procedure, 1908',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('1. a notice dated after the 30 days', () => {
  it('is not drafted: the client gets what to do instead, in both languages, unsigned', () => {
    const en = draftText(SPECS['cheque-bounce-notice'], LATE, 'en');
    expect(en).not.toMatch(/LEGAL NOTICE|will be complete|file a complaint against you|Advocate for/);
    expect(en).toContain('NOTE FOR THE CLIENT');
    expect(en).toContain('Present it again through your bank by 4 January 2027.');
    expect(en).toContain('MSR Leathers v. S. Palaniappan, (2013) 1 SCC 177');
    const hi = draftText(SPECS['cheque-bounce-notice'], LATE, 'hi');
    expect(hi).not.toMatch(/विधिक सूचना पत्र|परिवाद प्रस्तुत करेंगे|के अधिवक्ता/);
    expect(hi).toContain('उसे दिनांक 4 जनवरी 2027 तक अपने बैंक के माध्यम से फिर से प्रस्तुत करें।');
    expect(printParts(SPECS['cheque-bounce-notice'], LATE, 'en').signatures).toEqual([]);
  });

  it('in time, the notice is the notice', () => {
    expect(draftText(SPECS['cheque-bounce-notice'], CHEQUE, 'en')).toContain('LEGAL NOTICE');
  });
});

describe('2. default in rent', () => {
  it('is the MP Accommodation Control Act’s: arrears unpaid two months after the written demand is served', () => {
    expect(text('rent-agreement', RENT, 'en')).toContain(
      'That if the Tenant does not pay or tender the whole of the arrears of rent within two months of the date on which the Landlord’s notice of demand in writing is served on the Tenant',
    );
    expect(text('rent-agreement', RENT, 'en')).toContain(
      '(Madhya Pradesh Accommodation Control Act, 1961, section 12)',
    );
    const hi = text('rent-agreement', RENT_HI, 'hi');
    expect(hi).toContain(
      'लिखित माँग-सूचना की तामील के दिनांक से दो माह के भीतर बकाया किराये की संपूर्ण राशि अदा या प्रस्तुत नहीं करता',
    );
    expect(hi).toContain('(मध्यप्रदेश स्थान नियंत्रण अधिनियम, 1961, धारा 12)');
    expect(`${text('rent-agreement', RENT, 'en')}${hi}`).not.toMatch(
      /Parisar|परिसर किरायेदारी अधिनियम|दो माह तक अदा नहीं/,
    );
  });
});

describe('3. a 12-month agreement', () => {
  const year = { ...RENT, termMonths: '12' };

  it('warns that its stamp duty is not settled, before it prints, and offers 11 months', () => {
    const shown = notes('rent-agreement', year, '2026-12-07');
    expect(shown.map((n) => [n.id, n.tone])).toEqual([['twelve-months', 'warning']]);
    expect(note('rent-agreement', 'twelve-months', year, 'en')).toContain(
      `Its stamp duty is not settled: ${figure('mp.stamp.lease.under-year', 'en')} is reported for a lease under one year only`,
    );
    expect(note('rent-agreement', 'twelve-months', year, 'en')).toContain(
      'let the firm confirm the duty, or choose 11 months',
    );
    expect(note('rent-agreement', 'twelve-months', year, 'hi')).toContain('या अवधि 11 महीने रखें');
  });

  it('the register names the lease article', () => {
    expect(FACTS['mp.stamp.lease'].law).toMatch(/article 38 \(lease deed; 33 before 2015\)/);
    expect(FACTS['mp.stamp.lease.under-year'].law).toMatch(/article 38/);
  });
});

describe('4. a lease to be registered', () => {
  it('asks what identifies the premises, and prints their schedule', () => {
    const ids = [
      'houseNumber',
      'wardNumber',
      'premisesArea',
      'boundaryNorth',
      'boundarySouth',
      'boundaryEast',
      'boundaryWest',
    ];
    expect(asked('rent-agreement', LEASE)).toEqual(expect.arrayContaining([...ids, 'costsBy']));
    expect(asked('rent-agreement', RENT).filter((id) => [...ids, 'costsBy'].includes(id))).toEqual([]);
    const answers = {
      ...LEASE,
      houseNumber: '118/4',
      wardNumber: '21',
      premisesArea: '240 sq. ft.',
      boundaryNorth: 'Station Road',
      boundarySouth: 'parking',
      boundaryEast: 'Shop No. 5',
      boundaryWest: 'Shop No. 3',
    };
    const en = text('rent-agreement', answers, 'en');
    expect(en).toContain(
      'SCHEDULE OF THE PREMISES\nFirst floor, 34 Station Road, Satna, district Satna; municipal or house No. 118/4, ward No. 21; area 240 sq. ft.',
    );
    expect(en).toContain(
      'Bounded: on the north by Station Road; on the south by parking; on the east by Shop No. 5; on the west by Shop No. 3.',
    );
    expect(en).toContain(
      'the premises described as: First floor, 34 Station Road, Satna, and more fully in the Schedule below',
    );
    expect(text('rent-agreement', { ...answers, ...RENT_HI, termMonths: '24' }, 'hi')).toContain(
      'परिसर की अनुसूची (चतुर्सीमा)',
    );
    expect(text('rent-agreement', RENT, 'en')).not.toContain('SCHEDULE');
  });
});

describe('5. holding over', () => {
  it('damages a day for use and occupation: the amount asked, else twice the daily rent', () => {
    expect(text('rent-agreement', RENT, 'en')).toContain(
      'damages for use and occupation at twice the daily rent, that is ₹534/- (Rupees Five Hundred Thirty Four only) for each day until possession is handed over; the Landlord’s acceptance of that amount shall not be taken as assent',
    );
    expect(text('rent-agreement', { ...RENT, holdOverDaily: '1000' }, 'en')).toContain(
      'at ₹1,000/- (Rupees One Thousand only) for each day',
    );
    expect(text('rent-agreement', RENT_HI, 'hi')).toContain(
      'दैनिक किराये की दोगुनी राशि, अर्थात ₹534/- (पाँच सौ चौंतीस रुपये मात्र) की दर से उपयोग एवं अधिभोग का हर्जाना',
    );
    expect(text('rent-agreement', RENT, 'en')).toContain('when bound by law to do so');
  });
});

describe('6. an affidavit for a court', () => {
  it('has its cause title: the court by its 2021 designation, the case, the parties with their roles, the deponent’s capacity, what it supports', () => {
    const en = text('affidavit', IN_COURT, 'en');
    expect(en).toMatch(
      /^In the Court of the Civil Judge Senior Division, Satna\nCivil Suit No\. _+\nMeena Tiwari …… Plaintiff\nversus\n1\. Ramkishore Pandey\n2\. Suresh Pandey …… Defendants\nAFFIDAVIT\n\(in support of the application under Order 39 rules 1 and 2 of the Code of Civil Procedure, 1908\)\n/,
    );
    expect(en).toContain('1. That I am the plaintiff in the above case');
    const hi = text('affidavit', IN_COURT, 'hi');
    expect(hi).toMatch(
      /^न्यायालय व्यवहार न्यायाधीश वरिष्ठ खंड, Satna\nव्यवहार वाद क्रमांक _+\nMeena Tiwari …… वादिनी\nविरुद्ध\n/,
    );
    expect(hi).toContain('…… प्रतिवादीगण');
    expect(hi).toContain('1. यह कि मैं उपरोक्त प्रकरण में वादिनी हूँ');
  });

  it('asks the court, the case and the deponent’s place only for a court; someone else says who they are', () => {
    expect(asked('affidavit', AFFIDAVIT)).not.toContain('court');
    expect(asked('affidavit', IN_COURT)).toEqual(
      expect.arrayContaining(['court', 'courtPlace', 'caseKind', 'firstParty', 'secondParty', 'deponentPlace']),
    );
    const father = {
      ...IN_COURT,
      deponentPlace: 'other',
      deponentCapacity: 'the mother and next friend of the plaintiff',
    };
    expect(asked('affidavit', father)).toContain('deponentCapacity');
    expect(text('affidavit', father, 'en')).toContain(
      '1. That I am the mother and next friend of the plaintiff in the above case',
    );
    expect(text('affidavit', { ...IN_COURT, caseNumber: 'RCS-A/45/2026' }, 'en')).toContain(
      'Civil Suit No. RCS-A/45/2026',
    );
  });
});

describe('7. the notice, point by point', () => {
  it('the last days, with the holidays that move them', () => {
    const received = { ...CHEQUE, noticeReceived: '2026-11-02' };
    expect(note('cheque-bounce-notice', 'dates', received, 'en')).toContain(
      'if that day is a Sunday or a court holiday (MP’s district courts also close on the first and third Saturdays), the last working day before it',
    );
    expect(note('cheque-bounce-notice', 'dates', received, 'en')).toContain(
      'if the post office is closed that day, post it the working day before',
    );
    expect(note('cheque-bounce-notice', 'dates', received, 'hi')).toContain('तो उससे पहले के कार्य दिवस पर');
  });

  it('the payee’s bank and branch (s.142(2)(a)), the memo’s own date, a debt or other liability', () => {
    const en = text('cheque-bounce-notice', CHEQUE, 'en');
    expect(en).toContain(
      'through my client’s account with State Bank of India, Satna main branch, and it was returned unpaid with the bank’s return memo dated 14 October 2026, received by my client on 16 October 2026',
    );
    expect(en).toContain('in discharge of a legally enforceable debt or other liability');
    expect(text('cheque-bounce-notice', CHEQUE, 'hi')).toContain('विधितः प्रवर्तनीय ऋण अथवा अन्य दायित्व');
    expect(problemWith(question('cheque-bounce-notice', 'memoIssued'), '2026-10-17', CHEQUE, 'en')).toBe(
      'The memo cannot be dated after you received it.',
    );
  });

  it('a proprietor first, with the business after; the advocate signs for the client', () => {
    const owner = {
      ...CHEQUE,
      payeeKind: 'proprietor',
      payeeName: 'Anil Jain',
      payeeBusiness: 'M/s Satna Building Materials',
    };
    expect(asked('cheque-bounce-notice', owner)).toContain('payeeBusiness');
    expect(text('cheque-bounce-notice', owner, 'en')).toContain(
      'my client, Anil Jain, sole proprietor of M/s Satna Building Materials, of 5 Sarafa Bazar',
    );
    expect(text('cheque-bounce-notice', owner, 'hi')).toMatch(
      /^मेसर्स Satna Building Materials के एकल स्वत्वाधिकारी Anil Jain, पता 5 Sarafa Bazar/m,
    );
    expect(draftText(SPECS['cheque-bounce-notice'], owner, 'en')).toMatch(
      /\n\(Signature\) _+\nAdvocate for Anil Jain, sole proprietor of M\/s Satna Building Materials\nName _+/,
    );
    expect(draftText(SPECS['cheque-bounce-notice'], owner, 'hi')).toMatch(
      /\n\(हस्ताक्षर\) _+\nमेसर्स Satna Building Materials के एकल स्वत्वाधिकारी Anil Jain के अधिवक्ता\n/,
    );
  });

  it('“Refer to Drawer” glossed in Hindi; s.141 without names reaches them through the firm; the cleaner Hindi opening and Speed Post', () => {
    expect(text('cheque-bounce-notice', { ...CHEQUE, memoReason: 'refer' }, 'hi')).toContain(
      '“Refer to Drawer” (आहर्ता से संपर्क करें)',
    );
    const firm = { ...CHEQUE, drawerKind: 'firm' };
    expect(text('cheque-bounce-notice', firm, 'en')).toContain(
      'and this notice is given to each of them as well, through the partnership firm.',
    );
    expect(text('cheque-bounce-notice', firm, 'hi')).toContain(
      'अतः यह सूचना ऐसे प्रत्येक व्यक्ति को उक्त भागीदारी फ़र्म के माध्यम से भी दी जाती है।',
    );
    const hi = text('cheque-bounce-notice', CHEQUE, 'hi');
    expect(hi).toContain('स्पीड पोस्ट (पावती/वितरण प्रमाण सहित) द्वारा');
    expect(hi).toContain(
      'Rajesh Soni, निवासी 5 Sarafa Bazar, Satna (जिन्हें आगे ‘मेरे पक्षकार’ कहा गया है) की ओर से एवं उनके निर्देशानुसार आपको निम्नलिखित विधिक सूचना दी जाती है:',
    );
    expect(hi).not.toContain('मेरे द्वारा');
  });
});

describe('8. the rent agreement, point by point', () => {
  it('who pays the stamp and fee, renewal, the courts of the premises, GST for a shop, the landlord’s side of the lock-in', () => {
    const shop = { ...LEASE, use: 'commercial', lockInMonths: '3' };
    const en = text('rent-agreement', shop, 'en');
    expect(en).toContain(
      'That the stamp duty and the registration fee on this agreement shall be borne by the Tenant.',
    );
    expect(en).toContain(
      'may be renewed for a further term only by a fresh agreement in writing signed by both parties',
    );
    expect(en).toContain(
      'That the courts at Satna, within whose limits the Premises are situated, shall have jurisdiction',
    );
    expect(en).toContain('any GST payable on it shall be borne by the Tenant');
    expect(text('rent-agreement', RENT, 'en')).not.toContain('GST');
    expect(en).toContain(
      'if the Landlord ends the tenancy during the lock-in otherwise than under that clause, the Landlord shall pay the Tenant an amount equal to the rent for the rest of the lock-in',
    );
  });

  it('the premises “described as”, one recital, the cash receipt, honorifics and मात्र', () => {
    expect(text('rent-agreement', RENT, 'en')).toContain(
      'the premises described as: First floor, 34 Station Road, Satna (hereinafter called the “Premises”)',
    );
    const hi = text('rent-agreement', { ...RENT_HI, rentMode: 'cash', landlordParent: 'स्व. श्री सुरेश गुप्ता' }, 'hi');
    expect(hi.match(/^यह किरायानामा/gm)).toHaveLength(1);
    expect(hi).toContain('नकद रूप में, मकान मालिक से रसीद प्राप्त कर, अदा करेगा');
    expect(hi).toContain('श्री रमेश गुप्ता आत्मज स्व. श्री सुरेश गुप्ता');
    expect(hi).toContain('(आठ हज़ार रुपये मात्र)');
    expect(question('rent-agreement', 'propertyAddress').hint!.hi).toContain('प्रथम तल');
  });

  it('an agreement under a year says how it is stamped and that Passport Seva does not take it', () => {
    const under = note('rent-agreement', 'under-year', RENT, 'en');
    expect(under).toContain(`an e-stamp of ${figure('mp.stamp.lease.under-year', 'en')}`);
    expect(under).toContain('usually notarised');
    expect(under).toContain('It is not on Passport Seva’s list of address proofs');
  });
});

describe('9. the affidavit, point by point', () => {
  it('a woman deponent is शपथकर्त्री in every place', () => {
    const hi = draftText(SPECS.affidavit, AFFIDAVIT, 'hi');
    expect(hi).not.toContain('शपथकर्ता');
    expect(hi.match(/शपथकर्त्री/g)!.length).toBeGreaterThanOrEqual(5);
    expect(draftText(SPECS.affidavit, { ...AFFIDAVIT, deponentRelation: 'son' }, 'hi')).not.toContain('शपथकर्त्री');
  });

  it('the attestation has the place, date, the notary’s registration number and the identifying advocate’s line', () => {
    const { attestation } = printParts(SPECS.affidavit, AFFIDAVIT, 'en');
    expect(attestation).toMatch(/^Solemnly affirmed before me at _+ on _+ by the deponent/);
    expect(attestation).toContain('Registration No. ____________________ (seal and signature)');
    expect(attestation).toContain(
      'Identified by me: ____________________, Advocate, Enrolment No. ____________________ (signature)',
    );
    expect(printParts(SPECS.affidavit, AFFIDAVIT, 'hi').attestation).toContain(
      'पहचानकर्ता अधिवक्ता: ____________________, नामांकन क्रमांक',
    );
  });

  it('is verified on the day it is affirmed: not a day already past; left empty, a line for the notary’s day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T12:00:00+05:30'));
    const signDate = question('affidavit', 'signDate');
    expect(problemWith(signDate, '2026-12-06', AFFIDAVIT, 'en')).toMatch(/choose today or a later day/);
    expect(problemWith(signDate, '2026-12-07', AFFIDAVIT, 'en')).toBeUndefined();
    expect(problemWith(signDate, '', AFFIDAVIT, 'en')).toBeUndefined();
    expect(text('affidavit', AFFIDAVIT, 'en')).toContain('Verified at Satna on ____________________.');
  });

  it('for the passport office, what the Passport Seva Kendra takes; the purpose and one person in the words asked', () => {
    const passport = {
      ...AFFIDAVIT,
      kind: 'address',
      residingSince: '2015-07-01',
      purpose: 'the passport office, Bhopal',
    };
    expect(notes('affidavit', passport, '2026-12-07').map((n) => n.id)).toContain('passport');
    expect(note('affidavit', 'passport', passport, 'en')).toContain(
      'an affidavit is not on its list of address proofs',
    );
    expect(text('affidavit', passport, 'en')).toContain(
      'That this affidavit is made for submission to the passport office, Bhopal.',
    );
    expect(text('affidavit', AFFIDAVIT, 'en')).toContain('Both names refer to one and the same person, namely myself.');
  });
});

describe('10. the register', () => {
  it('the DPDP obligations’ day, with the Gazette’s date named', () => {
    expect(figure('dpdp.obligations', 'en')).toBe('13 May 2027');
    expect(FACTS['dpdp.obligations'].caveat).toMatch(/dated 13 November 2025.*14 May 2027.*keeps the earlier day/);
  });
});
