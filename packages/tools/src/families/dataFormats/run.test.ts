import he from 'he';
import { format as formatSql } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import { loadEngine } from '../engines';
import { parseJsonTree, printJson } from './json';
import { beautifyCss, minifyCss } from './markup/css';
import { htmlToText } from './markup/html';

/** Runs a tool as its page does: its topic's engine, loaded by the row. */
const use = async (id: string, values: Record<string, string>) => {
  const tool = findTool(id)!;
  return (await loadEngine(tool))(tool, valuesFor(tool, values), fixedContext());
};
const text = async (id: string, values: Record<string, string>) => {
  const r = await use(id, values);
  if (!r.ok) throw new Error(r.error);
  return r.text;
};
const error = async (id: string, values: Record<string, string>) => {
  const r = await use(id, values);
  return r.ok ? `unexpected success: ${r.text}` : r.error;
};

describe('JSON', () => {
  it('keeps numbers and strings exactly as written (no rounding, no re-escaping)', () => {
    const tree = parseJsonTree('{"big": 12345678901234567890, "f": 1.0, "e": 1E+2, "s": "caf\\u00e9"}');
    expect(typeof tree).not.toBe('string');
    expect(printJson(tree as Exclude<typeof tree, string>, 0)).toBe(
      '{"big":12345678901234567890,"f":1.0,"e":1E+2,"s":"caf\\u00e9"}',
    );
  });

  it('lays JSON out as JSON.stringify does for every shape', () => {
    const samples = ['{"a":[1,[2,{}],[]],"b":{"c":null,"d":[true,false]}}', '[]', '"x"', '[{"k":"v"}]', '0'];
    for (const s of samples) {
      const tree = parseJsonTree(s) as Exclude<ReturnType<typeof parseJsonTree>, string>;
      expect(printJson(tree, 2)).toBe(JSON.stringify(JSON.parse(s), null, 2));
      expect(printJson(tree, 0)).toBe(JSON.stringify(JSON.parse(s)));
    }
  });

  it('says why invalid JSON is invalid, as a sentence', async () => {
    expect(await error('json-formatter', { input: '{"a":1,}' })).toMatch(/^Not valid JSON: .+\.$/);
    expect(await error('json-formatter', { input: '' })).toMatch(/^Enter JSON/);
    expect(await error('json-validator', { input: "{'a': 1}" })).toMatch(/^Not valid JSON/);
  });

  it('generates types for arrays at the top and odd keys', async () => {
    expect(
      await text('json-to-typescript', { input: '[{"first name":"A","n":1},{"first name":"B","n":2.5,"x":[1,"a"]}]' }),
    ).toBe(
      'export type Root = RootItem[];\n\nexport interface RootItem {\n  "first name": string;\n  n: number;\n  x?: (number | string)[];\n}',
    );
  });

  it('unflattens back what it flattened', async () => {
    const original = '{"a":{"b":[1,{"c":2}]},"d":"x"}';
    const flat = await text('json-flatten', { input: original });
    expect(JSON.parse(await text('json-unflatten', { input: flat }))).toEqual(JSON.parse(original));
  });

  it('reports equal documents as equal, whatever the key order', async () => {
    expect(await text('json-diff', { original: '{"a":1,"b":2}', changed: '{"b":2,"a":1e0}' })).toBe(
      'No differences: the two JSON documents hold the same data.',
    );
  });
});

describe('CSV', () => {
  it('round-trips quotes, commas and line breaks (RFC 4180)', async () => {
    const csv = 'name,note\n"Ann ""A""","x, y"\nBen,"two\nlines"';
    const json = await text('csv-to-json', { input: csv });
    expect(JSON.parse(json)).toEqual([
      { name: 'Ann "A"', note: 'x, y' },
      { name: 'Ben', note: 'two\nlines' },
    ]);
    expect(await text('json-to-csv', { input: json })).toBe(csv);
  });

  it('does not turn zip codes or huge ids into numbers', async () => {
    expect(JSON.parse(await text('csv-to-json', { input: 'zip,id,n\n0150,12345678901234567890,-2.5e3' }))).toEqual([
      { zip: '0150', id: '12345678901234567890', n: -2500 },
    ]);
  });

  it('names the row with too many cells and the unclosed quote', async () => {
    expect(await error('csv-to-json', { input: 'a,b\n1,2,3' })).toBe(
      'Row 2 has 3 cells but the header has 2. Add the missing column names, or remove the extra cells.',
    );
    expect(await error('csv-to-json', { input: 'a,b\n1,"2' })).toMatch(/quote that is not closed/);
  });
});

