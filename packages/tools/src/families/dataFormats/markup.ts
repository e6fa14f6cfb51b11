/**
 * Hand-written pieces for XML, CSS and HTML text: each works on tokens (tags, strings, comments),
 * never on a guess at the whole, and changes only whitespace (and, in the minifiers, comments).
 */
import type he from 'he';

// ---------------------------------------------------------------------------------------------
// XML: re-indent a document that fast-xml-parser's validator has accepted.

type XmlToken = { kind: 'open' | 'close' | 'empty' | 'text' | 'other'; raw: string };

const XML_TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/[^>]*>|<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/gi;

function xmlTokens(xml: string): XmlToken[] {
  return (xml.match(XML_TOKEN) ?? []).map((raw) => {
    if (!raw.startsWith('<')) return { kind: 'text', raw };
    if (raw.startsWith('</')) return { kind: 'close', raw };
    if (/^<[!?]/.test(raw)) return { kind: 'other', raw };
    return { kind: raw.endsWith('/>') ? 'empty' : 'open', raw };
  });
}

type XmlNode = { token: XmlToken; children: XmlNode[]; close?: string };

function xmlTree(xml: string): XmlNode[] {
  const root: XmlNode = { token: { kind: 'other', raw: '' }, children: [] };
  const stack = [root];
  for (const token of xmlTokens(xml)) {
    const top = stack[stack.length - 1]!;
    if (token.kind === 'close') {
      top.close = token.raw;
      if (stack.length > 1) stack.pop();
    } else {
      const node: XmlNode = { token, children: [] };
      top.children.push(node);
      if (token.kind === 'open') stack.push(node);
    }
  }
  return root.children;
}

const raw = (node: XmlNode): string => node.token.raw + node.children.map(raw).join('') + (node.close ?? '');

/** Whether an element holds text (or CDATA) beside its elements: then its content is kept exactly. */
const isMixed = (node: XmlNode) =>
  node.children.some(
    (c) => (c.token.kind === 'text' && c.token.raw.trim() !== '') || c.token.raw.startsWith('<![CDATA['),
  );

/**
 * Indents each element on its own line, as xmllint --format does: whitespace between elements is
 * replaced, and an element with text in it is written exactly as it was. `indent` '' minifies.
 */
export function formatXml(xml: string, indent: string, keepComments = true): string {
  const lines: string[] = [];
  const write = (nodes: XmlNode[], depth: number) => {
    for (const node of nodes) {
      if (node.token.kind === 'text' && node.token.raw.trim() === '') continue;
      if (!keepComments && node.token.raw.startsWith('<!--')) continue;
      const pad = indent.repeat(depth);
      const empty = node.children.every((c) => c.token.kind === 'text' && c.token.raw.trim() === '');
      if (node.token.kind === 'open' && empty) {
        lines.push(pad + node.token.raw + (node.close ?? ''));
        continue;
      }
      if (node.token.kind !== 'open' || isMixed(node)) {
        lines.push(pad + (node.token.kind === 'text' ? node.token.raw.trim() : raw(node)));
        continue;
      }
      lines.push(pad + node.token.raw);
      write(node.children, depth + 1);
      lines.push(pad + (node.close ?? ''));
    }
  };
  write(xmlTree(xml), 0);
  return lines.join(indent ? '\n' : '');
}

