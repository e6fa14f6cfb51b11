/** colours, contrast: WCAG contrast and the text colour for a background: the rows (data). Their code is run.ts beside them. */
import type { ToolRow } from '../../../types';
import { colourField, type Spec, specRow } from '../fields';

const specs: Spec[] = [
  {
    id: 'colour-contrast-checker',
    name: 'Colour Contrast Checker (WCAG)',
    description:
      'Check the WCAG 2.x contrast ratio of a text colour on a background, with AA and AAA results for normal and large text.',
    keywords: [
      'color contrast checker',
      'wcag contrast checker',
      'contrast ratio calculator',
      'accessibility color checker',
      'aa aaa contrast',
      'webaim contrast',
    ],
    params: { operation: 'contrast' },
    fields: [
      colourField('foreground', 'Text colour', '#777777'),
      colourField('background', 'Background colour', '#ffffff'),
    ],
    examples: [
      // WebAIM: #777777 on white is 4.48:1 (fails AA for normal text); black on white is 21:1.
      { input: { foreground: '#777777', background: '#ffffff' }, output: '4.48:1' },
      { input: { foreground: '#000000', background: '#ffffff' }, output: '21.00:1' },
      { input: { foreground: '#767676', background: 'white' }, output: '4.54:1' },
      { input: { foreground: 'rgb(89, 89, 89)', background: '#fff' }, output: '7.00:1' },
    ],
  },
  {
    id: 'text-colour-for-background',
    name: 'Black or White Text for a Background',
    description: 'Choose black or white text for a background colour, whichever has the higher WCAG contrast.',
    keywords: [
      'text color for background',
      'black or white text',
      'contrast text color',
      'readable text color',
      'font color for background',
    ],
    params: { operation: 'text-colour' },
    fields: [colourField('input', 'Background colour', '#d87a3f')],
    examples: [
      // #d87a3f: black 6.78:1, white 3.10:1; #1a1a2e: white 17.06:1.
      { input: { input: '#d87a3f' }, output: '#000000' },
      { input: { input: '#1a1a2e' }, output: '#ffffff' },
    ],
  },
];

export const rows: ToolRow[] = specs.map((spec) => specRow(spec, 'contrast'));

export const topic = { order: 30, rows };
