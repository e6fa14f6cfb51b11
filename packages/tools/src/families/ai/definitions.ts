/**
 * AI helpers that need no model: an LLM API cost calculator from the prices you pay (prices change
 * too often to hard-code), a prompt template filler ({{name}} placeholders) and a text chunker for
 * embeddings (by words, with overlap). The extractive summariser and the RAKE keyword extractor
 * live in the text family, filed under AI too. Plain TypeScript; no library is needed.
 */
import { numberField as n, rowMaker, textareaField, type CalcSpec } from '../calcKit';
import type { FamilyDefinition } from '../../types';

const row = rowMaker('ai', 'ai');

const tools: CalcSpec[] = [
  {
    id: 'llm-api-cost-calculator',
    name: 'LLM API Cost Calculator',
    description:
      'Work out what calls to a language model API cost from input and output tokens and your price per million tokens.',
    keywords: [
      'openai api cost',
      'gpt cost calculator',
      'token cost calculator',
      'chatgpt api pricing',
      'claude api cost',
      'llm pricing calculator',
      'ai api cost',
    ],
    op: 'llm-cost',
    fields: [
      n('input', 'Input tokens per call', '1500', { min: 0, step: 1 }),
      n('output', 'Output tokens per call', '500', { min: 0, step: 1 }),
      n('inputPrice', 'Price per million input tokens', '2.50', {
        min: 0,
        help: 'From your provider’s price list, in any currency.',
      }),
      n('outputPrice', 'Price per million output tokens', '10', { min: 0 }),
      n('calls', 'Calls', '1000', { min: 1, step: 1 }),
    ],
    examples: [
      {
        input: { input: '1500', output: '500', inputPrice: '2.50', outputPrice: '10', calls: '1000' },
        output: 'Cost: 8.75 for 1000 calls (0.00875 a call)',
      },
      {
        input: { input: '200000', output: '4000', inputPrice: '3', outputPrice: '15', calls: '1' },
        output: 'Cost: 0.66 for 1 call (0.66 a call)',
      },
    ],
  },
  {
    id: 'prompt-template-filler',
    name: 'Prompt Template Filler',
    description: 'Fill the {{placeholders}} of a prompt template with your values, and see any left unfilled.',
    keywords: [
      'prompt template',
      'fill prompt variables',
      'prompt variables',
      'mustache template',
      'chatgpt prompt template',
      'prompt builder',
    ],
    op: 'prompt-fill',
    fields: [
      textareaField(
        'template',
        'Template with {{placeholders}}',
        'Write a {{tone}} email to {{name}} about {{topic}}.',
      ),
      textareaField(
        'values',
        'Values: one name = value a line',
        'tone = friendly\nname = Sam\ntopic = the team offsite',
      ),
    ],
    examples: [
      {
        input: {
          template: 'Write a {{tone}} email to {{name}} about {{topic}}.',
          values: 'tone = friendly\nname = Sam\ntopic = the team offsite',
        },
        output: 'Write a friendly email to Sam about the team offsite.',
      },
      {
        input: { template: 'Summarise {{ text }} for {{audience}}.', values: 'text = the report' },
        output: 'Summarise the report for {{audience}}.',
      },
    ],
  },
  {
    id: 'text-chunker',
    name: 'Text Chunker for Embeddings',
    description:
      'Split text into chunks of a set number of words with overlap, ready for embeddings and retrieval (RAG).',
    keywords: [
      'chunk text',
      'text splitter',
      'rag chunking',
      'split text for embeddings',
      'chunk size overlap',
      'document chunker',
      'langchain text splitter',
    ],
    op: 'chunk',
    fields: [
      textareaField('input', 'Text', 'one two three four five six seven eight nine ten'),
      n('size', 'Words per chunk', '4', { min: 1, max: 10000, step: 1 }),
      n('overlap', 'Words of overlap', '1', { min: 0, step: 1 }),
    ],
    examples: [
      {
        input: { input: 'one two three four five six seven eight nine ten', size: '4', overlap: '1' },
        output: 'one two three four\n---\nfour five six seven\n---\nseven eight nine ten',
      },
      { input: { input: 'a b c d e', size: '2', overlap: '0' }, output: 'a b\n---\nc d\n---\ne' },
    ],
  },
];

export const ai: FamilyDefinition = {
  order: 30,
  id: 'ai',
  summary:
    'An LLM API cost calculator from your own prices per million tokens, a prompt template filler and a text chunker for embeddings (by words, with overlap); the summariser and keyword extractor of the text family are filed under AI too. Plain TypeScript, no library needed.',
  tools: tools.map(row),
};
