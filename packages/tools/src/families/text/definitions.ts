/**
 * Text tools: counting, case changes, line operations, clean-up, extraction, comparison,
 * readability, Unicode "fancy text", and two extractive AI helpers (a frequency summariser and
 * RAKE keywords). Hand-written on Intl and Unicode regular expressions; jsdiff (`diff`) computes the
 * line and word diffs because a correct minimal diff (Myers) is not worth re-implementing.
 */
import type { ToolCategoryId as CategoryId } from '../../categories';
import type { Field, FamilyDefinition, ToolExample, ToolRow } from '../../types';

type Row = {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** The engine's operation; defaults to the id. */
  op?: string;
  params?: Record<string, string>;
  category?: CategoryId;
  kind?: ToolRow['kind'];
  fields?: readonly Field[];
  pro?: boolean;
  examples: readonly ToolExample[];
};

const textInput = (label = 'Your text', placeholder?: string): Field => ({
  name: 'input',
  label,
  type: 'textarea',
  ...(placeholder ? { placeholder } : {}),
});
const lines = (label = 'Lines (one item a line)'): Field => textInput(label);

const CASES: ReadonlyArray<{
  id: string;
  op: string;
  name: string;
  label: string;
  description: string;
  keywords: string[];
  example: string;
  output: string;
}> = [
  {
    id: 'camel-case',
    op: 'camel',
    name: 'camelCase Converter',
    label: 'camelCase',
    description: 'Turn words or names into camelCase, such as “user id” into userId.',
    keywords: ['camel case', 'camelcase converter', 'to camel case', 'lower camel case', 'js variable name'],
    example: 'user account id\nXMLHttpRequest',
    output: 'userAccountId\nxmlHttpRequest',
  },
  {
    id: 'pascal-case',
    op: 'pascal',
    name: 'PascalCase Converter',
    label: 'PascalCase',
    description: 'Turn words or names into PascalCase, such as “user id” into UserId.',
    keywords: ['pascal case', 'upper camel case', 'to pascal case', 'class name case', 'studly caps'],
    example: 'user account id\nget_http_status',
    output: 'UserAccountId\nGetHttpStatus',
  },
  {
    id: 'snake-case',
    op: 'snake',
    name: 'snake_case Converter',
    label: 'snake_case',
    description: 'Turn words or names into snake_case, such as “User ID” into user_id.',
    keywords: ['snake case', 'to snake case', 'underscore case', 'python variable name', 'snakecase'],
    example: 'User Account ID\nfirstName',
    output: 'user_account_id\nfirst_name',
  },
  {
    id: 'kebab-case',
    op: 'kebab',
    name: 'kebab-case Converter',
    label: 'kebab-case',
    description: 'Turn words or names into kebab-case, such as “User ID” into user-id.',
    keywords: ['kebab case', 'dash case', 'hyphen case', 'spinal case', 'to kebab case'],
    example: 'User Account ID\nbackgroundColor',
    output: 'user-account-id\nbackground-color',
  },
  {
    id: 'constant-case',
    op: 'constant',
    name: 'CONSTANT_CASE Converter',
    label: 'CONSTANT_CASE',
    description: 'Turn words or names into CONSTANT_CASE, such as “max retries” into MAX_RETRIES.',
    keywords: ['constant case', 'screaming snake case', 'upper snake case', 'macro case', 'env variable name'],
    example: 'max retries\napiBaseUrl',
    output: 'MAX_RETRIES\nAPI_BASE_URL',
  },
  {
    id: 'dot-case',
    op: 'dot',
    name: 'dot.case Converter',
    label: 'dot.case',
    description: 'Turn words or names into dot.case, such as “App Title” into app.title.',
    keywords: ['dot case', 'dot notation case', 'to dot case', 'period case', 'i18n key'],
    example: 'App Title\nuserName',
    output: 'app.title\nuser.name',
  },
  {
    id: 'path-case',
    op: 'path',
    name: 'path/case Converter',
    label: 'path/case',
    description: 'Turn words or names into path/case, such as “User Profile” into user/profile.',
    keywords: ['path case', 'slash case', 'to path case', 'folder case', 'url path case'],
    example: 'User Profile Page\nblogPost',
    output: 'user/profile/page\nblog/post',
  },
  {
    id: 'header-case',
    op: 'header',
    name: 'Header-Case Converter',
    label: 'Header-Case',
    description: 'Turn words or names into Header-Case (Train-Case), such as “content type” into Content-Type.',
    keywords: ['header case', 'train case', 'http header case', 'capitalized kebab case', 'to header case'],
    example: 'content type\nx_forwarded_for',
    output: 'Content-Type\nX-Forwarded-For',
  },
];

