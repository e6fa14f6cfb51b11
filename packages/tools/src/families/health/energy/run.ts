import {
  calcTopicEngine,
  type CalcOperations,
  figure,
  InputError,
  num,
  ok,
  readChoice,
  readNumber,
} from '../../calcKit';
import { ACTIVITY, KG_PER_LB, bmrInputs, harrisBenedict, mifflin, readWeight } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'bmr-calculator': (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    return ok(`BMR: ${Math.round(bmr)} kcal a day`, [
      figure('Harris–Benedict (revised), for comparison', `${Math.round(harrisBenedict(sex, age, kg, cm))} kcal a day`),
    ]);
  },
  'harris-benedict-calculator': (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const bmr = harrisBenedict(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    return ok(`BMR: ${Math.round(bmr)} kcal a day`, [
      figure('Mifflin–St Jeor, for comparison', `${Math.round(mifflin(sex, age, kg, cm))} kcal a day`),
    ]);
  },
  'tdee-calculator': (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const factor = Number(readChoice(v, 'activity', 'activity level', ACTIVITY));
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    const tdee = bmr * factor;
    return ok(`TDEE: ${Math.round(tdee)} kcal a day`, [
      figure('BMR (Mifflin–St Jeor)', `${Math.round(bmr)} kcal a day`),
      figure('Activity factor', `× ${factor}`),
      figure('To lose about 0.5 kg (1 lb) a week', `${Math.round(tdee) - 500} kcal a day`),
      figure('To gain about 0.5 kg (1 lb) a week', `${Math.round(tdee) + 500} kcal a day`),
    ]);
  },
  'calorie-calculator': (v) => {
    const { sex, age, kg, cm } = bmrInputs(v);
    const factor = Number(readChoice(v, 'activity', 'activity level', ACTIVITY));
    const goal = Number(readChoice(v, 'goal', 'goal', ['0', '-250', '-500', '-1000', '250', '500']));
    const bmr = mifflin(sex, age, kg, cm);
    if (bmr <= 0)
      throw new InputError('Those measurements give no meaningful BMR. Check the weight (kg), height (cm) and age.');
    const maintenance = Math.round(bmr * factor);
    const target = maintenance + goal;
    const figures = [
      figure('Maintenance (TDEE)', `${maintenance} kcal a day`),
      figure('BMR (Mifflin–St Jeor)', `${Math.round(bmr)} kcal a day`),
    ];
    const floor = sex === 'male' ? 1500 : 1200;
    if (target < floor) {
      // Not a target to give anyone: the floor, and why.
      return ok(`Calories a day: ${floor} kcal, the lowest advised without medical supervision`, [
        figure(
          'This goal would give',
          `${target} kcal a day (${maintenance} − ${-goal}): too large a deficit for these measurements. Choose a smaller goal, or ask a doctor.`,
        ),
        ...figures,
      ]);
    }
    return ok(`Calories a day: ${target} kcal`, figures);
  },
  'protein-intake-calculator': (v) => {
    const weight = readNumber(v, 'weight', 'weight', { above: 0, max: 2000, example: '80' });
    const kg = readChoice(v, 'unit', 'weight unit', ['kg', 'lb']) === 'lb' ? weight * KG_PER_LB : weight;
    const perKg = Number(readChoice(v, 'perKg', 'goal', ['0.8', '1.2', '1.6', '2']));
    const grams = kg * perKg;
    return ok(`Protein: ${Math.round(grams)} g a day`, [
      figure('Per kg of body weight', `${perKg} g`),
      figure('Per meal, over 3 meals', `${Math.round(grams / 3)} g`),
      figure('Calories from protein', `${Math.round(grams * 4)} kcal`),
    ]);
  },
  'macro-calculator': (v) => {
    const calories = readNumber(v, 'calories', 'calories', { above: 0, max: 20000, example: '2000' });
    const [carbs, protein, fat] = readChoice(v, 'split', 'split', ['50-20-30', '40-30-30', '25-35-40', '40-40-20'])
      .split('-')
      .map(Number) as [number, number, number];
    const g = (percent: number, kcalPerGram: number) => Math.round((calories * percent) / 100 / kcalPerGram);
    return ok(`Carbs ${g(carbs, 4)} g, protein ${g(protein, 4)} g, fat ${g(fat, 9)} g`, [
      figure('Carbs', `${carbs}% = ${Math.round((calories * carbs) / 100)} kcal`),
      figure('Protein', `${protein}% = ${Math.round((calories * protein) / 100)} kcal`),
      figure('Fat', `${fat}% = ${Math.round((calories * fat) / 100)} kcal`),
    ]);
  },
  'calories-burned-calculator': (v) => {
    const met = Number(
      readChoice(v, 'activity', 'activity', ['3.5', '4.3', '5', '8.3', '9.8', '11', '11.8', '6.8', '8', '10']),
    );
    const kg = readWeight(v);
    const minutes = readNumber(v, 'minutes', 'duration in minutes', { min: 0, max: 100000, example: '30' });
    const kcal = (met * kg * minutes) / 60;
    return ok(`Calories burned: ${Math.round(kcal)} kcal`, [
      figure('MET value', String(met)),
      figure('Per minute', `${num((met * kg) / 60, 3)} kcal`),
      figure('Formula', 'MET × weight (kg) × hours'),
    ]);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
