import { calcTopicEngine, type CalcOperations, figure, num, ok, readChoice, readNumber } from '../../calcKit';
import { KM_PER_MI, clock, parseDuration } from '../shared';
import type { rows } from './rows';

/** Each tool's code, by its row's id (rows.ts). */
export const operations = {
  'pace-calculator': (v) => {
    const distance = readNumber(v, 'distance', 'distance', { above: 0, example: '10' });
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const seconds = parseDuration(v.time ?? '', 'time', '55:00');
    const km = unit === 'km' ? distance : distance * KM_PER_MI;
    const perKm = seconds / km;
    const perMile = perKm * KM_PER_MI;
    const kmh = km / (seconds / 3600);
    return ok(unit === 'km' ? `Pace: ${clock(perKm)} per km` : `Pace: ${clock(perMile)} per mile`, [
      figure('Pace per km', clock(perKm)),
      figure('Pace per mile', clock(perMile)),
      figure('Speed', `${num(kmh, 4)} km/h (${num(kmh / KM_PER_MI, 4)} mph)`),
    ]);
  },
  'race-finish-time-calculator': (v) => {
    const distance = readNumber(v, 'distance', 'distance', { above: 0, max: 100000, example: '42.195' });
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const pace = parseDuration(v.pace ?? '', 'pace', '5:00');
    const seconds = distance * pace;
    const km = unit === 'km' ? distance : distance * KM_PER_MI;
    return ok(`Finish time: ${clock(seconds)}`, [
      figure('Speed', `${num(km / (seconds / 3600), 4)} km/h`),
      figure(
        unit === 'km' ? 'Pace per mile' : 'Pace per km',
        clock(unit === 'km' ? pace * KM_PER_MI : pace / KM_PER_MI),
      ),
    ]);
  },
  'pace-to-speed-converter': (v) => {
    const pace = parseDuration(v.pace ?? '', 'pace', '5:00');
    const unit = readChoice(v, 'unit', 'distance unit', ['km', 'mi']);
    const kmh = (unit === 'km' ? 1 : KM_PER_MI) / (pace / 3600);
    return ok(`Speed: ${num(kmh)} km/h (${num(kmh / KM_PER_MI)} mph)`);
  },
  'speed-to-pace-converter': (v) => {
    const speed = readNumber(v, 'speed', 'speed', { above: 0, example: '10' });
    const unit = readChoice(v, 'unit', 'speed unit', ['kmh', 'mph']);
    const kmh = unit === 'kmh' ? speed : speed * KM_PER_MI;
    const perKm = 3600 / kmh;
    return ok(`Pace: ${clock(perKm)} per km (${clock(perKm * KM_PER_MI)} per mile)`);
  },
  'steps-to-distance-calculator': (v) => {
    const steps = readNumber(v, 'steps', 'number of steps', { min: 0, max: 1e9, example: '10000' });
    const stride = readNumber(v, 'stride', 'step length in cm', { above: 0, max: 300, example: '75' });
    const km = (steps * stride) / 100000;
    return ok(`Distance: ${num(km)} km (${num(km / KM_PER_MI)} mi)`);
  },
} satisfies CalcOperations<typeof rows>;

export const run = calcTopicEngine(operations);