const FANCY: ReadonlyArray<{
  id: string;
  style: string;
  name: string;
  description: string;
  keywords: string[];
  output: string;
}> = [
  {
    id: 'bold-text-generator',
    style: 'bold',
    name: 'Bold Text Generator',
    description: 'Write bold letters that paste anywhere, such as bios and posts, using Unicode maths letters.',
    keywords: ['bold font', 'instagram bold text', 'bold text for twitter', 'unicode bold', 'bold letters copy paste'],
    output: '𝐇𝐞𝐥𝐥𝐨 𝐖𝐨𝐫𝐥𝐝 𝟐𝟎𝟐𝟓',
  },
  {
    id: 'italic-text-generator',
    style: 'italic',
    name: 'Italic Text Generator',
    description: 'Write italic letters that paste anywhere, using Unicode maths letters.',
    keywords: ['italic font', 'unicode italic', 'italic text for instagram', 'slanted text', 'italics copy paste'],
    output: '𝐻𝑒𝑙𝑙𝑜 𝑊𝑜𝑟𝑙𝑑 2025',
  },
  {
    id: 'bold-italic-text-generator',
    style: 'boldItalic',
    name: 'Bold Italic Text Generator',
    description: 'Write bold italic letters that paste anywhere, using Unicode maths letters.',
    keywords: ['bold italic font', 'unicode bold italic', 'bold italics copy paste', 'fancy italic text'],
    output: '𝑯𝒆𝒍𝒍𝒐 𝑾𝒐𝒓𝒍𝒅 2025',
  },
  {
    id: 'monospace-text-generator',
    style: 'monospace',
    name: 'Monospace Text Generator',
    description: 'Write typewriter-style monospace letters that paste anywhere, using Unicode maths letters.',
    keywords: ['monospace font', 'typewriter text', 'unicode monospace', 'code font text', 'fixed width text'],
    output: '𝙷𝚎𝚕𝚕𝚘 𝚆𝚘𝚛𝚕𝚍 𝟸𝟶𝟸𝟻',
  },
  {
    id: 'cursive-text-generator',
    style: 'script',
    name: 'Cursive Text Generator',
    description: 'Write cursive (script) letters that paste anywhere, using Unicode maths letters.',
    keywords: ['cursive font', 'script text', 'handwriting font copy paste', 'fancy cursive', 'calligraphy text'],
    output: 'ℋℯ𝓁𝓁ℴ 𝒲ℴ𝓇𝓁𝒹 2025',
  },
  {
    id: 'double-struck-text-generator',
    style: 'doubleStruck',
    name: 'Double-Struck Text Generator',
    description: 'Write double-struck (blackboard bold) letters that paste anywhere, using Unicode maths letters.',
    keywords: ['blackboard bold', 'outline text', 'double struck font', 'hollow letters', 'unicode outline font'],
    output: 'ℍ𝕖𝕝𝕝𝕠 𝕎𝕠𝕣𝕝𝕕 𝟚𝟘𝟚𝟝',
  },
  {
    id: 'strikethrough-text-generator',
    style: 'strike',
    name: 'Strikethrough Text Generator',
    description: 'Cross out text with a line through every character that pastes anywhere.',
    keywords: [
      'strikethrough text',
      'crossed out text',
      'strike through font',
      'line through text',
      'unicode strikethrough',
    ],
    output: 'H̶e̶l̶l̶o̶ ̶W̶o̶r̶l̶d̶ ̶2̶0̶2̶5̶',
  },
  {
    id: 'underline-text-generator',
    style: 'underline',
    name: 'Underline Text Generator',
    description: 'Underline text with a combining line under every character that pastes anywhere.',
    keywords: ['underlined text', 'underline font', 'unicode underline', 'underline text copy paste'],
    output: 'H̲e̲l̲l̲o̲ ̲W̲o̲r̲l̲d̲ ̲2̲0̲2̲5̲',
  },
  {
    id: 'wide-text-generator',
    style: 'fullwidth',
    name: 'Wide Text Generator (Vaporwave)',
    description: 'Write ｗｉｄｅ full-width letters, the vaporwave aesthetic look.',
    keywords: ['vaporwave text', 'aesthetic text', 'full width text', 'fullwidth converter', 'wide letters'],
    output: 'Ｈｅｌｌｏ　Ｗｏｒｌｄ　２０２５',
  },
];

