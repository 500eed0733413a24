/** The builder's own words, in both languages (page content is typed data: docs/architecture.md). */
import type { Localized } from '@/i18n/lang';

const l = (en: string, hi: string): Localized => ({ en, hi });

export const TEXT = {
  listLead: l(
    'Answer a few questions and see your document take shape in English and Hindi. It stays on this phone until you delete it, and works without internet once opened.',
    'कुछ सवालों के जवाब दें और अपना दस्तावेज़ हिंदी और अंग्रेज़ी में बनते देखें। यह तब तक इसी फ़ोन पर रहता है जब तक आप इसे हटा न दें, और एक बार खुलने के बाद बिना इंटरनेट के भी चलता है।',
  ),
  start: l('Start', 'शुरू करें'),
  continueDraft: l('Continue your draft', 'अपना मसौदा जारी रखें'),
  reviewed: l(
    'This is a draft. The firm reviews it before anyone signs it: nothing here is legal advice or a finished document.',
    'यह एक मसौदा है। किसी के हस्ताक्षर से पहले फ़र्म इसकी जाँच करती है: यहाँ लिखा कुछ भी कानूनी सलाह या तैयार दस्तावेज़ नहीं है।',
  ),
  noIds: l(
    'We never ask for Aadhaar or PAN numbers. A draft needs only names, addresses and dates, and an ID number kept on a phone can be misused if the phone is lost. Where an office needs your Aadhaar (for example at registration), you show it there yourself.',
    'हम आधार या पैन नंबर कभी नहीं माँगते। मसौदे के लिए नाम, पते और तारीखें काफ़ी हैं, और फ़ोन में रखा पहचान नंबर फ़ोन खोने पर गलत हाथों में जा सकता है। जहाँ किसी दफ़्तर को आपका आधार चाहिए (जैसे पंजीयन के समय), वहाँ आप उसे खुद दिखाते हैं।',
  ),
  progress: l('Step {n} of {total}: {title}', 'चरण {n} / {total}: {title}'),
  back: l('Back', 'पीछे'),
  next: l('Next', 'आगे'),
  finish: l('See the draft', 'मसौदा देखें'),
  ready: l(
    'All questions answered. Read the draft below, then print it or save it as a PDF for the firm.',
    'सभी सवालों के जवाब हो गए। नीचे मसौदा पढ़ें, फिर इसे प्रिंट करें या फ़र्म के लिए PDF के रूप में सहेजें।',
  ),
  editAnswers: l('Change an answer', 'कोई जवाब बदलें'),
  saved: l('Saved on this phone', 'इस फ़ोन पर सहेजा गया'),
  notSaved: l('This browser cannot keep the draft: do not close the page.', 'यह ब्राउज़र मसौदा नहीं रख सकता: पेज बंद न करें।'),
  restored: l('Your draft is back, as you left it.', 'आपका मसौदा वैसा ही वापस आ गया जैसा आपने छोड़ा था।'),
  upgraded: l(
    'Your draft is back. The questions have changed since you started: your answers are kept, and the new questions are asked where they belong.',
    'आपका मसौदा वापस आ गया। आपके शुरू करने के बाद सवाल बदले हैं: आपके जवाब रखे गए हैं, और नए सवाल अपनी जगह पूछे जाएँगे।',
  ),
  deleteDraft: l('Delete this draft', 'यह मसौदा हटाएँ'),
  deleted: l('The draft has been deleted from this phone.', 'मसौदा इस फ़ोन से हटा दिया गया।'),
  preview: l('Preview', 'पूर्वावलोकन'),
  previewIn: l('Preview in {language}', '{language} में पूर्वावलोकन'),
  showOther: l('Show it in Hindi', 'अंग्रेज़ी में दिखाएँ'),
  showOwn: l('Show it in English', 'हिंदी में दिखाएँ'),
  print: l('Print or save as PDF', 'प्रिंट करें या PDF सहेजें'),
  language: { en: l('English', 'अंग्रेज़ी'), hi: l('Hindi', 'हिंदी') },
  stampSpace: l('Space for the stamp paper or e-stamp certificate', 'स्टाम्प पेपर या ई-स्टाम्प प्रमाण पत्र के लिए जगह'),
  signature: l('Signature', 'हस्ताक्षर'),
  witnesses: l('Witnesses', 'साक्षीगण'),
  witnessLine: l('Name, address and signature', 'नाम, पता एवं हस्ताक्षर'),
  estimate: l('What it will cost in Madhya Pradesh', 'मध्य प्रदेश में कितना खर्च होगा'),
  estimateNote: l(
    'An estimate: the firm confirms every figure before you pay anything.',
    'यह अनुमान है: कुछ भी देने से पहले फ़र्म हर राशि की पुष्टि करती है।',
  ),
  unknown: l('Not known for certain: the firm will tell you', 'पक्का पता नहीं: फ़र्म बताएगी'),
  exempt: l('Nothing: exempt', 'कुछ नहीं: छूट है'),
  firmPending: l('The firm will tell you', 'फ़र्म बताएगी'),
  total: l('Total of the figures known', 'ज्ञात राशियों का जोड़'),
  totalPlus: l('plus the items the firm will tell you', 'और वे मदें जो फ़र्म बताएगी'),
  source: l('source', 'स्रोत'),
  offline: l(
    'Once this page has opened, it works without internet: your answers stay on this phone.',
    'यह पेज एक बार खुलने के बाद बिना इंटरनेट के चलता है: आपके जवाब इसी फ़ोन पर रहते हैं।',
  ),
  optional: l('optional', 'वैकल्पिक'),
  notAnswered: l('(not answered)', '(जवाब नहीं दिया)'),
  sent: l(
    'Sent to the firm. This draft has been removed from this phone.',
    'फ़र्म को भेज दिया गया। यह मसौदा इस फ़ोन से हटा दिया गया है।',
  ),
  queued: l(
    'Saved on this phone to be sent to the firm: it goes by itself as soon as there is internet, and you are told when it has gone. This draft has been removed.',
    'फ़र्म को भेजने के लिए इस फ़ोन पर सहेजा गया: इंटरनेट मिलते ही यह अपने-आप चला जाएगा, और जाने पर आपको बताया जाएगा। यह मसौदा हटा दिया गया है।',
  ),
};

/** `{name}` placeholders filled. */
export const format = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
