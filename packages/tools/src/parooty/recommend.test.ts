import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTool } from '../catalogue';
import { CLARIFY_BELOW, DEFAULT_LIMIT, MAX_QUERY_LENGTH, recommend, type ParootyAnswer } from './index';
import { smalltalkKind } from './smalltalk';

/** What every answer must be, whatever was asked. */
function expectValid(answer: ParootyAnswer, limit = DEFAULT_LIMIT) {
  expect(['tools', 'clarify', 'smalltalk', 'missing']).toContain(answer.kind);
  expect(typeof answer.content).toBe('string');
  expect(answer.content.length).toBeGreaterThan(0);
  expect(answer.confidence).toBeGreaterThanOrEqual(0);
  expect(answer.confidence).toBeLessThanOrEqual(1);
  expect(answer.tools.length).toBeLessThanOrEqual(limit);
  expect(answer.candidates.length).toBeLessThanOrEqual(10);
  for (const id of answer.candidates) expect(findTool(id)).toBeDefined();
  for (const tool of answer.tools) {
    const row = findTool(tool.id);
    expect(row, tool.id).toBeDefined();
    expect(tool.name).toBe(row!.name);
    expect(tool.url === `/app/${tool.id}` || tool.url.startsWith(`/app/${tool.id}?`), tool.url).toBe(true);
    expect(tool.why.length).toBeGreaterThan(0);
  }
  if (answer.kind === 'smalltalk') expect(answer.tools).toEqual([]);
  if (answer.kind === 'missing') {
    expect(answer.request?.url).toMatch(/^\/app-request\?name=/);
    expect(answer.tools.length).toBeLessThanOrEqual(1);
  } else expect(answer.request).toBeUndefined();
}

describe('"not yet": an operation no tool does', () => {
  it('says so plainly, names it, and fills in the request (issue 38)', () => {
    const answer = recommend('password protect my pdf');
    expectValid(answer);
    expect(answer).toMatchObject({ kind: 'missing', tools: [], confidence: 0 });
    expect(answer.content).toBe(
      "Squawk, Perch doesn't have a tool to password-protect PDFs yet, so I won't guess. Ask for it with “Request this tool”: the request is filled in from your question.",
    );
    expect(answer.request).toEqual({
      name: 'Tool to password-protect PDFs',
      description: 'password protect my pdf',
      url: '/app-request?name=Tool+to+password-protect+PDFs&description=password+protect+my+pdf',
    });
  });

  it('finds Compress PDF once it lands (issue 39)', () => {
    const answer = recommend('compress a pdf so I can email it');
    expectValid(answer);
    expect(answer.kind).toBe('tools');
    expect(answer.tools[0]?.id).toBe('compress-pdf');
  });

  it('finds the tool once it lands: "merge three pdfs" opens Merge PDFs (issue 39)', () => {
    const answer = recommend('merge three pdfs into one');
    expectValid(answer);
    expect(answer.kind).toBe('tools');
    expect(answer.tools[0]?.id).toBe('merge-pdfs');
  });

  it('offers a neighbour that does part of the job, saying which part', () => {
    const answer = recommend('how different are these two words, edit distance');
    expectValid(answer);
    expect(answer.kind).toBe('missing');
    expect(answer.tools.map((t) => t.id)).toEqual(['text-diff']);
    expect(answer.tools[0]!.why).toBe(
      'does part of the job: it shows where two texts differ, but not the distance as a number',
    );
    expect(answer.content).toContain(
      'The Text Compare (Diff Checker) does part of the job: it shows where two texts differ, but not the distance as a number.',
    );
  });
});

afterEach(() => vi.restoreAllMocks());

