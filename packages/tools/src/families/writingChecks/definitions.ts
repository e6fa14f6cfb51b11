/**
 * Writing checkers that need no AI service and no network: a spelling checker (nspell with the
 * English Hunspell dictionary from npm, dictionary-en) and a style checker (retext: passive
 * voice, repeated words, readability, simpler words). Each finding is marked in the text with its
 * message and, where there is one, a replacement put in with one click. They do part of what the
 * AI grammar fixer and plain-language rewriter do, on a server with no AI service too.
 */
import type { FamilyDefinition, ToolRow } from '../../types';

const text = (placeholder: string) => ({ name: 'input', label: 'Your text', type: 'textarea', placeholder }) as const;

const rows: ToolRow[] = [
  {
    id: 'spelling-checker',
    ask: { for: { spelling: 1, grammar: 2 } },
    name: 'Spelling Checker',
    description:
      'Check the spelling of English text, see each misspelt word marked in place and fix it with one click.',
    category: 'writing',
    keywords: [
      'spell check',
      'spell checker',
      'check spelling',
      'spelling mistakes',
      'typo checker',
      'misspelled words',
      'proofread',
      'hunspell',
      'offline spell check',
    ],
    family: 'writingChecks',
    kind: 'check',
    params: { operation: 'spelling' },
    fields: [text('Paste or type the text to check')],
    pro: false,
    examples: [
      {
        input: { input: 'I recieve teh letter on Monday.' },
        output:
          '2 words to check:\n“recieve” is not in the English dictionary. Did you mean “receive”, “relieve”?\n“teh” is not in the English dictionary. Did you mean “the”, “ten”, “tea”, “tech”?',
      },
      { input: { input: 'Please send the report to Anna by Friday.' }, output: 'No spelling mistakes found.' },
    ],
  },
  {
    id: 'style-checker',
    ask: { for: { style: 1 } },
    name: 'Style Checker',
    description:
      'Check your writing’s style: passive voice, repeated words, hard-to-read sentences and wordy phrases with simpler words, each marked in place.',
    category: 'writing',
    keywords: [
      'style checker',
      'writing style',
      'passive voice checker',
      'readability checker',
      'repeated words',
      'plain english',
      'simpler words',
      'hemingway editor',
      'wordy phrases',
    ],
    family: 'writingChecks',
    kind: 'check',
    params: { operation: 'style' },
    fields: [text('Paste or type the text to check')],
    pro: false,
    examples: [
      {
        input: { input: 'The report was written by the the team. We will utilize the data.' },
        output:
          '3 findings:\nPassive voice (“written”): say who does it, if you can.\n“the the”: the word is written twice. Keep one.\n“utilize”: a simpler word says it — “use”.',
      },
      {
        input: { input: 'We ship on Friday.' },
        output: 'No style findings: no passive voice, repeated words, hard sentences or wordy phrases.',
      },
    ],
  },
];

export const writingChecks: FamilyDefinition = {
  order: 25,
  id: 'writingChecks',
  summary:
    'A spelling checker (nspell with the English Hunspell dictionary of dictionary-en, served by Perch as build assets) and a style checker (retext with retext-passive, -repeated-words, -readability and -simplify): findings marked in place, with one-click replacements; no AI service and no network.',
  tools: rows,
};
