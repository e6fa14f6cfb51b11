import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '../catalogue';
import { ENGINES, engineKey } from '../families/engines';
import type { Engine } from '../types';
import { recommend } from './index';
import { answerWithResult, missingInputs, RESULT_BUDGET_MS } from './result';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Real engines are given all the time they need: the budget is tested with a fake timer, never the machine's speed. */
const untimed = { budgetMs: Number.POSITIVE_INFINITY };

/** A clock that moves by `step` ms each time it is read: a run then "takes" step ms. */
const ticking = (step: number) => {
  let t = 0;
  return () => (t += step);
};

describe('answerWithResult', () => {
  it('states the tool’s own result in the first sentence, and keeps the tool and its link', async () => {
    const before = recommend('convert 5 km to miles');
    const answer = await answerWithResult(before, untimed);
    expect(answer.result).toEqual({
      toolId: 'kilometres-to-miles',
      text: '3.10686 mi',
      sentence: '5 km is 3.10686 mi.',
    });
    expect(answer.content.startsWith('5 km is 3.10686 mi. ')).toBe(true);
    expect(answer.content).toContain('Kilometres to Miles Converter');
    expect(answer.tools).toEqual(before.tools);
    expect(answer.tools[0]!.url).toBe('/app/kilometres-to-miles?value=5');
  });

  it('loads a tool’s engine once per process, not on every question', async () => {
    const key = engineKey(findTool('kilometres-to-miles')!);
    const load = vi.spyOn(ENGINES as Record<string, () => Promise<Engine>>, key);
    for (let i = 0; i < 3; i++)
      expect((await answerWithResult(recommend('convert 5 km to miles'), untimed)).result?.text).toBe('3.10686 mi');
    // Once at most: an earlier test in this file may have loaded it already.
    expect(load.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('writes the sentence from the question’s inputs and the tool’s formatting, saying the defaults it assumed', async () => {
    const sentence = async (q: string) => (await answerWithResult(recommend(q), untimed)).result?.sentence;
    expect(await sentence('md5 of abc')).toBe('The MD5 of “abc” is 900150983cd24fb0d6963f7d28e17f72.');
    expect(await sentence('what is 15% of 80')).toBe('15% of 80 = 12.');
    expect(await sentence('days between 2023-12-25 and 2024-03-01')).toBe('From 2023-12-25 to 2024-03-01 is 67 days.');
    expect(await sentence('is 2024 a leap year')).toBe('2024 is a leap year.');
    // The verb, the codec, then the text: as answered as "base64 decode …".
    expect(await sentence('encode base64 hello world')).toBe('“hello world” in Base64 is aGVsbG8gd29ybGQ=.');
    expect(await sentence('decode url: a%20b')).toBe('“a%20b” decoded from URL is a b.');
    // "decode base64 image" names what the text is; nothing is filled in, so nothing is run.
    expect(await sentence('decode base64 image')).toBeUndefined();
    expect(await sentence('tip on a $50 bill')).toBe('Tip: 9.00, total: 59.00 (assuming Tip 18%).');
    expect(await sentence('what hourly rate gives me 80k')).toBe(
      'Hourly rate: 38.46, for a salary of 80000 a year (assuming Hours a week 40, Weeks a year 52).',
    );
  });

  it('leaves the answer as it was when the question did not give every input', async () => {
    for (const q of [
      'kilometres to miles converter',
      'hmac sha256 of hello',
      'mortgage at 6% for 30 years',
      'format some json',
    ]) {
      const before = recommend(q);
      expect(await answerWithResult(before, untimed), q).toBe(before);
    }
  });

  it('never answers with a generator, randomness, a now-only tool, or a result that depends on the asker’s time zone', async () => {
    const now = () => Date.UTC(2025, 0, 15, 12);
    const options = { ...untimed, now };
    for (const q of ['current time in tokyo', '30 days from today', 'generate a uuid', 'shuffle a, b, c']) {
      const before = recommend(q);
      expect((await answerWithResult(before, options)).result, q).toBeUndefined();
    }
    // A conversion on today's date reads the clock only for the empty date field: answered.
    const zone = await answerWithResult(recommend('3pm est to pst'), options);
    expect(zone.result?.sentence).toBe('15:00 EST is 2025-01-15 12:00 PST (UTC−08:00).');
    // An age reads today in the asker's zone: at 12:00 UTC it is 16 January on Kiritimati, so no answer.
    expect((await answerWithResult(recommend('how old is someone born 1990-05-01'), options)).result).toBeUndefined();
  });

  it('an engine that reads randomness gives no result, whatever it returned', async () => {
    const random: Engine = (_tool, _values, context) => ({ ok: true, text: String(context.random()) });
    const answer = await answerWithResult(recommend('convert 5 km to miles'), { loadEngine: () => random });
    expect(answer.result).toBeUndefined();
  });

  it('a throwing engine falls back to the plain reply, and is logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.fn();
    const before = recommend('convert 5 km to miles');
    const broken: Engine = () => {
      throw new Error('boom');
    };
    const answer = await answerWithResult(before, { loadEngine: () => broken, log });
    expect(answer).toBe(before);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('kilometres-to-miles engine threw'), expect.any(Error));
  });

  it('a run over the CPU budget is discarded and logged; within it, it is used', async () => {
    const engine: Engine = () => ({ ok: true, text: '3.10686 mi' });
    const log = vi.fn();
    const before = recommend('convert 5 km to miles');
    const slow = await answerWithResult(before, {
      loadEngine: () => engine,
      timer: ticking(RESULT_BUDGET_MS + 1),
      log,
    });
    expect(slow).toBe(before);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/took 21\.0 ms \(budget 20 ms\)/));
    const quick = await answerWithResult(before, { loadEngine: () => engine, timer: ticking(RESULT_BUDGET_MS - 1) });
    expect(quick.result?.text).toBe('3.10686 mi');
  });

  it('an engine that refuses the input, or a result too long for a sentence, keeps the plain reply', async () => {
    const before = recommend('convert 5 km to miles');
    const refuses: Engine = () => ({ ok: false, error: 'Enter a number.' });
    expect(await answerWithResult(before, { loadEngine: () => refuses })).toBe(before);
    const long: Engine = () => ({ ok: true, text: 'x'.repeat(400) });
    expect(await answerWithResult(before, { loadEngine: () => long })).toBe(before);
    const lines: Engine = () => ({ ok: true, text: 'one\ntwo' });
    expect(await answerWithResult(before, { loadEngine: () => lines })).toBe(before);
  });

  it('a clarifying question or small talk is never run', async () => {
    for (const q of ['hello', 'asdf qwer']) {
      const before = recommend(q);
      expect(await answerWithResult(before, untimed)).toBe(before);
    }
  });
});

describe('missingInputs', () => {
  it('names the fields with no default that the question left empty; choices, dates and defaults are not missing', () => {
    const fields = [
      { name: 'input', label: 'Text', type: 'textarea' as const },
      { name: 'key', label: 'Key', type: 'text' as const },
      { name: 'mode', label: 'Mode', type: 'select' as const, default: 'a' },
      { name: 'on', label: 'On', type: 'date' as const },
      { name: 'n', label: 'N', type: 'number' as const, default: '3' },
    ];
    expect(missingInputs({ fields }, { input: 'hello' })).toEqual(['key']);
    expect(missingInputs({ fields }, { input: 'hello', key: 'k' })).toEqual([]);
    expect(missingInputs({ fields }, { input: '  ', key: 'k' })).toEqual(['input']);
  });
});
