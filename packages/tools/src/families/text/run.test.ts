import { describe, expect, it } from 'vitest';
import { findTool } from '../../catalogue';
import { fixedContext, valuesFor } from '../../run';
import { loadEngine } from '../engines';
import { convertCase, nameWords, sentenceCase, titleCase } from './case/names';
import { READABILITY, textStats } from './readability/run';
import { removeAccents } from './shared/accents';
import { syllables } from './shared/syllables';
import { sentences, splitLines, words } from './shared/words';
import { styleText } from './styles/run';
import { rake, summarise } from './summary/run';
import { slugify } from './words/run';

/** Runs a text tool as its page does: its topic's engine, loaded by the row. */
const use = async (id: string, values: Record<string, string>) => {
  const tool = findTool(id)!;
  return (await loadEngine(tool))(tool, valuesFor(tool, values), fixedContext());
};

/**
 * Every letter and digit of each style, looked up by its Unicode character name with Python's
 * unicodedata (MATHEMATICAL BOLD CAPITAL A …; the reserved holes fall back to the Letterlike
 * Symbols: SCRIPT CAPITAL B, PLANCK CONSTANT, DOUBLE-STRUCK CAPITAL C …).
 */
const UNICODE_STYLES: Record<string, string> = {
  bold: '𝐀𝐁𝐂𝐃𝐄𝐅𝐆𝐇𝐈𝐉𝐊𝐋𝐌𝐍𝐎𝐏𝐐𝐑𝐒𝐓𝐔𝐕𝐖𝐗𝐘𝐙𝐚𝐛𝐜𝐝𝐞𝐟𝐠𝐡𝐢𝐣𝐤𝐥𝐦𝐧𝐨𝐩𝐪𝐫𝐬𝐭𝐮𝐯𝐰𝐱𝐲𝐳𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗',
  italic: '𝐴𝐵𝐶𝐷𝐸𝐹𝐺𝐻𝐼𝐽𝐾𝐿𝑀𝑁𝑂𝑃𝑄𝑅𝑆𝑇𝑈𝑉𝑊𝑋𝑌𝑍𝑎𝑏𝑐𝑑𝑒𝑓𝑔ℎ𝑖𝑗𝑘𝑙𝑚𝑛𝑜𝑝𝑞𝑟𝑠𝑡𝑢𝑣𝑤𝑥𝑦𝑧0123456789',
  boldItalic: '𝑨𝑩𝑪𝑫𝑬𝑭𝑮𝑯𝑰𝑱𝑲𝑳𝑴𝑵𝑶𝑷𝑸𝑹𝑺𝑻𝑼𝑽𝑾𝑿𝒀𝒁𝒂𝒃𝒄𝒅𝒆𝒇𝒈𝒉𝒊𝒋𝒌𝒍𝒎𝒏𝒐𝒑𝒒𝒓𝒔𝒕𝒖𝒗𝒘𝒙𝒚𝒛0123456789',
  script: '𝒜ℬ𝒞𝒟ℰℱ𝒢ℋℐ𝒥𝒦ℒℳ𝒩𝒪𝒫𝒬ℛ𝒮𝒯𝒰𝒱𝒲𝒳𝒴𝒵𝒶𝒷𝒸𝒹ℯ𝒻ℊ𝒽𝒾𝒿𝓀𝓁𝓂𝓃ℴ𝓅𝓆𝓇𝓈𝓉𝓊𝓋𝓌𝓍𝓎𝓏0123456789',
  doubleStruck: '𝔸𝔹ℂ𝔻𝔼𝔽𝔾ℍ𝕀𝕁𝕂𝕃𝕄ℕ𝕆ℙℚℝ𝕊𝕋𝕌𝕍𝕎𝕏𝕐ℤ𝕒𝕓𝕔𝕕𝕖𝕗𝕘𝕙𝕚𝕛𝕜𝕝𝕞𝕟𝕠𝕡𝕢𝕣𝕤𝕥𝕦𝕧𝕨𝕩𝕪𝕫𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡',
  monospace: '𝙰𝙱𝙲𝙳𝙴𝙵𝙶𝙷𝙸𝙹𝙺𝙻𝙼𝙽𝙾𝙿𝚀𝚁𝚂𝚃𝚄𝚅𝚆𝚇𝚈𝚉𝚊𝚋𝚌𝚍𝚎𝚏𝚐𝚑𝚒𝚓𝚔𝚕𝚖𝚗𝚘𝚙𝚚𝚛𝚜𝚝𝚞𝚟𝚠𝚡𝚢𝚣𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿',
};

