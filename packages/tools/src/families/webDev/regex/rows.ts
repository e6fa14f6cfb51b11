/** webDev, regular expressions: testing (with the safety analyser in safety.ts) and escaping: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, line } from '../spec';

export const rows = [
  {
    id: 'regex-tester',
    name: 'Regex Tester',
    description: 'Test a JavaScript regular expression on text and see every match with its capture groups.',
    keywords: ['regex tester', 'regular expression tester', 'regex online', 'test regex', 'regexp match'],
    kind: 'form',
    fields: [
      { name: 'pattern', label: 'Pattern', type: 'text', placeholder: '(\\d{4})-(\\d{2})' },
      { name: 'flags', label: 'Flags', type: 'text', default: 'g', placeholder: 'gi' },
      { name: 'input', label: 'Text', type: 'textarea', placeholder: 'From 2024-05 to 2025-01' },
    ],
    examples: [
      {
        input: { pattern: '(\\d{4})-(?<month>\\d{2})', input: 'From 2024-05 to 2025-01' },
        output:
          '2 matches\nMatch 1 at 5: "2024-05"\n  Group 1: "2024"\n  Group 2: "05"\n  Group “month”: "05"\nMatch 2 at 16: "2025-01"\n  Group 1: "2025"\n  Group 2: "01"\n  Group “month”: "01"',
      },
    ],
  },
  {
    id: 'regex-escape',
    name: 'Regex Escape',
    description: 'Escape text so a regular expression matches it literally (., *, ?, (, [ and the rest).',
    keywords: ['escape regex', 'regex escape string', 'escape special characters regex', 'regexp quote', 'preg_quote'],
    fields: [line('Text to match literally', 'price: $5.00 (approx.)')],
    examples: [{ input: { input: 'price: $5.00 (approx.)' }, output: 'price: \\$5\\.00 \\(approx\\.\\)' }],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(70, rows);
