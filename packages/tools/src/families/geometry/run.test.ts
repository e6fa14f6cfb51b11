import { describe, expect, it } from 'vitest';
import { familyRunner } from '../runner.test-support';

const { use, text } = familyRunner();
const figures = async (id: string, input: Record<string, string>) => {
  const result = await use(id, input);
  return Object.fromEntries(result.ok ? (result.figures ?? []).map((f) => [f.label, f.value]) : []);
};

describe('triangles', () => {
  it('solves the 3-4-5 triangle: area 6, a right angle, 36.8699° and 53.1301°', async () => {
    expect(await figures('herons-formula-calculator', { a: '3', b: '4', c: '5' })).toMatchObject({
      'Angle A (opposite a)': '36.8699°',
      'Angle B (opposite b)': '53.1301°',
      'Angle C (opposite c)': '90°',
      Kind: 'right-angled',
      Perimeter: '12',
    });
  });

  it('refuses sides that cannot close', async () => {
    expect(await text('herons-formula-calculator', { a: '1', b: '2', c: '3' })).toBe(
      'ERROR These sides cannot make a triangle: the two shorter sides together must be longer than the longest.',
    );
  });
});

describe('circles and polygons', () => {
  it('gives the unit circle π and the unit sphere 4π/3', async () => {
    expect(await text('circle-area-calculator', { measure: 'radius', value: '1' })).toBe('Area: 3.14159');
    expect(await text('sphere-volume-calculator', { measure: 'diameter', value: '2' })).toBe('Volume: 4.18879');
  });

  it('gives a regular hexagon of side 1 the area 3√3/2 and 120° angles', async () => {
    expect(await text('regular-polygon-calculator', { sides: '6', side: '1' })).toBe('Area: 2.59808');
    expect((await figures('regular-polygon-calculator', { sides: '6', side: '1' }))['Interior angle']).toBe('120°');
  });

  it('gives a circle (a = b) the ellipse perimeter 2πr', async () => {
    expect((await figures('ellipse-area-calculator', { a: '1', b: '1' })).Perimeter).toBe('6.28319');
  });

  it('gives a very eccentric ellipse its exact perimeter (scipy: 4a·ellipe(1 − b²/a²))', async () => {
    expect((await figures('ellipse-area-calculator', { a: '10', b: '0.1' })).Perimeter).toBe('40.011');
    expect((await figures('ellipse-area-calculator', { a: '5', b: '3' })).Perimeter).toBe('25.527');
    expect((await figures('ellipse-area-calculator', { a: '0.1', b: '10' })).Perimeter).toBe('40.011');
  });
});

describe('coordinates', () => {
  it('writes the line through two points', async () => {
    expect(await figures('slope-calculator', { x1: '0', y1: '3', x2: '2', y2: '2' })).toMatchObject({
      Equation: 'y = -0.5x + 3',
      'Angle to the x-axis': '-26.5651°',
    });
    expect(await figures('slope-calculator', { x1: '1', y1: '1', x2: '2', y2: '2' })).toMatchObject({
      Equation: 'y = x',
    });
    expect(await text('slope-calculator', { x1: '1', y1: '1', x2: '1', y2: '1' })).toMatch(
      /^ERROR The two points are the same/,
    );
  });
});

describe('bad input', () => {
  it('asks for positive lengths by name', async () => {
    expect(await text('cylinder-volume-calculator', { radius: '-2', height: '5' })).toBe(
      'ERROR The radius must be more than 0.',
    );
    expect(await text('cube-volume-calculator', { side: 'abc' })).toBe('ERROR Enter the side as a number, such as 3.');
  });
});
