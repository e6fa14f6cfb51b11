import { calcEngine, figure, InputError, money, num, ok, readNumber, type Operation } from '../calcKit';

/** Longest text the chunker and the template filler take (characters). */
export const MAX_TEXT = 1_000_000;
/** Most chunks one run writes. */
export const MAX_CHUNKS = 10_000;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** A price such as 0.00875 with the digits that matter (2 decimals from 0.01 up). */
function price(x: number): string {
  return x >= 0.01 || x === 0 ? money(x) : num(x, 3);
}

const operations: Record<string, Operation> = {
  'llm-cost': (v) => {
    const input = readNumber(v, 'input', 'input tokens per call', { min: 0, integer: true, example: '1500' });
    const output = readNumber(v, 'output', 'output tokens per call', { min: 0, integer: true, example: '500' });
    const inputPrice = readNumber(v, 'inputPrice', 'price per million input tokens', { min: 0, example: '2.50' });
    const outputPrice = readNumber(v, 'outputPrice', 'price per million output tokens', { min: 0, example: '10' });
    const calls = readNumber(v, 'calls', 'number of calls', { min: 1, integer: true, example: '1000' });
    const perCall = (input * inputPrice + output * outputPrice) / 1_000_000;
    return ok(
      `Cost: ${price(perCall * calls)} for ${calls} ${calls === 1 ? 'call' : 'calls'} (${price(perCall)} a call)`,
      [
        figure('Input', price((input * inputPrice * calls) / 1_000_000)),
        figure('Output', price((output * outputPrice * calls) / 1_000_000)),
        figure('Tokens in all', num((input + output) * calls)),
      ],
    );
  },

  'prompt-fill': (v) => {
    const template = v.template ?? '';
    if (template.trim() === '') throw new InputError('Enter a template, such as Write a {{tone}} email to {{name}}.');
    if (template.length > MAX_TEXT) throw new InputError('That template is too long: up to a million characters.');
    const values = new Map<string, string>();
    for (const [i, line] of (v.values ?? '').split(/\r?\n/).entries()) {
      if (line.trim() === '') continue;
      const eq = line.indexOf('=');
      const name = eq > 0 ? line.slice(0, eq).trim() : '';
      if (!/^[A-Za-z_][\w.-]*$/.test(name))
        throw new InputError(`Line ${i + 1} of the values needs a name, an = and the value, such as name = Sam.`);
      values.set(name, line.slice(eq + 1).trim());
    }
    const missing = new Set<string>();
    const filled = template.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) {
        missing.add(name);
        return `{{${name}}}`;
      }
      return value;
    });
    const used = new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!));
    const unused = [...values.keys()].filter((k) => !used.has(k));
    return ok(filled, [
      figure('Not filled', missing.size ? [...missing].join(', ') : 'none'),
      ...(unused.length ? [figure('Values not in the template', unused.join(', '))] : []),
      figure('Characters', num(filled.length)),
    ]);
  },

  chunk: (v) => {
    const text = v.input ?? '';
    if (text.length > MAX_TEXT) throw new InputError('That text is too long: up to a million characters.');
    const words = text.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) throw new InputError('Enter the text to split into chunks.');
    const size = readNumber(v, 'size', 'words per chunk', { min: 1, max: 10_000, integer: true, example: '200' });
    const overlap = readNumber(v, 'overlap', 'words of overlap', { min: 0, integer: true, example: '20' });
    if (overlap >= size) throw new InputError('The overlap must be smaller than the chunk size.');
    const step = size - overlap;
    const chunks: string[] = [];
    for (let start = 0; start < words.length; start += step) {
      chunks.push(words.slice(start, start + size).join(' '));
      if (start + size >= words.length) break;
      if (chunks.length >= MAX_CHUNKS)
        throw new InputError(
          `That makes more than ${MAX_CHUNKS.toLocaleString('en')} chunks. Use bigger chunks or less overlap.`,
        );
    }
    return ok(chunks.join('\n---\n'), [figure('Chunks', num(chunks.length)), figure('Words', num(words.length))]);
  },
};

export const run = calcEngine(operations);
