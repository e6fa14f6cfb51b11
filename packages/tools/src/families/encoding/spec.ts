/** What an encoding topic's rows.ts writes for each tool, and the fields they share. */
import type { Ask, Field, ToolExample } from '../../types';

export interface Spec {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** The input's label and placeholder. */
  label: string;
  placeholder: string;
  /** More fields after the input. */
  extra?: readonly Field[];
  examples: readonly ToolExample[];
  /** How Parooty recognises a request for it (types.ts: Ask). */
  ask?: Ask;
  pro?: boolean;
  /** A one-line input rather than a text area. */
  line?: boolean;
}

export const TEXT_OR_HEX: Field = {
  name: 'inputType',
  label: 'Input is',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

export const DECODED_AS: Field = {
  name: 'output',
  label: 'Show the result as',
  type: 'select',
  default: 'text',
  options: [
    { value: 'text', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex bytes' },
  ],
};

export const MODE: Field = {
  name: 'mode',
  label: 'Direction',
  type: 'select',
  default: 'encode',
  options: [
    { value: 'encode', label: 'Encode' },
    { value: 'decode', label: 'Decode' },
  ],
};

export const JWT_IO_EXAMPLE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** A topic's rows and where the topic stands in the family (topics by `order`, spaced by tens). */
export interface TopicRows {
  order: number;
  rows: readonly Spec[];
}

export const topicRows = (order: number, rows: readonly Spec[]): TopicRows => ({ order, rows });

/**
 * What Parooty reads as a request to encode or decode with a codec: "base64 encode hello",
 * "decode aGk= from base64". `names` is a regular expression for what people call the codec
 * ("base\s?64"), `codecName` how the answer names it ("“hi” in Base64").
 */
export function codecAsk(names: string, direction: 'encode' | 'decode', codecName: string): Ask {
  const why = `${direction}s your text, which I have filled in`;
  const asked = `{quote:input} ${direction === 'encode' ? 'in' : 'decoded from'} ${codecName}`;
  const verb = `(?:${direction}|${direction.slice(0, -1)}ing)`;
  return {
    says: [
      {
        pattern: String.raw`^(?:please\s+)?(?:${names})[\s-]?${verb}\s*(?:of|this|the text|the string)?\s*:?\s+([\s\S]+)$`,
        fill: { input: 'text:$1' },
        why,
        asked,
        cased: true,
      },
      {
        // "decode base64 aGVsbG8=", "encode url: a b": the verb, then the codec, then the text (not
        // "decode base64 image", which names what the text is, not the text).
        pattern: String.raw`^(?:please\s+)?${direction}\s+(?:(?:from|in|with|using)\s+)?(?:${names})\s*:?\s+(?!(?:an?\s+|the\s+|my\s+|this\s+)?(?:image|picture|photo|file|string|text|data|online)s?\s*\??$)([\s\S]+)$`,
        fill: { input: 'text:$1' },
        why,
        asked,
        cased: true,
      },
      {
        pattern: String.raw`^(?:please\s+)?${direction}\s+([\s\S]+?)\s+(?:in|to|into|as|from|with|using)\s+(?:${names})$`,
        fill: { input: 'text:$1' },
        why,
        asked,
        cased: true,
      },
    ],
  };
}
