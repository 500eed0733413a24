/**
 * The notice under s.138 of the Negotiable Instruments Act, 1881, in English
 * and Hindi (docs/drafts.md, "Cheque-bounce notice"); and, when its date is
 * after the 30 days from the memo, no notice but a note for the client of
 * what can still be done (MSR Leathers v. S. Palaniappan, (2013) 1 SCC 177).
 */
import { linesOf } from '../../fill';
import type { Answers, Clause } from '../../types';
import { l } from '../common';
import { isBody, isLate } from './terms';

const inTime = (a: Answers) => !isLate(a);
const and =
  (...rules: ((a: Answers) => boolean)[]) =>
  (a: Answers) =>
    rules.every((rule) => rule(a));

const NOTICE: Clause[] = [
  { id: 'title', role: 'title', text: l('LEGAL NOTICE', 'विधिक सूचना पत्र') },
  {
    id: 'subtitle',
    role: 'subtitle',
    text: l(
      '(under section 138 of the Negotiable Instruments Act, 1881)',
      '(परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत)',
    ),
  },
  { id: 'date', role: 'right', text: l('Date: {noticeDate}', 'दिनांक: {noticeDate}') },
  { id: 'mode', text: l('{mode}', '{mode}') },
  { id: 'to', text: l('To: {drawerName}{through}, {drawerAddress}', 'प्रति: {drawerName}{through}, {drawerAddress}') },
  {
    id: 'to-persons',
    each: 'drawerPersons',
    when: (a) => isBody(a) && linesOf(a.drawerPersons).length > 0,
    text: l(
      'And: {item}, in charge of and responsible for the conduct of its business',
      'एवं: {item}, उसके कारबार के संचालन के भारसाधक एवं उत्तरदायी',
    ),
  },
  {
    id: 'subject',
    text: l(
      'Subject: Notice of the dishonour of cheque No. {chequeNumber} and demand for payment',
      'विषय: चेक क्रमांक {chequeNumber} के अनादरण की सूचना एवं भुगतान की माँग',
    ),
  },
  {
    id: 'opening',
    text: l(
      'Under instructions from and on behalf of my client, {payeeText}, {payeeWhere} {payeeAddress} (hereinafter called “my client”), I give you notice as follows:',
      '{payeeText}, {payeeWhere} {payeeAddress} (जिन्हें आगे ‘मेरे पक्षकार’ कहा गया है) की ओर से एवं उनके निर्देशानुसार आपको निम्नलिखित विधिक सूचना दी जाती है:',
    ),
  },
  {
    id: 'cheque',
    numbered: true,
    text: l(
      'That in discharge of a legally enforceable debt or other liability that you owed my client, namely {debt}, you drew and gave my client cheque No. {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank}.',
      'यह कि मेरे पक्षकार के प्रति अपने विधितः प्रवर्तनीय ऋण अथवा अन्य दायित्व, अर्थात {debt}, के उन्मोचन में आपने {bank} पर आहरित चेक क्रमांक {chequeNumber}, दिनांक {chequeDate}, राशि {amount} जारी कर मेरे पक्षकार को दिया।',
    ),
  },
  {
    id: 'dishonour',
    numbered: true,
    text: l(
      'That my client presented the cheque for payment on {presentedDate}, within its validity, through my client’s account with {payeeBank}, and it was returned unpaid with the bank’s return memo dated {memoIssued}, received by my client on {memoDate}, which gives the reason {reasonText}.',
      'यह कि मेरे पक्षकार ने उक्त चेक उसकी वैधता अवधि के भीतर दिनांक {presentedDate} को {payeeBank} स्थित अपने खाते के माध्यम से भुगतान के लिए प्रस्तुत किया, किंतु वह अनादरित होकर बिना भुगतान लौट आया; बैंक के दिनांक {memoIssued} के वापसी मेमो में, जो मेरे पक्षकार को दिनांक {memoDate} को प्राप्त हुआ, इसका कारण {reasonText} लिखा है।',
    ),
  },
  {
    id: 'section-141',
    numbered: true,
    when: isBody,
    text: l(
      'That the drawer is a {bodyKind}; under section 141 of the Act, every person who, when the offence is committed, is in charge of and responsible to it for the conduct of its business is deemed guilty of the offence along with it and liable to be proceeded against, and {toPersons}.',
      'यह कि आहर्ता एक {bodyKind} है; अधिनियम की धारा 141 के अनुसार अपराध के समय उसके कारबार के संचालन के लिए उसका भारसाधक एवं उसके प्रति उत्तरदायी प्रत्येक व्यक्ति भी उसके साथ उस अपराध का दोषी समझा जाएगा और उसके विरुद्ध कार्यवाही की जा सकेगी; {toPersons}।',
    ),
  },
  {
    id: 'demand',
    numbered: true,
    text: l(
      'That I therefore call upon you to pay my client the amount of the cheque, {amount}, within {payDays} of your receiving this notice.',
      'यह कि अतः आपसे माँग की जाती है कि इस सूचना की प्राप्ति के {payDays} के भीतर उक्त चेक की राशि {amount} का भुगतान मेरे पक्षकार को करें।',
    ),
  },
  {
    id: 'consequence',
    numbered: true,
    text: l(
      'That if you fail to pay that amount within {payDays} of receiving this notice, the offence under section 138 of the Negotiable Instruments Act, 1881 will be complete, and my client will file a complaint against you under sections 138 and 142 of the Act before the competent court, at your risk as to costs and consequences.',
      'यह कि यदि आप इस सूचना की प्राप्ति के {payDays} के भीतर उक्त राशि का भुगतान नहीं करते हैं, तो परक्राम्य लिखत अधिनियम, 1881 की धारा 138 के अंतर्गत अपराध पूर्ण होगा, और मेरे पक्षकार आपके विरुद्ध अधिनियम की धारा 138 एवं 142 के अंतर्गत सक्षम न्यायालय में परिवाद प्रस्तुत करेंगे, जिसके समस्त व्यय एवं परिणामों के लिए आप स्वयं उत्तरदायी होंगे।',
    ),
  },
  {
    id: 'copy',
    numbered: true,
    text: l(
      'That a copy of this notice is kept in my office for further action.',
      'यह कि इस सूचना की एक प्रति आगामी कार्यवाही के लिए मेरे कार्यालय में सुरक्षित रखी गई है।',
    ),
  },
  { id: 'place', text: l('Place: {place}', 'स्थान: {place}') },
];