const READABILITY = [
  {
    id: 'flesch-reading-ease',
    op: 'flesch',
    name: 'Flesch Reading Ease Calculator',
    description: 'Score how easy text is to read with the Flesch reading ease formula (0–100, higher is easier).',
    keywords: ['flesch reading ease score', 'readability score', 'flesch test', 'reading ease', 'flesch formula'],
    output: 'Flesch reading ease: 94.3 (very easy)',
  },
  {
    id: 'flesch-kincaid-grade-level',
    op: 'fleschKincaid',
    name: 'Flesch–Kincaid Grade Level Calculator',
    description: 'Find the US school grade needed to read text with the Flesch–Kincaid grade level formula.',
    keywords: [
      'flesch kincaid',
      'fk grade level',
      'reading grade level',
      'grade level checker',
      'flesch-kincaid readability',
    ],
    output: 'Flesch–Kincaid grade level: 2.3',
  },
  {
    id: 'gunning-fog-index',
    op: 'gunningFog',
    name: 'Gunning Fog Index Calculator',
    description: 'Estimate the years of schooling needed to read text with the Gunning fog index.',
    keywords: ['fog index', 'gunning fog', 'fog readability', 'fog score'],
    output: 'Gunning fog index: 3.6',
  },
  {
    id: 'smog-index',
    op: 'smog',
    name: 'SMOG Readability Calculator',
    description: 'Grade text with McLaughlin’s SMOG formula (simple measure of gobbledygook).',
    keywords: ['smog index', 'smog grade', 'smog formula', 'simple measure of gobbledygook'],
    output: 'SMOG grade: 3.1',
  },
  {
    id: 'coleman-liau-index',
    op: 'colemanLiau',
    name: 'Coleman–Liau Index Calculator',
    description: 'Grade text with the Coleman–Liau index, from letters and sentences per 100 words.',
    keywords: ['coleman liau', 'cli readability', 'coleman-liau grade', 'readability index'],
    output: 'Coleman–Liau index: 3.8',
  },
  {
    id: 'automated-readability-index',
    op: 'ari',
    name: 'Automated Readability Index Calculator',
    description:
      'Grade text with the automated readability index (ARI), from characters per word and words per sentence.',
    keywords: ['ari readability', 'automated readability index', 'ari score', 'ari grade level'],
    output: 'Automated readability index: 1.4',
  },
] as const;

const FOX = 'The quick brown fox jumps over the lazy dog.';

