/** What geometry's topics' code shares: reading lengths, a radius and two points, and π. */
import { readChoice, readNumber, type Values } from '../calcKit';

export const PI = Math.PI;
export const length = (v: Values, name: string, label: string, example: string) =>
  readNumber(v, name, label, { above: 0, example });

export function radius(v: Values): number {
  const measure = readChoice(v, 'measure', 'measurement', ['radius', 'diameter']);
  const value = length(v, 'value', measure, '5');
  return measure === 'radius' ? value : value / 2;
}

export function coordinates(v: Values): [number, number, number, number] {
  return [
    readNumber(v, 'x1', 'x1', { example: '1' }),
    readNumber(v, 'y1', 'y1', { example: '2' }),
    readNumber(v, 'x2', 'x2', { example: '4' }),
    readNumber(v, 'y2', 'y2', { example: '6' }),
  ];
}

export const degrees = (radians: number) => (radians * 180) / PI;
