// Pure helpers for the dashboard's Core Web Vitals charts: how a value reads, and where a bar
// and a trend line go. The charts are SVG drawn on the server; these decide their geometry.
import { WEB_VITAL_THRESHOLDS, type VitalRating, type WebVital } from '../../server/services/adminReports';

export const VITAL_NAMES: Record<WebVital, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** "180 ms", "2.45 s", or CLS as "0.120". */
export function formatVital(metric: WebVital, value: number): string {
  if (WEB_VITAL_THRESHOLDS[metric].unit === '') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * The scale of a metric's bars: the largest value shown, but at least a quarter past the "poor"
 * threshold, so both threshold marks are always on the chart.
 */
export function vitalScale(metric: WebVital, values: readonly number[]): number {
  return Math.max(WEB_VITAL_THRESHOLDS[metric].poor * 1.25, ...values);
}

/** A bar's length, 0..width, for `value` on a scale of `max` (a tiny value still shows). */
export function barLength(value: number, max: number, width: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.min(width, (value / max) * width));
}

/**
 * The trend line's segments through the days that have a value (a day without samples breaks
 * the line): SVG polyline point lists, x across `width`, y down from `height` (the top is the
 * highest value of the series, the bottom zero).
 */
export function trendSegments(daily: ReadonlyArray<number | null>, width: number, height: number, pad = 2): string[] {
  const max = Math.max(0, ...daily.filter((v): v is number => v !== null));
  const step = daily.length > 1 ? (width - 2 * pad) / (daily.length - 1) : 0;
  const segments: string[][] = [];
  let current: string[] | null = null;
  daily.forEach((v, i) => {
    if (v === null) {
      current = null;
      return;
    }
    const x = pad + i * step;
    const y = max > 0 ? height - pad - (v / max) * (height - 2 * pad) : height - pad;
    if (!current) segments.push((current = []));
    current.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  });
  return segments.map((s) => s.join(' '));
}

/** The trend as words for a screen reader: "6 days ago 2.10 s, …, today no samples". */
export function trendLabel(metric: WebVital, daily: ReadonlyArray<number | null>): string {
  const last = daily.length - 1;
  return daily
    .map(
      (v, i) =>
        `${i === last ? 'today' : i === last - 1 ? 'yesterday' : `${last - i} days ago`} ${v === null ? 'no samples' : formatVital(metric, v)}`,
    )
    .join(', ');
}
