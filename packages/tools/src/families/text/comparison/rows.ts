/** text, comparing texts: diffs, palindromes and anagrams: the rows (data). Their code is run.ts beside them. */
import { type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'text-diff',
    name: 'Text Compare (Diff Checker)',
    description: 'Compare two texts line by line: removed lines start with -, added lines with +.',
    keywords: ['diff checker', 'compare text', 'text difference', 'diff online', 'compare two files'],
    pro: true,
    fields: [
      { name: 'original', label: 'Original text', type: 'textarea' },
      { name: 'changed', label: 'Changed text', type: 'textarea' },
    ],
    examples: [
      {
        input: { original: 'apples\npears\nplums', changed: 'apples\npeaches\nplums\ncherries' },
        output: '  apples\n- pears\n+ peaches\n  plums\n+ cherries',
      },
    ],
  },
  {
    id: 'word-diff',
    name: 'Word Diff (Compare Sentences)',
    description: 'Compare two texts word by word: [-removed-] and {+added+} words are marked inline.',
    keywords: ['word diff', 'compare sentences', 'inline diff', 'text changes', 'word by word compare'],
    pro: true,
    fields: [
      { name: 'original', label: 'Original text', type: 'textarea' },
      { name: 'changed', label: 'Changed text', type: 'textarea' },
    ],
    examples: [
      {
        input: { original: 'The quick brown fox', changed: 'The slow brown dog' },
        output: 'The [-quick-]{+slow+} brown [-fox-]{+dog+}',
      },
    ],
  },
  {
    id: 'palindrome-checker',
    name: 'Palindrome Checker',
    description: 'Check whether a word or sentence reads the same backwards, ignoring case, spaces and punctuation.',
    keywords: ['is it a palindrome', 'palindrome test', 'palindrome detector', 'reads the same backwards'],
    examples: [
      { input: { input: 'A man, a plan, a canal: Panama!' }, output: 'Yes: a palindrome' },
      { input: { input: 'Perch' }, output: 'No: not a palindrome' },
    ],
  },
  {
    id: 'anagram-checker',
    name: 'Anagram Checker',
    description: 'Check whether two words or phrases use exactly the same letters.',
    keywords: ['anagram solver check', 'are these anagrams', 'anagram test', 'same letters checker'],
    fields: [
      { name: 'first', label: 'First word or phrase', type: 'text', default: 'Listen' },
      { name: 'second', label: 'Second word or phrase', type: 'text', default: 'Silent' },
    ],
    examples: [
      { input: { first: 'Dormitory', second: 'Dirty room!' }, output: 'Yes: anagrams' },
      { input: { first: 'apple', second: 'paper' }, output: 'No: not anagrams' },
    ],
  },
];

export const topic = topicRows(60, rows);
