import type { ToolResult } from '../../../types';
import { encodingEngine, fail, ok, quote } from '../result';
import type { Operations } from '../../topic';
import type { rows } from './rows';

export const MORSE: Readonly<Record<string, string>> = {
  A: '.-',
  B: '-...',
  C: '-.-.',
  D: '-..',
  E: '.',
  F: '..-.',
  G: '--.',
  H: '....',
  I: '..',
  J: '.---',
  K: '-.-',
  L: '.-..',
  M: '--',
  N: '-.',
  O: '---',
  P: '.--.',
  Q: '--.-',
  R: '.-.',
  S: '...',
  T: '-',
  U: '..-',
  V: '...-',
  W: '.--',
  X: '-..-',
  Y: '-.--',
  Z: '--..',
  '0': '-----',
  '1': '.----',
  '2': '..---',
  '3': '...--',
  '4': '....-',
  '5': '.....',
  '6': '-....',
  '7': '--...',
  '8': '---..',
  '9': '----.',
  '.': '.-.-.-',
  ',': '--..--',
  '?': '..--..',
  "'": '.----.',
  '!': '-.-.--',
  '/': '-..-.',
  '(': '-.--.',
  ')': '-.--.-',
  '&': '.-...',
  ':': '---...',
  ';': '-.-.-.',
  '=': '-...-',
  '+': '.-.-.',
  '-': '-....-',
  _: '..--.-',
  '"': '.-..-.',
  $: '...-..-',
  '@': '.--.-.',
};
const FROM_MORSE = new Map(Object.entries(MORSE).map(([ch, code]) => [code, ch]));

function toMorse(text: string): ToolResult {
  const words = text
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return fail('Enter some text to translate, such as SOS.');
  const unknown = new Set<string>();
  const out = words.map((word) =>
    Array.from(word, (ch) => {
      const code = MORSE[ch];
      if (code === undefined) unknown.add(ch);
      return code;
    }).join(' '),
  );
  if (unknown.size > 0)
    return fail(
      `Morse code has no sign for ${[...unknown]
        .slice(0, 5)
        .map((c) => `“${c}”`)
        .join(', ')}. Use letters, digits and common punctuation.`,
    );
  return ok(out.join(' / '));
}

function fromMorse(text: string): ToolResult {
  const normalised = text
    .replace(/[·•∙]/g, '.')
    .replace(/[_−–—]/g, '-')
    .trim();
  if (normalised === '') return fail('Enter Morse code with dots and dashes, such as ... --- ...');
  const bad = normalised.match(/[^.\-\s/|]/);
  if (bad)
    return fail(`“${bad[0]}” is not Morse code. Use dots and dashes, a space between letters and / between words.`);
  const words = normalised.split(/\s*[/|]\s*|\s{3,}/).filter((w) => w.trim() !== '');
  const unknown: string[] = [];
  const out = words.map((word) =>
    word
      .trim()
      .split(/\s+/)
      .map((code) => {
        const ch = FROM_MORSE.get(code);
        if (ch === undefined) unknown.push(code);
        return ch ?? '';
      })
      .join(''),
  );
  if (unknown.length > 0)
    return fail(`${quote(unknown[0]!)} is not a Morse letter. Put a space between letters and / between words.`);
  return ok(out.join(' '));
}

function shiftLetters(text: string, shift: number): string {
  const k = ((shift % 26) + 26) % 26;
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + k) % 26) + base);
  });
}

function rot47(text: string): string {
  return text.replace(/[!-~]/g, (ch) => String.fromCharCode(33 + ((ch.charCodeAt(0) - 33 + 47) % 94)));
}

function atbash(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + 25 - (ch.charCodeAt(0) - base));
  });
}

function vigenere(text: string, key: string, decode: boolean): string {
  const shifts = Array.from(key.toUpperCase().replace(/[^A-Z]/g, ''), (ch) => ch.charCodeAt(0) - 65);
  let i = 0;
  return text.replace(/[A-Za-z]/g, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    const shift = shifts[i++ % shifts.length]!;
    return String.fromCharCode(((ch.charCodeAt(0) - base + (decode ? 26 - shift : shift)) % 26) + base);
  });
}