describe('YAML, TOML and XML', () => {
  it('refuses what the target format cannot hold', async () => {
    expect(await error('json-to-toml', { input: '{"a":{"b":null}}' })).toBe(
      'TOML has no null: replace or remove the null at a.b.',
    );
    expect(await error('json-to-toml', { input: '[1]' })).toMatch(/needs a JSON object/);
    expect(await error('yaml-to-json', { input: 'a: .inf' })).toMatch(/JSON cannot hold/);
    expect(await error('json-to-xml', { input: '{"a b":1}' })).toMatch(/cannot be an XML element name/);
    expect(await error('json-to-yaml', { input: '{"n":1e400}' })).toBe(
      'That cannot be converted: the number 1e400 is too large to convert.',
    );
  });

  it('keeps TOML big integers exact into YAML', async () => {
    expect(await text('toml-to-yaml', { input: 'id = 9223372036854775807\nday = 1979-05-27' })).toBe(
      'id: 9223372036854775807\nday: "1979-05-27"',
    );
  });

  it('gives the line and column of broken XML', async () => {
    expect(await error('xml-validator', { input: '<a>\n<b></a>' })).toMatch(
      /^Not valid XML: .+ \(line 2, column \d+\)\.$/,
    );
  });

  it('wraps JSON that has no single root element', async () => {
    expect(await text('json-to-xml', { input: '[1,2]' })).toBe('<root>\n  <item>1</item>\n  <item>2</item>\n</root>');
  });
});

describe('SQL', () => {
  /** The formatter may change only whitespace and the case of keywords: the words and symbols stay, in order. */
  const words = (sql: string) => sql.toLowerCase().match(/'[^']*'|`[^`]*`|\[[^\]]*\]|"[^"]*"|\$?\w+|[^\s\w]/g);
  it.each([
    'sql-formatter',
    'mysql-formatter',
    'postgresql-formatter',
    'sql-server-formatter',
    'oracle-sql-formatter',
    'sqlite-formatter',
  ])('%s changes only layout and keyword case', async (id) => {
    for (const example of findTool(id)!.examples) expect(words(example.output)).toEqual(words(example.input.input!));
  });

  it('uses the dialect chosen by the named tool', async () => {
    expect(await text('postgresql-formatter', { input: 'select a::int from t' })).toBe(
      formatSql('select a::int from t', { language: 'postgresql', keywordCase: 'upper', tabWidth: 2 }),
    );
  });

  it('explains a query it cannot read', async () => {
    expect(await error('sql-formatter', { input: 'select "unterminated' })).toMatch(
      /^That SQL could not be read: .+ Check it, or pick its dialect\.$/,
    );
  });
});

describe('Markdown, HTML and CSS', () => {
  it('renders CommonMark spec examples as the spec does', async () => {
    // CommonMark 0.31.2, examples 62 (ATX headings), 350 (emphasis), 301 (list).
    expect(await text('markdown-to-html', { input: '# foo\n## foo\n### foo' })).toBe(
      '<h1>foo</h1>\n<h2>foo</h2>\n<h3>foo</h3>',
    );
    expect(await text('markdown-to-html', { input: '*foo bar*' })).toBe('<p><em>foo bar</em></p>');
    expect(await text('markdown-to-html', { input: '- foo\n- bar\n+ baz' })).toBe(
      '<ul>\n<li>foo</li>\n<li>bar</li>\n</ul>\n<ul>\n<li>baz</li>\n</ul>',
    );
  });

  it('turns HTML into text without running or keeping markup', () => {
    expect(
      htmlToText('<style>p{}</style><p>a&nbsp;&lt;b&gt;</p><table><tr><td>1</td><td>2</td></tr></table>', he),
    ).toBe('a <b>\n\n1\t2');
  });

  it('keeps the spaces CSS needs', () => {
    expect(minifyCss('a :hover { margin : 0 auto ; }')).toBe('a :hover{margin:0 auto}');
    expect(minifyCss('@media screen and (max-width: 600px) { a + b { width: calc(1px + 2px) } }')).toBe(
      '@media screen and (max-width: 600px){a+b{width:calc(1px + 2px)}}',
    );
    expect(minifyCss("a { background: url( 'x y.png' ) ; content: '/* no */' }")).toBe(
      "a{background:url( 'x y.png' );content:'/* no */'}",
    );
  });

  it('beautifies what it minified back to the same rules', () => {
    const css = 'a>b,.c:hover{color:red;margin:0 auto}@media (max-width:600px){a{color:blue}}';
    expect(minifyCss(beautifyCss(css))).toBe(minifyCss(css));
  });

  it('refuses CSS with an unclosed brace or comment', async () => {
    expect(await error('css-minifier', { input: 'a { color: red' })).toMatch(/never closed/);
    expect(await error('css-beautifier', { input: 'a {} /* x' })).toMatch(/comment/);
  });
});

