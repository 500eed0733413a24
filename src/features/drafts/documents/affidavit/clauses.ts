/**
 * The affidavit's text (docs/drafts.md, "Affidavit"): the cause title of a
 * court affidavit, the deponent, numbered statements and the verification
 * that names which paragraphs the deponent knows personally and which rest
 * on information received, from whom (Code of Civil Procedure, Order XIX
 * rule 3). One form throughout: the deponent affirms.
 */
import { linesOf } from '../../fill';
import type { Answers, Clause } from '../../types';
import { l } from '../common';
import { forCourt } from './court';
import { has, isKind } from './questions';

const CAUSE_TITLE: Clause[] = [
  {
    id: 'court',
    role: 'title',
    when: forCourt,
    text: l('In the Court of {courtTitle}, {courtPlace}', 'न्यायालय {courtTitle}, {courtPlace}'),
  },
  {
    id: 'case',
    role: 'subtitle',
    when: forCourt,
    text: l('{caseNumberLabel} {caseNumberText}', '{caseNumberLabel} {caseNumberText}'),
  },
  { id: 'first-side', role: 'party', when: forCourt, text: l('{firstSide}', '{firstSide}') },
  { id: 'versus', role: 'subtitle', when: forCourt, text: l('versus', 'विरुद्ध') },
  { id: 'second-side', role: 'party', when: forCourt, text: l('{secondSide}', '{secondSide}') },
];

const HEAD: Clause[] = [
  { id: 'title', role: 'title', text: l('AFFIDAVIT', 'शपथ पत्र') },
  {
    id: 'supports',
    role: 'subtitle',
    when: (a) => forCourt(a) && has('supports')(a),
    text: l('(in support of {supports})', '({supports} के समर्थन में)'),
  },
  {
    id: 'subject',
    role: 'subtitle',
    when: (a) => isKind('other')(a) && has('subject')(a) && !(forCourt(a) && has('supports')(a)),
    text: l('(regarding {subject})', '({subject} के संबंध में)'),
  },
  {
    id: 'deponent',
    text: l(
      'I, {deponentName}, {deponentRel} {deponentParentTitled}, aged {deponentAge} years, {occupation} by occupation, residing at {deponentAddress}, do hereby solemnly affirm and state as follows:',
      'मैं, {deponentName} {deponentRel} {deponentParentTitled}, आयु {deponentAge} वर्ष, व्यवसाय {occupation}, निवासी {deponentAddress}, सत्यनिष्ठापूर्वक प्रतिज्ञान कर निम्नानुसार कथन {stateVerb}:',
    ),
  },
];

const BODY: Clause[] = [
  {
    id: 'self',
    numbered: true,
    when: (a) => !forCourt(a),
    text: l(
      'That I am the deponent of this affidavit and am fully acquainted with the facts stated in it.',
      'यह कि मैं इस शपथ पत्र {ofDeponent} हूँ तथा इसमें वर्णित तथ्यों से भली-भाँति परिचित हूँ।',
    ),
  },
  {
    id: 'self-in-case',
    numbered: true,
    when: forCourt,
    text: l(
      'That I am {deponentRole} in the above case and am fully acquainted with the facts stated in this affidavit.',
      'यह कि मैं उपरोक्त प्रकरण में {deponentRole} हूँ तथा इस शपथ पत्र में वर्णित तथ्यों से भली-भाँति परिचित हूँ।',
    ),
  },
  {
    id: 'name-change',
    numbered: true,
    when: isKind('name-change'),
    text: l(
      'That my name was earlier {oldName}; I am now known as {newName}. Both names refer to one and the same person, namely myself.',
      'यह कि मेरा नाम पूर्व में {oldName} था; वर्तमान में मुझे {newName} के नाम से जाना जाता है। दोनों नाम एक ही व्यक्ति, अर्थात स्वयं मुझ {deponentTitle} के हैं।',
    ),
  },
  {
    id: 'name-reason',
    numbered: true,
    when: (a) => isKind('name-change')(a) && has('nameReason')(a),
    text: l('That my name changed {nameReason}.', 'यह कि मेरा नाम {nameReason} परिवर्तित हुआ।'),
  },
  {
    id: 'address',
    numbered: true,
    when: isKind('address'),
    text: l(
      'That I have lived at the address given above since {residingSince}.',
      'यह कि मैं दिनांक {residingSince} से उपरोक्त पते पर निवासरत हूँ।',
    ),
  },
  {
    id: 'income',
    numbered: true,
    when: isKind('income'),
    text: l(
      'That my yearly income from all sources is {annualIncome}, from {incomeSource}.',
      'यह कि सभी स्रोतों से मेरी वार्षिक आय {annualIncome} है, जो {incomeSource} से होती है।',
    ),
  },
  {
    id: 'purpose',
    numbered: true,
    when: (a) => !forCourt(a) && has('purpose')(a),
    text: l(
      'That this affidavit is made for submission to {purpose}.',
      'यह कि यह शपथ पत्र {purpose} के समक्ष प्रस्तुत करने के लिए दिया जा रहा है।',
    ),
  },
  { id: 'known', numbered: true, each: 'knownStatements', sentences: true, text: l('That {item}', 'यह कि {item}') },
  {
    id: 'told',
    numbered: true,
    each: 'toldStatements',
    sentences: true,
    when: has('toldStatements'),
    text: l('That {item}', 'यह कि {item}'),
  },
  { id: 'signature', role: 'right', text: l('Deponent', '{deponentTitle}') },
];

const VERIFICATION: Clause[] = [
  {
    id: 'verification',
    heading: l('VERIFICATION', 'सत्यापन'),
    when: (a) => !has('toldStatements')(a),
    text: l(
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {verifiedOn}.',
      'मैं, उपरोक्त {deponentTitle}, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {verifiedOn} को {place} में किया गया।',
    ),
  },
  {
    id: 'verification-with-belief',
    heading: l('VERIFICATION', 'सत्यापन'),
    when: has('toldStatements'),
    text: l(
      'I, the above-named deponent, verify that the contents of {knownParas} of this affidavit are true and correct to my personal knowledge, and those of {toldParas} are based on information received from {toldSource}, which I believe to be true; nothing stated in it is false and nothing material has been concealed. Verified at {place} on {verifiedOn}.',
      'मैं, उपरोक्त {deponentTitle}, सत्यापित {stateVerb} कि इस शपथ पत्र की {knownParas} में वर्णित तथ्य मेरे व्यक्तिगत ज्ञान से सत्य एवं सही हैं, तथा {toldParas} में वर्णित तथ्य {toldSource} से प्राप्त जानकारी पर आधारित हैं, जो मेरे विश्वास में सत्य हैं; इसमें कुछ भी असत्य नहीं है और न कोई तथ्य छिपाया गया है। सत्यापन आज दिनांक {verifiedOn} को {place} में किया गया।',
    ),
  },
];

export const AFFIDAVIT_CLAUSES: readonly Clause[] = [...CAUSE_TITLE, ...HEAD, ...BODY, ...VERIFICATION];

/** The numbers the verification names: the statements come after every other numbered paragraph that applies. */
export function statementNumbers(a: Answers) {
  const before = AFFIDAVIT_CLAUSES.filter((c) => c.numbered && !c.each && (!c.when || c.when(a))).length;
  const known = before + Math.max(linesOf(a.knownStatements).length, 1);
  return { known, told: linesOf(a.toldStatements).length };
}