const ROWS: readonly Row[] = [
  // Counting
  {
    id: 'word-counter',
    op: 'wordCount',
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
    op: 'charCount',
    name: 'Character Counter',
    description: 'Count characters with and without spaces, letters, digits and UTF-8 bytes.',
    keywords: ['character count', 'letter counter', 'count characters', 'char counter', 'characters with spaces'],
    examples: [{ input: { input: 'Héllo, world 42!' }, output: '16 characters (14 without spaces)' }],
  },
  {
    id: 'line-counter',
    op: 'lineCount',
    name: 'Line Counter',
    description: 'Count the lines in text, with how many are empty.',
    keywords: ['count lines', 'number of lines', 'line count', 'how many lines'],
    examples: [{ input: { input: 'first\n\nthird\nfourth\n' }, output: '4 lines (3 non-empty)' }],
  },
  {
    id: 'sentence-counter',
    op: 'sentenceCount',
    name: 'Sentence Counter',
    description: 'Count the sentences in text, with the average words per sentence.',
    keywords: ['count sentences', 'number of sentences', 'sentence count', 'how many sentences'],
    examples: [{ input: { input: 'It rained. We stayed in! Did you?' }, output: '3 sentences' }],
  },
  {
    id: 'reading-time-calculator',
    op: 'readingTime',
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
    op: 'speakingTime',
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
    op: 'syllables',
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
    op: 'wordFrequency',
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
    op: 'countWord',
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
    op: 'keywordDensity',
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
  // Case
  {
    id: 'uppercase-text',
    op: 'upper',
    name: 'UPPERCASE Converter',
    description: 'Turn any text into capital letters.',
    keywords: ['upper case', 'caps converter', 'all caps', 'capital letters', 'to uppercase'],
    fields: [textInput('Text to convert', 'make this loud')],
    examples: [
      { input: { input: 'make this loud' }, output: 'MAKE THIS LOUD' },
      { input: { input: 'straße' }, output: 'STRASSE' },
    ],
  },
  {
    id: 'lowercase-text',
    op: 'lower',
    name: 'lowercase Converter',
    description: 'Turn any text into small letters.',
    keywords: ['lower case', 'to lowercase', 'small letters', 'uncapitalize', 'decapitalize text'],
    fields: [textInput('Text to convert', 'CALM THIS DOWN')],
    examples: [{ input: { input: 'CALM THIS DOWN' }, output: 'calm this down' }],
  },
  {
    id: 'title-case',
    op: 'title',
    name: 'Title Case Converter',
    description:
      'Capitalise a heading or title in AP style: every word but short articles, conjunctions and prepositions (a, the, and, of, to…), which stay lower case unless they start or end it or follow a colon.',
    keywords: ['title case', 'headline case', 'capitalize title', 'title capitalization', 'start case'],
    fields: [textInput('Text to convert', 'the last subscription you will ever need')],
    examples: [
      {
        input: { input: 'the last subscription you will ever need' },
        output: 'The Last Subscription You Will Ever Need',
      },
      { input: { input: "DON'T STOP (well-known) tips" }, output: "Don't Stop (Well-Known) Tips" },
      {
        input: { input: 'the lord of the rings: the return of the king' },
        output: 'The Lord of the Rings: The Return of the King',
      },
    ],
  },
  {
    id: 'sentence-case',
    op: 'sentence',
    name: 'Sentence Case Converter',
    description:
      'Start each sentence with a capital and lower-case the rest, keeping acronyms in capitals (NASA). Names cannot be told from other words, so check them: "New York" comes out "new york".',
    keywords: ['sentence case', 'capitalize sentences', 'fix caps lock text', 'normal case', 'first letter capital'],
    fields: [textInput('Text to convert', 'THIS IS A SENTENCE. AND ANOTHER ONE!')],
    examples: [
      { input: { input: 'THIS IS A SENTENCE. AND ANOTHER ONE!' }, output: 'This is a sentence. And another one!' },
    ],
  },
  {
    id: 'capitalize-each-word',
    op: 'capitalizeWords',
    name: 'Capitalise Each Word',
    description: 'Capitalise the first letter of each word and leave the other letters as they are.',
    keywords: [
      'capitalize first letter',
      'capitalize each word',
      'capitalise words',
      'uppercase first letter of each word',
      'ucwords',
    ],
    examples: [{ input: { input: 'my iPhone and NASA notes' }, output: 'My IPhone And NASA Notes' }],
  },
  {
    id: 'alternating-case',
    op: 'alternating',
    name: 'aLtErNaTiNg CaSe Converter',
    description: 'Write text in aLtErNaTiNg case, switching letter by letter.',
    keywords: ['alternating caps', 'mocking spongebob text', 'alternate case', 'random case', 'studly text'],
    examples: [{ input: { input: 'alternating case' }, output: 'aLtErNaTiNg CaSe' }],
  },
  {
    id: 'inverse-case',
    op: 'inverse',
    name: 'iNVERSE cASE Converter',
    description: 'Swap the case of every letter: capitals become small and small become capitals.',
    keywords: ['invert case', 'swap case', 'toggle case', 'reverse case', 'switch case'],
    examples: [{ input: { input: 'Hello World' }, output: 'hELLO wORLD' }],
  },
  ...CASES.map(
    (c): Row => ({
      id: c.id,
      op: 'case',
      params: { style: c.op },
      name: c.name,
      description: c.description,
      keywords: c.keywords,
      category: 'developer',
      fields: [textInput('Words or names (one a line)')],
      examples: [{ input: { input: c.example }, output: c.output }],
    }),
  ),
  {
    id: 'case-converter',
    op: 'case',
    name: 'Case Converter',
    description: 'Change text to upper, lower, title, sentence, camel, snake, kebab and other cases.',
    keywords: ['change case', 'convert case', 'text case changer', 'capitalization tool', 'case changer'],
    fields: [
      textInput('Text to convert'),
      {
        name: 'style',
        label: 'Case',
        type: 'select',
        default: 'title',
        options: [
          { value: 'upper', label: 'UPPERCASE' },
          { value: 'lower', label: 'lowercase' },
          { value: 'title', label: 'Title Case' },
          { value: 'sentence', label: 'Sentence case' },
          { value: 'capitalizeWords', label: 'Capitalise Each Word' },
          { value: 'alternating', label: 'aLtErNaTiNg' },
          { value: 'inverse', label: 'iNVERSE' },
          ...CASES.map((c) => ({ value: c.op, label: c.label })),
        ],
      },
    ],
    examples: [
      { input: { input: 'hello big world', style: 'title' }, output: 'Hello Big World' },
      { input: { input: 'hello big world', style: 'snake' }, output: 'hello_big_world' },
    ],
  },
  // Lines
  {
    id: 'sort-lines-alphabetically',
    op: 'sortLines',
    params: { order: 'az' },
    name: 'Sort Lines Alphabetically (A–Z)',
    description: 'Sort lines in alphabetical order, ignoring case and accents.',
    keywords: ['alphabetize list', 'sort list a-z', 'alphabetical order', 'abc order', 'sort lines'],
    fields: [lines()],
    examples: [{ input: { input: 'banana\nÉclair\napple\nCherry' }, output: 'apple\nbanana\nCherry\nÉclair' }],
  },
  {
    id: 'sort-lines-reverse-alphabetically',
    op: 'sortLines',
    params: { order: 'za' },
    name: 'Sort Lines in Reverse Order (Z–A)',
    description: 'Sort lines in reverse alphabetical order, ignoring case and accents.',
    keywords: ['reverse alphabetical order', 'sort z-a', 'descending sort', 'sort list backwards'],
    fields: [lines()],
    examples: [{ input: { input: 'banana\napple\nCherry' }, output: 'Cherry\nbanana\napple' }],
  },
  {
    id: 'natural-sort-lines',
    op: 'sortLines',
    params: { order: 'natural' },
    name: 'Natural Sort (Numbers in Order)',
    description: 'Sort lines so numbers inside them go in number order: file2 before file10.',
    keywords: ['natural sort', 'sort with numbers', 'human sort', 'alphanumeric sort', 'numeric sort lines'],
    fields: [lines()],
    examples: [{ input: { input: 'file10.txt\nfile2.txt\nfile1.txt' }, output: 'file1.txt\nfile2.txt\nfile10.txt' }],
  },
  {
    id: 'sort-lines-by-length',
    op: 'sortLines',
    params: { order: 'length' },
    name: 'Sort Lines by Length',
    description: 'Sort lines from shortest to longest, keeping the original order of lines of equal length.',
    keywords: ['sort by length', 'shortest to longest', 'order lines by length', 'length sort'],
    fields: [lines()],
    examples: [{ input: { input: 'ccc\na\nbb\nd' }, output: 'a\nd\nbb\nccc' }],
  },
  {
    id: 'reverse-lines',
    op: 'reverseLines',
    name: 'Reverse Line Order',
    description: 'Flip the order of lines so the last comes first.',
    keywords: ['reverse lines', 'flip list', 'upside down list', 'reverse list order', 'tac'],
    fields: [lines()],
    examples: [{ input: { input: 'one\ntwo\nthree' }, output: 'three\ntwo\none' }],
  },
  {
    id: 'shuffle-lines',
    op: 'shuffleLines',
    name: 'Shuffle Lines (List Randomiser)',
    description: 'Put lines or list items in a random order.',
    keywords: ['randomize list', 'list randomizer', 'shuffle list', 'random order', 'list shuffler'],
    fields: [lines()],
    examples: [{ input: { input: 'Ann\nBen\nCat\nDan' }, output: 'Dan\nBen\nAnn\nCat' }],
  },
  {
    id: 'remove-duplicate-lines',
    op: 'dedupeLines',
    name: 'Remove Duplicate Lines',
    description: 'Delete repeated lines and keep the first of each, in their order.',
    keywords: ['dedupe lines', 'unique lines', 'delete duplicates', 'remove duplicates from list', 'distinct lines'],
    fields: [lines(), { name: 'ignoreCase', label: 'Ignore case', type: 'checkbox', default: 'false' }],
    examples: [
      { input: { input: 'apple\nbanana\napple\nApple' }, output: 'apple\nbanana\nApple' },
      { input: { input: 'apple\nbanana\napple\nApple', ignoreCase: 'true' }, output: 'apple\nbanana' },
    ],
  },
  {
    id: 'find-duplicate-lines',
    op: 'findDuplicates',
    name: 'Find Duplicate Lines',
    description: 'List the lines that appear more than once, with how often.',
    keywords: ['duplicate finder', 'show duplicates', 'repeated lines', 'find duplicates in list'],
    fields: [lines()],
    examples: [{ input: { input: 'red\nblue\nred\ngreen\nblue\nred' }, output: 'red: 3\nblue: 2' }],
  },
  {
    id: 'remove-empty-lines',
    op: 'removeEmptyLines',
    name: 'Remove Empty Lines',
    description: 'Delete blank lines, including lines with only spaces.',
    keywords: ['remove blank lines', 'delete empty lines', 'strip blank lines', 'no empty lines'],
    fields: [textInput()],
    examples: [{ input: { input: 'one\n\n  \ntwo\n\nthree' }, output: 'one\ntwo\nthree' }],
  },
  {
    id: 'trim-lines',
    op: 'trimLines',
    name: 'Trim Lines',
    description: 'Remove the spaces and tabs at the start and end of every line.',
    keywords: ['trim whitespace', 'strip spaces from lines', 'remove leading spaces', 'remove trailing spaces'],
    fields: [textInput()],
    examples: [{ input: { input: '  one  \n\ttwo\nthree   ' }, output: 'one\ntwo\nthree' }],
  },
  {
    id: 'add-line-numbers',
    op: 'numberLines',
    name: 'Add Line Numbers',
    description: 'Number every line, starting from the number you choose.',
    keywords: ['number lines', 'line numbering', 'numbered list maker', 'prepend line numbers'],
    fields: [
      textInput(),
      { name: 'start', label: 'Start at', type: 'number', default: '1', step: 1 },
      { name: 'separator', label: 'After the number', type: 'text', default: '. ' },
    ],
    examples: [
      { input: { input: 'apples\npears\nplums' }, output: '1. apples\n2. pears\n3. plums' },
      { input: { input: 'a\nb', start: '9', separator: ') ' }, output: '9) a\n10) b' },
    ],
  },
  {
    id: 'remove-line-numbers',
    op: 'unnumberLines',
    name: 'Remove Line Numbers',
    description: 'Strip the number at the start of every line, with the dot, bracket, colon, tab or space after it.',
    keywords: ['delete line numbers', 'strip numbering', 'remove numbered list', 'unnumber lines'],
    fields: [textInput()],
    examples: [{ input: { input: '1. apples\n2) pears\n10: plums' }, output: 'apples\npears\nplums' }],
  },
  {
    id: 'add-prefix-suffix-to-lines',
    op: 'wrapLines',
    name: 'Add Prefix and Suffix to Lines',
    description: 'Add text before and after every line, such as quotes and commas.',
    keywords: [
      'add text to each line',
      'prepend to lines',
      'append to lines',
      'add quotes to each line',
      'line prefix',
    ],
    fields: [
      textInput(),
      { name: 'prefix', label: 'Before each line', type: 'text', default: '"' },
      { name: 'suffix', label: 'After each line', type: 'text', default: '",' },
    ],
    examples: [
      { input: { input: 'red\ngreen' }, output: '"red",\n"green",' },
      { input: { input: 'a\nb', prefix: '- ', suffix: '' }, output: '- a\n- b' },
    ],
  },
  {
    id: 'join-lines',
    op: 'joinLines',
    name: 'Join Lines (List to Comma-Separated)',
    description: 'Join lines into one line with a separator, such as a comma, and skip empty lines.',
    keywords: ['comma separator', 'list to comma separated', 'column to comma list', 'combine lines', 'lines to csv'],
    fields: [lines(), { name: 'separator', label: 'Separator', type: 'text', default: ', ' }],
    examples: [
      { input: { input: 'red\ngreen\n\nblue' }, output: 'red, green, blue' },
      { input: { input: 'a\nb', separator: ';' }, output: 'a;b' },
    ],
  },
  {
    id: 'split-text',
    op: 'splitText',
    name: 'Split Text by Delimiter',
    description: 'Split text at a delimiter, such as a comma, into one item a line.',
    keywords: ['comma separated to list', 'split string', 'text splitter', 'csv to lines', 'explode string'],
    fields: [
      textInput(),
      { name: 'delimiter', label: 'Delimiter (\\t for a tab)', type: 'text', default: ',' },
      { name: 'trim', label: 'Trim spaces around items', type: 'checkbox', default: 'true' },
    ],
    examples: [
      { input: { input: 'red, green,blue' }, output: 'red\ngreen\nblue' },
      { input: { input: 'a|b||c', delimiter: '|' }, output: 'a\nb\n\nc' },
    ],
  },
  {
    id: 'remove-line-breaks',
    op: 'removeLineBreaks',
    name: 'Remove Line Breaks',
    description: 'Join text broken over lines into one paragraph, or keep paragraphs apart.',
    keywords: [
      'remove newlines',
      'line break remover',
      'unwrap text',
      'fix pdf line breaks',
      'join lines into paragraph',
    ],
    fields: [
      textInput(),
      { name: 'keepParagraphs', label: 'Keep blank lines between paragraphs', type: 'checkbox', default: 'false' },
    ],
    examples: [
      { input: { input: 'This text was\ncopied from a\nPDF file.' }, output: 'This text was copied from a PDF file.' },
      { input: { input: 'One\nline.\n\nTwo\nlines.', keepParagraphs: 'true' }, output: 'One line.\n\nTwo lines.' },
    ],
  },
  {
    id: 'filter-lines',
    op: 'filterLines',
    name: 'Keep or Remove Lines Containing Text',
    description: 'Keep only the lines that contain a word, or remove them.',
    keywords: [
      'remove lines containing',
      'filter lines',
      'grep online',
      'delete lines with word',
      'keep lines containing',
    ],
    fields: [
      textInput(),
      { name: 'contains', label: 'Text to look for', type: 'text', default: 'error' },
      {
        name: 'mode',
        label: 'Lines that contain it',
        type: 'select',
        default: 'keep',
        options: [
          { value: 'keep', label: 'Keep them, remove the rest' },
          { value: 'remove', label: 'Remove them' },
        ],
      },
      { name: 'ignoreCase', label: 'Ignore case', type: 'checkbox', default: 'true' },
    ],
    examples: [
      { input: { input: 'ok start\nERROR disk\nok done\nerror net' }, output: 'ERROR disk\nerror net' },
      { input: { input: 'ok start\nERROR disk\nok done', mode: 'remove' }, output: 'ok start\nok done' },
    ],
  },
  {
    id: 'word-wrap',
    op: 'wrap',
    name: 'Word Wrap Text',
    description: 'Wrap text to a line width, breaking only between words.',
    keywords: ['wrap text', 'line wrap', 'text wrapper', 'hard wrap', 'column width'],
    fields: [
      textInput(),
      { name: 'width', label: 'Line width (characters)', type: 'number', default: '40', min: 1, max: 1000, step: 1 },
    ],
    examples: [{ input: { input: FOX, width: '16' }, output: 'The quick brown\nfox jumps over\nthe lazy dog.' }],
  },
  {
    id: 'tabs-to-spaces',
    op: 'expandTabs',
    name: 'Tabs to Spaces',
    description: 'Replace tabs with spaces up to the next tab stop.',
    keywords: ['convert tabs to spaces', 'expand tabs', 'tab remover', 'indentation converter'],
    category: 'developer',
    fields: [
      textInput('Text with tabs'),
      { name: 'width', label: 'Tab width', type: 'number', default: '4', min: 1, max: 16, step: 1 },
    ],
    examples: [{ input: { input: '\tif x:\na\tb' }, output: '    if x:\na   b' }],
  },
  {
    id: 'spaces-to-tabs',
    op: 'unexpandTabs',
    name: 'Spaces to Tabs',
    description: 'Replace the spaces that indent each line with tabs.',
    keywords: ['convert spaces to tabs', 'unexpand', 'indent with tabs', 'indentation converter'],
    category: 'developer',
    fields: [
      textInput('Indented text'),
      { name: 'width', label: 'Spaces a tab', type: 'number', default: '4', min: 1, max: 16, step: 1 },
    ],
    examples: [{ input: { input: '    a\n      b  c' }, output: '\ta\n\t  b  c' }],
  },
  // Words and characters
  {
    id: 'reverse-text',
    op: 'reverseText',
    name: 'Reverse Text',
    description: 'Write text backwards, character by character (emoji and accents stay whole).',
    keywords: ['backwards text', 'reverse string', 'mirror text', 'flip text', 'text reverser'],
    examples: [{ input: { input: 'Hello, café!' }, output: '!éfac ,olleH' }],
  },
  {
    id: 'reverse-words',
    op: 'reverseWords',
    name: 'Reverse Word Order',
    description: 'Reverse the order of the words on each line.',
    keywords: ['reverse words', 'backwards sentence', 'flip word order', 'word reverser'],
    examples: [{ input: { input: 'one two three\nred green' }, output: 'three two one\ngreen red' }],
  },
  {
    id: 'sort-words-alphabetically',
    op: 'sortWords',
    name: 'Sort Words Alphabetically',
    description: 'Put the words of a text in alphabetical order.',
    keywords: ['alphabetize words', 'word sorter', 'alphabetical order words', 'abc order words'],
    examples: [{ input: { input: 'pear Apple banana' }, output: 'Apple banana pear' }],
  },
  {
    id: 'remove-duplicate-words',
    op: 'dedupeWords',
    name: 'Remove Duplicate Words',
    description: 'Delete repeated words and keep the first of each, ignoring case.',
    keywords: ['unique words', 'delete repeated words', 'dedupe words', 'distinct words'],
    examples: [{ input: { input: 'the cat The dog cat bird' }, output: 'the cat dog bird' }],
  },
  {
    id: 'find-and-replace',
    op: 'replace',
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
    op: 'repeat',
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
    op: 'cleanWhitespace',
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
    op: 'removeAccents',
    name: 'Remove Accents from Text',
    description: 'Strip accents and diacritics from letters, such as é to e and ß to ss.',
    keywords: ['remove diacritics', 'strip accents', 'accent remover', 'unaccent', 'latinize text'],
    examples: [
      { input: { input: 'Crème brûlée à Málaga, Straße, Łódź' }, output: 'Creme brulee a Malaga, Strasse, Lodz' },
    ],
  },
  {
    id: 'remove-punctuation',
    op: 'removePunctuation',
    name: 'Remove Punctuation',
    description: 'Delete punctuation marks from text and keep letters, digits, spaces and symbols.',
    keywords: ['strip punctuation', 'punctuation remover', 'delete commas and periods', 'remove special characters'],
    examples: [
      { input: { input: 'Wait... what?! “Really” — yes, $5 (today).' }, output: 'Wait what Really yes $5 today' },
    ],
  },
  {
    id: 'remove-emojis',
    op: 'removeEmoji',
    name: 'Remove Emojis from Text',
    description: 'Delete every emoji from text and keep the words.',
    keywords: ['emoji remover', 'strip emoji', 'delete emojis', 'remove emoticons'],
    examples: [{ input: { input: 'Great job 👍🏽 team 🎉! ❤️' }, output: 'Great job team!' }],
  },
  {
    id: 'smart-quotes-to-straight-quotes',
    op: 'straightQuotes',
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
    op: 'slug',
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
  // Extraction
  {
    id: 'extract-emails',
    op: 'extractEmails',
    name: 'Extract Email Addresses',
    description: 'Pull every e-mail address out of text, one a line, without repeats (international addresses too).',
    keywords: ['email extractor', 'find emails in text', 'email scraper', 'get email addresses', 'email finder'],
    examples: [
      {
        input: { input: 'Write to ann@example.com or Ben <ben.li@mail.example.org>; cc ann@example.com.' },
        output: 'ann@example.com\nben.li@mail.example.org',
      },
      {
        input: {
          input:
            'Orders: user+mailbox/department=shipping@example.com, the lab example@[127.0.0.1], 用户@例子.广告 and θσερ@εχαμπλε.ψομ.',
        },
        output: 'user+mailbox/department=shipping@example.com\nexample@[127.0.0.1]\n用户@例子.广告\nθσερ@εχαμπλε.ψομ',
      },
    ],
  },
  {
    id: 'extract-urls',
    op: 'extractUrls',
    name: 'Extract URLs from Text',
    description: 'Pull every web link out of text, one a line, without repeats.',
    keywords: ['url extractor', 'link extractor', 'find links in text', 'get urls', 'link grabber'],
    examples: [
      {
        input: { input: 'See https://example.com/a?b=1, (http://test.org/x) and www.perch.app.' },
        output: 'https://example.com/a?b=1\nhttp://test.org/x\nwww.perch.app',
      },
    ],
  },
  {
    id: 'extract-numbers',
    op: 'extractNumbers',
    name: 'Extract Numbers from Text',
    description: 'Pull every number out of text, one a line, as written.',
    keywords: ['number extractor', 'get numbers from string', 'find digits in text', 'extract digits'],
    examples: [{ input: { input: 'Order 66 cost -12.50 EUR, 1,250 items, v2.' }, output: '66\n-12.50\n1,250\n2' }],
  },
  // Comparison
  {
    id: 'text-diff',
    op: 'diffLines',
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
    op: 'diffWords',
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
    op: 'palindrome',
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
    op: 'anagram',
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
  // Readability
  ...READABILITY.map(
    (r): Row => ({
      id: r.id,
      op: 'readability',
      params: { measure: r.op },
      name: r.name,
      description: r.description,
      keywords: r.keywords,
      examples: [{ input: { input: FOX }, output: r.output }],
    }),
  ),
  {
    id: 'readability-checker',
    op: 'readability',
    params: { measure: 'all' },
    name: 'Readability Score Checker',
    description:
      'Score text with six readability formulas at once: Flesch, Flesch–Kincaid, Gunning fog, SMOG, Coleman–Liau and ARI.',
    keywords: ['readability test', 'readability score', 'reading level checker', 'text readability', 'hemingway score'],
    pro: true,
    examples: [{ input: { input: FOX }, output: 'Flesch reading ease: 94.3 (very easy); grade level about 2.3' }],
  },
  // AI helpers
  {
    id: 'text-summarizer',
    op: 'summarize',
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
    op: 'keywords',
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
  // Unicode styles
  ...FANCY.map(
    (f): Row => ({
      id: f.id,
      op: 'fancy',
      params: { style: f.style },
      name: f.name,
      description: f.description,
      keywords: f.keywords,
      category: 'marketing',
      examples: [{ input: { input: 'Hello World 2025' }, output: f.output }],
    }),
  ),
  {
    id: 'upside-down-text',
    op: 'upsideDown',
    name: 'Upside Down Text Generator',
    description: 'Flip text upside down with look-alike letters, to paste anywhere.',
    category: 'marketing',
    keywords: [
      'flip text upside down',
      'upside down letters',
      'turn text upside down',
      'rotate text 180',
      'australian text',
    ],
    examples: [{ input: { input: 'Hello World!' }, output: '¡pꞁɹoM oꞁꞁǝH' }],
  },
];

function toRow(r: Row): ToolRow {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category ?? 'writing',
    keywords: r.keywords,
    family: 'text',
    kind: r.kind ?? 'text',
    params: { operation: r.op ?? r.id, ...r.params },
    fields: r.fields ?? [textInput()],
    pro: r.pro ?? false,
    examples: r.examples,
  };
}

export const text: FamilyDefinition = {
  order: 10,
  id: 'text',
  summary:
    'Counting, case changes, line operations, clean-up, extraction, text and word diffs (jsdiff: a correct minimal diff), readability formulas, Unicode styled text, an extractive summariser and RAKE keywords (no other library: Intl and Unicode regular expressions).',
  tools: ROWS.map(toRow),
};