/** The ICAO/NATO spelling alphabet, with its official spellings Alfa and Juliett. */
export const NATO: Readonly<Record<string, string>> = {
  A: 'Alfa',
  B: 'Bravo',
  C: 'Charlie',
  D: 'Delta',
  E: 'Echo',
  F: 'Foxtrot',
  G: 'Golf',
  H: 'Hotel',
  I: 'India',
  J: 'Juliett',
  K: 'Kilo',
  L: 'Lima',
  M: 'Mike',
  N: 'November',
  O: 'Oscar',
  P: 'Papa',
  Q: 'Quebec',
  R: 'Romeo',
  S: 'Sierra',
  T: 'Tango',
  U: 'Uniform',
  V: 'Victor',
  W: 'Whiskey',
  X: 'X-ray',
  Y: 'Yankee',
  Z: 'Zulu',
  '0': 'Zero',
  '1': 'One',
  '2': 'Two',
  '3': 'Three',
  '4': 'Four',
  '5': 'Five',
  '6': 'Six',
  '7': 'Seven',
  '8': 'Eight',
  '9': 'Nine',
  '-': 'Dash',
  '.': 'Stop',
};

function spellWords(text: string, spell: (ch: string) => string | undefined): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word, (ch) => spell(ch) ?? ch).join(' '))
    .join(' / ');
}

function numbersToLetters(input: string): ToolResult {
  const words = input
    .trim()
    .split(/\s*\/\s*|\s{2,}|\n+/)
    .filter((w) => w !== '');
  if (words.length === 0) return fail('Enter numbers from 1 to 26, such as 8 5 12 12 15.');
  const out: string[] = [];
  for (const word of words) {
    let letters = '';
    for (const token of word.split(/[\s,.-]+/).filter((t) => t !== '')) {
      if (!/^\d{1,2}$/.test(token) || Number(token) < 1 || Number(token) > 26)
        return fail(`${quote(token)} is not a letter number. Use 1 to 26 (A = 1, Z = 26).`);
      letters += String.fromCharCode(64 + Number(token));
    }
    out.push(letters);
  }
  return ok(out.join(' '));
}

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'morse-code-translator': (input) => toMorse(input),
  'morse-code-to-text': (input) => fromMorse(input),
  rot13: (input) => ok(shiftLetters(input, 13)),
  rot47: (input) => ok(rot47(input)),
  'caesar-cipher': (input, values) => {
    const raw = (values.shift ?? '').trim();
    if (!/^[+-]?\d{1,6}$/.test(raw)) return fail('Enter the shift as a whole number, such as 3.');
    const shift = Number(raw);
    return ok(shiftLetters(input, values.mode === 'decode' ? -shift : shift));
  },
  'caesar-cipher-decoder': (input) => {
    if (!/[A-Za-z]/.test(input)) return fail('Enter text with letters, such as Khoor, Zruog!');
    if (input.length > 20_000) return fail('That is long for a Caesar cipher: try up to 20,000 characters.');
    return ok(Array.from({ length: 25 }, (_, i) => `Shift ${i + 1}: ${shiftLetters(input, -(i + 1))}`).join('\n'));
  },
  'atbash-cipher': (input) => ok(atbash(input)),
  'vigenere-cipher': (input, values) => {
    const key = values.key ?? '';
    if (!/[A-Za-z]/.test(key)) return fail('Enter a key word made of letters, such as LEMON.');
    // A digit or accent has no place in the alphabet: refused rather than silently skipped.
    const stray = [...new Set(key.replace(/[A-Za-z ]/g, ''))];
    if (stray.length > 0)
      return fail(
        `A Vigenère key is letters A–Z only (spaces are skipped); take out ${stray.map((ch) => `“${ch}”`).join(' ')}, or spell numbers as words.`,
      );
    return ok(vigenere(input, key, values.mode === 'decode'));
  },
  'nato-phonetic-alphabet': (input) =>
    input.trim() === ''
      ? fail('Enter a word or a code to spell, such as Perch.')
      : ok(spellWords(input, (ch) => NATO[ch.toUpperCase()])),
  'letters-to-numbers': (input) => {
    if (!/[A-Za-z]/.test(input)) return fail('Enter text with letters, such as Hello.');
    const words = input
      .split(/\s+/)
      .map((word) =>
        Array.from(word.toUpperCase().replace(/[^A-Z]/g, ''), (ch) => String(ch.charCodeAt(0) - 64)).join(' '),
      )
      .filter((w) => w !== '');
    return ok(words.join(' / '));
  },
  'numbers-to-letters': (input) => numbersToLetters(input),
} satisfies Operations<typeof rows>;

export const run = encodingEngine(operations);