describe('counting', () => {
  it('counts words, characters and sentences as the old word counter did', async () => {
    const result = await use('word-counter', {
      input: 'One subscription, every tool you need. Write it, count it, ship it!',
    });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.figures).toEqual([
      { label: 'Words', value: '12' },
      { label: 'Characters', value: '67' },
      { label: 'Characters without spaces', value: '56' },
      { label: 'Sentences', value: '2' },
      { label: 'Paragraphs', value: '1' },
      { label: 'Reading time', value: '1 min' },
    ]);
    expect(words("don't stop-me now 42")).toEqual(["don't", 'stop-me', 'now', '42']);
  });

  it('counts lines without a phantom line after a final line break', () => {
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(splitLines('')).toEqual([]);
    expect(sentences('Hi. How are you?  Fine')).toEqual(['Hi.', 'How are you?', 'Fine']);
  });

  it('gives reading and speaking times from words and a pace', async () => {
    expect(await use('reading-time-calculator', { input: 'word '.repeat(500) })).toMatchObject({
      ok: true,
      text: '2 min 10 s',
    });
    expect(await use('speaking-time-calculator', { input: 'word '.repeat(9000) })).toMatchObject({
      ok: true,
      text: '1 h 9 min',
    });
    expect(await use('reading-time-calculator', { input: 'word', wpm: '0' })).toMatchObject({ ok: false });
  });
});

