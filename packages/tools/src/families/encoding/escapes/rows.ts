/** encoding, programmers’ escapes: JSON strings and backslash escapes: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows } from '../spec';

export const rows = [
  {
    id: 'json-escape',
    name: 'JSON String Escape',
    description: 'Escape text for use inside a JSON string: quotes, backslashes and control characters.',
    keywords: ['json escape', 'escape json string', 'stringify text', 'json encode string', 'escape quotes json'],
    label: 'Text to escape',
    placeholder: 'He said "hi"',
    examples: [{ input: { input: 'He said "hi"\n\tC:\\temp' }, output: 'He said \\"hi\\"\\n\\tC:\\\\temp' }],
  },
  {
    id: 'json-unescape',
    name: 'JSON String Unescape',
    description: 'Turn an escaped JSON string (\\", \\n, \\uXXXX) back into plain text.',
    keywords: ['json unescape', 'unescape json string', 'json decode string', 'unstringify', 'remove json escapes'],
    label: 'Escaped JSON string',
    placeholder: 'He said \\"hi\\"',
    examples: [
      { input: { input: 'He said \\"hi\\"\\n\\tC:\\\\temp' }, output: 'He said "hi"\n\tC:\\temp' },
      { input: { input: '"caf\\u00e9"' }, output: 'café' },
    ],
  },
  {
    id: 'backslash-escape',
    name: 'Backslash Escape',
    description: 'Escape quotes, backslashes and control characters with backslashes (\\n, \\t, \\", \\\\), C style.',
    keywords: ['backslash escape', 'escape string', 'add slashes', 'addslashes', 'escape special characters'],
    label: 'Text to escape',
    placeholder: 'It\'s a "test"',
    examples: [{ input: { input: 'It\'s a "test"\nC:\\new' }, output: 'It\\\'s a \\"test\\"\\nC:\\\\new' }],
  },
  {
    id: 'backslash-unescape',
    name: 'Backslash Unescape',
    description:
      'Turn backslash escapes (\\n, \\t, \\a, \\", \\\\, \\xHH, \\uXXXX, octal \\0 to \\377) back into the characters they stand for.',
    keywords: ['backslash unescape', 'unescape string', 'strip slashes', 'stripslashes', 'remove escape characters'],
    label: 'Escaped text',
    placeholder: 'Line 1\\nLine 2',
    examples: [
      { input: { input: 'Line 1\\nLine 2\\t\\x41\\u00e9\\\\' }, output: 'Line 1\nLine 2\tAé\\' },
      // Octal escapes of one to three digits, and \a (the bell).
      { input: { input: '\\0\\01\\012\\1\\12\\101\\a' }, output: '\x00\x01\n\x01\nA\x07' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(50, rows);
