/** text, Unicode styled text: the rows (data). Their code is run.ts beside them. */
import { type Row, topicRows } from '../spec';

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

export const rows: readonly Row[] = [
  ...FANCY.map(
    (f): Row => ({
      id: f.id,
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

export const topic = topicRows(90, rows);
