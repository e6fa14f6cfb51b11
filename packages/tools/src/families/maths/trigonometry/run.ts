import { calcTopicEngine, type CalcOperations, InputError, ok, readChoice, readNumber } from '../../calcKit';
import { evaluate } from '../expression';
import { TRIG, inputOf, num12 } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'trig-calculator': (v) => {
    const fn = readChoice(v, 'fn', 'function', TRIG);
    const angle = readNumber(v, 'angle', 'angle', { example: '30' });
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    if (Math.abs(angle) > 1e15)
      throw new InputError('That angle is too large to work with accurately. Use a smaller angle.');
    const radians = unit === 'deg' ? ((angle % 360) * Math.PI) / 180 : angle;
    const clean = (x: number) => (Math.abs(x) < 1e-12 ? 0 : x);
    const s = clean(Math.sin(radians));
    const c = clean(Math.cos(radians));
    const label = `${fn}(${num12(angle)}${unit === 'deg' ? '°' : ' rad'})`;
    const ratio = { sin: [s, 1], cos: [c, 1], tan: [s, c], csc: [1, s], sec: [1, c], cot: [c, s] }[fn] as [
      number,
      number,
    ];
    if (ratio[1] === 0) throw new InputError(`${label} is undefined: it would divide by zero.`);
    return ok(`${label} = ${num12(clean(ratio[0] / ratio[1]))}`);
  },
  'inverse-trig-calculator': (v) => {
    const fn = readChoice(v, 'fn', 'function', ['asin', 'acos', 'atan']);
    const x = readNumber(v, 'x', 'value', { example: '0.5' });
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    if (fn !== 'atan' && (x < -1 || x > 1)) throw new InputError(`arc${fn.slice(1)} needs a value from −1 to 1.`);
    const radians = fn === 'asin' ? Math.asin(x) : fn === 'acos' ? Math.acos(x) : Math.atan(x);
    const answer = unit === 'deg' ? `${num12((radians * 180) / Math.PI)}°` : `${num12(radians)} rad`;
    return ok(`arc${fn.slice(1)}(${num12(x)}) = ${answer}`);
  },
  'scientific-calculator': (v) => {
    const unit = readChoice(v, 'unit', 'angle unit', ['deg', 'rad']);
    const result = evaluate(inputOf(v), unit);
    if (typeof result === 'string') throw new InputError(result);
    return ok(num12(result === 0 ? 0 : result));
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
