import { button } from '@perch/ui';
import { useEffect, useRef, useState } from 'react';
import type { Money } from '../money/useMoney';
import type { Schedule, ScheduleChart, ScheduleView } from '../types';
import * as styles from './Schedule.css';

/** How near the screen a chart's frame comes before its code loads and it is drawn. */
const CHART_LOAD_MARGIN = '200px';
/** How long a download's object URL is kept before it is released. */
const DOWNLOAD_URL_LIFETIME_MS = 30_000;

export interface ScheduleResultProps {
  schedule: Schedule;
  /** The person's currency and locale (useMoney). */
  money: Money;
  /** Prefix for element ids (useId). */
  idPrefix: string;
}

/** A chart's lines from a view: each series' column, as it is or as a running total. */
export function chartSeries(chart: ScheduleChart, view: ScheduleView) {
  return chart.series.flatMap((s) => {
    const k = view.columns.findIndex((c) => c.key === s.column);
    if (k < 0) return [];
    let total = s.start ?? 0;
    const values = view.rows.map((row) => (s.cumulative ? (total += row[k]!) : row[k]!));
    return [{ label: s.label, values }];
  });
}

/** A sentence for the chart's image role: what the first line does from the first period to the last. */
function chartSummary(chart: ScheduleChart, view: ScheduleView, money: Money): string {
  const lines = chartSeries(chart, view);
  const period = view.columns[0]!.label.toLowerCase();
  const first = view.rows[0]?.[0];
  const last = view.rows.at(-1)?.[0];
  const parts = lines.map(
    (line) =>
      `${line.label} ${money.format(line.values[0] ?? 0)} in ${period} ${first} and ${money.format(line.values.at(-1) ?? 0)} in ${period} ${last}`,
  );
  return `${chart.title}: ${parts.join('; ')}. The table below has every ${period}.`;
}

function Chart({ chart, view, money }: { chart: ScheduleChart; view: ScheduleView; money: Money }) {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let undo: (() => void) | null = null;
    let cancelled = false;
    const draw = () =>
      import('./scheduleChart')
        .then(async ({ drawChart, linkStylesheet }) => {
          await linkStylesheet();
          if (cancelled || !target.current) return;
          undo = drawChart(target.current, {
            periodLabel: view.columns[0]!.label,
            periods: view.rows.map((row) => row[0]!),
            series: chartSeries(chart, view),
            format: money.format,
            compact: money.compact,
          });
        })
        .catch((error: unknown) => {
          // Offline before the chart's code was ever fetched: the table still has every figure.
          console.warn('Perch: chart did not load', error);
          if (!cancelled) setFailed(true);
        });
    // Drawn as it nears the screen: on a phone the charts sit below the answer, and the answer
    // comes first (the chart's code and drawing wait until they are wanted).
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        void draw();
      },
      { rootMargin: CHART_LOAD_MARGIN },
    );
    if (target.current) seen.observe(target.current);
    return () => {
      cancelled = true;
      seen.disconnect();
      undo?.();
    };
  }, [chart, view, money]);
  return (
    <figure className={styles.chart} data-part="schedule-chart">
      <figcaption className={styles.chartTitle}>{chart.title}</figcaption>
      <div ref={target} className={styles.chartCanvas} role="img" aria-label={chartSummary(chart, view, money)}>
        {failed && <p>The chart could not load. The table below has every figure.</p>}
      </div>
    </figure>
  );
}

/**
 * A schedule as people read it: charts of its course, a table of every period (by year or by
 * month), and a CSV download. Kept out of the result's live region, which reads the summary.
 */
export function ScheduleResult({ schedule, money, idPrefix }: ScheduleResultProps) {
  const [viewId, setViewId] = useState(schedule.views[0]?.id);
  const view = schedule.views.find((v) => v.id === viewId) ?? schedule.views[0];
  // The CSV's code is fetched once the page is idle, so a download works offline once the
  // schedule has shown, without competing with the answer for the main thread.
  useEffect(() => {
    const fetchCsv = () => void import('../money/csv').catch(() => {});
    if (typeof requestIdleCallback !== 'function') return fetchCsv();
    const idle = requestIdleCallback(fetchCsv);
    return () => cancelIdleCallback(idle);
  }, []);
  if (!view) return null;
  const captionId = `${idPrefix}-schedule-caption`;
  const fileName = `${schedule.name}-by-${view.id}.csv`;

  const download = async () => {
    const { scheduleCsv } = await import('../money/csv');
    const url = URL.createObjectURL(new Blob([scheduleCsv(view, money.currency)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  };

  return (
    <div className={styles.schedule} data-part="schedule" aria-live="off">
      <div className={styles.bar}>
        {schedule.views.length > 1 ? (
          // biome-ignore lint/a11y/useSemanticElements: a pair of pressed buttons, as a segmented control; a fieldset of radios would put a legend in the way
          <div className={styles.toggle} role="group" aria-label="Show the schedule">
            {schedule.views.map((v) => (
              <button
                key={v.id}
                type="button"
                className={styles.toggleButton}
                aria-pressed={v.id === view.id}
                onClick={() => setViewId(v.id)}
              >
                {v.label}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          onClick={() => void download()}
          data-file-name={fileName}
        >
          Download CSV
        </button>
      </div>
      {schedule.charts.length > 0 && (
        <div className={styles.charts}>
          {schedule.charts.map((chart) => (
            <Chart key={chart.title} chart={chart} view={view} money={money} />
          ))}
        </div>
      )}
      <div className={styles.tableBlock}>
        {/* The caption's words, for sight; the caption itself is what a screen reader reads. */}
        <p className={styles.tableTitle} aria-hidden="true">
          {view.caption}
        </p>
        {/* A region that can take focus, so a keyboard can scroll a table wider or longer than the screen. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
        <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {view.caption}
            </caption>
            <thead>
              <tr>
                {view.columns.map((c) => (
                  <th key={c.key} scope="col" className={c === view.columns[0] ? styles.cornerCell : styles.headCell}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((x, k) =>
                    k === 0 ? (
                      <th key={view.columns[k]!.key} scope="row" className={styles.rowHead}>
                        {x}
                      </th>
                    ) : (
                      <td key={view.columns[k]!.key} className={styles.cell}>
                        {view.columns[k]!.money ? money.format(x) : x}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
