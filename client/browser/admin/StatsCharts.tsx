/**
 * @module The dashboard's charts (uPlot, loaded only when a chart mounts, and only by the admin
 * entry). The page renders the same numbers as a table ("By day"), so it reads without JavaScript
 * and to a screen reader; each chart's label points there.
 */
import { useEffect, useRef } from 'react';

export type ChartSeries = { key: string; label: string; values: number[] };
export type StatsChartsProps = {
  /** UTC days, YYYY-MM-DD, one per point. */
  days: string[];
  groups: { title: string; series: ChartSeries[] }[];
};

const TOKENS = ['--color-accent', '--color-plus', '--color-success', '--color-danger'];

/** Custom properties hold light-dark() pairs: a probe element resolves them for the current theme. */
function resolveColor(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function Chart({ days, title, series }: { days: string[]; title: string; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      const el = box.current;
      if (cancelled || !el) return;
      const ink = resolveColor('--color-ink-3');
      const grid = resolveColor('--color-line');
      const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
      const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: 180,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          axes: [axis, { ...axis, size: 44 }],
          scales: { y: { range: (_u: unknown, _min: number, max: number) => [0, Math.max(1, max)] } },
          series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: resolveColor(TOKENS[i % TOKENS.length]!), width: 2 }))],
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
  return (
    <div ref={box} className="admin-chart" role="img" aria-label={`${title}: line chart by day; the numbers are in the By day table`} />
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
