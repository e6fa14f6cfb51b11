/** CSS by hand: a tokenizer that knows strings, comments, url(…) and brackets; a minifier and a beautifier that change only whitespace and comments. */

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
