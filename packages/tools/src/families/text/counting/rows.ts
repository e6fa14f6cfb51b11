/** text, counting words, characters, lines, sentences and reading time: the rows (data). Their code is run.ts beside them. */
import { type Row, textInput, FOX, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'word-counter',
    name: 'Word Counter',
    description: 'Count words, characters, sentences and paragraphs, with reading time.',
    keywords: ['word count', 'count words', 'words in text', 'essay word counter', 'wordcounter'],
    fields: [textInput('Your text', 'Paste or type your text')],
    examples: [
      {
        input: { input: 'One subscription, every tool you need. Write it, count it, ship it!' },
        output: '12 words, 67 characters (56 without spaces), 2 sentences, 1 paragraph. Reading time: 1 min.',
      },
      {
        input: { input: '' },
        output: '0 words, 0 characters (0 without spaces), 0 sentences, 0 paragraphs. Reading time: 0 min.',
      },
    ],
  },
  {
    id: 'character-counter',
    name: 'Character Counter',
    description: 'Count characters with and without spaces, letters, digits and UTF-8 bytes.',
    keywords: ['character count', 'letter counter', 'count characters', 'char counter', 'characters with spaces'],
    examples: [{ input: { input: 'Héllo, world 42!' }, output: '16 characters (14 without spaces)' }],
  },
  {
    id: 'line-counter',
    name: 'Line Counter',
    description: 'Count the lines in text, with how many are empty.',
    keywords: ['count lines', 'number of lines', 'line count', 'how many lines'],
    examples: [{ input: { input: 'first\n\nthird\nfourth\n' }, output: '4 lines (3 non-empty)' }],
  },
  {
    id: 'sentence-counter',
    name: 'Sentence Counter',
    description: 'Count the sentences in text, with the average words per sentence.',
    keywords: ['count sentences', 'number of sentences', 'sentence count', 'how many sentences'],
    examples: [{ input: { input: 'It rained. We stayed in! Did you?' }, output: '3 sentences' }],
  },
  {
    id: 'reading-time-calculator',
    name: 'Reading Time Calculator',
    description: 'Estimate how long text takes to read silently, at 230 words a minute or a speed you set.',
    keywords: ['reading time', 'how long to read', 'read time estimator', 'minutes to read', 'blog reading time'],
    fields: [
      textInput(),
      {
        name: 'wpm',
        label: 'Reading speed (words a minute)',
        type: 'number',
        default: '230',
        min: 50,
        max: 1000,
        step: 1,
      },
    ],
    examples: [
      { input: { input: 'word '.repeat(500) }, output: '2 min 10 s' },
      { input: { input: 'word '.repeat(100), wpm: '200' }, output: '30 s' },
    ],
  },
  {
    id: 'speaking-time-calculator',
    name: 'Speaking Time Calculator',
    description: 'Estimate how long a speech or script takes to say aloud, at 130 words a minute or a pace you set.',
    keywords: [
      'speech time',
      'words to minutes',
      'how long is my speech',
      'talk time calculator',
      'presentation length',
    ],
    fields: [
      textInput('Your speech or script'),
      {
        name: 'wpm',
        label: 'Speaking pace (words a minute)',
        type: 'number',
        default: '130',
        min: 50,
        max: 400,
        step: 1,
      },
    ],
    examples: [{ input: { input: 'word '.repeat(650) }, output: '5 min' }],
  },
  {
    id: 'syllable-counter',
    name: 'Syllable Counter',
    description: 'Count the syllables in words or text, with an English rule of thumb shown word by word.',
    keywords: ['count syllables', 'how many syllables', 'syllables in a word', 'haiku syllable counter'],
    examples: [
      { input: { input: 'beautiful' }, output: '3 syllables' },
      { input: { input: FOX }, output: '11 syllables' },
    ],
  },
  {
    id: 'word-frequency-counter',
    name: 'Word Frequency Counter',
    description: 'List every word in text with how often it appears, most frequent first.',
    keywords: ['word frequency', 'word occurrence list', 'most used words', 'count each word', 'frequency analysis'],
    pro: true,
    fields: [
      textInput(),
      { name: 'skipStopWords', label: 'Skip common words (the, and, of …)', type: 'checkbox', default: 'false' },
    ],
    examples: [{ input: { input: 'The cat and the hat. The end!' }, output: 'the: 3\nand: 1\ncat: 1\nend: 1\nhat: 1' }],
  },
  {
    id: 'word-occurrence-counter',
    name: 'Count Occurrences of a Word',
    description: 'Count how many times a word or phrase appears in text, as a whole word and ignoring case.',
    keywords: [
      'count word occurrences',
      'how many times does a word appear',
      'find word count',
      'phrase counter',
      'word search count',
    ],
    fields: [textInput(), { name: 'word', label: 'Word or phrase', type: 'text', default: 'the' }],
    examples: [
      { input: { input: 'The theme of the day: then the end.', word: 'the' }, output: '“the” appears 3 times' },
    ],
  },
  {
    id: 'keyword-density-checker',
    name: 'Keyword Density Checker',
    description: 'See each keyword’s count and share of all words, for SEO copy.',
    keywords: ['keyword density', 'seo keyword density', 'keyword frequency', 'density checker', 'keyword percentage'],
    pro: true,
    category: 'marketing',
    fields: [
      textInput('Page copy'),
      { name: 'skipStopWords', label: 'Skip common words (the, and, of …)', type: 'checkbox', default: 'true' },
    ],
    examples: [
      {
        input: { input: 'Cheap flights to Rome. Cheap hotels in Rome. Book cheap flights today.' },
        output:
          'cheap: 3 (25.00%)\nflights: 2 (16.67%)\nrome: 2 (16.67%)\nbook: 1 (8.33%)\nhotels: 1 (8.33%)\ntoday: 1 (8.33%)',
      },
    ],
  },
];

export const topic = topicRows(10, rows);
