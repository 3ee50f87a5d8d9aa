/**
 * @module Location tags to follow, filtered by state (spec: the 50 US states plus 'Any State'),
 * 100 at a time, with the reader's own locations on top. Used by /account/locations and onboarding.
 */
import { useId, useRef, useState } from 'react';
import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import { ANY_STATE, US_STATES } from '../../../../worker/contracts/states';
import { callApi } from '../../lib/api';
import type { FollowMap } from '../../lib/follows';
import { toast } from '../../lib/toast';
import { Options } from '../ui/Options';
import { SettingsGroup } from './SettingsGroup';
import { TagChips } from './TagChips';

export const LOCATION_PAGE = 100;

type Props = {
  /** 'Any State', first page. */
  initial: { tags: FollowTagView[]; total: number };
  /** The reader's followed locations when the page was rendered. */
  mine: FollowTagView[];
  followed: FollowMap;
  onToggle: (id: number) => void;
  /** The page a chip's post without JavaScript returns to. */
  back: FollowReturn;
};

const SELECT = 'field-input max-w-xs';
const MORE = 'btn btn-secondary btn-md';

export function LocationPicker({ initial, mine, followed, onToggle, back }: Props) {
  const id = useId();
  const [state, setState] = useState('');
  const [list, setList] = useState(initial.tags);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(initial.total > initial.tags.length);
  const [busy, setBusy] = useState(false);
  // Every location seen so far, so 'Your locations' can name one followed from any filter.
  const known = useRef(new Map([...initial.tags, ...mine].map((t) => [t.id, t])));
  const latest = useRef(0);

  async function load(code: string, nextPage: number) {
    const ticket = ++latest.current;
    setBusy(true);
    const res = await callApi<FollowTagView[]>(
      `/api/tags?type=location&count=${LOCATION_PAGE}&page=${nextPage}${code ? `&state=${code}` : ''}`,
    );
    if (ticket !== latest.current) return; // a newer filter won
    setBusy(false);
    if (!res.ok) return toast('error', res.message);
    for (const t of res.data) known.current.set(t.id, t);
    setList((old) => (nextPage === 1 ? res.data : [...old, ...res.data]));
    setPage(nextPage);
    setHasMore(res.data.length === LOCATION_PAGE);
  }

  const yours = [...known.current.values()].filter((t) => followed[t.id]).sort((a, b) => a.name.localeCompare(b.name));
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
      <SettingsGroup id={`${id}-add`} title="Add locations">
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-ink">
            State
          </label>
          <select
            id={`${id}-state`}
            className={SELECT}
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              void load(e.target.value, 1);
            }}
          >
            <option value="">{ANY_STATE}</option>
            <Options items={US_STATES} />
          </select>
        </div>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Loading locations…' : `${list.length} locations shown`}
        </p>
        <TagChips tags={list} followed={followed} onToggle={onToggle} label="Locations" empty="No results" back={back} />
        {hasMore ? (
          <p>
            <button type="button" className={MORE} disabled={busy} onClick={() => void load(state, page + 1)}>
              {busy ? 'Loading…' : 'Show more'}
            </button>
          </p>
        ) : null}
      </SettingsGroup>
    </div>
  );
}
