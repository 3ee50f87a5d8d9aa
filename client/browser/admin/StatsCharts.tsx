/**
 * @module The dashboard's charts (uPlot, loaded only when a chart mounts, and only by the admin
 * entry). The page renders the same numbers as a table ("By day"), so it reads without JavaScript
 * and to a screen reader; each chart's label points there. uPlot's own legend reads "--" until the
 * pointer is over the plot, so each chart draws its own: every series with its total over the
 * window, and the hovered day's values while the pointer (or a tap) is on a day.
 */
import { useEffect, useRef, useState } from 'react';

export type ChartSeries = { key: string; label: string; values: number[] };
export type StatsChartsProps = {
  /** UTC days, YYYY-MM-DD, one per point. */
  days: string[];
  groups: { title: string; series: ChartSeries[] }[];
};

const TOKENS = ['--color-accent', '--color-plus', '--color-success', '--color-danger'];
const NUMBER = new Intl.NumberFormat('en-US');
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Custom properties hold light-dark() pairs: a probe element resolves them for the current theme. */
function resolveColor(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What the legend says: each series' total over the window, or its value on the hovered day. */
export function legendRows(days: readonly string[], series: readonly ChartSeries[], hovered: number | null) {
  const day = hovered === null ? null : days[hovered];
  return {
    heading: day ? DAY_LABEL.format(new Date(`${day}T00:00:00Z`)) : `Total, ${days.length} days`,
    rows: series.map((s) => ({ key: s.key, label: s.label, value: day ? (s.values[hovered!] ?? 0) : sum(s.values) })),
  };
}

function Chart({ days, title, series }: { days: string[]; title: string; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [colors, setColors] = useState<string[]>([]);
  useEffect(() => {
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      const el = box.current;
      if (cancelled || !el) return;
      const ink = resolveColor('--color-ink-3');
      const grid = resolveColor('--color-line');
      const strokes = series.map((_, i) => resolveColor(TOKENS[i % TOKENS.length]!));
      setColors(strokes);
      const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
      const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: 180,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          axes: [axis, { ...axis, size: 44 }],
          legend: { show: false },
          scales: { y: { range: (_u: unknown, _min: number, max: number) => [0, Math.max(1, max)] } },
          series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: strokes[i], width: 2 }))],
          hooks: {
            setCursor: [(u: { cursor: { idx?: number | null } }) => setHovered(u.cursor.idx ?? null)],
          },
        },
        [xs, ...series.map((s) => s.values)],
        el,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: 180 }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series]);
  const legend = legendRows(days, series, hovered);
  return (
    <>
      <div ref={box} className="admin-chart" role="img" aria-label={`${title}: line chart by day; the numbers are in the By day table`} />
      <div className="mt-2 text-sm" data-chart-legend>
        <p className="text-xs font-medium text-ink-3" aria-hidden="true">
          {legend.heading}
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {legend.rows.map((r, i) => (
            <li key={r.key} className="flex items-center gap-1.5" data-legend={r.key}>
              <span aria-hidden="true" className="inline-block h-0.5 w-3 rounded" style={{ background: colors[i] ?? 'currentColor' }} />
              <span className="text-ink-2">{r.label}</span>
              <span className="font-semibold tabular-nums text-ink">{NUMBER.format(r.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function StatsCharts({ days, groups }: StatsChartsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {groups.map((g) => (
        <figure key={g.title} className="min-w-0 rounded-card border border-line bg-raised p-3">
          <figcaption className="mb-2 font-semibold text-ink">{g.title}</figcaption>
          <Chart days={days} title={g.title} series={g.series} />
        </figure>
      ))}
    </div>
  );
}