describe('case', () => {
  it('splits names at spaces, punctuation, camel humps and acronyms', () => {
    expect(nameWords('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
    expect(nameWords('user_id-2 value')).toEqual(['user', 'id', '2', 'value']);
    expect(nameWords('iOS7Version')).toEqual(['i', 'OS7', 'Version']);
  });

  it('writes each naming style', () => {
    expect(convertCase('Hello big World', 'camel')).toBe('helloBigWorld');
    expect(convertCase('Hello big World', 'pascal')).toBe('HelloBigWorld');
    expect(convertCase('Hello big World', 'snake')).toBe('hello_big_world');
    expect(convertCase('Hello big World', 'kebab')).toBe('hello-big-world');
    expect(convertCase('Hello big World', 'constant')).toBe('HELLO_BIG_WORLD');
    expect(convertCase('Hello big World', 'dot')).toBe('hello.big.world');
    expect(convertCase('Hello big World', 'path')).toBe('hello/big/world');
    expect(convertCase('Hello big World', 'header')).toBe('Hello-Big-World');
    expect(convertCase('élan vital', 'pascal')).toBe('ÉlanVital');
  });

  it('keeps apostrophes inside words lower case in title case', () => {
    expect(convertCase("it's the o'neill 'quote'", 'title')).toBe("It's the O'neill 'Quote'");
    expect(convertCase('ÉCOLE ÜBER alles', 'title')).toBe('École Über Alles');
  });
});

describe('Unicode styles', () => {
  const ALL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  it.each(Object.entries(UNICODE_STYLES))('%s matches the Unicode character names', (style, expected) => {
    expect(styleText(ALL, style)).toBe(expected);
    // And Unicode's own compatibility mapping takes each back to the plain letter.
    expect(styleText(ALL, style)!.normalize('NFKC')).toBe(ALL);
  });

  it('strikes and underlines whole graphemes, not halves of emoji', () => {
    expect(styleText('é👍🏽', 'strike')).toBe('é\u0336👍🏽\u0336');
    expect(styleText('a b', 'underline')).toBe('a\u0332 \u0332b\u0332');
  });

  it('writes full-width forms that NFKC maps back', () => {
    expect(styleText('Wide text!', 'fullwidth')!.normalize('NFKC')).toBe('Wide text!');
  });
});

describe('readability', () => {
  it('counts syllables by the documented rule', () => {
    const cases: Record<string, number> = {
      the: 1,
      quick: 1,
      over: 2,
      lazy: 2,
      beautiful: 3,
      table: 2,
      make: 1,
      people: 2,
      jumped: 1,
      wanted: 2,
      free: 1,
      readable: 3,
      every: 3,
      yellow: 2,
      syllable: 3,
    };
    for (const [word, count] of Object.entries(cases)) expect(syllables(word), word).toBe(count);
  });

  it('applies the published formulas (worked by hand for the pangram: 9 words, 1 sentence, 11 syllables, 35 letters)', () => {
    const s = textStats('The quick brown fox jumps over the lazy dog.');
    expect(s).toEqual({ words: 9, sentences: 1, syllables: 11, polysyllables: 0, letters: 35 });
    // 206.835 − 1.015 × 9 − 84.6 × 11/9 = 94.3
    expect(READABILITY.flesch(s)).toBeCloseTo(94.3, 10);
    // 0.39 × 9 + 11.8 × 11/9 − 15.59 = 2.342…
    expect(READABILITY.fleschKincaid(s)).toBeCloseTo(2.34222, 4);
    // 0.0588 × 388.9 − 0.296 × 11.1 − 15.8 = 3.777…
    expect(READABILITY.colemanLiau(s)).toBeCloseTo(3.77778, 4);
    // 4.71 × 35/9 + 0.5 × 9 − 21.43 = 1.386…
    expect(READABILITY.ari(s)).toBeCloseTo(1.38667, 4);
  });

  it('asks for text rather than dividing by zero', async () => {
    expect(await use('flesch-reading-ease', { input: '...' })).toMatchObject({ ok: false });
  });
});

describe('AI helpers', () => {
  it('reproduces the RAKE paper’s scores (Rose et al. 2010, figure 1.5)', () => {
    const ranked = new Map(
      rake(
        'Compatibility of systems of linear constraints over the set of natural numbers. Criteria of compatibility of a system of linear Diophantine equations are considered.',
      ),
    );
    expect(ranked.get('linear diophantine equations')).toBe(8.5);
    expect(ranked.get('linear constraints')).toBe(4.5);
    expect(ranked.get('natural numbers')).toBe(4);
  });

  it('keeps the best-scoring sentences in their order', () => {
    expect(summarise('Cats purr. Dogs bark. Cats and dogs play. Rain.', 1)).toEqual(['Cats and dogs play.']);
  });
});

describe('clean-up and lines', () => {
  it('removes accents and spells out letters without a decomposition', () => {
    expect(removeAccents('Ångström naïve façade Øresund æsir')).toBe('Angstrom naive facade Oresund aesir');
  });

  it('explains a bad regular expression', async () => {
    const result = await use('find-and-replace', { input: 'x', find: '(', mode: 'regex' });
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.error).toMatch(/not a valid regular expression/);
  });

  it('counts replacements and treats $ literally in plain mode', async () => {
    expect(await use('find-and-replace', { input: 'a.b.c', find: '.', replace: '$&' })).toMatchObject({
      ok: true,
      text: 'a$&b$&c',
      figures: [{ label: 'Replacements', value: '2' }],
    });
  });

  it('refuses to repeat text into megabytes', async () => {
    expect(await use('text-repeater', { input: 'x'.repeat(1000), times: '10000' })).toMatchObject({ ok: false });
  });

  it('diffs line by line like git diff', async () => {
    expect(await use('text-diff', { original: 'a\nb', changed: 'a\nb\n' })).toMatchObject({
      ok: true,
      text: '  a\n  b',
    });
  });
});

describe('audit fixes', () => {
  it('slugs letters without a decomposition as removeAccents spells them, and refuses a title with no Latin letters', async () => {
    // Python: slugify from python-slugify (text-unidecode) gives grosse-strasse-in-lodz-aero-oresund-thor.
    expect(slugify('Größe & Straße in Łódź, Ærø, Øresund, Þór')).toBe('grosse-strasse-in-lodz-aero-oresund-thor');
    // Django's slugify('日本語') is '': a slug of a–z cannot hold it, so the tool says what to type.
    const result = await use('slug-generator', { input: '日本語' });
    expect(result).toEqual({
      ok: false,
      error:
        'A slug uses only the letters a–z, digits and hyphens, and this title has none of them. Type the title in Latin letters, such as “nihongo” for 日本語.',
    });
    expect(await use('slug-generator', { input: 'Tokyo 東京 guide' })).toEqual({
      ok: true,
      text: 'tokyo-guide',
      figures: [
        { label: 'Note', value: 'Letters outside a–z were left out (東 京); write them in Latin letters to keep them' },
      ],
    });
  });

  it('keeps combining marks inside words (decomposed accents, Devanagari vowel signs)', async () => {
    // Python: len(regex.findall(r"[\p{L}\p{N}][\p{L}\p{M}\p{N}]*", s)) over the NFD text: Café, au, lait, naïve, résumé.
    expect(words('Café au lait — naïve résumé'.normalize('NFD'))).toHaveLength(5);
    // Москва, столица, России, हिन्दी, में, लिखा, गया, पाठ (the danda । is punctuation, Po).
    expect(words('Москва — столица России. हिन्दी में लिखा गया पाठ।')).toHaveLength(8);
    expect(await use('word-frequency-counter', { input: 'हिन्दी हिन्दी' })).toMatchObject({ ok: true, text: 'हिन्दी: 2' });
    const counted = await use('word-counter', { input: 'Café au lait — naïve résumé'.normalize('NFD') });
    expect(counted.ok && counted.figures![0]).toEqual({ label: 'Words', value: '5' });
    // The mark stays with its letter in name styles too.
    expect(convertCase('naïve Café'.normalize('NFD'), 'snake')).toBe('naïve_café'.normalize('NFD'));
  });

  it('reads decimals as one word inside one sentence', async () => {
    // By hand: "Version", "1.5", "is", "out" in one sentence ending at the final full stop.
    expect(await use('sentence-counter', { input: 'Version 1.5 is out.' })).toEqual({
      ok: true,
      text: '1 sentence',
      figures: [
        { label: 'Sentences', value: '1' },
        { label: 'Words', value: '4' },
        { label: 'Average words a sentence', value: '4.0' },
      ],
    });
    expect(words('3.14 is pi... really?!')).toEqual(['3.14', 'is', 'pi', 'really']);
    expect(words('1,000 people at 10:30')).toEqual(['1,000', 'people', 'at', '10:30']);
    // Abbreviations: the stops of Dr. and e.g. do not end a sentence.
    expect(sentences('Dr. Smith came, e.g. on Monday. He left.')).toEqual([
      'Dr. Smith came, e.g. on Monday.',
      'He left.',
    ]);
    expect(textStats('Version 1.5 is out.')).toMatchObject({ words: 4, sentences: 1 });
  });

  it('removes line numbers but not decimals at the start of a line', async () => {
    // A line number is digits then . ) ] or : and a space, tab or the end; 3.14 and 1.5 are numbers in the text.
    expect(
      await use('remove-line-numbers', { input: '3.14 is pi\n1.5 kg\n1. apples\n2) pears\n10: plums\n7\tfigs' }),
    ).toMatchObject({ ok: true, text: '3.14 is pi\n1.5 kg\napples\npears\nplums\nfigs' });
  });

  it('extracts numbers as written, with a sign only where it is one', async () => {
    // Python: re.findall(r"(?<![^\W_])[-+]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?", s) gives the same lists.
    expect(await use('extract-numbers', { input: 'Costs .5 or 0.5, temp 1.5e3, and -.25' })).toMatchObject({
      ok: true,
      text: '.5\n0.5\n1.5e3\n-.25',
    });
    // A hyphen between numbers (a range, a date) is not a minus sign.
    expect(await use('extract-numbers', { input: 'pages 10-12, x = -5, on 2024-01-15' })).toMatchObject({
      ok: true,
      text: '10\n12\n-5\n2024\n01\n15',
    });
  });

  it('removes keycap emoji with their base and keeps plain digits', async () => {
    // Unicode emoji-sequences.txt: keycaps are [0-9#*] FE0F 20E3.
    expect(await use('remove-emojis', { input: '1️⃣ #️⃣ *️⃣\ncall 911 now 2️⃣ ok' })).toMatchObject({
      ok: true,
      text: '\ncall 911 now ok',
    });
  });

  it('diffs texts with no line in common, saying the diff is coarse (the old code took 11–16 s here; speed is in the report, not asserted)', async () => {
    const a = Array.from({ length: 10000 }, (_, i) => `line a ${i}`).join('\n');
    const b = Array.from({ length: 10000 }, (_, i) => `line b ${i}`).join('\n');
    const result = await use('text-diff', { original: a, changed: b });
    // Before: 11–16 s. Now a capped Myers diff (at most 1,000 changes) and a plain fallback.
    expect(result.ok && result.figures).toEqual([
      { label: 'Lines added', value: '10000' },
      { label: 'Lines removed', value: '10000' },
      {
        label: 'Note',
        value:
          'The texts are too different to line up quickly (more than 1,000 changes), so the lines that differ are shown all removed, then all added',
      },
    ]);
    // Every line of the original removed, then every line of the changed text added: still a true diff.
    expect(result.ok && result.text).toBe(
      [...a.split('\n').map((l) => `- ${l}`), ...b.split('\n').map((l) => `+ ${l}`)].join('\n'),
    );
  });

  it('word-diffs very different texts by whole lines (the old code took 75–195 s), and small changes word by word', async () => {
    const a = Array.from({ length: 20000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 20000 }, (_, i) => `b${i}`).join(' ');
    const result = await use('word-diff', { original: a, changed: b });
    // Before: 75–195 s.
    expect(result).toEqual({
      ok: true,
      text: `[-${a}-]\n{+${b}+}`,
      figures: [
        {
          label: 'Note',
          value:
            'The texts are too different to compare word by word quickly (more than 1,000 changes), so whole lines are marked instead',
        },
      ],
    });
    expect(
      await use('word-diff', { original: 'keep this\nold words here', changed: 'keep this\nnew words here' }),
    ).toEqual({ ok: true, text: 'keep this\n[-old-]{+new+} words here' });
  });

  it('shows trailing blank lines as a difference', async () => {
    // git diff of "a\nb\n\n" against "a\nb\n": one empty line removed.
    expect(await use('text-diff', { original: 'a\nb\n\n', changed: 'a\nb' })).toMatchObject({
      ok: true,
      text: '  a\n  b\n- ',
      figures: [
        { label: 'Lines added', value: '0' },
        { label: 'Lines removed', value: '1' },
      ],
    });
  });

  it('counts characters as seen (graphemes) and sorts lines by that length', async () => {
    // Python: len(regex.findall(r"\X", "é👍🏽🇫🇷")) == 3; len("é👍🏽🇫🇷") == 5 code points.
    const chars = await use('character-counter', { input: 'é👍🏽🇫🇷' });
    expect(chars).toMatchObject({ ok: true, text: '3 characters (3 without spaces)' });
    expect(chars.ok && chars.figures).toContainEqual({ label: 'Unicode code points', value: '5' });
    expect(await use('word-counter', { input: 'é👍🏽🇫🇷' })).toMatchObject({
      ok: true,
      text: '1 word, 3 characters (3 without spaces), 1 sentence, 1 paragraph. Reading time: 1 min.',
    });
    // Python: sorted(lines, key=lambda l: len(regex.findall(r"\X", l))).
    expect(await use('sort-lines-by-length', { input: 'abc\n👍🏽\nab' })).toMatchObject({
      ok: true,
      text: '👍🏽\nab\nabc',
    });
  });

  it('leaves ß at a word start, keeps the pronoun I in sentence case, and cleans Unicode spaces', async () => {
    // "ß".upper() is "SS", two letters: a capital for one letter would change the word, so ß stays.
    expect(await use('capitalize-each-word', { input: 'ßtraße and ǆungla' })).toMatchObject({
      ok: true,
      text: 'ßtraße And ǅungla',
    });
    // English: the pronoun I is always a capital, also in I'm, I'll, I've, I'd.
    expect(sentenceCase('YOU AND I ARE')).toBe('You and I are');
    expect(sentenceCase("I'M SURE I'LL GO. I'VE SAID I'D COME, I.E. SOON.")).toBe(
      "I'm sure I'll go. I've said I'd come, i.e. soon.",
    );
    // Python: re.sub(r"\s+", " ", s) also collapses U+00A0, U+202F, U+2007 and U+3000 (all Zs).
    expect(await use('whitespace-cleaner', { input: 'a\u00a0\u00a0b\u202fc \u2007 d\u3000e' })).toMatchObject({
      ok: true,
      text: 'a b c d e',
    });
  });
});

describe('#36 case conversions a person would write', () => {
  it('title case in AP style: short articles, conjunctions and prepositions stay lower case inside', () => {
    expect(titleCase('the lord of the rings: the return of the king')).toBe(
      'The Lord of the Rings: The Return of the King',
    );
    expect(titleCase('a tale of two cities')).toBe('A Tale of Two Cities');
    expect(titleCase('what the world is made of')).toBe('What the World Is Made Of');
    expect(titleCase('gone with the wind')).toBe('Gone With the Wind');
    expect(titleCase('up-to-date news for the people')).toBe('Up-to-Date News for the People');
    expect(titleCase('war and peace. and then some')).toBe('War and Peace. And Then Some');
  });

  it('sentence case keeps acronyms in capitals (NASA), unless the whole text is in capitals', () => {
    expect(sentenceCase('NASA launched a rocket from New York. the HTML5 spec helped.')).toBe(
      'NASA launched a rocket from new york. The HTML5 spec helped.',
    );
    expect(sentenceCase('THIS IS A SENTENCE. AND ANOTHER ONE!')).toBe('This is a sentence. And another one!');
  });
});
