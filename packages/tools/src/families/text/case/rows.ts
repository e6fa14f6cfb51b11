/** text, case changes: the rows (data). Their code is run.ts beside them. */
import { type Row, textInput, topicRows } from '../spec';

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

export const rows: readonly Row[] = [
  {
    id: 'uppercase-text',
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
    name: 'lowercase Converter',
    description: 'Turn any text into small letters.',
    keywords: ['lower case', 'to lowercase', 'small letters', 'uncapitalize', 'decapitalize text'],
    fields: [textInput('Text to convert', 'CALM THIS DOWN')],
    examples: [{ input: { input: 'CALM THIS DOWN' }, output: 'calm this down' }],
  },
  {
    id: 'title-case',
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
    name: 'aLtErNaTiNg CaSe Converter',
    description: 'Write text in aLtErNaTiNg case, switching letter by letter.',
    keywords: ['alternating caps', 'mocking spongebob text', 'alternate case', 'random case', 'studly text'],
    examples: [{ input: { input: 'alternating case' }, output: 'aLtErNaTiNg CaSe' }],
  },
  {
    id: 'inverse-case',
    name: 'iNVERSE cASE Converter',
    description: 'Swap the case of every letter: capitals become small and small become capitals.',
    keywords: ['invert case', 'swap case', 'toggle case', 'reverse case', 'switch case'],
    examples: [{ input: { input: 'Hello World' }, output: 'hELLO wORLD' }],
  },
  ...CASES.map(
    (c): Row => ({
      id: c.id,
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
];

export const topic = topicRows(20, rows);
