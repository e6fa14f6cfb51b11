/**
 * Writing questions that carry their text: "make this sound more formal: we need the report",
 * "check spelling of this: I recieve teh letter", "translate hello to Spanish", "improve my
 * résumé bullet: did sales". The tool opens with the text (and the tone or language the
 * question named) filled in; nothing runs until the person presses Run, as the AI writing tools
 * send text to the AI service only then. A question with no text of its own ("fix my grammar")
 * is left to retrieval.
 */
import type { AskKind } from '../types';
import { rowsFor } from './phrases';
import type { Match } from './types';

/** A request with its text: sure of the tool, but the run is the person's (never `complete`). */
const WITH_TEXT = 0.95;
/** The tool a request names when a second tool does a part of it too. */
const SECOND = 0.9;

/** The text after a colon or a line break, or in quotes: what the person wants worked on. */
const CARRIED = String.raw`(?:\s*[:\n]\s*|\s+)(["“‘'][\s\S]+["”’']|[\s\S]+)$`;
const ASK = String.raw`^(?:(?:can|could|would) you\s+|please\s+|pls\s+|help me\s+)*`;

const unquote = (raw: string): string => {
  const t = raw.trim();
  const quoted = /^(["“‘'])([\s\S]*)(["”’'])$/.exec(t);
  return (quoted ? quoted[2]! : t).trim();
};

/** [pattern with the text as its last group, the kind of request (its rows name it in `ask.for`), why, values from the match]. */
type WritingRule = readonly [RegExp, AskKind, string, ((m: RegExpExecArray) => Record<string, string>)?];

const TONES: Readonly<Record<string, string>> = {
  formal: 'formal',
  professional: 'formal',
  polite: 'formal',
  friendly: 'friendly',
  friendlier: 'friendly',
  warmer: 'friendly',
  casual: 'friendly',
  confident: 'confident',
  assertive: 'confident',
  concise: 'concise',
  shorter: 'concise',
};

const RULES: readonly WritingRule[] = [
  [
    new RegExp(
      String.raw`${ASK}(?:check|fix|correct)\s+(?:the\s+)?(?:spelling|typos)(?:\s+(?:of|in))?(?:\s+(?:this|my text|these words))?${CARRIED}`,
      'iu',
    ),
    'spelling',
    'marks each misspelt word in your text, which I have filled in',
  ],
  [
    new RegExp(
      String.raw`${ASK}(?:fix|correct|check|proofread)\s+(?:the\s+|my\s+)?(?:grammar|english|punctuation)?(?:\s+(?:of|in))?(?:\s+(?:this|my text))?${CARRIED}`,
      'iu',
    ),
    'grammar',
    'corrects the grammar and spelling of your text, which I have filled in',
  ],
  [
    new RegExp(
      String.raw`${ASK}(?:make|rewrite|rephrase)\s+(?:this|it|my text)\s+(?:sound\s+)?(?:more\s+|a bit\s+|less\s+rude\s+and\s+)?(formal|professional|polite|friendly|friendlier|warmer|casual|confident|assertive|concise|shorter)(?:\s+(?:please|tone))?${CARRIED}`,
      'iu',
    ),
    'tone',
    'rewrites your text in that tone, filled in',
    (m) => ({ tone: TONES[m[1]!.toLowerCase()]! }),
  ],
  [
    new RegExp(
      String.raw`${ASK}(?:improve|fix|rewrite|strengthen)\s+(?:my\s+|this\s+)?(?:r[ée]sum[ée]|cv)\s+bullets?(?:\s+points?)?${CARRIED}`,
      'iu',
    ),
    'resume',
    'rewrites your résumé bullet to show what you achieved, filled in',
  ],
  [
    new RegExp(String.raw`${ASK}(?:paraphrase|reword)(?:\s+(?:this|my text))?${CARRIED}`, 'iu'),
    'paraphrase',
    'says your text in other words, filled in',
  ],
  [
    new RegExp(String.raw`${ASK}(?:summari[sz]e|tl;?dr)(?:\s+(?:this|my text))?${CARRIED}`, 'iu'),
    'summary',
    'summarises your text, which I have filled in',
  ],
  [
    new RegExp(
      String.raw`${ASK}(?:check|improve)\s+(?:the\s+)?(?:style|readability|writing)(?:\s+(?:of|in))?(?:\s+(?:this|my text))?${CARRIED}`,
      'iu',
    ),
    'style',
    'marks passive voice, repeated words, hard sentences and wordy phrases in your text, filled in',
  ],
];

// "translate hello to Spanish", "translate 'good morning' into German", "how do you say thank you in French".
const TRANSLATE = new RegExp(
  String.raw`${ASK}(?:translate|how (?:do (?:you|i)|to) say)\s+(["“‘'][^"”’']+["”’']|.+?)\s+(?:to|into|in)\s+(\p{Lu}?\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*\??$`,
  'u',
);

function matchFor(kind: AskKind, values: Record<string, string>, why: string): Match[] {
  return rowsFor(kind).map((tool, i) => {
    const names = new Set(tool.fields.map((f) => f.name));
    const own = Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
    return {
      id: tool.id,
      values: own,
      why: i === 0 ? why : `${why.split(',')[0]} too`,
      confidence: i === 0 ? WITH_TEXT : SECOND,
    };
  });
}

/** The writing tools for a writing request that carries its text, with the text filled in; [] otherwise. */
export function writingIntentMatches(query: string): Match[] {
  const text = query.trim().slice(0, 8_000);
  const translate = TRANSLATE.exec(text);
  if (translate && !/\b(?:binary|morse|hex|base\s?64|text|code|ascii|numbers?)\b/i.test(translate[2]!)) {
    const words = unquote(translate[1]!);
    const language = translate[2]!.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (!/^(?:this|it|my text|that)$/i.test(words))
      return matchFor('translate', { text: words, language }, `translates your text into ${language}, filled in`);
  }
  for (const [pattern, kind, why, more] of RULES) {
    const m = pattern.exec(text);
    if (!m) continue;
    const carried = unquote(m[m.length - 1]!);
    // Too short to be the person's text ("fix my grammar", "paraphrase it"): retrieval answers.
    if (carried.split(/\s+/).length < 2 || /^(?:this|it|my (?:text|essay|email|cv|résumé))\.?$/i.test(carried))
      continue;
    return matchFor(kind, { text: carried, input: carried, ...(more?.(m) ?? {}) }, why);
  }
  return [];
}
