import { parseNumber } from '../../../format';
import {
  RANKS,
  SUITS,
  fail,
  integerBetween,
  items,
  numberListOp,
  ok,
  shuffle,
  uniformInt,
  whole,
  generatorEngine,
  type GeneratorOperations,
} from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'random-number-generator': ({ min, max }, context) => {
    const lo = parseNumber(min ?? '');
    const hi = parseNumber(max ?? '');
    if (lo === null || hi === null || !Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
      return fail('Enter whole numbers for the lowest and highest, such as 1 and 100.');
    if (lo > hi) return fail('The lowest number must not be more than the highest.');
    return ok(String(integerBetween(context, lo, hi)));
  },
  'random-number-list-generator': numberListOp,
  'lottery-number-generator': numberListOp,
  'dice-roller': ({ dice, sides }, context) => {
    const n = whole(dice, 'the number of dice', 1, 100);
    if (typeof n === 'string') return fail(n);
    const s = whole(sides, 'the sides', 2, 1000);
    if (typeof s === 'string') return fail(s);
    const rolls = Array.from({ length: n }, () => 1 + uniformInt(context, s));
    const total = rolls.reduce((a, b) => a + b, 0);
    return ok(n === 1 ? String(total) : `${rolls.join(' + ')} = ${total}`, [
      { label: 'Total', value: String(total) },
      { label: 'Dice', value: `${n}d${s}` },
    ]);
  },
  'coin-flip': ({ count }, context) => {
    const n = whole(count, 'how many flips', 1, 1000);
    if (typeof n === 'string') return fail(n);
    const flips = Array.from({ length: n }, () => (uniformInt(context, 2) === 0 ? 'Heads' : 'Tails'));
    const heads = flips.filter((f) => f === 'Heads').length;
    return ok(flips.join(', '), [
      { label: 'Heads', value: String(heads) },
      { label: 'Tails', value: String(n - heads) },
    ]);
  },
  'random-name-picker': ({ input = '', count }, context) => {
    const list = items(input);
    if (list.length === 0) return fail('Enter the names or options to pick from, one a line.');
    const n = whole(count, 'how many to pick', 1, 10_000);
    if (typeof n === 'string') return fail(n);
    if (n > list.length) return fail(`There are only ${list.length} entries: pick ${list.length} or fewer.`);
    return ok(shuffle(list, context).slice(0, n).join('\n'));
  },
  'random-team-generator': ({ input = '', teams }, context) => {
    const list = items(input);
    const t = whole(teams, 'the number of teams', 2, 100);
    if (typeof t === 'string') return fail(t);
    if (list.length < t) return fail(`Enter at least ${t} names, one a line, to make ${t} teams.`);
    const shuffled = shuffle(list, context);
    const groups = Array.from({ length: t }, (_, i) => shuffled.filter((_, j) => j % t === i));
    return ok(groups.map((g, i) => `Team ${i + 1}: ${g.join(', ')}`).join('\n'));
  },
  'secret-santa-generator': ({ input = '' }, context) => {
    const list = items(input);
    if (list.length < 3) return fail('Enter at least three names, one a line.');
    if (new Set(list.map((n) => n.toLowerCase())).size !== list.length)
      return fail('Each name must be different: add an initial to tell two people apart.');
    // One gift circle through everyone: nobody draws themselves.
    const circle = shuffle(list, context);
    return ok(circle.map((name, i) => `${name} → ${circle[(i + 1) % circle.length]}`).join('\n'));
  },
  'random-card-generator': ({ count }, context) => {
    const n = whole(count, 'how many cards', 1, 52);
    if (typeof n === 'string') return fail(n);
    const deck = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
    return ok(shuffle(deck, context).slice(0, n).join(' '));
  },
} satisfies GeneratorOperations<typeof rows>;

export const run = generatorEngine(operations);
