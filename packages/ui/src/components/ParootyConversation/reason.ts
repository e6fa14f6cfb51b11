/** The words of a sentence, lower case, without its first word (a verb: "Make" / "makes"). */
const gist = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ').slice(1).join(' ');

/** Whether a reason says more than the description printed just above it. */
export function reasonAddsToDescription(why: string, description: string): boolean {
  const reason = gist(why);
  return reason !== '' && !gist(description).includes(reason);
}
