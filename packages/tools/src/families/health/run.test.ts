import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';
import { clock, mifflin, parseDuration } from './shared';

const { use, text } = familyRunner();

describe('BMI', () => {
  it("matches the CDC's worked examples (68 kg at 1.65 m = 24.98; 150 lb at 5 ft 5 in = 24.96) without rounding them over 25", async () => {
    expect(await text('bmi-calculator', { weight: '68', height: '165' })).toBe('BMI: 24.98 (healthy weight)');
    expect(await text('bmi-calculator-imperial', { pounds: '150', feet: '5', inches: '5' })).toBe(
      'BMI: 24.96 (healthy weight)',
    );
  });

  it('uses the WHO bands', async () => {
    expect(await text('bmi-calculator', { weight: '50', height: '170' })).toBe('BMI: 17.3 (underweight)');
    expect(await text('bmi-calculator', { weight: '130', height: '175' })).toBe('BMI: 42.4 (obese, class III)');
  });

  it('asks for a height', async () => {
    expect(await text('bmi-calculator', { weight: '70', height: '0' })).toBe(
      'ERROR The height in cm must be more than 0.',
    );
  });
});

describe('energy', () => {
  it('applies Mifflin–St Jeor exactly: 10·kg + 6.25·cm − 5·age + 5 or − 161', () => {
    expect(mifflin('male', 30, 80, 180)).toBe(1780);
    expect(mifflin('female', 25, 60, 165)).toBe(1345.25);
  });

  it('multiplies BMR by the activity factor for TDEE', async () => {
    expect(
      await text('tdee-calculator', { sex: 'male', age: '30', weight: '80', height: '180', activity: '1.2' }),
    ).toBe('TDEE: 2136 kcal a day');
  });
});

describe('running', () => {
  it('reads times as h:mm:ss, mm:ss or minutes', () => {
    expect(parseDuration('3:00:00', 'time', '55:00')).toBe(10800);
    expect(parseDuration('25:30', 'time', '55:00')).toBe(1530);
    expect(parseDuration('45', 'time', '55:00')).toBe(2700);
    expect(() => parseDuration('5:75', 'time', '55:00')).toThrow('Minutes and seconds go up to 59');
    expect(clock(59.6)).toBe('1:00');
    expect(clock(3600)).toBe('1:00:00');
  });

  it('gives the well-known three-hour marathon pace: 4:16 per km, 6:52 per mile', async () => {
    const result = await use('pace-calculator', { distance: '42.195', unit: 'km', time: '3:00:00' });
    expect(result).toMatchObject({ ok: true, text: 'Pace: 4:16 per km' });
    expect(result.ok && result.figures?.find((f) => f.label === 'Pace per mile')?.value).toBe('6:52');
  });

  it('explains a time it cannot read', async () => {
    expect(await text('pace-calculator', { distance: '10', unit: 'km', time: 'an hour' })).toBe(
      'ERROR Enter the time as h:mm:ss or mm:ss, such as 55:00.',
    );
  });
});

describe('heart rate', () => {
  it('gives the Karvonen target: age 50, resting 70, 70% intensity → 140 bpm', async () => {
    expect(await text('karvonen-heart-rate-calculator', { age: '50', resting: '70' })).toContain(
      'Zone 3 (70–80%): 140–150 bpm',
    );
  });

  it('gives Tanaka beside 220 − age', async () => {
    const result = await use('max-heart-rate-calculator', { age: '40' });
    expect(result.ok && result.figures?.[0]?.value).toBe('180 bpm');
  });
});

describe('pregnancy dates', () => {
  it("follows Naegele's rule: 1 January → 8 October", async () => {
    expect(await text('due-date-calculator', { lmp: '2025-01-01', cycle: '28' })).toBe(
      'Due date: 2025-10-08 (Wednesday)',
    );
  });

  it('counts weeks from the fixed clock and refuses future or impossible dates', async () => {
    expect(await text('pregnancy-week-calculator', { lmp: '2025-01-15' })).toBe('0 weeks 0 days pregnant');
    expect(await text('pregnancy-week-calculator', { lmp: '2025-02-01' })).toBe(
      'ERROR That date is in the future. Enter the first day of your last period.',
    );
    expect(await text('due-date-calculator', { lmp: '2025-02-30', cycle: '28' })).toBe(
      'ERROR 2025-02-30 is not a real date. Enter a date such as 2025-01-15.',
    );
  });
});