/** The characters XML 1.0 allows in a document (§2.2): tab, line feed, carriage return and most of Unicode. */
const XML_CHAR = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/** A reference (&name; &#n; &#xh;), or a bare & that starts none. */
const XML_REFERENCE = /&(?:#([0-9]+);|#x([0-9a-fA-F]+);|([A-Za-z_:][\w.:\u00b7-\uffff-]*);)?/g;

/**
 * The well-formedness rules of XML 1.0 that fast-xml-parser's validator does not check, as Python's
 * ElementTree (expat) enforces them: one root element (§2.1), only the five predefined entities or
 * ones the DOCTYPE declares (§4.1, WFC: Entity Declared), character references to allowed
 * characters only (§4.1, WFC: Legal Character), no "]]>" in text (§2.4), no "<" in an attribute
 * value (§3.1), no "--" inside a comment (§2.5), and no control characters (§2.2). Run on a
 * document the library has accepted, so tags are balanced; answers the problem and where it is.
 */
export function xmlWellFormedProblem(xml: string): { problem: string; index: number } | null {
  for (let i = 0; i < xml.length; i++) {
    const c = xml.codePointAt(i)!;
    if (!XML_CHAR(c))
      return {
        problem: `the character U+${c.toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`,
        index: i,
      };
    if (c > 0xffff) i++;
  }
  const declared = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
  const references = (text: string, at: number): { problem: string; index: number } | null => {
    XML_REFERENCE.lastIndex = 0;
    for (let m: RegExpExecArray | null; (m = XML_REFERENCE.exec(text)); ) {
      const index = at + m.index;
      if (m[0] === '&')
        return { problem: 'a & must start a reference such as &amp; (write &amp; for the character &)', index };
      if (m[3] !== undefined) {
        if (!declared.has(m[3]))
          return {
            problem: `&${m[3]}; is not a defined entity: XML without a DTD has only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233;`,
            index,
          };
      } else {
        const code = m[1] !== undefined ? Number(m[1]) : parseInt(m[2]!, 16);
        if (!XML_CHAR(code)) return { problem: `${m[0]} refers to a character XML does not allow`, index };
      }
    }
    return null;
  };
  let depth = 0;
  let roots = 0;
  XML_TOKEN.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = XML_TOKEN.exec(xml)); ) {
    const token = m[0];
    const index = m.index;
    if (token.startsWith('<!--')) {
      const body = token.slice(4, -3);
      const dashes = body.indexOf('--');
      if (dashes >= 0) return { problem: 'a comment cannot contain "--"', index: index + 4 + dashes };
      if (body.endsWith('-'))
        return { problem: 'a comment cannot end with "--->"; remove the extra -', index: index + token.length - 4 };
    } else if (/^<!DOCTYPE/i.test(token)) {
      // Entities the internal subset declares may be used (parameter entities, with %, may not).
      for (const d of token.matchAll(/<!ENTITY\s+([A-Za-z_:][\w.:\u00b7-\uffff-]*)\s/g)) declared.add(d[1]!);
    } else if (token.startsWith('<![CDATA[') || token.startsWith('<?')) {
    } else if (token.startsWith('</')) {
      depth--;
    } else if (token.startsWith('<')) {
      if (depth === 0 && ++roots > 1)
        return {
          problem: `there is a second root element, ${token.match(/^<[^\s/>]*/)![0]}>: an XML document has exactly one, so wrap the elements in one`,
          index,
        };
      for (const a of token.matchAll(/=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        const value = a[1] ?? a[2]!;
        const at = index + a.index + a[0].length - 1 - value.length;
        const lt = value.indexOf('<');
        if (lt >= 0) return { problem: 'an attribute value cannot contain "<": write &lt; instead', index: at + lt };
        const bad = references(value, at);
        if (bad) return bad;
      }
      if (!token.endsWith('/>')) depth++;
    } else {
      if (depth === 0) {
        if (token.trim() !== '')
          return { problem: 'there is text outside the root element', index: index + token.search(/\S/) };
        continue;
      }
      const end = token.indexOf(']]>');
      if (end >= 0) return { problem: '"]]>" cannot appear in text: write ]]&gt; instead', index: index + end };
      const bad = references(token, index);
      if (bad) return bad;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// CSS: a tokenizer that knows strings, comments, url(…) and brackets.

type CssToken = { kind: 'string' | 'comment' | 'space' | 'punct' | 'word'; text: string };

const CSS_TOKEN =
  /"(?:[^"\\\n]|\\[\s\S])*"?|'(?:[^'\\\n]|\\[\s\S])*'?|\/\*[\s\S]*?(?:\*\/|$)|url\(\s*(?:"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|[^)"'\s]*)\s*\)|\s+|[{}:;,>+~()[\]]|[^"'{}:;,>+~()[\]\s/]+|\//giy;

function cssTokens(css: string): CssToken[] {
  const out: CssToken[] = [];
  CSS_TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (CSS_TOKEN.lastIndex < css.length && (m = CSS_TOKEN.exec(css))) {
    const text = m[0];
    if (text === '') break;
    const kind: CssToken['kind'] = /^["']/.test(text)
      ? 'string'
      : text.startsWith('/*')
        ? 'comment'
        : /^\s/.test(text)
          ? 'space'
          : /^[{}:;,>+~()[\]]$/.test(text)
            ? 'punct'
            : 'word';
    out.push({ kind, text });
  }
  return out;
}

/** Checks what a minifier or beautifier must be able to trust: closed strings, comments and braces. */
export function cssProblem(css: string): string | null {
  let depth = 0;
  for (const t of cssTokens(css)) {
    if (t.kind === 'string' && (t.text.length < 2 || t.text[t.text.length - 1] !== t.text[0]))
      return 'A string in that CSS is not closed. Check its quotes.';
    if (t.kind === 'comment' && !t.text.endsWith('*/')) return 'A comment in that CSS is not closed. End it with */.';
    if (t.text === '{') depth++;
    if (t.text === '}' && --depth < 0) return 'That CSS has a } without its {. Check the braces.';
  }
  return depth === 0 ? null : 'That CSS has a { that is never closed. Check the braces.';
}

/**
 * For each token, whether it is a ':' inside a declaration: followed by ; or } before any { (so
 * "color: red" but not "a:hover {"). One backward pass, so any input takes linear time.
 */
function declarationColons(tokens: CssToken[]): boolean[] {
  const out = new Array<boolean>(tokens.length).fill(false);
  let next = '}';
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!.text;
    if (t === ':') out[i] = next !== '{';
    if (t === ';' || t === '}' || t === '{') next = t;
  }
  return out;
}

/**
 * Minifies CSS by removing comments and the whitespace that carries no meaning: around { } ; , and
 * the combinators > + ~ outside brackets, after a declaration's colon, and the last ; in a block.
 * Strings, url(…), calc(a + b) and selectors such as "a :hover" keep their spaces.
 */
export function minifyCss(css: string): string {
  const tokens = cssTokens(css).filter((t) => t.kind !== 'comment');
  // Which punctuation may lose the spaces around it, decided where it stands.
  const tight: boolean[] = [];
  const colons = declarationColons(tokens);
  let parens = 0;
  tokens.forEach((t, i) => {
    if (t.text === '(' || t.text === '[') parens++;
    if (t.text === ')' || t.text === ']') parens = Math.max(0, parens - 1);
    tight[i] =
      t.kind === 'punct' && ('{};,'.includes(t.text) || ('>+~'.includes(t.text) && parens === 0) || colons[i]!);
  });
  const out: string[] = [];
  let lastTight = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'space') {
      if (!lastTight && i + 1 < tokens.length && !tight[i + 1] && tokens[i + 1]!.kind !== 'space') out.push(' ');
      continue;
    }
    if (t.text === '}' && out[out.length - 1] === ';') out.pop();
    out.push(t.text);
    lastTight = tight[i]!;
  }
  return out.join('');
}

