/**
 * Greetings, thanks and goodbyes get a short reply and no forced recommendation. A message is
 * small talk only when every word in it is small talk ("hello parooty", "thanks so much!"); "hi,
 * convert 5 km to miles" is a request.
 */
import type { SmalltalkKind } from './voice';

const TRIGGERS: ReadonlyArray<readonly [SmalltalkKind, RegExp]> = [
  ['thanks', /\b(?:thanks|thank|thx|ty|cheers|ta|appreciated|appreciate)\b/],
  ['farewell', /\b(?:bye|goodbye|cya|farewell|goodnight|night)\b|\bsee (?:you|ya)\b/],
  ['wellbeing', /\bhow are (?:you|ya)\b|\bhow's it going\b|\bhow are things\b/],
  [
    'about',
    /\bwho are you\b|\bwhat are you\b|\bwhat can you do\b|\bwhat do you do\b|\bhow do you work\b|\byour name\b|^help$|\bcan you help\b/,
  ],
  ['greeting', /\b(?:hi|hello|hey|hiya|howdy|yo|greetings|morning|afternoon|evening|sup|hallo|hola|heya)\b/],
];

/** Words that may surround small talk without making it a request. */
const SMALLTALK_WORDS = new Set(
  (
    'hi hello hey hiya howdy yo greetings good morning afternoon evening there parooty polly bird birdie buddy friend sup hallo hola heya ' +
    'thanks thank thx ty cheers ta appreciated appreciate you so much very a lot lots loads great awesome cool nice perfect brilliant ' +
    "amazing lovely wonderful ok okay alright that's thats it that was helpful all bye goodbye cya farewell goodnight night see ya later " +
    "soon how are how's it going things doing today who what can do help me your name is i am i'm me work again oh wow well yes yeah " +
    'really for the and'
  ).split(' '),
);

/** The kind of small talk, or null when the message asks for something. */
export function smalltalkKind(text: string): SmalltalkKind | null {
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0 || words.length > 12) return null;
  if (!words.every((w) => SMALLTALK_WORDS.has(w))) return null;
  const joined = words.join(' ');
  for (const [kind, pattern] of TRIGGERS) if (pattern.test(joined)) return kind;
  return null;
}