describe('strength, drink and body composition', () => {
  it('agrees with the known fact that Epley and Brzycki meet at 10 reps (×4/3)', async () => {
    expect(await text('one-rep-max-calculator', { weight: '90', reps: '10', formula: 'epley' })).toBe(
      'One-rep max: 120.0',
    );
    expect(await text('one-rep-max-calculator', { weight: '90', reps: '10', formula: 'brzycki' })).toBe(
      'One-rep max: 120.0',
    );
    expect(await text('one-rep-max-calculator', { weight: '90', reps: '1', formula: 'epley' })).toBe(
      'One-rep max: 90.0',
    );
  });

  it('matches the NHS unit counts: a pint of 5.2% lager is 3 units, a 175 ml glass of 12% wine 2.1', async () => {
    expect(await text('alcohol-units-calculator', { volume: '568', abv: '5.2' })).toBe('Alcohol units: 3');
    expect(await text('alcohol-units-calculator', { volume: '175', abv: '12' })).toBe('Alcohol units: 2.1');
  });

  it('gives the same Navy body fat in inches as in centimetres', async () => {
    const cm = await text('body-fat-calculator', { sex: 'male', units: 'cm', height: '180', neck: '38', waist: '85' });
    const inches = await text('body-fat-calculator', {
      sex: 'male',
      units: 'in',
      height: String(180 / 2.54),
      neck: String(38 / 2.54),
      waist: String(85 / 2.54),
    });
    expect(inches).toBe(cm);
    expect(
      await text('body-fat-calculator', {
        sex: 'female',
        units: 'cm',
        height: '165',
        neck: '33',
        waist: '75',
        hip: '',
      }),
    ).toBe('ERROR Enter the hip measurement (needed for women) as a number, such as 100.');
  });

  it('refuses ideal-weight formulas below five feet', async () => {
    expect(await text('ideal-weight-calculator', { sex: 'female', height: '150' })).toBe(
      'ERROR These formulas are for heights of 5 ft (152.4 cm) and over.',
    );
  });
});

describe('what the audit found', () => {
  it('gives the same trimesters as the pregnancy week calculator (ACOG: from 14 and 28 weeks)', async () => {
    const figures = await use('due-date-calculator', { lmp: '2024-10-13', cycle: '28' });
    expect(figures.ok && figures.figures).toEqual(
      expect.arrayContaining([
        { label: 'Second trimester starts (14 weeks)', value: '2025-01-19' },
        { label: 'Third trimester starts (28 weeks)', value: '2025-04-27' },
      ]),
    );
    // The fixed clock is 2025-01-15: 13 weeks 3 days, still the first trimester, before 2025-01-19.
    expect(await use('pregnancy-week-calculator', { lmp: '2024-10-13' })).toMatchObject({
      text: '13 weeks 3 days pregnant',
      figures: expect.arrayContaining([{ label: 'Trimester', value: 'first' }]),
    });
  });

  it('refuses a height in metres in a centimetre field, and inches of 12 or more beside feet', async () => {
    expect(await text('bmi-calculator', { weight: '70', height: '1.75' })).toBe(
      'ERROR That looks like metres: enter the height in cm, such as 175 for 1.75 m.',
    );
    expect(await text('bmr-calculator', { sex: 'male', age: '30', weight: '80', height: '1.8' })).toMatch(
      /^ERROR That looks like metres/,
    );
    expect(await text('bmi-calculator-imperial', { pounds: '160', feet: '5', inches: '69' })).toMatch(
      /^ERROR With feet, enter the inches left over/,
    );
    expect(await text('bmi-calculator-imperial', { pounds: '160', feet: '0', inches: '69' })).toBe(
      'BMI: 23.6 (healthy weight)',
    );
  });

  it('never gives a calorie target below the supervised floor', async () => {
    // Mifflin: 10·50 + 6.25·150 − 5·70 − 161 = 926.5; × 1.2 = 1112; − 1000 = 112.
    expect(
      await text('calorie-calculator', {
        sex: 'female',
        age: '70',
        weight: '50',
        height: '150',
        activity: '1.2',
        goal: '-1000',
      }),
    ).toBe('Calories a day: 1200 kcal, the lowest advised without medical supervision');
  });
});

describe('ratios near a band edge', () => {
  it('are banded unrounded and shown with enough decimals to agree with their band', async () => {
    // 87.4 / 175 = 0.49943 (NICE: under 0.5 is healthy); 89.6 / 100 = 0.896 (WHO: men at or above 0.90).
    expect(await text('waist-to-height-ratio-calculator', { waist: '87.4', height: '175' })).toBe(
      'Waist-to-height ratio: 0.499 (healthy)',
    );
    expect(await text('waist-to-height-ratio-calculator', { waist: '80', height: '175' })).toBe(
      'Waist-to-height ratio: 0.46 (healthy)',
    );
    expect(await text('waist-to-hip-ratio-calculator', { sex: 'male', waist: '89.6', hip: '100' })).toBe(
      'Waist-to-hip ratio: 0.896 (below the WHO cut-off of 0.90)',
    );
    expect(await text('waist-to-hip-ratio-calculator', { sex: 'male', waist: '90', hip: '100' })).toBe(
      'Waist-to-hip ratio: 0.90 (at or above the WHO cut-off of 0.90)',
    );
  });

  it('gives the ideal weight calculator the BMI calculator’s healthy range (18.5 to under 25)', async () => {
    // 1.80 m: 18.5 × 3.24 = 59.94, 25 × 3.24 = 81.
    expect(await use('ideal-weight-calculator', { sex: 'male', height: '180' })).toMatchObject({
      ok: true,
      figures: expect.arrayContaining([
        { label: 'Healthy weight for your height (BMI 18.5 to under 25)', value: '59.9–81.0 kg' },
      ]),
    });
  });
});
