/**
 * Whether a client's WhatsApp reply asks for no more messages
 * (docs/whatsapp.md, "Stopping"). When unsure, it does: a stop the client
 * did not mean costs them a "START"; a message the client asked not to get
 * breaks WhatsApp's Business Messaging Policy and costs the firm's number its
 * quality rating. So a short reply with any stop word stops, and so does a
 * longer one with a word or phrase that asks for nothing else.
 */

/** A reply of at most this many words is short. */
const SHORT_REPLY_WORDS = 6;
/** Stop words of a short reply: some ("band", "end", "cancel") come up in other sentences too. */
const SHORT_STOP_WORDS = [
  'stop',
  'stopall',
  'unsubscribe',
  'optout',
  'opt out',
  'cancel',
  'end',
  'quit',
  'no more',
  'band',
  'bandh',
  'roko',
  'mat bhejo',
  'बंद',
  'बन्द',
  'रोको',
  'मत भेजो',
];
/** Words and phrases that stop in a reply of any length. */
const STOP_PHRASES = [
  'stop',
  'stopall',
  'unsubscribe',
  'optout',
  'opt out',
  'band karo',
  'band kar do',
  'band kardo',
  'band kro',
  'band kr do',
  'band kare',
  'band kijiye',
  'mat bhejo',
  'mat bhejna',
  'बंद करो',
  'बंद कर दो',
  'बंद करें',
  'बंद करे',
  'बंद कीजिए',
  'बन्द करो',
  'बन्द कर दो',
  'बन्द करें',
  'बन्द कीजिए',
  'मत भेजो',
  'मत भेजना',
];
/** बंद and बन्द joined to what follows ("बंदकरो"), as a phone's keyboard may write them. */
const JOINED = /(?:^| )(?:बंद|बन्द)\S/;

/**
 * A reply as words: compatibility forms folded (full-width ＳＴＯＰ, 𝐒𝐓𝐎𝐏),
 * invisible format characters removed (a zero-width space inside STOP),
 * lower case, anything but letters, marks and digits a space.
 */
export const replyWords = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

export function isStopReply(text: string): boolean {
  const words = replyWords(text);
  const spaced = ` ${words} `;
  const has = (list: string[]) => list.some((word) => spaced.includes(` ${word} `));
  if (has(STOP_PHRASES)) return true;
  const short = words.split(' ').length <= SHORT_REPLY_WORDS;
  return short && (has(SHORT_STOP_WORDS) || JOINED.test(words));
}
