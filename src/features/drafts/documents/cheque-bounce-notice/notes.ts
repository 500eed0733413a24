/**
 * What the builder says beside the notice (docs/drafts.md, "Dates"): the
 * dates that follow the memo, from the register's periods, with a warning
 * when the 30 days to give the notice are nearly or already gone, or the
 * notice's own date is past them; a last day that falls on a holiday
 * moves to the working day before.
 */
import type { Lang } from '@/i18n/lang';
import { figure } from '@/business/legal-facts';
import { chequeBounceDates, chequeValidity, dayOf, daysBetween, NOTICE_WARNING_DAYS } from '../../dates';
import type { Answers, Notice } from '../../types';
import { chequeDay, day, isLate, memo, received } from './terms';

/** What to do once the notice cannot found a complaint: present again while the cheque is valid, else a civil suit. */
function afterLapse(a: Answers, lang: Lang, today: string): string {
  const cheque = chequeDay(a);
  const { presentBy } = cheque ? chequeValidity(cheque) : { presentBy: undefined };
  if (presentBy && today <= presentBy)
    return lang === 'hi'
      ? `चेक ${day(presentBy, 'hi')} तक फिर से जमा किया जा सकता है, और फिर लौटने पर नए मेमो से नया नोटिस दिया जा सकता है। फ़र्म से तुरंत बात करें।`
      : `The cheque can be presented again until ${day(presentBy, 'en')}, and a new notice given on a new memo if it is returned again. Talk to the firm at once.`;
  return lang === 'hi'
    ? 'चेक की वैधता भी समाप्त हो चुकी है: अब दीवानी वाद से वसूली का रास्ता है। फ़र्म से बात करें।'
    : 'The cheque’s validity is over too: the money can still be claimed in a civil suit. Talk to the firm.';
}

/** A last day that is a holiday: the notice is posted, the complaint filed, the working day before. */
const HOLIDAY = {
  post: {
    en: 'if the post office is closed that day, post it the working day before',
    hi: 'उस दिन डाकघर बंद हो तो उससे पहले के कार्य दिवस पर भेजें',
  },
  court: {
    en: 'if that day is a Sunday or a court holiday (MP’s district courts also close on the first and third Saturdays), the last working day before it',
    hi: 'उस दिन रविवार या न्यायालय का अवकाश हो (मध्य प्रदेश के ज़िला न्यायालय महीने के पहले और तीसरे शनिवार को भी बंद रहते हैं) तो उससे पहले के कार्य दिवस पर',
  },
};

function datesText(a: Answers, lang: Lang): string {
  const dates = chequeBounceDates(memo(a)!, received(a));
  const pay = figure('ni138.pay', lang);
  if (lang === 'hi') {
    const first = `नोटिस भेजने की आखिरी तारीख: ${day(dates.noticeBy, 'hi')} (मेमो मिलने से ${figure('ni138.notice', 'hi')}); ${HOLIDAY.post.hi}।`;
    return dates.payBy
      ? `${first} आहर्ता ${day(dates.payBy, 'hi')} तक भुगतान कर सकता है (नोटिस मिलने से ${pay}); भुगतान न हो तभी अपराध पूर्ण होता है। परिवाद ${day(dates.causeOfAction!, 'hi')} से दायर हो सकता है; ${day(dates.fileBy!, 'hi')} तक दायर करें; ${HOLIDAY.court.hi} (एक माह की अवधि, वाद-कारण का दिन छोड़कर, ${day(dates.complaintEnds!, 'hi')} को पूरी होती है: इकॉन एंट्री बनाम रोम इंडस्ट्रीज़, (2014) 11 SCC 769)।`
      : `${first} नोटिस मिलने के बाद आहर्ता के पास भुगतान के लिए ${pay} होते हैं, और भुगतान न हो तो उसके बाद एक माह में परिवाद दायर होता है: मिलने की तारीख लिखें तो ये तारीखें निकल आएँगी।`;
  }
  const first = `Last day to send the notice: ${day(dates.noticeBy, 'en')} (${figure('ni138.notice', 'en')} from receiving the memo); ${HOLIDAY.post.en}.`;
  return dates.payBy
    ? `${first} The drawer may pay until ${day(dates.payBy, 'en')} (${pay} from receiving the notice); only if they do not is the offence complete. The complaint may be filed from ${day(dates.causeOfAction!, 'en')}; file it by ${day(dates.fileBy!, 'en')} or, ${HOLIDAY.court.en} (the month of s.142(1)(b), the first day not counted, ends on ${day(dates.complaintEnds!, 'en')}: Econ Antri v. Rom Industries, (2014) 11 SCC 769).`
    : `${first} The drawer then has ${pay} from receiving the notice to pay, and if they do not, the complaint is filed within a month after that: give the day it was received and the dates are worked out.`;
}

export const NOTICE_NOTES: readonly Notice[] = [
  {
    id: 'notice-late',
    tone: 'warning',
    when: isLate,
    text: (a, lang, today) => {
      const by = day(chequeBounceDates(memo(a)!).noticeBy, lang);
      return lang === 'hi'
        ? `यह नोटिस ${by} के बाद की तारीख का है, जो मेमो मिलने से ${figure('ni138.notice', 'hi')} का आखिरी दिन था (धारा 138, परंतुक (ख)): इस पर धारा 138 का परिवाद नहीं बनता, इसलिए मसौदे में नोटिस की जगह आगे क्या करें यह लिखा है। ${afterLapse(a, 'hi', today)}`
        : `This notice is dated after ${by}, the last of the ${figure('ni138.notice', 'en')} from the memo (s.138, proviso (b)): a s.138 complaint cannot rest on it, so the draft says what to do instead of giving a notice. ${afterLapse(a, 'en', today)}`;
    },
  },
  {
    id: 'notice-gone',
    tone: 'warning',
    when: (a, today) =>
      Boolean(memo(a)) && !dayOf(a.noticeDate) && daysBetween(today, chequeBounceDates(memo(a)!).noticeBy) < 0,
    text: (a, lang, today) => {
      const by = day(chequeBounceDates(memo(a)!).noticeBy, lang);
      return lang === 'hi'
        ? `नोटिस देने के ${figure('ni138.notice', 'hi')} ${by} को समाप्त हो गए: इस मेमो पर धारा 138 का परिवाद अब नहीं बनता। ${afterLapse(a, 'hi', today)}`
        : `The ${figure('ni138.notice', 'en')} to give the notice ended on ${by}: a s.138 complaint no longer lies on this memo. ${afterLapse(a, 'en', today)}`;
    },
  },
  {
    id: 'notice-nearly-gone',
    tone: 'warning',
    when: (a, today) => {
      if (!memo(a) || dayOf(a.noticeDate)) return false;
      const left = daysBetween(today, chequeBounceDates(memo(a)!).noticeBy);
      return left >= 0 && left <= NOTICE_WARNING_DAYS;
    },
    text: (a, lang, today) => {
      const { noticeBy } = chequeBounceDates(memo(a)!);
      const left = daysBetween(today, noticeBy);
      return lang === 'hi'
        ? `जल्दी करें: नोटिस ${day(noticeBy, 'hi')} तक भेजना है (${left} दिन बाकी)। उसके बाद धारा 138 का परिवाद नहीं बनता।`
        : `Hurry: the notice must go out by ${day(noticeBy, 'en')} (${left} ${left === 1 ? 'day' : 'days'} left). After that a s.138 complaint does not lie.`;
    },
  },
  { id: 'dates', tone: 'info', when: (a) => Boolean(memo(a)), text: (a, lang) => datesText(a, lang) },
];
