/** JSON → TypeScript interfaces. */
import { IDENTIFIER, type JsonNode } from '../json';

export const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
    .replace(/^(\d)/, '_$1') || 'Item';

/** A singular type name for an array's items: users → User, categories → Category, data → DataItem. */
function singular(name: string): string {
  if (/ies$/i.test(name) && name.length > 4) return `${name.slice(0, -3)}y`;
  if (/[^s]s$/i.test(name) && name.length > 3) return name.slice(0, -1);
  return `${name}Item`;
}

export function jsonToTypeScript(tree: JsonNode, rootName: string): string {
  const interfaces: Array<{ name: string; body: string }> = [];
  const used = new Set<string>();
  const unique = (name: string) => {
    let n = name;
    for (let i = 2; used.has(n); i++) n = `${name}${i}`;
    used.add(n);
    return n;
  };
  const typeOf = (nodes: JsonNode[], name: string): string => {
    const types: string[] = [];
    const add = (t: string) => {
      if (!types.includes(t)) types.push(t);
    };
    const objects = nodes.filter((n): n is Extract<JsonNode, { t: 'object' }> => n.t === 'object');
    const arrays = nodes.filter((n): n is Extract<JsonNode, { t: 'array' }> => n.t === 'array');
    for (const n of nodes) {
      if (n.t === 'string') add('string');
      else if (n.t === 'number') add('number');
      else if (n.t === 'literal') add(n.raw === 'null' ? 'null' : 'boolean');
    }
    if (objects.length) add(objectType(objects, name));
    if (arrays.length) {
      const items = arrays.flatMap((a) => a.items);
      const inner = items.length ? typeOf(items, singular(name)) : 'unknown';
      add(inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`);
    }
    return types.length ? types.join(' | ') : 'unknown';
  };
  const objectType = (objects: Array<Extract<JsonNode, { t: 'object' }>>, name: string): string => {
    const typeName = unique(pascal(name));
    const slot = { name: typeName, body: '' };
    interfaces.push(slot);
    const keys: string[] = [];
    for (const o of objects) for (const e of o.entries) if (!keys.includes(e.key)) keys.push(e.key);
    const lines = keys.map((key) => {
      const values = objects.flatMap((o) => o.entries.filter((e) => e.key === key).map((e) => e.value));
      const optional = objects.some((o) => !o.entries.some((e) => e.key === key)) ? '?' : '';
      return `  ${IDENTIFIER.test(key) ? key : JSON.stringify(key)}${optional}: ${typeOf(values, key)};`;
    });
    slot.body = lines.join('\n');
    return typeName;
  };
  const root = typeOf([tree], rootName);
  const blocks = interfaces.map((i) => `export interface ${i.name} {\n${i.body}${i.body ? '\n' : ''}}`);
  if (tree.t !== 'object') blocks.unshift(`export type ${unique(pascal(rootName))} = ${root};`);
  return blocks.join('\n\n');
}
