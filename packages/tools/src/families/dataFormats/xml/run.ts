import { writeJson, type JsonNode } from '../json';
import {
  checked,
  dataOperations,
  dataEngine,
  fail,
  InputProblem,
  lib,
  obj,
  ok,
  sentence,
  withJson,
} from '../libraries';
import { formatXml, xmlWellFormedProblem } from './document';

// XML

const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function xmlProblem(xml: string): string | null {
  if (xml.trim() === '') return 'Enter XML, such as <note><to>Ann</to></note>.';
  const result = lib('xml').XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (result !== true)
    return `Not valid XML: ${sentence(result.err.msg).replace(/\.$/, '')} (line ${result.err.line}, column ${result.err.col}).`;
  // The library's validator lets through documents that are not well-formed (two roots, &nbsp;
  // without a DTD, "--" in a comment…): the rest of XML 1.0's rules, checked here.
  const found = xmlWellFormedProblem(xml);
  if (!found) return null;
  const before = xml.slice(0, found.index);
  const line = before.split('\n').length;
  const column = found.index - before.lastIndexOf('\n');
  return `Not valid XML: ${found.problem} (line ${line}, column ${column}).`;
}

/** JSON values for the XML builder: numbers as written, attributes with @_, text as #text. */
function xmlValue(node: JsonNode, name: string): unknown {
  if (node.t === 'object') {
    const out: Record<string, unknown> = {};
    for (const e of node.entries) {
      const attribute = e.key.startsWith('@_');
      const bare = attribute ? e.key.slice(2) : e.key;
      if (e.key !== '#text' && !XML_NAME.test(bare))
        throw new InputProblem(
          `“${e.key}” cannot be an XML ${attribute ? 'attribute' : 'element'} name. Names start with a letter or _ and have no spaces.`,
        );
      if (attribute && (e.value.t === 'object' || e.value.t === 'array'))
        throw new InputProblem(
          `The attribute “${bare}” must be text, a number or true/false, not a list or an object.`,
        );
      Object.defineProperty(out, e.key, {
        value: xmlValue(e.value, e.key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  if (node.t === 'array') {
    return node.items.map((item) => {
      if (item.t === 'array')
        throw new InputProblem(
          `“${name}” holds a list inside a list, which XML cannot show. Wrap the inner lists in objects.`,
        );
      return xmlValue(item, name);
    });
  }
  if (node.t === 'string') return node.value;
  if (node.t === 'literal') return node.raw === 'null' ? '' : node.raw;
  return node.raw;
}

/** The kept libraries each tool needs, loaded before it first runs. */
const needs = {
  'xml-formatter': ['xml'],
  'xml-minifier': ['xml'],
  'xml-validator': ['xml'],
  'xml-to-json': ['xml'],
  'json-to-xml': ['xml'],
} as const;

/** Each tool's code, by its row's id (rows.ts). */
export const operations = dataOperations(
  {
    'xml-formatter': ({ input = '' }) => {
      const problem = xmlProblem(input);
      return problem ? fail(problem) : ok(formatXml(input, '  '));
    },
    'xml-minifier': ({ input = '', keepComments }) => {
      const problem = xmlProblem(input);
      return problem ? fail(problem) : ok(formatXml(input, '', checked(keepComments)));
    },
    'xml-validator': ({ input = '' }) => {
      const problem = xmlProblem(input);
      return problem ? fail(problem) : ok('Valid XML: well-formed.');
    },
    'xml-to-json': ({ input = '' }) => {
      const problem = xmlProblem(input);
      if (problem) return fail(problem);
      // Character references (&#233; &#xE9;) are decoded with the five predefined entities, as every
      // XML parser must (XML 1.0 §4.6). fast-xml-parser decodes them only with its htmlEntities
      // option, which as a table (rather than true) names exactly the entities to know, so &nbsp;
      // and other HTML names are not taken for XML; entities a DOCTYPE declares are added to it.
      const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as unknown as boolean;
      let parsed: unknown;
      try {
        parsed = new (lib('xml').XMLParser)({
          ignoreAttributes: false,
          attributeNamePrefix: '@_',
          parseTagValue: false,
          parseAttributeValue: false,
          ignoreDeclaration: true,
          ignorePiTags: true,
          htmlEntities: entities,
        }).parse(input);
      } catch (error) {
        const name = /Invalid name: "([^"]+)"/.exec((error as Error).message)?.[1];
        if (name)
          return fail(`An element or attribute named “${name}” cannot be converted here. Rename it, then convert.`);
        throw error;
      }
      return ok(writeJson(parsed, 2));
    },
    'json-to-xml': ({ input = '' }) =>
      withJson(input, (tree) => {
        const single =
          tree.t === 'object' &&
          tree.entries.length === 1 &&
          !tree.entries[0]!.key.startsWith('@_') &&
          tree.entries[0]!.value.t !== 'array';
        const rooted: JsonNode = single ? tree : obj([['root', tree.t === 'array' ? obj([['item', tree]]) : tree]]);
        const value = xmlValue(rooted, 'root');
        const xml = new (lib('xml').XMLBuilder)({
          ignoreAttributes: false,
          attributeNamePrefix: '@_',
          format: true,
          indentBy: '  ',
          suppressEmptyNode: true,
        }).build(value) as string;
        return ok(xml.trim());
      }),
  },
  needs,
);

export const run = dataEngine(operations);