describe('small talk', () => {
  it.each([
    'hi',
    'Hello Parooty!',
    'hey there',
    'thanks!',
    'Thank you so much 🙏',
    'cheers',
    'bye',
    'good morning',
    'who are you?',
    'how are you?',
  ])('%s → a short reply, no tools', (text) => {
    const answer = recommend(text);
    expect(answer.kind).toBe('smalltalk');
    expect(answer.tools).toEqual([]);
    expect(answer.content.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(3);
  });

  it('answers a request that starts with a greeting', () => {
    expect(smalltalkKind('hi, convert 5 km to miles')).toBeNull();
    expect(recommend('hi, convert 5 km to miles').tools[0]?.id).toBe('kilometres-to-miles');
    expect(recommend('thanks! now format some json').tools[0]?.id).toBe('json-formatter');
  });

  it('tells thanks from hello', () => {
    expect(smalltalkKind('thanks parooty')).toBe('thanks');
    expect(smalltalkKind('hello')).toBe('greeting');
    expect(smalltalkKind('goodbye!')).toBe('farewell');
  });
});

describe('confidence and clarifying', () => {
  it('asks one question, with no guesses, when nothing fits', () => {
    for (const text of ['banana', 'asdfgh qwerty zxcv', 'something for my garden']) {
      const answer = recommend(text);
      expect(answer.kind, text).toBe('clarify');
      expect(answer.confidence).toBeLessThan(CLARIFY_BELOW);
      expect(answer.content.match(/\?/g)).toHaveLength(1);
    }
  });

  it('asks one question with its best guesses when it is unsure', () => {
    const answer = recommend('my phone battery dies fast');
    expect(answer.kind).toBe('clarify');
    expect(answer.confidence).toBeLessThan(CLARIFY_BELOW);
    expect(answer.tools.length).toBeGreaterThan(0);
    expect(answer.tools.length).toBeLessThanOrEqual(3);
    expect(answer.content.match(/\?/g)).toHaveLength(1);
    expect(answer.content).toContain(answer.tools[0]!.name);
  });

  it('is sure of a direct request and explains the top tools', () => {
    const answer = recommend('word counter');
    expect(answer.kind).toBe('tools');
    expect(answer.confidence).toBeGreaterThanOrEqual(CLARIFY_BELOW);
    expect(answer.tools[0]!.id).toBe('word-counter');
    expect(answer.content).toContain('Word Counter');
    expect(answer.content).toMatch(/^Squawk! The Word Counter counts/);
  });

  it('offers a second tool only when it is nearly as good a fit as the first', () => {
    // "all caps" is the UPPERCASE converter; a text repeater beside it ("could help too") was noise.
    const caps = recommend('make my text all caps');
    expect(caps.tools.map((t) => t.id)).toEqual(['uppercase-text']);
    expect(caps.content).not.toMatch(/could help too/);
    // Close seconds stay: counting an essay's words is also counting one word's occurrences.
    expect(recommend('I need to count the words in my essay').tools.length).toBeGreaterThan(1);
  });

  it('honours the limit', () => {
    expect(recommend('json', { limit: 2 }).tools).toHaveLength(2);
    expect(recommend('json', { limit: 1 }).tools).toHaveLength(1);
    expect(recommend('json').tools).toHaveLength(DEFAULT_LIMIT);
    expect(recommend('json', { limit: 0 }).tools).toHaveLength(1);
    expect(recommend('json', { limit: Number.NaN }).tools).toHaveLength(DEFAULT_LIMIT);
  });
});

describe('any input', () => {
  it('never throws, and every answer holds only catalogue tools at site-relative urls', () => {
    const errors = vi.spyOn(console, 'error');
    const text = fc.oneof(
      fc.string({ maxLength: MAX_QUERY_LENGTH }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(
            'convert',
            '5',
            'km',
            'to',
            'miles',
            'sha256',
            'of',
            '#ff8800',
            '{',
            '}',
            '"a"',
            ':',
            '%',
            'days',
            'between',
            '2024-01-01',
            'and',
            'hello',
            '🦜',
            'ünïcödé',
            'в',
            '1700000000',
            ',',
            '\n',
            'x^2',
            '=',
          ),
          { maxLength: 40 },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 20 }), (query, limit) => {
        expectValid(recommend(query, { limit }), limit);
      }),
      { numRuns: 300 },
    );
    // A layer that fails is logged and skipped; none may fail.
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['empty', ''],
    ['spaces', '   \n\t  '],
    ['emoji', '🦜🦜🦜'],
    ['Chinese', '你好，帮我转换单位'],
    ['Arabic', 'مرحبا، أريد تحويل الوحدات'],
    ['Cyrillic', 'конвертировать километры в мили'],
    ['2,000 characters', 'convert '.repeat(250)],
    ['2,000 digits', '9'.repeat(2_000)],
    ['far over the limit', 'json '.repeat(5_000)],
    ['markup', '<script>alert(1)</script>'],
    ['a lone surrogate', '\ud83d convert'],
  ])('%s', (_label, text) => {
    const answer = recommend(text);
    expectValid(answer);
  });

  it('treats empty input as a question back', () => {
    const answer = recommend('   ');
    expect(answer.kind).toBe('clarify');
    expect(answer.tools).toEqual([]);
  });
});
