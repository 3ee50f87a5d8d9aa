/**
 * @module Location tags to follow (used by /account/locations and onboarding): the reader's own
 * locations on top, then a search box and the one state filter (components/StateFilter, as on
 * /local) over the places, grouped by state, 100 at a time. Without JavaScript the state links and
 * the search (a GET form, like the site's search: place names are not personal) reload the page
 * filtered; with it they load in place from GET /api/tags, the search as the reader types.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import { callApi } from '../../lib/api';
import type { FollowMap } from '../../lib/follows';
import { toast } from '../../lib/toast';
import { StateFilter } from '../StateFilter';
import { LocationGroups } from './LocationGroups';
import { SettingsGroup } from './SettingsGroup';
import { TagChips } from './TagChips';

export const LOCATION_PAGE = 100;
/** Typing pauses this long before the search asks the server. */
const SEARCH_DELAY_MS = 250;

export type LocationFilter = { state: string | null; query: string };

type Props = {
  /** The first page for `filter` ('Any State', no words unless the URL asked). */
  initial: { tags: FollowTagView[]; total: number };
  filter?: LocationFilter;
  /** The reader's followed locations when the page was rendered. */
  mine: FollowTagView[];
  followed: FollowMap;
  onToggle: (id: number) => void;
  /** The page a chip's post without JavaScript returns to; the filter's links and search stay on it. */
  back: FollowReturn;
};

const MORE = 'btn btn-secondary btn-md';

/** `back` showing `filter`: its own query (onboarding's step) kept, then state and words. */
export function pickerHref(back: string, { state, query }: LocationFilter) {
  const url = new URL(back, 'https://edgewire.invalid');
  url.searchParams.delete('state');
  url.searchParams.delete('q');
  if (state) url.searchParams.set('state', state);
  if (query.trim()) url.searchParams.set('q', query.trim());
  return url.pathname + url.search;
}

export function LocationPicker({ initial, filter: first = { state: null, query: '' }, mine, followed, onToggle, back }: Props) {
  const id = useId();
  const [filter, setFilter] = useState(first);
  const [list, setList] = useState(initial.tags);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  // Every location seen so far, so 'Your locations' can name one followed from any filter.
  const known = useRef(new Map([...initial.tags, ...mine].map((t) => [t.id, t])));
  const latest = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  async function load(next: LocationFilter, nextPage: number) {
    const ticket = ++latest.current;
    setBusy(true);
    const q = new URLSearchParams({ type: 'location', count: String(LOCATION_PAGE), page: String(nextPage) });
    if (next.state) q.set('state', next.state);
    if (next.query.trim()) q.set('query', next.query.trim());
    const res = await callApi<FollowTagView[]>(`/api/tags?${q}`);
    if (ticket !== latest.current) return; // a newer filter won
    setBusy(false);
    if (!res.ok) return toast('error', res.message);
    for (const t of res.data) known.current.set(t.id, t);
    setList((old) => (nextPage === 1 ? res.data : [...old, ...res.data]));
    setPage(nextPage);
    setTotal(res.paging?.total ?? (res.data.length < LOCATION_PAGE ? (nextPage - 1) * LOCATION_PAGE + res.data.length : Infinity));
  }

  function refilter(next: LocationFilter, delay = 0) {
    setFilter(next);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => void load(next, 1), delay);
  }

  const yours = [...known.current.values()].filter((t) => followed[t.id]).sort((a, b) => a.name.localeCompare(b.name));
  const action = new URL(back, 'https://edgewire.invalid');
  const hasMore = list.length < total;
  return (
    <div className="flex flex-col gap-8" data-location-picker>
      <SettingsGroup id={`${id}-mine`} title="Your locations">
        <TagChips
          tags={yours}
          followed={followed}
          onToggle={onToggle}
          label="Your locations"
          empty="You have not chosen any locations yet."
          back={back}
        />
      </SettingsGroup>
      <SettingsGroup id={`${id}-add`} title="Add locations" gap="gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <search className="min-w-0 flex-1">
            <form
              method="get"
              action={action.pathname}
              className="flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                refilter(filter);
              }}
            >
              {[...action.searchParams].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-q`} className="field-label">
                  Search locations
                </label>
                <input
                  id={`${id}-q`}
                  type="search"
                  name="q"
                  value={filter.query}
                  onChange={(e) => refilter({ ...filter, query: e.target.value }, SEARCH_DELAY_MS)}
                  placeholder="City or state"
                  autoComplete="off"
                  maxLength={100}
                  className="field-input"
                  data-location-search
                />
              </div>
              <button type="submit" className="btn btn-secondary btn-md self-end">
                Search
              </button>
            </form>
          </search>
          <StateFilter
            className="sm:mb-0.5"
            state={filter.state}
            hrefOf={(state) => pickerHref(back, { ...filter, state })}
            onPick={(state) => refilter({ ...filter, state })}
          />
        </div>
        <p className="text-sm text-ink-2" aria-live="polite" data-location-count>
          {busy
            ? 'Loading locations…'
            : list.length < total
              ? `${list.length} of ${Number.isFinite(total) ? total : 'more'} locations shown`
              : list.length === 1
                ? '1 location'
                : `${list.length} locations`}
        </p>
        <LocationGroups tags={list} followed={followed} onToggle={onToggle} back={back} />
        {hasMore ? (
          <p>
            <button type="button" className={MORE} disabled={busy} onClick={() => void load(filter, page + 1)}>
              {busy ? 'Loading…' : 'Show more'}
            </button>
          </p>
        ) : null}
      </SettingsGroup>
    </div>
  );
}
