import { calcTopicEngine, type CalcOperations, figure, InputError, num, ok, readNumber } from '../../calcKit';
import { readWeight } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'water-intake-calculator': (v) => {
    const kg = readWeight(v);
    const low = (kg * 30) / 1000;
    const high = (kg * 35) / 1000;
    return ok(`Drink about ${num(low, 3)}–${num(high, 3)} litres a day`, [
      figure('Rule used', '30–35 ml per kg of body weight a day'),
      figure('EFSA adequate intake, from all food and drink', '2.0 litres a day for women, 2.5 litres for men'),
      figure('Note', 'Drink more in heat, during exercise and when breastfeeding.'),
    ]);
  },
  'sleep-calculator': (v) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec((v.wake ?? '').trim());
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
      throw new InputError('Enter the wake-up time as hh:mm on a 24-hour clock, such as 07:00.');
    const wake = Number(match[1]) * 60 + Number(match[2]);
    const at = (cycles: number) => {
      const t = (((wake - 15 - cycles * 90) % 1440) + 1440) % 1440;
      return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
    };
    return ok(`Go to bed at ${at(6)} (6 cycles), ${at(5)} (5 cycles) or ${at(4)} (4 cycles)`, [
      figure('Assumes', '90-minute sleep cycles and 15 minutes to fall asleep; cycles vary from person to person.'),
    ]);
  },
  'blood-pressure-category-calculator': (v) => {
    const sys = readNumber(v, 'systolic', 'systolic pressure', { above: 0, max: 400, example: '120' });
    const dia = readNumber(v, 'diastolic', 'diastolic pressure', { above: 0, max: 300, example: '80' });
    if (dia >= sys)
      throw new InputError('The systolic (top) number is higher than the diastolic (bottom) one. Check the order.');
    const category =
      sys > 180 || dia > 120
        ? 'Hypertensive crisis: get medical help now'
        : sys >= 140 || dia >= 90
          ? 'Stage 2 hypertension'
          : sys >= 130 || dia >= 80
            ? 'Stage 1 hypertension'
            : sys >= 120
              ? 'Elevated'
              : 'Normal';
    return ok(category, [
      figure('Reading', `${num(sys)}/${num(dia)} mmHg`),
      figure('Source', 'ACC/AHA 2017 guideline categories for adults'),
    ]);
  },
  'alcohol-units-calculator': (v) => {
    const ml = readNumber(v, 'volume', 'volume in ml', { min: 0, max: 100000, example: '568' });
    const abv = readNumber(v, 'abv', 'strength (% ABV)', { min: 0, max: 100, example: '4' });
    const units = (ml * abv) / 1000;
    const grams = units * 10 * 0.789;
    return ok(`Alcohol units: ${num(Math.round(units * 10) / 10)}`, [
      figure('Pure alcohol', `${num(units * 10, 4)} ml (${num(grams, 4)} g)`),
      figure('US standard drinks (14 g)', num(grams / 14, 3)),
      figure('UK low-risk guideline', 'no more than 14 units a week'),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
