/**
 * @module /admin: the last seven days at a glance. Totals as tiles, the per-day numbers as charts
 * (the StatsCharts island, uPlot) with the same numbers in a table below for reading without
 * JavaScript, the top articles, the CSV export of the same window, and the readers billed twice
 * (live subscriptions a Stripe webhook flagged beside an older live one of the same reader).
 */
import type { FlaggedExtra } from '../../../worker/contracts/billing';
import type { StatMetric, StatsDto } from '../../../worker/contracts/stats';
import { AdminLayout, HeadingAction } from './AdminLayout';
import { AdminIsland } from './islands';
import { DataTable, dateTime } from './parts';

export const METRIC_LABELS: Record<StatMetric, string> = {
  visits: 'Visits',
  page_views: 'Page views',
  signups: 'Sign-ups',
  subscriptions_started: 'Subscriptions started',
  subscriptions_cancelled: 'Subscriptions cancelled',
  votes: 'Votes',
  comments: 'Comments',
  shares: 'Shares',
};

const GROUPS: { title: string; metrics: StatMetric[] }[] = [
  { title: 'Traffic', metrics: ['visits', 'page_views'] },
  { title: 'Accounts and Plus', metrics: ['signups', 'subscriptions_started', 'subscriptions_cancelled'] },
  { title: 'Engagement', metrics: ['votes', 'comments', 'shares'] },
];

const NUMBER = new Intl.NumberFormat('en-US');

const TOP_COLUMNS = ['Article', 'Reads'];
const BILLED_TWICE_COLUMNS = ['Reader', 'Extra subscription', 'Status', 'Flagged'];

/** The by-day table's last row: the window's totals, under the days they add up. */
const TOTAL_ROW = -1;
const byDayWithTotal = (stats: StatsDto) => [...stats.days, { ...stats.totals, day: TOTAL_ROW, date: 'Total' }];

export function DashboardPage({ admin, stats, billedTwice }: { admin: string; stats: StatsDto; billedTwice: FlaggedExtra[] }) {
  const days = stats.days.map((d) => d.date);
  const groups = GROUPS.map((g) => ({
    title: g.title,
    series: g.metrics.map((m) => ({ key: m, label: METRIC_LABELS[m], values: stats.days.map((d) => d[m]) })),
  }));
  return (
    <AdminLayout
      section="/admin"
      title="Dashboard"
      admin={admin}
      actions={
        <HeadingAction href={`/aux/admin/exports/dashboard?start=${stats.start}`} download>
          Export CSV
        </HeadingAction>
      }
    >
      <p className="mb-4 text-sm text-ink-3">
        {days[0]} to {days.at(-1)} (UTC). Numbers are rolled up every five minutes.
      </p>
      <ul className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.metrics.map((m) => (
          <li key={m} className="rounded-card border border-line bg-raised p-3">
            <p className="text-xs font-medium text-ink-3">{METRIC_LABELS[m]}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-ink" data-metric={m}>
              {NUMBER.format(stats.totals[m])}
            </p>
          </li>
        ))}
      </ul>
      <BilledTwice rows={billedTwice} />
      <AdminIsland name="StatsCharts" props={{ days, groups }} />
      {/* One column (never wider than the page: a wide table scrolls in its box): the by-day table has a column per metric and needs the whole width. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
        <section aria-labelledby="top-articles">
          <h2 id="top-articles" className="mb-2 font-semibold text-ink">
            Top articles
          </h2>
          <DataTable caption="Top articles by reads" head={TOP_COLUMNS} rows={stats.top_articles} empty="No reads in this window yet.">
            {(a) => (
              <tr key={a.id}>
                <td className="px-3 py-2">
                  <a className="text-accent-ink hover:underline" href={`/admin/articles/${a.id}`}>
                    {a.title}
                  </a>
                </td>
                <td className="px-3 py-2 tabular-nums">{NUMBER.format(a.views)}</td>
              </tr>
            )}
          </DataTable>
        </section>
        <section aria-labelledby="by-day">
          <h2 id="by-day" className="mb-2 font-semibold text-ink">
            By day
          </h2>
          <DataTable
            caption="Every metric by day"
            head={['Day', ...stats.metrics.map((m) => METRIC_LABELS[m])]}
            rows={byDayWithTotal(stats)}
          >
            {(d) => (
              <tr key={d.day} className={d.day === TOTAL_ROW ? 'bg-raised font-semibold' : undefined}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {d.date}
                </th>
                {stats.metrics.map((m) => (
                  <td key={m} className="px-3 py-2 tabular-nums">
                    {NUMBER.format(d[m])}
                  </td>
                ))}
              </tr>
            )}
          </DataTable>
        </section>
      </div>
    </AdminLayout>
  );
}

/** Readers a second live subscription bills: first on the page while there are any, for a refund or a word with them. */
function BilledTwice({ rows }: { rows: FlaggedExtra[] }) {
  return (
    <section aria-labelledby="billed-twice" className="mb-6" data-billed-twice={rows.length}>
      <h2 id="billed-twice" className="mb-2 font-semibold text-ink">
        Readers billed twice
      </h2>
      <DataTable
        caption="Live subscriptions beside an older live one of the same reader"
        head={BILLED_TWICE_COLUMNS}
        rows={rows}
        empty="No reader has a second live subscription."
      >
        {(r) => (
          <tr key={r.subscription} data-billed-twice-row={r.subscription}>
            <td className="px-3 py-2">
              <a className="text-accent-ink hover:underline" href={`/admin/users/${r.userId}`}>
                {r.username}
              </a>{' '}
              <span className="text-ink-3">{r.email}</span>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{`${r.subscription} (${r.plan})`}</td>
            <td className="px-3 py-2">{r.status}</td>
            <td className="whitespace-nowrap px-3 py-2 text-ink-3">{r.flaggedAt === null ? '' : dateTime(r.flaggedAt)}</td>
          </tr>
        )}
      </DataTable>
    </section>
  );
}
