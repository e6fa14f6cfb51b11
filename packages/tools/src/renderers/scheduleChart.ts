/**
 * Draws one schedule chart with uPlot (a small canvas chart library: ~50 KB, no dependencies).
 * Loaded with a dynamic import by the schedule result alone, so only the tools that have a
 * schedule fetch it, and only once they show one.
 */
import uPlot from 'uplot';
// Its stylesheet as a file of its own, linked when a chart is first drawn: imported as CSS, the
// host would link it on every page that has a tool workspace, chart or not.
import stylesheetUrl from 'uplot/dist/uPlot.min.css?url';
import type { MoneyFormat } from '../money/format';

/** The plot's height (axes included), in CSS pixels; the legend sits under it. */
export const CHART_HEIGHT_PX = 200;

/** Canvas cannot read CSS variables: the theme's colours (tokens.ts), copper first. */
const SERIES_COLOURS = ['#D87A3F', '#60a5fa'] as const;
const AXIS_COLOUR = '#a1a1aa';
const GRID_COLOUR = 'rgba(161, 161, 170, 0.18)';
/** uPlot's own axis font (its default), for measuring labels. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export interface ChartData {
  /** The period axis' name ("Year", "Month"). */
  periodLabel: string;
  periods: readonly number[];
  series: readonly { label: string; values: readonly number[] }[];
  /** Amounts in full (legend) and in short (axis). */
  format: MoneyFormat;
  compact: MoneyFormat;
}

let stylesheet: Promise<void> | null = null;

/** uPlot's stylesheet, linked once (a file from this origin, as the page's CSP allows). */
export function linkStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // Drawn either way: without its stylesheet a chart's legend is plainer, not wrong.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}

/** The y axis' width in CSS pixels: its widest label, measured in uPlot's axis font, and the tick and gap. */
function axisWidth(u: uPlot, values: string[] | null): number {
  if (!values?.length) return 40;
  u.ctx.save();
  u.ctx.font = AXIS_FONT;
  const widest = Math.max(...values.map((v) => u.ctx.measureText(v).width));
  u.ctx.restore();
  return Math.ceil(widest) + 20;
}

/** A chart in `target`, as wide as it is; resized with it. Returns what undoes it. */
export function drawChart(target: HTMLElement, data: ChartData): () => void {
  const last = data.periods.length - 1;
  const axis = {
    font: AXIS_FONT,
    stroke: AXIS_COLOUR,
    grid: { stroke: GRID_COLOUR, width: 1 },
    ticks: { stroke: GRID_COLOUR },
  };
  const options: uPlot.Options = {
    width: Math.max(200, target.clientWidth),
    height: CHART_HEIGHT_PX,
    // Periods are numbers (year 1, 2, …), not times.
    scales: { x: { time: false }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] } },
    series: [
      { label: data.periodLabel, value: (_u, v) => (v == null ? '' : String(v)) },
      ...data.series.map((s, k) => ({
        label: s.label,
        stroke: SERIES_COLOURS[k % SERIES_COLOURS.length],
        width: 2,
        fill: k === 0 && data.series.length === 1 ? 'rgba(216, 122, 63, 0.12)' : undefined,
        points: { show: data.periods.length <= 2 },
        value: (_u: uPlot, v: number | null) => (v == null ? '' : data.format(v)),
      })),
    ],
    axes: [
      { ...axis, label: data.periodLabel, labelSize: 20, values: (_u, ticks) => ticks.map((t) => String(t)) },
      // As wide as its longest label: "$300K" in English, "300.000 €" in German.
      { ...axis, size: axisWidth, values: (_u, ticks) => ticks.map((t) => data.compact(t)) },
    ],
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    hooks: {
      // Off the chart, the legend reads the last period ("Year 30  Balance $0.00"), not blanks.
      setCursor: [(u) => (u.cursor.idx == null ? u.setLegend({ idx: last }, false) : undefined)],
    },
  };
  const chart = new uPlot(options, [data.periods as number[], ...data.series.map((s) => s.values as number[])], target);
  chart.setLegend({ idx: last }, false);
  const resize = new ResizeObserver(() => {
    chart.setSize({ width: Math.max(200, target.clientWidth), height: CHART_HEIGHT_PX });
  });
  resize.observe(target);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
