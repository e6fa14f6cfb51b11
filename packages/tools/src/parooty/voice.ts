/**
 * Parooty's voice: a friendly parrot, kept tasteful — one "Squawk!" at most, 1–3 short sentences,
 * and always the reason the top tools fit.
 */
import type { ToolRow } from '../types';
import type { ParootyTool } from './types';

/** Verbs the catalogue's descriptions open with, so "Add or remove VAT" reads "adds or removes VAT". */
const VERBS = new Set(
  'add apply break calculate capitalise change check choose compare convert count cover crack cross decode delete depreciate derive discount divide draw encode escape estimate evaluate find fit flatten flip format gather generate get grade grow indent join keep lay list look make mix multiply number pick predict pull put raise read reduce remove repeat replace rescale reverse rewrite roll rotate round score see shrink sign simplify solve sort spell split spread start strip subtract summarise swap tell test tick translate turn underline unescape validate work wrap write'.split(
    ' ',
  ),
);
const IRREGULAR: Readonly<Record<string, string>> = {
  see: 'shows',
  look: 'looks',
  do: 'does',
  go: 'goes',
  have: 'has',
};

function conjugate(word: string): string {
  const comma = word.endsWith(',') ? ',' : '';
  const lower = word.replace(/,$/, '').toLowerCase();
  const third =
    IRREGULAR[lower] ??
    (/(s|sh|ch|x|z)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`);
  return third + comma;
}

/** "Convert kilometres to miles." → "converts kilometres to miles"; "Add, subtract or divide…" → "adds, subtracts or divides…". */
export function clauseOf(description: string): string {
  const words = description
    .trim()
    .replace(/[.!]+$/, '')
    .split(' ');
  const bare = (w: string | undefined) => (w ?? '').replace(/,$/, '').toLowerCase();
  if (words.length === 0 || !/^[A-Za-z-]+,?$/.test(words[0]!)) return description.trim().replace(/[.!]+$/, '');
  words[0] = conjugate(words[0]!);
  // A run of verbs: "Add, subtract, multiply or divide", "Add or remove".
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1]!;
    if (previous.endsWith(',') && VERBS.has(bare(words[i]))) words[i] = conjugate(words[i]!);
    else if ((words[i] === 'or' || words[i] === 'and') && VERBS.has(bare(words[i + 1])) && i <= 6) {
      words[i + 1] = conjugate(words[i + 1]!);
      break;
    } else if (!previous.endsWith(',')) break;
  }
  // A second verb later on: "…and see where it breaks", "…and pretty-print it".
  for (let i = 1; i < words.length - 1; i++) {
    if ((words[i] === 'and' || words[i] === 'or') && SECOND_VERBS.has(words[i + 1]!))
      words[i + 1] = conjugate(words[i + 1]!);
  }
  return words.join(' ');
}

const clauses = new WeakMap<ToolRow, string>();
/** A tool's clause, worked out once per catalogue row (every answer writes up to five). */
export function toolClause(tool: ToolRow): string {
  let clause = clauses.get(tool);
  if (clause === undefined) {
    clause = clauseOf(tool.description);
    clauses.set(tool, clause);
  }
  return clause;
}

/** Verbs that follow "and"/"or" in a description and are never nouns there. */
const SECOND_VERBS = new Set([
  'see',
  'keep',
  'pretty-print',
  'convert',
  'find',
  'get',
  'copy',
  'show',
  'remove',
  'add',
  'subtract',
  'multiply',
  'divide',
  'decode',
  'encode',
  'read',
  'take',
  'make',
  'generate',
  'calculate',
  'estimate',
  'compare',
  'download',
  'paste',
  'pick',
  'shuffle',
]);

/**
 * The short clause a retrieved tool gets: what it does, and the question's words that led to it
 * when the card does not show them ("… — you mentioned “standup”").
 */
export function retrievalWhy(tool: ToolRow, via: readonly string[] = []): string {
  const clause = toolClause(tool);
  if (via.length === 0) return clause;
  const quoted = via.map((w) => `“${w}”`).join(' and ');
  return `${clause} — you mentioned ${quoted}`;
}

const list = (tools: readonly ParootyTool[]) => tools.map((t) => t.name);

/** The answer when Parooty is sure: the top tool and why, and the runner-up. */
export function toolsContent(tools: readonly ParootyTool[]): string {
  const [top, second] = tools;
  if (!top) return "Squawk! I couldn't find a tool for that.";
  const first = `Squawk! The ${top.name} ${top.why}.`;
  return second ? `${first} The ${second.name} could help too: it ${second.why}.` : first;
}

/** A neighbour's reason in a "not yet" answer: the part of the job it does. */
export function partialWhy(part: string): string {
  return `does part of the job: it ${part}`;
}

/**
 * The honest answer when Perch has no tool for the job: what is missing, how to ask for it, and a
 * neighbour only when one does a real part of it (and which part).
 */
export function missingContent(tool: string, neighbour?: ParootyTool): string {
  const first = `Squawk, Perch doesn't have ${tool} yet, so I won't guess.`;
  const ask = 'Ask for it with “Request this tool”: the request is filled in from your question.';
  return neighbour ? `${first} The ${neighbour.name} ${neighbour.why}. ${ask}` : `${first} ${ask}`;
}

/** The answer when Parooty is not sure: one clarifying question, with the best guesses. */
export function clarifyContent(tools: readonly ParootyTool[]): string {
  const names = list(tools).slice(0, 2);
  if (names.length === 0) {
    return "Hmm, I couldn't find a tool for that in my catalogue. What would you like to do: convert, calculate, format, check or generate something?";
  }
  const guess = names.length === 1 ? `the ${names[0]}` : `the ${names[0]} or the ${names[1]}`;
  return `I'm not quite sure I've understood, so here are my best guesses. Did you mean ${guess}, or could you tell me a bit more about what you want to do?`;
}

export type SmalltalkKind = 'greeting' | 'thanks' | 'farewell' | 'about' | 'wellbeing';

const SMALLTALK_REPLIES: Record<SmalltalkKind, string> = {
  greeting:
    'Squawk, hello! I\'m Parooty. Tell me what you\'d like to do, such as "convert 5 km to miles" or "format some JSON", and I\'ll find the right tool.',
  thanks: "You're welcome! Ask me any time you need another tool.",
  farewell: 'Bye for now! Come back whenever you need a tool.',
  about:
    "I'm Parooty, Perch's parrot. Tell me what you want to do, in your own words or by pasting your data, and I'll point you to the tool for it.",
  wellbeing: 'Feathers in fine order, thanks for asking! What can I help you do today?',
};

export function smalltalkContent(kind: SmalltalkKind): string {
  return SMALLTALK_REPLIES[kind];
}

/** Nothing to go on (an empty or unreadable message). */
export const EMPTY_CONTENT = "Squawk? I didn't catch that. What would you like to do?";

/**
 * The answer when the top tool worked out the result: the result first (its sentence, from the
 * tool's own text), then the tool, whose link has the inputs filled in.
 */
export function resultContent(sentence: string, tools: readonly ParootyTool[]): string {
  const top = tools[0];
  return top ? `${sentence} Squawk! The ${top.name} has it with your inputs filled in, to copy or change.` : sentence;
}
