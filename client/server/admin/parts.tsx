/**
 * @module Pieces every back-office page shares: the data table, the pager, the filter bar, empty
 * states and dates. Server components: no JavaScript needed to read or page through a table.
 */
import type { ReactNode } from 'react';
import type { Paging } from '../../../worker/contracts/envelope';
import { MAX_LIST_DEPTH } from '../../../worker/contracts/paging';
import { Options } from '../../browser/components/ui/Options';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const dateTime = (seconds: number | null | undefined) => (seconds ? DATE_TIME.format(new Date(seconds * 1000)) : '—');

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/** The day alone ("Dec 2, 2026", UTC), where a table has no room for the time. */
export const day = (seconds: number) => DAY.format(new Date(seconds * 1000));

/** A date cell's two lines: the day, then the time in small print, so a table column stays narrow. */
export function Stamp({ seconds }: { seconds: number }) {
  const at = new Date(seconds * 1000);
  return (
    <time dateTime={at.toISOString()}>
      {DAY.format(at)}
      <span className="block text-xs text-ink-3">{TIME.format(at)}</span>
    </time>
  );
}

/**
 * A dense, scrollable table of `rows`, one `<tr>` each as `children` draws it (with its key); the
 * wrapper scrolls sideways on a phone, the page does not. With `stack`, rows become stacked blocks
 * below md instead, each cell under its `data-label` (admin.css). Without rows, one full-width row says `empty`.
 */
export function DataTable<T>({
  caption,
  head,
  rows,
  empty,
  stack,
  children,
}: {
  caption: string;
  head: string[];
  rows: readonly T[];
  empty?: ReactNode;
  stack?: boolean;
  children: (row: T, index: number) => ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen (a phone). Relative, so the
    // sr-only labels of its far cells (absolutely placed) are clipped with it, not widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section className="relative max-w-full overflow-x-auto rounded-card border border-line" aria-label={caption} tabIndex={0}>
      <table className={`admin-table w-full text-left text-sm${stack ? ' admin-table-stack' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-raised text-xs uppercase tracking-wide text-ink-3">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-8 text-center text-ink-3">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map(children)}
        </tbody>
      </table>
    </section>
  );
}

/** A list's empty row with the way to make its first entry: "No tags yet. Make one". */
export function EmptyMessage({ message, link: [href, label] }: { message: string; link: readonly [href: string, label: string] }) {
  return (
    <>
      {message}{' '}
      <a className="link" href={href}>
        {label}
      </a>
    </>
  );
}

/**
 * "Page N of M", then Previous / Next as `to` draws them: links for a list, POST forms for a
 * search whose words must not land in the URL.
 */
export function PagerNav({ paging, to }: { paging: Paging; to: (page: number, label: string, rel: 'prev' | 'next') => ReactNode }) {
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-ink-3">
      <span>
        Page {paging.page} of {paging.pages} · {paging.total >= MAX_LIST_DEPTH ? `${MAX_LIST_DEPTH}+` : paging.total} in all
      </span>
      <span className="flex gap-2">
        {paging.page > 1 ? to(paging.page - 1, 'Previous', 'prev') : null}
        {paging.page < paging.pages ? to(paging.page + 1, 'Next', 'next') : null}
      </span>
    </nav>
  );
}

/** Previous / next links that keep the page's other query values. */
export function Pager({ paging, base, query }: { paging: Paging; base: string; query: Record<string, string | undefined> }) {
  const href = (page: number) => {
    const q = new URLSearchParams(Object.entries({ ...query, page: String(page) }).filter((e): e is [string, string] => Boolean(e[1])));
    return `${base}?${q}`;
  };
  return (
    <PagerNav
      paging={paging}
      to={(page, label, rel) => (
        <a className="btn btn-secondary btn-sm" href={href(page)} rel={rel}>
          {label}
        </a>
      )}
    />
  );
}

/**
 * The filters above a table. A search form, so it is a GET like the site's search: the values
 * (a status, a tag, words of a title) are not personal, and the URL can be shared or bookmarked.
 */
export function FilterBar({ action, children }: { action: string; children: ReactNode }) {
  return (
    <search>
      <form method="get" action={action} className="mb-4 flex flex-wrap items-end gap-3 rounded-card border border-line bg-raised p-3">
        {children}
        <button type="submit" className="btn btn-secondary btn-sm">
          Filter
        </button>
      </form>
    </search>
  );
}

export function FilterInput({ name, label, value, placeholder }: { name: string; label: string; value?: string; placeholder?: string }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-ink-2">
      {label}
      <input name={name} defaultValue={value ?? ''} placeholder={placeholder} className="field-input h-9 py-1 text-sm" />
    </label>
  );
}

/** A select of `options` (value → label, in order) after "Any", an empty value: no filter. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  options: Record<string, string>;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-ink-2">
      {label}
      <select name={name} defaultValue={value ?? ''} className="field-input h-9 py-1 text-sm">
        <Options items={[['', 'Any'], ...Object.entries(options)]} />
      </select>
    </label>
  );
}
