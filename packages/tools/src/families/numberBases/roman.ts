/** numberBases: Roman numerals from 1 to 3999, both ways. */
const ROMAN: ReadonlyArray<readonly [number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** Reads standard Roman numerals; anything non-standard (IIII, VX, MMMM) is refused, not guessed. */
export function fromRoman(text: string): number | null {
  const s = text.trim().toUpperCase();
  if (!/^[MDCLXVI]+$/.test(s)) return null;
  const values: Record<string, number> = { M: 1000, D: 500, C: 100, L: 50, X: 10, V: 5, I: 1 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = values[s[i]!]!;
    const next = values[s[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total >= 1 && total <= 3999 && toRoman(total) === s ? total : null;
}
