/** text, extractive AI helpers: a frequency summariser and RAKE keywords: the rows (data). Their code is run.ts beside them. */
import { type Row, textInput, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'text-summarizer',
    ask: { for: { summary: 2 } },
    name: 'Text Summarizer',
    description: 'Summarise text by picking its most central sentences, scored by word frequency.',
    category: 'ai',
    keywords: ['summarize text', 'summary generator', 'tldr generator', 'article summarizer', 'extractive summary'],
    pro: true,
    fields: [
      textInput('Text to summarise'),
      { name: 'sentences', label: 'Sentences in the summary', type: 'number', default: '2', min: 1, max: 50, step: 1 },
    ],
    examples: [
      {
        input: {
          input:
            'Bees pollinate crops. Many crops need bees to grow fruit. The weather was nice. Without bees, crops and fruit would fail.',
          sentences: '2',
        },
        output: 'Many crops need bees to grow fruit. Without bees, crops and fruit would fail.',
      },
    ],
  },
  {
    id: 'keyword-extractor',
    name: 'Keyword Extractor',
    description: 'Find the key words and phrases of a text with the RAKE algorithm.',
    category: 'ai',
    keywords: [
      'extract keywords',
      'key phrase extraction',
      'rake keywords',
      'topic finder',
      'keyword finder',
      'important words',
      'main terms of a text',
    ],
    pro: true,
    fields: [
      textInput(),
      { name: 'count', label: 'How many', type: 'number', default: '5', min: 1, max: 100, step: 1 },
    ],
    examples: [
      {
        input: {
          input:
            'Compatibility of systems of linear constraints over the set of natural numbers. Criteria of compatibility of a system of linear Diophantine equations are considered.',
          count: '3',
        },
        output: 'linear diophantine equations\nlinear constraints\nnatural numbers',
      },
    ],
  },
];

export const topic = topicRows(80, rows);
