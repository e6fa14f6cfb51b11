/** What an AI writing row is written as, and the fields and offline methods the rows share. */
import type { Ask, Field } from '../../types';

export interface WritingSpec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  instruction: string;
  /** The answer is the person's text changed: show a diff against it. */
  diff?: boolean;
  /** The main text's label (default "Your text"). */
  textLabel?: string;
  /** Fields after the main text. */
  more?: readonly Field[];
  pro?: boolean;
  example: { input: Record<string, string>; output: string };
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  /**
   * Tools that do part of the job with no AI service (in the page, offline too), best first,
   * each with the part it does: offered on the tool's page and by Parooty when the server has none.
   */
  offline?: readonly OfflineMethod[];
}

/** A tool that does part of an AI writing tool's job without the AI service. */
export interface OfflineMethod {
  id: string;
  /** Its catalogue name (a test checks it against the row). */
  name: string;
  /** What part of the job it does, as a clause after its name ("marks misspelt words"). */
  part: string;
}

export const SPELLING: OfflineMethod = {
  id: 'spelling-checker',
  name: 'Spelling Checker',
  part: 'marks misspelt words and fixes them with one click',
};
export const STYLE: OfflineMethod = {
  id: 'style-checker',
  name: 'Style Checker',
  part: 'marks passive voice, repeated words, hard sentences and wordy phrases',
};
export const SUMMARY: OfflineMethod = {
  id: 'text-summarizer',
  name: 'Text Summarizer',
  part: 'picks the text’s most telling sentences',
};
export const KEYWORDS: OfflineMethod = {
  id: 'keyword-extractor',
  name: 'Keyword Extractor',
  part: 'lists the text’s key words and phrases',
};

export const select = (
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  first?: string,
): Field => ({
  name,
  label,
  type: 'select',
  default: first ?? options[0]![0],
  options: options.map(([value, label]) => ({ value, label })),
});
export const line = (name: string, label: string, placeholder: string): Field => ({
  name,
  label,
  type: 'text',
  placeholder,
});
export const area = (name: string, label: string, placeholder: string): Field => ({
  name,
  label,
  type: 'textarea',
  placeholder,
});

export const SAMPLE =
  'Our team have finished the first version of the app. We was hoping to ship it on Friday but testing found two bugs in the login, so we will ship next Tuesday instead.';

export const TONES = [
  ['formal', 'Formal'],
  ['friendly', 'Friendly'],
  ['confident', 'Confident'],
  ['concise', 'Concise'],
] as const;
