/** dataFormats, Markdown, HTML to text and CSS: the rows (data). Their code is run.ts beside them. */
import { type Row, topicRows } from '../spec';

export const rows: readonly Row[] = [
  {
    id: 'markdown-to-html',
    name: 'Markdown to HTML Converter',
    description: 'Turn Markdown (with GitHub tables and lists) into HTML source.',
    category: 'developer',
    label: 'Markdown',
    keywords: ['markdown to html', 'md to html', 'convert markdown', 'markdown converter', 'markdown parser'],
    examples: [
      {
        input: { input: '# Hello\n\n*hi* **there** `x`\n\n- a\n- b' },
        output:
          '<h1>Hello</h1>\n<p><em>hi</em> <strong>there</strong> <code>x</code></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
      },
    ],
  },
  {
    id: 'html-to-text',
    ask: { for: { html: 1 } },
    name: 'HTML to Plain Text Converter',
    description: 'Turn HTML into readable plain text: tags and scripts go, paragraphs and list items stay apart.',
    category: 'developer',
    label: 'HTML',
    keywords: ['html to text', 'extract text from html', 'html to plain text', 'convert html to txt'],
    examples: [
      {
        input: {
          input:
            '<h1>Title</h1><p>Hello <b>world</b> &amp; friends.<br>New line</p><ul><li>One</li><li>Two</li></ul><script>x()</script>',
        },
        output: 'Title\n\nHello world & friends.\nNew line\n\n- One\n- Two',
      },
    ],
  },
  {
    id: 'css-minifier',
    name: 'CSS Minifier',
    description: 'Shrink CSS by removing comments and the spaces it does not need.',
    category: 'developer',
    label: 'CSS',
    keywords: ['minify css', 'css compressor', 'compress css', 'css minify online'],
    examples: [
      {
        input: {
          input:
            '/* main */\na > b ,\n.c :hover {\n  color : red ;\n  width: calc(100% - 10px);\n  content: "a  ;  b";\n}\n',
        },
        output: 'a>b,.c :hover{color:red;width:calc(100% - 10px);content:"a  ;  b"}',
      },
    ],
  },
  {
    id: 'css-beautifier',
    name: 'CSS Beautifier',
    description: 'Lay out CSS one declaration a line with two-space indentation.',
    category: 'developer',
    label: 'CSS',
    keywords: ['css formatter', 'format css', 'css pretty print', 'unminify css', 'prettify css'],
    examples: [
      {
        input: { input: 'a>b,.c:hover{color:red;margin:0 auto}@media (max-width:600px){a{color:blue}}' },
        output:
          'a>b,\n.c:hover {\n  color: red;\n  margin: 0 auto;\n}\n\n@media (max-width:600px) {\n  a {\n    color: blue;\n  }\n}',
      },
    ],
  },
];

export const topic = topicRows(60, rows);
