import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import { loadEngine } from '../engines';
import { qrSvg, ulidTime, uniformInt, wifiEscape } from './shared';
import { WORDS } from './words';

const use = async (id: string, values: Record<string, string>, seed = 1) => {
  const tool = findTool(id)!;
  return (await loadEngine(tool))(tool, valuesFor(tool, values), fixedContext(seed));
};
const text = async (id: string, values: Record<string, string> = {}, seed = 1) => {
  const r = await use(id, values, seed);
  if (!r.ok) throw new Error(r.error);
  return r.text;
};

/**
 * Reads the codewords of a version 1 QR code back out of its modules, following ISO/IEC 18004:
 * the format information (level and mask) from the top-left copy, then the data modules in the
 * standard's zigzag order, unmasked.
 */
function readVersion1(modules: { size: number; get(r: number, c: number): number | boolean }) {
  const m = (r: number, c: number) => (modules.get(r, c) ? 1 : 0);
  const format = [
    m(8, 0),
    m(8, 1),
    m(8, 2),
    m(8, 3),
    m(8, 4),
    m(8, 5),
    m(8, 7),
    m(8, 8),
    m(7, 8),
    m(5, 8),
    m(4, 8),
    m(3, 8),
    m(2, 8),
    m(1, 8),
    m(0, 8),
  ].join('');
  const n = modules.size;
  const second = [
    ...Array.from({ length: 7 }, (_, i) => m(n - 1 - i, 8)),
    ...Array.from({ length: 8 }, (_, i) => m(8, n - 8 + i)),
  ].join('');
  const masks: Record<string, (r: number, c: number) => boolean> = {
    0: (r, c) => (r + c) % 2 === 0,
    1: (r) => r % 2 === 0,
    2: (_, c) => c % 3 === 0,
    3: (r, c) => (r + c) % 3 === 0,
    4: (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
    5: (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
    6: (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
    7: (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
  };
  // Format strings for level Q, masks 0–7 (ISO/IEC 18004 Table C.1).
  const Q_FORMATS = [
    '011010101011111',
    '011000001101000',
    '011111100110001',
    '011101000000110',
    '010010010110100',
    '010000110000011',
    '010111011011010',
    '010101111101101',
  ];
  const mask = Q_FORMATS.indexOf(format);
  const isFunction = (r: number, c: number) =>
    r === 6 || c === 6 || (r <= 8 && c <= 8) || (r <= 8 && c >= n - 8) || (r >= n - 8 && c <= 8);
  const bits: number[] = [];
  let upward = true;
  for (let right = n - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let i = 0; i < n; i++) {
      const r = upward ? n - 1 - i : i;
      for (const c of [right, right - 1]) if (!isFunction(r, c)) bits.push(m(r, c) ^ (masks[mask]!(r, c) ? 1 : 0));
    }
    upward = !upward;
  }
  const codewords = Array.from({ length: bits.length / 8 }, (_, i) =>
    parseInt(bits.slice(i * 8, i * 8 + 8).join(''), 2),
  );
  return { format, second, mask, codewords };
}

describe('QR codes', () => {
  it('encodes HELLO WORLD at level Q into the codewords of the standard worked example', () => {
    const code = QRCode.create('HELLO WORLD', { errorCorrectionLevel: 'Q' });
    expect(code.version).toBe(1);
    const read = readVersion1(code.modules);
    expect(read.mask).toBeGreaterThanOrEqual(0);
    expect(read.second).toBe(read.format);
    // Alphanumeric mode, 11 characters, terminator, padding 236/17; then 13 Reed–Solomon codewords
    // (derived by hand and over GF(256) with x^8+x^4+x^3+x^2+1; also thonky.com's worked example).
    expect(read.codewords).toEqual([
      32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 168, 72, 22, 82, 217, 54, 156, 0, 46, 15, 180, 122, 16,
    ]);
  });

  it('draws exactly the dark modules, with a four-module quiet zone', () => {
    const code = QRCode.create('HELLO WORLD', { errorCorrectionLevel: 'Q' });
    const { svg, size } = qrSvg('HELLO WORLD', 'Q');
    expect(svg).toContain('viewBox="0 0 29 29"');
    const dark = new Set<string>();
    for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g))
      for (let i = 0; i < Number(w); i++) dark.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++) expect(dark.has(`${r},${c}`), `${r},${c}`).toBe(Boolean(code.modules.get(r, c)));
  });

  it('gives the same SVG for the same input, and says when the text will not fit', async () => {
    const a = await use('qr-code-generator', { input: 'https://perch.app' });
    const b = await use('qr-code-generator', { input: 'https://perch.app' });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true, svg: expect.stringMatching(/^<svg /) });
    expect(await use('qr-code-generator', { input: 'x'.repeat(5000) })).toMatchObject({ ok: false });
  });

  it('escapes Wi-Fi fields as the ZXing WIFI: format asks', () => {
    expect(wifiEscape('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
  });
});

