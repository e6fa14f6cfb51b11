/** The words of a sentence, lower case, without its first word (a verb: "Make" / "makes"). */
const gist = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(1)
    .join(' ');

/** Whether a reason says more than the description printed just above it. */
export function reasonAddsToDescription(why: string, description: string): boolean {
  const reason = gist(why);
  return reason !== '' && !gist(description).includes(reason);
}

/**
 * What a card prints as the reason, or null when the reason only repeats the description. A
 * reason that restates what the tool does and then adds more ("works out what a meeting costs
 * — you mentioned “standup”") keeps only the addition: "You mentioned “standup”."
 */
export function cardReason(why: string | undefined, description: string): string | null {
  if (!why || !reasonAddsToDescription(why, description)) return null;
  const cut = why.indexOf(' — ');
  if (cut === -1 || reasonAddsToDescription(why.slice(0, cut), description)) return why;
  const addition = why.slice(cut + 3).trim();
  return addition ? `${addition[0]!.toUpperCase()}${addition.slice(1)}${/[.!?]$/.test(addition) ? '' : '.'}` : null;
}
