/**
 * Encodings, escapes and classic ciphers: text in, text out. Base32 and Base58 come from
 * @scure/base (audited, RFC 4648 and Bitcoin alphabets), HTML entities from he (the full HTML
 * named-reference table, decoded as browsers do), Punycode from punycode (RFC 3492); Base64, hex,
 * quoted-printable, Ascii85, escapes, Morse and the ciphers are short hand-written functions.
 *
 * Each topic is a folder: `{topic}/rows.ts` (its rows, data) and `{topic}/run.ts` beside it (their
 * code, loaded when one of them first runs); bytes.ts and result.ts hold what their code shares.
 * A new topic folder is picked up here by itself.
 */
import type { FamilyDefinition, ToolRow } from '../../types';
import type { TopicRows } from './spec';

const topics = Object.entries(import.meta.glob<TopicRows>('./*/rows.ts', { eager: true, import: 'topic' }))
  .map(([path, rows]) => ({ ...rows, name: path.split('/')[1]! }))
  .sort((a, b) => a.order - b.order);

export const encodingTools: ToolRow[] = topics.flatMap(({ name, rows }) =>
  rows.map(
    (spec): ToolRow => ({
      id: spec.id,
      name: spec.name,
      description: spec.description,
      category: 'developer',
      keywords: spec.keywords,
      family: 'encoding',
      kind: 'text',
      params: { operation: spec.id },
      fields: [
        { name: 'input', label: spec.label, type: spec.line ? 'text' : 'textarea', placeholder: spec.placeholder },
        ...(spec.extra ?? []),
      ],
      pro: spec.pro ?? false,
      examples: spec.examples,
      ...(spec.ask ? { ask: spec.ask } : {}),
      topic: name,
    }),
  ),
);

export const encoding: FamilyDefinition = {
  order: 50,
  id: 'encoding',
  summary:
    'Base64/Base64URL, Base32, Base58, Ascii85, URL, HTML and XML entities, hex, binary, code points, Unicode and backslash escapes, Punycode, quoted-printable, JWT decoding, Morse and classic ciphers (@scure/base for Base32/Base58, he for the HTML entity table, punycode for RFC 3492; the rest is short hand-written code).',
  tools: encodingTools,
};