describe('loading', () => {
  it('runs each tool with only the libraries it needs, loading them on first use', async () => {
    // Every operation's examples run in the catalogue test (a library missing from OP_LIBRARIES
    // fails there); here tools of two libraries in turn, and the first again.
    await expect(text('yaml-to-json', { input: 'a: 1' })).resolves.toBe('{\n  "a": 1\n}');
    await expect(text('json-to-toml', { input: '{"title":"Perch"}' })).resolves.toBe('title = "Perch"');
    await expect(text('yaml-to-json', { input: 'b: [1, 2]' })).resolves.toBe('{\n  "b": [\n    1,\n    2\n  ]\n}');
  });
});

describe('audit fixes', () => {
  it('unflattens __proto__, constructor and toString as plain keys, without touching Object.prototype', async () => {
    // Expected: the nesting of the dotted keys as data (what Python's dict-based unflatten gives).
    expect(await text('json-unflatten', { input: '{"__proto__.polluted":"yes"}' })).toBe(
      '{\n  "__proto__": {\n    "polluted": "yes"\n  }\n}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(await text('json-unflatten', { input: '{"toString.x":1,"constructor.name":"x"}' }))).toEqual({
      toString: { x: 1 },
      constructor: { name: 'x' },
    });
  });

  it('fills gaps in unflattened lists with null, as JSON has no holes', async () => {
    // RFC 8259 §5: an array is values separated by commas, so [,,1] is not JSON; Python's json.dumps([None, None, 1]).
    expect(await text('json-unflatten', { input: '{"a.2":1}' })).toBe(
      '{\n  "a": [\n    null,\n    null,\n    1\n  ]\n}',
    );
    // A level with a non-number key is an object, so no key is dropped.
    expect(JSON.parse(await text('json-unflatten', { input: '{"a.0":1,"a.b":2}' }))).toEqual({ a: { '0': 1, b: 2 } });
  });

  it('refuses to flatten two values onto one key', async () => {
    // {"a.b":1,"a":{"b":2}} would give "a.b" twice; JSON readers (Python json.loads) keep only the last.
    expect(await error('json-flatten', { input: '{"a.b":1,"a":{"b":2}}' })).toBe(
      'Two values would get the key “a.b”: one of the keys already has a dot in it. Rename it, then flatten.',
    );
  });

  it('decodes character references and the predefined entities in XML text and attributes', async () => {
    // Python: ET.fromstring('<name a="&#233;&lt;">Ren&#233;e &#x2013; caf&#xE9;</name>') gives text 'Renée – café', attrib {'a': 'é<'}.
    expect(await text('xml-to-json', { input: '<name a="&#233;&lt;">Ren&#233;e &#x2013; caf&#xE9;</name>' })).toBe(
      '{\n  "name": {\n    "#text": "Renée – café",\n    "@_a": "é<"\n  }\n}',
    );
    // &amp;#233; is the text "&#233;", decoded once only (XML 1.0 §4.6).
    expect(JSON.parse(await text('xml-to-json', { input: '<a>&amp;#233;</a>' }))).toEqual({ a: '&#233;' });
  });

  it('rejects XML that is not well-formed, naming the problem and where', async () => {
    // Python's ElementTree rejects each: "junk after document element", "undefined entity" (twice),
    // "not well-formed (invalid token)" for ]]> in text and for -- in a comment, and for < in an attribute.
    expect(await error('xml-validator', { input: '<a/><b/>' })).toBe(
      'Not valid XML: there is a second root element, <b>: an XML document has exactly one, so wrap the elements in one (line 1, column 5).',
    );
    expect(await error('xml-validator', { input: '<a>&foo;</a>' })).toBe(
      'Not valid XML: &foo; is not a defined entity: XML without a DTD has only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233; (line 1, column 4).',
    );
    expect(await error('xml-validator', { input: '<a>\n&nbsp;</a>' })).toMatch(
      /^Not valid XML: &nbsp; is not a defined entity: .* \(line 2, column 1\)\.$/,
    );
    expect(await error('xml-validator', { input: '<a>]]></a>' })).toBe(
      'Not valid XML: "]]>" cannot appear in text: write ]]&gt; instead (line 1, column 4).',
    );
    expect(await error('xml-validator', { input: '<a><!-- a -- b --></a>' })).toBe(
      'Not valid XML: a comment cannot contain "--" (line 1, column 11).',
    );
    expect(await error('xml-validator', { input: '<a b="x<"/>' })).toBe(
      'Not valid XML: an attribute value cannot contain "<": write &lt; instead (line 1, column 8).',
    );
    // The same check gates the formatter and the minifier.
    expect(await error('xml-formatter', { input: '<a/><b/>' })).toMatch(/second root element/);
    expect(await error('xml-minifier', { input: '<a>&nbsp;</a>' })).toMatch(/not a defined entity/);
    // Python accepts an entity its DOCTYPE declares: ET.fromstring('<!DOCTYPE a [<!ENTITY foo "bar">]><a>&foo;</a>').text == 'bar'.
    expect(
      await text('xml-validator', {
        input: '<!DOCTYPE a [<!ENTITY foo "bar">]><a>&foo; &#x1F600; <![CDATA[ & ]]></a>',
      }),
    ).toBe('Valid XML: well-formed.');
  });

  it('quotes strings that YAML 1.2 or 1.1 would read as numbers, booleans, nulls or dates', async () => {
    // YAML 1.2.2 §10.3.2 (core schema: 0o17 and 0x1F are integers, .inf/.nan floats, ~ and null null) and
    // YAML 1.1 types (yes/no/on/off booleans, 2025-01-15 a timestamp, 1_000 an integer).
    expect(await text('json-to-yaml', { input: '{"mode":"0o755"}' })).toBe('mode: "0o755"');
    const strings = [
      '0o17',
      '0x1F',
      '.inf',
      '.nan',
      '~',
      'null',
      'true',
      'False',
      'yes',
      'no',
      'on',
      'off',
      '2025-01-15',
      '1e3',
      '1_000',
      '0755',
      '<<',
    ];
    const yaml = await text('json-to-yaml', { input: JSON.stringify({ s: strings }) });
    expect(JSON.parse(await text('yaml-to-json', { input: yaml }))).toEqual({ s: strings });
  });

  it('merges << merge keys', async () => {
    // Python: yaml.safe_load(...) == {'defaults': {'adapter': 'postgres'}, 'development': {'adapter': 'postgres', 'database': 'dev'}}.
    expect(
      JSON.parse(
        await text('yaml-to-json', { input: 'defaults: &d {adapter: postgres}\ndevelopment: {<<: *d, database: dev}' }),
      ),
    ).toEqual({ defaults: { adapter: 'postgres' }, development: { adapter: 'postgres', database: 'dev' } });
  });

  it('drops the delimiter row of a Markdown table however short its hyphens', async () => {
    // GFM spec §4.10: the delimiter row is cells of optional colons around one or more hyphens.
    expect(await text('markdown-table-to-csv', { input: '| a | b |\n|-|-|\n| 1 | 2 |' })).toBe('a,b\n1,2');
    expect(await text('markdown-table-to-csv', { input: '| a | b |\n|:-|-:|\n| 1 | 2 |' })).toBe('a,b\n1,2');
    expect(await text('markdown-table-to-csv', { input: '| a | b |\n| - | - |\n| 1 | 2 |' })).toBe('a,b\n1,2');
  });

  it('does not end an HTML tag at a ">" inside a quoted attribute', () => {
    // HTML Standard §13.2.5.36 (attribute value, double-quoted): ">" is part of the value.
    expect(htmlToText('<div title="a > b">text</div>', he)).toBe('text');
    expect(htmlToText("<p data-x='1>0'>a</p><p>b</p>", he)).toBe('a\n\nb');
  });

  it('keeps TOML floats as floats', async () => {
    // TOML 1.0 §Float: 1.0 is a float, 1 an integer; Python json.loads('1.0') is float, written by tomli_w as 1.0.
    expect(await text('json-to-toml', { input: '{"a":1.0,"b":1,"c":1e2}' })).toBe('a = 1.0\nb = 1\nc = 100.0');
    expect(await text('yaml-to-toml', { input: 'a: 1.0\nb: 1' })).toBe('a = 1.0\nb = 1');
  });

  it('writes TOML times without a fraction that is not there', async () => {
    // Python: tomllib.loads('t = 07:32:00\nd = 1979-05-27T07:32:00-08:00')['t'].isoformat() == '07:32:00', ['d'] → '1979-05-27T07:32:00-08:00'.
    expect(await text('toml-to-json', { input: 't = 07:32:00\nd = 1979-05-27T07:32:00-08:00' })).toBe(
      '{\n  "t": "07:32:00",\n  "d": "1979-05-27T07:32:00-08:00"\n}',
    );
    expect(await text('toml-to-yaml', { input: 't = 07:32:00' })).toBe('t: "07:32:00"');
  });

  it('keeps the digits of a second past milliseconds as written (07:32:00.999999 was "07:32:00.999")', async () => {
    const input =
      't = 07:32:00.999999\nd = 1979-05-27 07:32:00.123456789z\no = 1979-05-27T07:32:00.0001-07:00\nlist = [08:00:00.123456, 09:00:00]\ns = "07:32:00.999999"';
    expect(JSON.parse(await text('toml-to-json', { input }))).toEqual({
      t: '07:32:00.999999',
      d: '1979-05-27T07:32:00.123456789Z',
      o: '1979-05-27T07:32:00.0001-07:00',
      list: ['08:00:00.123456', '09:00:00'],
      s: '07:32:00.999999',
    });
    expect(await text('toml-to-yaml', { input: 't = 07:32:00.999999' })).toBe('t: "07:32:00.999999"');
    // Two times that show the same milliseconds cannot be told apart after parsing: both keep
    // milliseconds, which TOML allows, and a figure says so.
    const twins = await use('toml-to-json', { input: 'a = 07:32:00.9991\nb = 07:32:00.9992' });
    expect(twins).toEqual({
      ok: true,
      text: '{\n  "a": "07:32:00.999",\n  "b": "07:32:00.999"\n}',
      figures: [
        {
          label: 'Cut to milliseconds',
          value:
            '07:32:00.999: two times in the TOML differ only after the third digit of a second, so these keep milliseconds, as TOML allows.',
        },
      ],
    });
  });

  it('reads CSV whose rows end in CRLF after a header ending in LF', async () => {
    // Python: list(csv.reader(io.StringIO('a,b\n1,x\r\n2,y\r\n', newline=''))) == [['a','b'],['1','x'],['2','y']].
    expect(JSON.parse(await text('csv-to-json', { input: 'a,b\n1,x\r\n2,y\r\n', detectTypes: 'false' }))).toEqual([
      { a: '1', b: 'x' },
      { a: '2', b: 'y' },
    ]);
    // A line break inside a quoted cell is data (RFC 4180 §2.6) and stays as written.
    expect(JSON.parse(await text('csv-to-json', { input: 'a,b\n1,"x\r\ny"\r\n', detectTypes: 'false' }))).toEqual([
      { a: '1', b: 'x\r\ny' },
    ]);
  });

  it('quotes SQL reserved words used as column names', async () => {
    // ORDER and GROUP are reserved in SQL:2016 (ISO/IEC 9075-2 §5.2), so they must be delimited identifiers.
    expect(await text('csv-to-sql', { input: 'id,order\n1,2', table: 'group' })).toBe(
      'INSERT INTO "group" (id, "order") VALUES (1, 2);',
    );
  });

  it('reads JSON that starts with a byte-order mark', async () => {
    // RFC 8259 §8.1: a parser may ignore a leading BOM; Python json.loads(s.encode().decode('utf-8-sig')).
    expect(await text('json-formatter', { input: '\uFEFF{"a":1}' })).toBe('{\n  "a": 1\n}');
  });
});
