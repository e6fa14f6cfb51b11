/** XML by hand: re-indenting a document fast-xml-parser’s validator has accepted, and the well-formedness checks it leaves out. Works on tokens, never on a guess at the whole. */

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