describe('identifiers', () => {
  it('sets the RFC 9562 version and variant bits, and v7 starts with the time', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      expect(await text('uuid-generator', {}, seed)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      const v7 = await text('uuid-v7-generator', {}, seed);
      expect(v7).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // 2025-01-15T12:00:00Z = 1736942400000 ms = 0x019469d5b200.
      expect(v7.replace(/-/g, '').slice(0, 12)).toBe('019469d5b200');
    }
  });

  it('lists bulk v7 UUIDs in order', async () => {
    const list = (await text('bulk-uuid-generator', { count: '50', version: 'v7' })).split('\n');
    expect(list).toEqual([...list].sort());
    expect(new Set(list).size).toBe(50);
  });

  it('encodes ULID time as the spec’s example does', () => {
    expect(ulidTime(1469918176385)).toBe('01ARYZ6S41');
  });
});

describe('randomness', () => {
  it('gives every value of a range an equal share', () => {
    const context = fixedContext(7);
    const counts = new Array(6).fill(0) as number[];
    for (let i = 0; i < 60_000; i++) counts[uniformInt(context, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it('puts at least one of each chosen kind in a password', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const p = await text('password-generator', { length: '4' }, seed);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
    expect(await text('password-generator', { length: '200', symbols: 'false', excludeSimilar: 'true' })).toMatch(
      /^[A-HJ-NP-Za-km-np-z2-9]{200}$/,
    );
    expect(
      await use('password-generator', { upper: 'false', lower: 'false', digits: 'false', symbols: 'false' }),
    ).toMatchObject({ ok: false });
  });

  it('never lets anyone draw themselves in Secret Santa', async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const pairs = (await text('secret-santa-generator', { input: 'A\nB\nC\nD\nE' }, seed))
        .split('\n')
        .map((l) => l.split(' → '));
      expect(pairs.every(([a, b]) => a !== b)).toBe(true);
      expect(new Set(pairs.map(([, b]) => b)).size).toBe(5);
    }
  });

  it('draws distinct lottery numbers and refuses impossible requests', async () => {
    const picks = (await text('lottery-number-generator', { count: '49' })).split(' ').map(Number);
    expect(picks).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect(await use('lottery-number-generator', { count: '50' })).toMatchObject({ ok: false });
    expect(await use('random-number-generator', { min: '10', max: '1' })).toMatchObject({ ok: false });
  });

  it('stays inside the range at the extremes', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const n = Number(
        await text('random-number-generator', { min: '-9007199254740991', max: '9007199254740991' }, seed),
      );
      expect(Number.isSafeInteger(n)).toBe(true);
      expect(await text('random-date-generator', { start: '2024-12-31', end: '2024-12-31' }, seed)).toBe('2024-12-31');
    }
    expect(await use('random-date-generator', { start: '2025-02-30' })).toMatchObject({ ok: false });
  });
});

describe('word lists', () => {
  it('has distinct lower-case words', () => {
    expect(new Set(WORDS).size).toBe(WORDS.length);
    expect(WORDS.every((w) => /^[a-z]{3,8}$/.test(w))).toBe(true);
    expect(WORDS.length).toBeGreaterThanOrEqual(700);
  });

  it('starts lorem ipsum with the classic sentence', async () => {
    expect(
      (await text('lorem-ipsum-generator', { count: '1', unit: 'paragraphs' })).startsWith(
        'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ',
      ),
    ).toBe(true);
  });
});
