import type { ToolCategoryId } from './categories';

/** What a tool gives back for an input: text to copy, figures to read, or why it could not. */
export type ToolOutput =
  | { kind: 'text'; text: string }
  | { kind: 'figures'; figures: { label: string; value: string }[] }
  | { kind: 'error'; message: string };

/** A tool that works on text in the browser: no server round trip, so it works offline. */
export interface TextTool {
  id: string;
  name: string;
  description: string;
  category: ToolCategoryId;
  /** The input's label and an example shown as its placeholder. */
  inputLabel: string;
  example: string;
  run(input: string): ToolOutput;
}

const text = (value: string): ToolOutput => ({ kind: 'text', text: value });

/** Words as people count them: runs of letters or digits, apostrophes and hyphens inside. */
export function countWords(input: string): number {
  return input.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Reading time at 230 words a minute, at least a minute for any text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / 230));
}

export function titleCase(input: string): string {
  return input.toLowerCase().replace(/(^|[\s\-–—(“"'])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function sentenceCase(input: string): string {
  return input.toLowerCase().replace(/(^\s*|[.!?]\s+)(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function utf8ToBase64(input: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(input)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToUtf8(input: string): string {
  const binary = atob(input.replace(/\s+/g, ''));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The first family of the catalogue: text tools (writing and developer). */
export const TEXT_TOOLS: readonly TextTool[] = [
  {
    id: 'word-counter',
    name: 'Word Counter',
    description: 'Count words, characters, sentences and paragraphs, with reading time.',
    category: 'writing',
    inputLabel: 'Your text',
    example: 'One subscription, every tool you need. Write it, count it, ship it!',
    run(input) {
      const words = countWords(input);
      const sentences = input.match(/[^.!?]*[\p{L}\p{N}][^.!?]*(?:[.!?]+|$)/gu)?.length ?? 0;
      const paragraphs = input.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
      return {
        kind: 'figures',
        figures: [
          { label: 'Words', value: String(words) },
          { label: 'Characters', value: String([...input].length) },
          { label: 'Characters without spaces', value: String([...input.replace(/\s/g, '')].length) },
          { label: 'Sentences', value: String(sentences) },
          { label: 'Paragraphs', value: String(paragraphs) },
          { label: 'Reading time', value: `${readingMinutes(words)} min` },
        ],
      };
    },
  },
  {
    id: 'uppercase-text',
    name: 'UPPERCASE Converter',
    description: 'Turn any text into capital letters.',
    category: 'writing',
    inputLabel: 'Text to convert',
    example: 'make this loud',
    run: (input) => text(input.toUpperCase()),
  },
  {
    id: 'lowercase-text',
    name: 'lowercase Converter',
    description: 'Turn any text into small letters.',
    category: 'writing',
    inputLabel: 'Text to convert',
    example: 'CALM THIS DOWN',
    run: (input) => text(input.toLowerCase()),
  },
  {
    id: 'title-case',
    name: 'Title Case Converter',
    description: 'Capitalise The First Letter Of Every Word, for headings and titles.',
    category: 'writing',
    inputLabel: 'Text to convert',
    example: 'the last subscription you will ever need',
    run: (input) => text(titleCase(input)),
  },
  {
    id: 'sentence-case',
    name: 'Sentence Case Converter',
    description: 'Start each sentence with a capital and lower-case the rest.',
    category: 'writing',
    inputLabel: 'Text to convert',
    example: 'THIS IS A SENTENCE. AND ANOTHER ONE!',
    run: (input) => text(sentenceCase(input)),
  },
  {
    id: 'whitespace-cleaner',
    name: 'Whitespace Cleaner',
    description: 'Remove double spaces, trailing spaces and extra blank lines.',
    category: 'writing',
    inputLabel: 'Text to clean',
    example: 'Too   many    spaces   here.',
    run: (input) =>
      text(
        input
          .split('\n')
          .map((line) => line.replace(/[ \t]+/g, ' ').trim())
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim(),
      ),
  },
  {
    id: 'slug-generator',
    name: 'Slug Generator',
    description: 'Make a clean URL slug from a title.',
    category: 'marketing',
    inputLabel: 'Title',
    example: 'Ten Tools for a Calmer Week!',
    run: (input) => text(slugify(input)),
  },
  {
    id: 'json-formatter',
    name: 'JSON Formatter',
    description: 'Validate JSON and pretty-print it with two-space indentation.',
    category: 'developer',
    inputLabel: 'JSON',
    example: '{"name":"Perch","tools":1000}',
    run(input) {
      try {
        return text(JSON.stringify(JSON.parse(input), null, 2));
      } catch (error) {
        return { kind: 'error', message: `Not valid JSON: ${(error as Error).message}` };
      }
    },
  },
  {
    id: 'base64-encode',
    name: 'Base64 Encoder',
    description: 'Encode text (UTF-8) as Base64.',
    category: 'developer',
    inputLabel: 'Text to encode',
    example: 'Hello, Perch!',
    run: (input) => text(utf8ToBase64(input)),
  },
  {
    id: 'base64-decode',
    name: 'Base64 Decoder',
    description: 'Decode Base64 back into text (UTF-8).',
    category: 'developer',
    inputLabel: 'Base64 to decode',
    example: 'SGVsbG8sIFBlcmNoIQ==',
    run(input) {
      try {
        return text(base64ToUtf8(input));
      } catch {
        return { kind: 'error', message: 'Not valid Base64 text.' };
      }
    },
  },
  {
    id: 'url-encode',
    name: 'URL Encoder',
    description: 'Percent-encode text for use in a URL.',
    category: 'developer',
    inputLabel: 'Text to encode',
    example: 'name=Perch & Co',
    run: (input) => text(encodeURIComponent(input)),
  },
  {
    id: 'url-decode',
    name: 'URL Decoder',
    description: 'Turn percent-encoded text back into plain text.',
    category: 'developer',
    inputLabel: 'Text to decode',
    example: 'name%3DPerch%20%26%20Co',
    run(input) {
      try {
        return text(decodeURIComponent(input.replace(/\+/g, ' ')));
      } catch {
        return { kind: 'error', message: 'Not valid percent-encoded text.' };
      }
    },
  },
];

const byId = new Map(TEXT_TOOLS.map((tool) => [tool.id, tool]));

/** A catalogue tool by id, or undefined. */
export function findTool(id: string): TextTool | undefined {
  return byId.get(id);
}

/** Where a tool opens (spec §2: /app/{id}). */
export function toolPath(id: string): string {
  return `/app/${encodeURIComponent(id)}`;
}
