/** encoding, the web’s escapes: percent-encoding, HTML and XML entities: the rows (data). Their code is run.ts beside them. */
import { type Spec, topicRows, codecAsk } from '../spec';

export const rows = [
  {
    id: 'url-encode',
    ask: codecAsk(String.raw`url|uri|percent`, 'encode', 'URL'),
    name: 'URL Encoder',
    description: 'Percent-encode text for use in a URL, as encodeURIComponent does.',
    keywords: ['url encode', 'percent encoding', 'encodeuricomponent', 'urlencode online', 'uri encode'],
    label: 'Text to encode',
    placeholder: 'name=Perch & Co',
    examples: [
      { input: { input: 'name=Perch & Co' }, output: 'name%3DPerch%20%26%20Co' },
      { input: { input: 'café?' }, output: 'caf%C3%A9%3F' },
    ],
  },
  {
    id: 'url-decode',
    ask: { for: { url: 2, urlEncoded: 1 }, ...codecAsk(String.raw`url|uri|percent`, 'decode', 'URL') },
    name: 'URL Decoder',
    description: 'Turn percent-encoded text back into plain text (a + is read as a space, and %uXXXX escapes too).',
    keywords: ['url decode', 'percent decoding', 'decodeuricomponent', 'urldecode online', 'uri decode'],
    label: 'Text to decode',
    placeholder: 'name%3DPerch%20%26%20Co',
    examples: [
      { input: { input: 'name%3DPerch%20%26%20Co' }, output: 'name=Perch & Co' },
      { input: { input: 'a+b%26c' }, output: 'a b&c' },
      { input: { input: 'caf%u00E9%20%uD83D%uDC26' }, output: 'café 🐦' },
    ],
  },
  {
    id: 'html-entity-encoder',
    ask: { for: { html: 3 }, ...codecAsk(String.raw`html(?: entit(?:y|ies))?`, 'encode', 'HTML Entity') },
    name: 'HTML Entity Encoder',
    description: 'Escape text for HTML: & < > " \' and ` always, and optionally every non-ASCII character.',
    keywords: ['html encode', 'html escape', 'html entities', 'escape html characters', 'htmlspecialchars'],
    label: 'Text to encode',
    placeholder: '<a href="x">Fish & Chips</a>',
    extra: [
      {
        name: 'mode',
        label: 'Encode',
        type: 'select',
        default: 'special',
        options: [
          { value: 'special', label: 'Only & < > " \' `' },
          { value: 'named', label: 'Also non-ASCII, by name (&eacute;)' },
          { value: 'numeric', label: 'Also non-ASCII, by number (&#233;)' },
        ],
      },
    ],
    examples: [
      {
        input: { input: '<a href="x">Fish & Chips</a>' },
        output: '&lt;a href=&quot;x&quot;&gt;Fish &amp; Chips&lt;/a&gt;',
      },
      { input: { input: 'Café © 2025', mode: 'named' }, output: 'Caf&eacute; &copy; 2025' },
      { input: { input: 'Café 🐦', mode: 'numeric' }, output: 'Caf&#233; &#128038;' },
    ],
  },
  {
    id: 'html-entity-decoder',
    ask: { for: { htmlEntities: 1 }, ...codecAsk(String.raw`html(?: entit(?:y|ies))?`, 'decode', 'HTML Entity') },
    name: 'HTML Entity Decoder',
    description: 'Turn HTML entities such as &amp;, &eacute; and &#x1F426; back into characters, as a browser does.',
    keywords: ['html decode', 'html unescape', 'decode html entities', 'html entities to text', 'unescape html'],
    label: 'HTML to decode',
    placeholder: '&lt;p&gt;Caf&eacute; &amp; co&lt;/p&gt;',
    examples: [
      { input: { input: '&lt;p&gt;Caf&eacute; &amp; &#x1F426;&lt;/p&gt;' }, output: '<p>Café & 🐦</p>' },
      { input: { input: '5 &times; 3 &ne; 16&hellip;' }, output: '5 × 3 ≠ 16…' },
    ],
  },
  {
    id: 'xml-escape',
    name: 'XML Escape',
    description: 'Escape the five XML special characters & < > " \' as &amp; &lt; &gt; &quot; &apos;.',
    keywords: ['xml encode', 'escape xml', 'xml special characters', 'xml entities'],
    label: 'Text to escape',
    placeholder: 'Tom & "Jerry\'s" <show>',
    examples: [
      { input: { input: 'Tom & "Jerry\'s" <show>' }, output: 'Tom &amp; &quot;Jerry&apos;s&quot; &lt;show&gt;' },
    ],
  },
  {
    id: 'xml-unescape',
    ask: { for: { htmlEntities: 2 } },
    name: 'XML Unescape',
    description: "Turn XML's predefined entities and character references (&#233;, &#xE9;) back into characters.",
    keywords: ['xml decode', 'unescape xml', 'xml entities to text', 'decode xml'],
    label: 'XML text to unescape',
    placeholder: 'Tom &amp; &quot;Jerry&apos;s&quot;',
    examples: [
      { input: { input: 'Tom &amp; &quot;Jerry&apos;s&quot; &lt;show&gt;' }, output: 'Tom & "Jerry\'s" <show>' },
      { input: { input: 'caf&#233; &#x2603;' }, output: 'café ☃' },
    ],
  },
] as const satisfies readonly Spec[];

export const topic = topicRows(20, rows);
