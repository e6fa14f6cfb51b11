/** text, words and characters: reversing, replacing, repeating and cleaning up: the rows (data). Their code is run.ts beside them. */
import { type Row, textInput, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'reverse-text',
    name: 'Reverse Text',
    description: 'Write text backwards, character by character (emoji and accents stay whole).',
    keywords: ['backwards text', 'reverse string', 'mirror text', 'flip text', 'text reverser'],
    examples: [{ input: { input: 'Hello, café!' }, output: '!éfac ,olleH' }],
  },
  {
    id: 'reverse-words',
    name: 'Reverse Word Order',
    description: 'Reverse the order of the words on each line.',
    keywords: ['reverse words', 'backwards sentence', 'flip word order', 'word reverser'],
    examples: [{ input: { input: 'one two three\nred green' }, output: 'three two one\ngreen red' }],
  },
  {
    id: 'sort-words-alphabetically',
    name: 'Sort Words Alphabetically',
    description: 'Put the words of a text in alphabetical order.',
    keywords: ['alphabetize words', 'word sorter', 'alphabetical order words', 'abc order words'],
    examples: [{ input: { input: 'pear Apple banana' }, output: 'Apple banana pear' }],
  },
  {
    id: 'remove-duplicate-words',
    name: 'Remove Duplicate Words',
    description: 'Delete repeated words and keep the first of each, ignoring case.',
    keywords: ['unique words', 'delete repeated words', 'dedupe words', 'distinct words'],
    examples: [{ input: { input: 'the cat The dog cat bird' }, output: 'the cat dog bird' }],
  },
  {
    id: 'find-and-replace',
    name: 'Find and Replace Text',
    description: 'Replace every match of a word, phrase or regular expression in text.',
    keywords: ['search and replace', 'replace text online', 'regex replace', 'substitute words', 'replace all'],
    pro: false,
    fields: [
      textInput(),
      { name: 'find', label: 'Find', type: 'text', default: 'cat' },
      { name: 'replace', label: 'Replace with', type: 'text', default: 'dog' },
      {
        name: 'mode',
        label: 'Match',
        type: 'select',
        default: 'text',
        options: [
          { value: 'text', label: 'Plain text' },
          { value: 'regex', label: 'Regular expression ($1 for groups)' },
        ],
      },
      { name: 'caseSensitive', label: 'Match case', type: 'checkbox', default: 'true' },
    ],
    examples: [
      { input: { input: 'A cat and a Cat.' }, output: 'A dog and a Cat.' },
      { input: { input: 'A cat and a Cat.', caseSensitive: 'false' }, output: 'A dog and a dog.' },
      {
        input: { input: '2025-01-15', find: '(\\d+)-(\\d+)-(\\d+)', replace: '$3/$2/$1', mode: 'regex' },
        output: '15/01/2025',
      },
    ],
  },
  {
    id: 'text-repeater',
    name: 'Text Repeater',
    description: 'Repeat a word or text as many times as you like, on new lines or in a row.',
    keywords: ['repeat text', 'word repeater', 'duplicate text', 'copy text multiple times', 'text multiplier'],
    fields: [
      textInput('Text to repeat'),
      { name: 'times', label: 'Times', type: 'number', default: '3', min: 1, max: 10000, step: 1 },
      {
        name: 'separator',
        label: 'Between copies',
        type: 'select',
        default: 'newline',
        options: [
          { value: 'newline', label: 'New line' },
          { value: 'space', label: 'Space' },
          { value: 'none', label: 'Nothing' },
        ],
      },
    ],
    examples: [
      { input: { input: 'hip hip hooray' }, output: 'hip hip hooray\nhip hip hooray\nhip hip hooray' },
      { input: { input: 'ha', times: '4', separator: 'none' }, output: 'hahahaha' },
    ],
  },
  {
    id: 'whitespace-cleaner',
    name: 'Whitespace Cleaner',
    description: 'Remove double spaces, trailing spaces and extra blank lines.',
    keywords: ['remove extra spaces', 'remove double spaces', 'clean up text', 'strip whitespace', 'collapse spaces'],
    fields: [textInput('Text to clean', 'Too   many    spaces   here.')],
    examples: [
      { input: { input: 'Too   many    spaces   here.' }, output: 'Too many spaces here.' },
      { input: { input: ' a \t b \n\n\n\nc ' }, output: 'a b\n\nc' },
    ],
  },
  {
    id: 'remove-accents',
    name: 'Remove Accents from Text',
    description: 'Strip accents and diacritics from letters, such as é to e and ß to ss.',
    keywords: ['remove diacritics', 'strip accents', 'accent remover', 'unaccent', 'latinize text'],
    examples: [
      { input: { input: 'Crème brûlée à Málaga, Straße, Łódź' }, output: 'Creme brulee a Malaga, Strasse, Lodz' },
    ],
  },
  {
    id: 'remove-punctuation',
    name: 'Remove Punctuation',
    description: 'Delete punctuation marks from text and keep letters, digits, spaces and symbols.',
    keywords: ['strip punctuation', 'punctuation remover', 'delete commas and periods', 'remove special characters'],
    examples: [
      { input: { input: 'Wait... what?! “Really” — yes, $5 (today).' }, output: 'Wait what Really yes $5 today' },
    ],
  },
  {
    id: 'remove-emojis',
    name: 'Remove Emojis from Text',
    description: 'Delete every emoji from text and keep the words.',
    keywords: ['emoji remover', 'strip emoji', 'delete emojis', 'remove emoticons'],
    examples: [{ input: { input: 'Great job 👍🏽 team 🎉! ❤️' }, output: 'Great job team!' }],
  },
  {
    id: 'smart-quotes-to-straight-quotes',
    name: 'Smart Quotes to Straight Quotes',
    description: 'Replace curly quotes and apostrophes with straight ASCII ones.',
    keywords: [
      'curly quotes converter',
      'straighten quotes',
      'remove smart quotes',
      'fix quotes for code',
      'typographic quotes',
    ],
    examples: [{ input: { input: '“It’s ‘fine’,” she said.' }, output: "\"It's 'fine',\" she said." }],
  },
  {
    id: 'slug-generator',
    name: 'Slug Generator',
    description: 'Make a clean URL slug from a title.',
    category: 'marketing',
    keywords: ['url slug', 'slugify', 'permalink generator', 'seo friendly url', 'title to url'],
    fields: [textInput('Title', 'Ten Tools for a Calmer Week!')],
    examples: [
      { input: { input: 'Ten Tools for a Calmer Week!' }, output: 'ten-tools-for-a-calmer-week' },
      { input: { input: 'Crème Brûlée: 5 Tips' }, output: 'creme-brulee-5-tips' },
    ],
  },
];

export const topic = topicRows(40, rows);