/** Lays CSS out one declaration a line, two-space indented, "property: value;", rules apart by a blank line. */
export function beautifyCss(css: string): string {
  const tokens = cssTokens(css);
  const lines: string[] = [];
  // The current line as parts, each space its own part, so trimming the end is popping (a growing
  // string would be copied on every look at its end).
  let line: string[] = [];
  let depth = 0;
  let parens = 0;
  const colons = declarationColons(tokens);
  const last = () => line[line.length - 1];
  const trimEnd = () => {
    while (last() === ' ') line.pop();
  };
  const flush = () => {
    trimEnd();
    if (line.length) lines.push('  '.repeat(depth) + line.join(''));
    line = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'space') {
      if (line.length && last() !== ' ' && !last()!.endsWith('(')) line.push(' ');
      continue;
    }
    if (t.kind === 'comment') {
      flush();
      lines.push('  '.repeat(depth) + t.text);
      continue;
    }
    if (t.text === '(') parens++;
    if (t.text === ')') {
      parens = Math.max(0, parens - 1);
      trimEnd();
    }
    if (t.text === '{') {
      trimEnd();
      line.push(line.length ? ' {' : '{');
      flush();
      depth++;
    } else if (t.text === '}') {
      // The last declaration of a block gets its optional semicolon, as every other one has.
      trimEnd();
      if (line.length && depth > 0) line.push(';');
      flush();
      depth = Math.max(0, depth - 1);
      lines.push(`${'  '.repeat(depth)}}`);
      if (depth === 0) lines.push('');
    } else if (t.text === ';' && parens === 0) {
      trimEnd();
      line.push(';');
      flush();
    } else if (t.text === ':' && parens === 0 && depth > 0 && colons[i]) {
      trimEnd();
      line.push(':', ' ');
    } else if (t.text === ',' && parens === 0 && depth === 0) {
      trimEnd();
      line.push(',');
      flush();
    } else if (t.text === ',') {
      trimEnd();
      line.push(',', ' ');
    } else line.push(t.text);
  }
  flush();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// HTML to plain text

const BLOCK_PARAGRAPH = 'p|h[1-6]|blockquote|pre|table|ul|ol|dl|figure|hr';
/**
 * The rest of a tag after its name, to the ">" that ends it: a quoted attribute value (after "=")
 * is skipped whole, so the ">" in <div title="a > b"> does not end the tag, as in a browser. Each
 * character has one way to match, so a tag that never closes cannot make the search slow.
 */
const TAG_REST = `(?:[^<>"'=]|=\\s*"[^"]*"|=\\s*'[^']*'|=(?!\\s*["'])|["'])*>`;
const BLOCK_LINE =
  'div|section|article|header|footer|nav|aside|main|tr|dt|dd|form|fieldset|address|caption|figcaption|details|summary|thead|tbody|tfoot';

/**
 * Plain text from HTML, as a reader sees it: scripts, styles, the head and comments go; spaces
 * collapse as a browser collapses them; paragraphs and headings are split by a blank line, other
 * blocks and <br> by a line break, list items start with "- ", table cells are split by a tab;
 * entities are decoded last (by `entities`, the he library, which the caller loads), so
 * "&lt;b&gt;" stays the text "<b>".
 */
export function htmlToText(html: string, entities: typeof he): string {
  const tag = (name: string) => new RegExp(`<${name}${TAG_REST}`, 'gi');
  return entities
    .decode(
      html
        .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
        .replace(/<(script|style|head|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
        .replace(/\s+/g, ' ')
        .replace(tag('br\\b'), '\n')
        .replace(tag('li\\b'), '\n- ')
        .replace(tag(`/?(?:${BLOCK_PARAGRAPH})\\b`), '\n\n')
        .replace(tag(`/?(?:${BLOCK_LINE})\\b`), '\n')
        .replace(/<\/t[dh]\s*>\s*(?=<t[dh]\b)/gi, '\t')
        .replace(tag('/?[a-z]'), ''),
    )
    .replace(/\u00a0/g, ' ')
    .replace(/[ ]*\n[ ]*/g, '\n')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
