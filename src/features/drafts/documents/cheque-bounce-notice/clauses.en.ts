/** The notice's clauses in English, and the note for the client that replaces it, by clause id (./clauses.ts says which apply). */
export const CLAUSES = {
  title: 'LEGAL NOTICE',
  subtitle: '(under section 138 of the Negotiable Instruments Act, 1881)',
  date: 'Date: {noticeDate}',
  to: 'To: {drawerName}{through}, {drawerAddress}',
  'to-persons': 'And: {item}, in charge of and responsible for the conduct of its business',
  subject: 'Subject: Notice of the dishonour of cheque No. {chequeNumber} and demand for payment',
  opening:
    'Under instructions from and on behalf of my client, {payeeText}, {payeeWhere} {payeeAddress} (hereinafter called “my client”), I give you notice as follows:',
  cheque:
    'That in discharge of a legally enforceable debt or other liability that you owed my client, namely {debt}, you drew and gave my client cheque No. {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank}.',
  dishonour:
    'That my client presented the cheque for payment on {presentedDate}, within its validity, through my client’s account with {payeeBank}, and it was returned unpaid with the bank’s return memo dated {memoIssued}, received by my client on {memoDate}, which gives the reason {reasonText}.',
  'section-141':
    'That the drawer is a {bodyKind}; under section 141 of the Act, every person who, when the offence is committed, is in charge of and responsible to it for the conduct of its business is deemed guilty of the offence along with it and liable to be proceeded against, and {toPersons}.',
  demand:
    'That I therefore call upon you to pay my client the amount of the cheque, {amount}, within {payDays} of your receiving this notice.',
  consequence:
    'That if you fail to pay that amount within {payDays} of receiving this notice, the offence under section 138 of the Negotiable Instruments Act, 1881 will be complete, and my client will file a complaint against you under sections 138 and 142 of the Act before the competent court, at your risk as to costs and consequences.',
  copy: 'That a copy of this notice is kept in my office for further action.',
  place: 'Place: {place}',
  'advice-title': 'NOTE FOR THE CLIENT',
  'advice-subtitle': '(no notice under section 138 of the Negotiable Instruments Act, 1881 can be given on this memo)',
  'advice-memo':
    'Cheque No. {chequeNumber} dated {chequeDate} for {amount}, drawn on {bank} by {drawerName}, was returned unpaid; the bank’s return memo reached {payeeText} on {memoDate}.',
  'advice-late':
    'A notice under section 138 had to be given within {noticeDays} of that day, by {noticeBy} (proviso (b)). A notice dated {noticeDate} is out of time: no complaint under sections 138 and 142 can rest on it, so none is drafted here.',
  'advice-present':
    'The cheque is valid until {validUntil}. Present it again through your bank by {presentBy}. If it is returned again, a notice given within {noticeDays} of the new memo founds a complaint (MSR Leathers v. S. Palaniappan, (2013) 1 SCC 177): draft it then, with the new memo’s dates.',
  'advice-civil':
    'Once the cheque’s validity is over, the amount can still be claimed in a civil suit; the firm will advise on it.',
};
