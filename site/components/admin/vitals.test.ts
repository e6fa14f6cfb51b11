import { describe, expect, it } from 'vitest';
import { barLength, formatVital, trendLabel, trendSegments, vitalScale } from './vitals';

describe('the Web Vitals charts', () => {
  it('reads values as people do: ms under a second, seconds above, CLS unitless', () => {
    expect(formatVital('INP', 183.6)).toBe('184 ms');
    expect(formatVital('LCP', 2450)).toBe('2.45 s');
    expect(formatVital('CLS', 0.1)).toBe('0.100');
  });

  it('scales bars so the poor threshold is always on the chart, and never past the width', () => {
    expect(vitalScale('LCP', [1000, 2000])).toBe(5000);
    expect(vitalScale('LCP', [9000])).toBe(9000);
    expect(barLength(2500, 5000, 120)).toBe(60);
    expect(barLength(0.0001, 5000, 120), 'a tiny value still shows').toBe(2);
    expect(barLength(0, 5000, 120)).toBe(0);
    expect(barLength(9000, 5000, 120)).toBe(120);
  });

  it('draws the trend through the days with samples, breaking the line at a day without', () => {
    // 7 days across 100 px with 2 px padding: 16 px apart; the top is the highest value.
    expect(trendSegments([100, 200, null, 200, 100, null, 50], 100, 24)).toEqual([
      '2.0,12.0 18.0,2.0',
      '50.0,2.0 66.0,12.0',
      '98.0,17.0',
    ]);
    expect(trendSegments([null, null], 100, 24)).toEqual([]);
  });

  it('says the trend in words for a screen reader, newest last', () => {
    expect(trendLabel('LCP', [1200, null, 3100])).toBe('2 days ago 1.20 s, yesterday no samples, today 3.10 s');
  });
});
