// nspell ships no types; this is the part of its API Perch uses (https://github.com/wooorm/nspell).
declare module 'nspell' {
  interface Speller {
    correct(word: string): boolean;
    suggest(word: string): string[];
  }
  export default function nspell(dictionary: { aff: Uint8Array | string; dic?: Uint8Array | string }): Speller;
}
