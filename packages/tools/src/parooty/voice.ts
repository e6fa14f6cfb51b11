/**
 * Parooty's voice: a friendly parrot, kept tasteful — one "Squawk!" at most, 1–3 short sentences,
 * and always the reason the top tools fit.
 */
import type { ToolRow } from '../types';
import type { ParootyTool } from './types';

/** "Convert kilometres to miles." → "converts kilometres to miles". */
export function clauseOf(description: string): string {
  const sentence = description.trim().replace(/[.!]+$/, '');
  const [first = '', ...rest] = sentence.split(' ');
  const verb = first.replace(/,$/, '');
  const comma = first.endsWith(',') ? ',' : '';
  const lower = verb.toLowerCase();
  const irregular: Record<string, string> = { see: 'shows', look: 'looks', be: 'is', do: 'does', go: 'goes', have: 'has' };
  const conjugated =
    irregular[lower] ??
    (/^[a-z-]+$/.test(lower)
      ? /(s|sh|ch|x|z)$/.test(lower)
        ? `${lower}es`
        : /[^aeiou]y$/.test(lower)
          ? `${lower.slice(0, -1)}ies`
          : `${lower}s`
      : verb);
  return [conjugated + comma, ...rest].join(' ');
}

/** The short clause a retrieved tool gets: what it does. */
export function retrievalWhy(tool: ToolRow): string {
  return clauseOf(tool.description);
}

const list = (tools: readonly ParootyTool[]) => tools.map((t) => t.name);

/** The answer when Parooty is sure: the top tool and why, and the runner-up. */
export function toolsContent(tools: readonly ParootyTool[]): string {
  const [top, second] = tools;
  if (!top) return "Squawk! I couldn't find a tool for that.";
  const first = `Squawk! The ${top.name} ${top.why}.`;
  return second ? `${first} The ${second.name} could help too: it ${second.why}.` : first;
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
  greeting: "Squawk, hello! I'm Parooty. Tell me what you'd like to do, such as \"convert 5 km to miles\" or \"format some JSON\", and I'll find the right tool.",
  thanks: "You're welcome! Ask me any time you need another tool.",
  farewell: 'Bye for now! Come back whenever you need a tool.',
  about: "I'm Parooty, Perch's parrot. Tell me what you want to do, in your own words or by pasting your data, and I'll point you to the tool for it.",
  wellbeing: "Feathers in fine order, thanks for asking! What can I help you do today?",
};

export function smalltalkContent(kind: SmalltalkKind): string {
  return SMALLTALK_REPLIES[kind];
}

/** Nothing to go on (an empty or unreadable message). */
export const EMPTY_CONTENT = "Squawk? I didn't catch that. What would you like to do?";
