import { describe, expect, it } from 'vitest';
import { platformContext } from '../../run';
import type { TextFinding, ToolResult } from '../../types';
import { writingChecks } from './definitions';
import { CHECK_INPUT_MAX_CHARS, run } from './run';
import { checkSpelling, rankSuggestions, type Speller, spellerFrom } from './spelling';

const tool = (id: string) => writingChecks.tools.find((t) => t.id === id)!;
const check = (id: string, input: string) => run(tool(id), { input }, platformContext());
const found = (result: ToolResult): readonly TextFinding[] => (result.ok ? (result.findings?.items ?? []) : []);
/** Each finding as the words it marks and its rule. */
const marked = (input: string, result: ToolResult) =>
  found(result).map((f) => [input.slice(f.start, f.end), f.rule, f.suggestions[0] ?? null]);

describe('spelling checker (nspell, English Hunspell dictionary)', () => {
  it('marks each misspelt word where it is, with the likeliest word first', async () => {
    const input = 'We definately recieve teh parcels on Wednsday; the adress is wrong.';
    expect(marked(input, await check('spelling-checker', input))).toEqual([
      ['definately', 'spelling', 'definitely'],
      ['recieve', 'spelling', 'receive'],
      ['teh', 'spelling', 'the'],
      ['Wednsday', 'spelling', 'Wednesday'],
      ['adress', 'spelling', 'address'],
    ]);
  });

  it('passes correct English, curly apostrophes, names it knows, abbreviations, addresses and codes', async () => {
    const input =
      'I don’t think NASA’s PDF at https://exmaple.org/speling or qwrtx@exmaple.com matters; ticket AB12CD is done, and London is lovely.';
    const result = await check('spelling-checker', input);
    expect(result).toMatchObject({ ok: true, text: 'No spelling mistakes found.' });
    expect(found(result)).toEqual([]);
  });

  it('keeps the curly apostrophe in a suggestion for a word typed with one', () => {
    const speller: Speller = {
      correct: (w) => w !== "do'nt",
      suggest: () => ["don't"],
    };
    expect(checkSpelling('I do’nt know', speller)).toMatchObject([{ start: 2, end: 7, suggestions: ['don’t'] }]);
  });

  it('asks the dictionary about a repeated word once', () => {
    const asked: string[] = [];
    const speller: Speller = {
      correct: (w) => {
        asked.push(w);
        return w !== 'teh';
      },
      suggest: () => ['the'],
    };
    expect(checkSpelling('teh cat and teh dog', speller).map((f) => f.start)).toEqual([0, 12]);
    expect(asked.filter((w) => w === 'teh')).toHaveLength(1);
  });

  it('ranks a swap of two letters first, then words with the same first letter, and drops abbreviations', () => {
    expect(rankSuggestions('teh', ['ten', 'eh', 'meh', 'tea', 'the', 'NEH'])).toEqual([
      'the',
      'ten',
      'tea',
      'eh',
      'meh',
    ]);
    expect(rankSuggestions('NEHH', ['NEH'])).toEqual(['NEH']);
  });
});

describe('style checker (retext)', () => {
  it('finds passive voice, a repeated word, wordy phrases and a hard sentence, each in place', async () => {
    const input =
      'The report was written by the the team. We will utilize the data in order to decide. The committee, having considered the numerous and various representations made to it by the many interested parties over the course of the preceding several months, ultimately determined that the proposal was unacceptable.';
    expect(marked(input, await check('style-checker', input))).toEqual([
      ['written', 'passive', null],
      ['the the', 'repeated', 'the'],
      ['utilize', 'simpler', 'use'],
      ['in order to', 'simpler', 'to'],
      [input.slice(input.indexOf('The committee')), 'readability', null],
      ['numerous', 'simpler', 'many'],
    ]);
  });

  it('says so when it finds nothing', async () => {
    expect(await check('style-checker', 'Sam wrote the report. We ship it on Friday.')).toMatchObject({
      ok: true,
      text: 'No style findings: no passive voice, repeated words, hard sentences or wordy phrases.',
      findings: { items: [] },
    });
  });
});

describe('bad input', () => {
  it.each(['spelling-checker', 'style-checker'])(
    '%s asks for text, and refuses a text too long with its size',
    async (id) => {
      expect(await check(id, '  \n')).toEqual({ ok: false, error: 'Type or paste some text to check.' });
      const long = await check(id, 'word '.repeat(CHECK_INPUT_MAX_CHARS / 5 + 1));
      expect(long).toEqual({
        ok: false,
        error: `That text is 60,005 characters; the checkers take up to 60,000 at once. Check it in parts.`,
      });
    },
  );
});

describe('the dictionary as the page reads it', () => {
  it('checks the same from the files as text (what fetch gives the page) as from the bytes Node reads', async () => {
    const { default: bytes } = await import('dictionary-en');
    const text = new TextDecoder();
    const speller = spellerFrom({ aff: text.decode(bytes.aff), dic: text.decode(bytes.dic) });
    expect(checkSpelling('I recieve teh letters on Monday.', speller).map((f) => f.suggestions[0])).toEqual([
      'receive',
      'the',
    ]);
  });
});
