/**
 * The affidavit's words in English (docs/drafts.md, "Affidavit"): its
 * questions, its clauses, the cause title's courts and roles, the notes
 * beside it and the estimate's lines. hi.ts has the same in Hindi; the
 * structure that uses them is written once, in the modules beside them.
 */

/** A party's role: one, several, and one who is a woman (the same word in English). */
const role = (one: string, many: string) => ({ one, many, woman: one });

const en = {
  steps: {
    deponent: 'Who makes the affidavit',
    about: 'Age, occupation and address',
    kind: 'What is it for?',
    court: 'The court and the case',
    parties: 'The parties',
    capacity: 'You in the case',
    details: 'The details',
    statements: 'Your statements',
    signing: 'Signing',
  },
  deponent: {
    name: 'Your full name',
    relation: 'son, daughter or wife of',
    parent: 'father’s or husband’s name',
    age: 'age',
    address: 'your address',
  },
  questions: {
    occupation: {
      label: 'Your occupation',
      hint: 'For example: farmer, teacher, homemaker',
      blank: 'occupation',
    },
    kind: { label: 'Kind of affidavit', blank: 'kind of affidavit' },
    forCourt: { label: 'Is it to be filed in a court?', blank: 'for a court or not' },
    purpose: {
      label: 'Where will it be used? (optional)',
      hint: 'For example: the passport office, a school',
      blank: 'where it will be used',
    },
    court: { label: 'The court', blank: 'court' },
    courtPlace: { label: 'Where the court sits', hint: 'For example: Satna', blank: 'place' },
    caseNumber: {
      label: 'Case number, if given (optional)',
      hint: 'Left empty, a line is printed for it',
      blank: 'case No.',
    },
    supports: {
      label: 'What it supports (optional)',
      hint: 'For example: the application under Order 39 rules 1 and 2 of the Code of Civil Procedure, 1908',
      blank: 'what it supports',
    },
    caseKind: { label: 'Kind of case', blank: 'kind of case' },
    firstParty: { label: 'The side that filed: each name on a line', blank: 'first party' },
    secondParty: { label: 'The other side: each name on a line', blank: 'other party' },
    deponentPlace: { label: 'Who are you in the case?', blank: 'your place in the case' },
    deponentCapacity: {
      label: 'Who you are, for which party',
      hint: 'For example: the father and next friend of the plaintiff',
      blank: 'your place in the case',
    },
    oldName: { label: 'Your old name', blank: 'old name' },
    newName: { label: 'Your new name', blank: 'new name' },
    nameReason: {
      label: 'When or why it changed (optional)',
      hint: 'For example: after my marriage',
      blank: 'reason',
    },
    residingSince: { label: 'Living at this address since', blank: 'since when' },
    annualIncome: { label: 'Yearly income from all sources (₹)', blank: 'yearly income' },
    incomeSource: {
      label: 'Where the income comes from',
      hint: 'For example: farming, a shop, wages',
      blank: 'source of income',
    },
    subject: {
      label: 'What the affidavit is about, in a few words',
      hint: 'It heads the affidavit; the facts go in your statements',
      blank: 'subject',
    },
    knownStatements: {
      label: 'What you know yourself, one statement a line',
      hint: 'Each line becomes a numbered paragraph',
      blank: 'your statement',
    },
    toldStatements: {
      label: 'What you were told by someone else, one a line (optional)',
      hint: 'The verification keeps these apart from what you know yourself',
      blank: 'information received',
    },
    toldSource: {
      label: 'Who told you, or which record it comes from',
      hint: 'The grounds of your belief must be stated (CPC, Order XIX rule 3)',
      blank: 'source of the information',
    },
    signDate: {
      label: 'Day you will affirm it before the notary (optional)',
      hint: 'Left empty, a line is printed for that day',
    },
  },
  signDateTooEarly:
    'An affidavit is verified on the day it is affirmed: choose today or a later day, or leave it empty.',
  kinds: { 'name-change': 'Name change', address: 'Address proof', income: 'Income', other: 'Another fact' },
  forCourt: { no: 'No', yes: 'Yes, in a court case' },
  /** The courts of a district in MP, as their orders name them since the 2021 designations (./court.ts). */
  courts: {
    district: { label: 'District Judge', title: 'the District Judge' },
    'additional-district': { label: 'Additional District Judge', title: 'the Additional District Judge' },
    'civil-senior': { label: 'Civil Judge Senior Division', title: 'the Civil Judge Senior Division' },
    'civil-junior': { label: 'Civil Judge Junior Division', title: 'the Civil Judge Junior Division' },
    cjm: { label: 'Chief Judicial Magistrate', title: 'the Chief Judicial Magistrate' },
    jmfc: { label: 'Judicial Magistrate First Class', title: 'the Judicial Magistrate First Class' },
    family: { label: 'Family Court', title: 'the Family Court' },
  },
  /** The kinds of case: the first side's role, then the other's, and what the case's number is called. */
  caseKinds: {
    suit: {
      label: 'A civil suit (plaintiff and defendant)',
      number: 'Civil Suit No.',
      sides: [role('Plaintiff', 'Plaintiffs'), role('Defendant', 'Defendants')],
    },
    application: {
      label: 'An application or petition (applicant and non-applicant)',
      number: 'Case No.',
      sides: [role('Applicant', 'Applicants'), role('Non-applicant', 'Non-applicants')],
    },
    complaint: {
      label: 'A criminal complaint (complainant and accused)',
      number: 'Complaint Case No.',
      sides: [role('Complainant', 'Complainants'), role('Accused', 'Accused')],
    },
  },
  places: {
    first: 'I am the first side (the one who filed)',
    second: 'I am the other side',
    other: 'Someone else, for a party',
  },
  /** The deponent's own role in the case: "the plaintiff". */
  ownRole: (side: { one: string; woman: string }, _woman: boolean | undefined): string | undefined =>
    `the ${side.one.toLowerCase()}`,
  /** The words the relation asked decides (Hindi agrees with it: शपथकर्ता, शपथकर्त्री). */
  agreeing: {
    title: { man: 'deponent', woman: 'deponent' },
    ofTitle: { man: 'deponent', woman: 'deponent' },
    state: { man: 'state', woman: 'state' },
  },
  /** "paragraph 3", "paragraphs 7 and 8", "paragraphs 1 to 6". */
  paragraphs: (from: number, to: number) =>
    from === to
      ? `paragraph ${from}`
      : to === from + 1
        ? `paragraphs ${from} and ${to}`
        : `paragraphs ${from} to ${to}`,
  blanks: {
    courtTitle: 'court',
    caseNumberLabel: 'case No.',
    firstSide: 'first party …… role',
    secondSide: 'other party …… role',
    deponentRole: 'your place in the case',
    stateVerb: 'state',
    deponentTitle: 'deponent',
    ofDeponent: 'deponent',
  },
  clauses: {
    court: 'In the Court of {courtTitle}, {courtPlace}',
    versus: 'versus',
    title: 'AFFIDAVIT',
    supports: '(in support of {supports})',
    subject: '(regarding {subject})',
    deponent:
      'I, {deponentName}, {deponentRel} {deponentParentTitled}, aged {deponentAge} years, {occupation} by occupation, residing at {deponentAddress}, do hereby solemnly affirm and state as follows:',
    self: 'That I am the deponent of this affidavit and am fully acquainted with the facts stated in it.',
    'self-in-case':
      'That I am {deponentRole} in the above case and am fully acquainted with the facts stated in this affidavit.',
    'name-change':
      'That my name was earlier {oldName}; I am now known as {newName}. Both names refer to one and the same person, namely myself.',
    'name-reason': 'That my name changed {nameReason}.',
    address: 'That I have lived at the address given above since {residingSince}.',
    income: 'That my yearly income from all sources is {annualIncome}, from {incomeSource}.',
    purpose: 'That this affidavit is made for submission to {purpose}.',
    statement: 'That {item}',
    signature: 'Deponent',
    verification:
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {verifiedOn}.',
    'verification-with-belief':
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge, and those of {toldParas} are based on information received from {toldSource}, which I believe to be true; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {verifiedOn}.',
  },
  verificationHeading: 'VERIFICATION',
  /** Who signs, and the notary's attestation: `rule` is a line to write on, `title` the deponent's (Hindi). */
  signs: (_title: string | undefined) => 'Deponent',
  attestation: (rule: string, _title: string | undefined) =>
    `Solemnly affirmed before me at ${rule} on ${rule} by the deponent, who is identified by the advocate below.\nNotary / Oath Commissioner: name ${rule}, Registration No. ${rule} (seal and signature)\nIdentified by me: ${rule}, Advocate, Enrolment No. ${rule} (signature)`,
  notes: {
    oath: 'You sign an affidavit before a notary or an oath commissioner, and an advocate identifies you. Stating something you know to be false is an offence.',
    passport:
      'The Passport Seva Kendra takes affidavits in its own formats (the annexures on passportindia.gov.in), and an affidavit is not on its list of address proofs. Before you have this one made, ask the firm which annexure or proof you need.',
  },
  fees: {
    stamp: 'Stamp duty',
    stampCourt: 'Stamp duty (to be filed in a court)',
    notary: 'Notary’s or oath commissioner’s fee',
    firm: 'The firm’s fee',
  },
};

/** The affidavit's words in one language: en.ts is the shape hi.ts follows. */
export type AffidavitWords = typeof en;

export default en;