/** What the client gets instead of a notice dated too late: no notice, and what can still be done. */
const ADVICE: Clause[] = [
  { id: 'advice-title', role: 'title', text: l('NOTE FOR THE CLIENT', 'पक्षकार के लिए टिप्पणी') },
  {
    id: 'advice-subtitle',
    role: 'subtitle',
    text: l(
      '(no notice under section 138 of the Negotiable Instruments Act, 1881 can be given on this memo)',
      '(इस मेमो पर परक्राम्य लिखत अधिनियम, 1881 की धारा 138 की सूचना नहीं दी जा सकती)',
    ),
  },
  {
    id: 'advice-memo',
    text: l(
      'Cheque No. {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank} by {drawerName}, was returned unpaid; the bank’s return memo reached {payeeText} on {memoDate}.',
      '{drawerName} द्वारा {bank} पर आहरित चेक क्रमांक {chequeNumber}, दिनांक {chequeDate}, राशि {amount} बिना भुगतान लौट आया; बैंक का वापसी मेमो {payeeText} को दिनांक {memoDate} को प्राप्त हुआ।',
    ),
  },
  {
    id: 'advice-late',
    text: l(
      'A notice under section 138 had to be given within {noticeDays} of that day, by {noticeBy} (proviso (b)). A notice dated {noticeDate} is out of time: no complaint under sections 138 and 142 can rest on it, so none is drafted here.',
      'धारा 138 की सूचना उस दिन से {noticeDays} के भीतर, दिनांक {noticeBy} तक, दी जानी थी (परंतुक (ख))। दिनांक {noticeDate} की सूचना समय-बाह्य है: उस पर धारा 138 एवं 142 का परिवाद नहीं बन सकता, इसलिए यहाँ कोई सूचना नहीं बनाई गई है।',
    ),
  },
  {
    id: 'advice-present',
    text: l(
      'The cheque is valid until {validUntil}. Present it again through your bank by {presentBy}. If it is returned again, a notice given within {noticeDays} of the new memo founds a complaint (MSR Leathers v. S. Palaniappan, (2013) 1 SCC 177): draft it then, with the new memo’s dates.',
      'चेक दिनांक {validUntil} तक वैध है। उसे दिनांक {presentBy} तक अपने बैंक के माध्यम से फिर से प्रस्तुत करें। वह फिर लौटे तो नए मेमो से {noticeDays} के भीतर दी गई सूचना पर परिवाद बनता है (एमएसआर लेदर्स बनाम एस. पलनियप्पन, (2013) 1 SCC 177): तब नए मेमो की तारीखों के साथ सूचना बनाएँ।',
    ),
  },
  {
    id: 'advice-civil',
    text: l(
      'Once the cheque’s validity is over, the amount can still be claimed in a civil suit; the firm will advise on it.',
      'चेक की वैधता समाप्त होने के बाद भी राशि की वसूली दीवानी वाद से की जा सकती है; इस पर फ़र्म सलाह देगी।',
    ),
  },
];

export const NOTICE_CLAUSES: readonly Clause[] = [
  ...NOTICE.map((clause) => ({ ...clause, when: clause.when ? and(inTime, clause.when) : inTime })),
  ...ADVICE.map((clause) => ({ ...clause, when: isLate })),
];
