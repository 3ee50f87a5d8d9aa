/**
 * @module /account/following (an island): the curators ("public figures", PRODUCT.md) the reader
 * follows and the others, searchable (debounced query to GET /api/curators). Follow and unfollow
 * move a curator between the lists at once (optimistic); focus moves with it. Each button is a
 * follow form that works without JavaScript; the search needs it (the page lists every curator).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES as A, type CuratorView } from '../../../../worker/contracts/account';
import { callApi } from '../../lib/api';
import { followMapOf, useFollows } from '../../lib/follows';
import { FollowForm } from './FollowForm';
import { SettingsGroup } from './SettingsGroup';

export type CuratorFollowsProps = { curators: CuratorView[] };

/** Spec: the input component debounces 300 ms. */
const QUERY_DEBOUNCE_MS = 300;
type ApiCurator = { id: number; name: string; username: string; avatar_url: string | null; followed: boolean };

const BUTTON = 'shrink-0 rounded-md px-3 py-1.5 text-sm font-semibold';
const FOLLOW = `${BUTTON} bg-accent text-on-accent hover:bg-accent-strong`;
const UNFOLLOW = `${BUTTON} border border-outline text-ink-2 hover:bg-sunken`;

export function CuratorFollows({ curators }: CuratorFollowsProps) {
  const id = useId();
  const { followed, toggle } = useFollows('curators', followMapOf(curators));
  const [all, setAll] = useState(curators);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Set<number> | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const latest = useRef(0);

  // The query is answered by the API (names and usernames); an empty one shows everyone.
  useEffect(() => {
    const q = query.trim();
    if (!q) return setMatches(null);
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      const res = await callApi<ApiCurator[]>(`/api/curators?count=100&query=${encodeURIComponent(q)}`);
      if (ticket !== latest.current || !res.ok) return;
      setAll((old) => {
        const known = new Set(old.map((c) => c.id));
        return [
          ...old,
          ...res.data
            .filter((c) => !known.has(c.id))
            .map((c) => ({ id: c.id, name: c.name, username: c.username, avatar: c.avatar_url, followed: c.followed })),
        ];
      });
      setMatches(new Set(res.data.map((c) => c.id)));
    }, QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // The button that was pressed moved to the other list: give it focus there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `followed` re-runs this after the lists re-render, when the button is in its new place
  useEffect(() => {
    if (focusId === null) return;
    document.querySelector<HTMLButtonElement>(`[data-curator-id="${focusId}"] button`)?.focus();
    setFocusId(null);
  }, [focusId, followed]);

  const onToggle = (curatorId: number) => {
    const wanted = !followed[curatorId];
    setFocusId(curatorId);
    // A failed call moved it back: focus follows it again.
    void toggle(curatorId).then((now) => now !== wanted && setFocusId(curatorId));
  };
  const mine = all.filter((c) => followed[c.id]);
  const others = all.filter((c) => !followed[c.id] && (matches === null || matches.has(c.id)));
  const othersEmpty = query.trim() ? A.noTags : A.followingEveryone;

  return (
    <div className="flex flex-col gap-8" data-curators>
      <SettingsGroup id={`${id}-mine`} title="Curators you follow">
        <CuratorList items={mine} label="Curators you follow" empty={A.noCurators} action="Unfollow" onToggle={onToggle} />
      </SettingsGroup>
      <SettingsGroup id={`${id}-others`} title="Discover curators">
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-ink">
            Search curators
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="mt-1 block w-full max-w-sm rounded-md border border-outline bg-canvas px-3 py-2 text-ink"
            autoComplete="off"
          />
        </div>
        <CuratorList items={others} label="Discover curators" empty={othersEmpty} action="Follow" onToggle={onToggle} />
      </SettingsGroup>
    </div>
  );
}

function CuratorList({
  items,
  label,
  empty,
  action,
  onToggle,
}: {
  items: CuratorView[];
  label: string;
  empty: string;
  action: 'Follow' | 'Unfollow';
  onToggle: (id: number) => void;
}) {
  if (!items.length)
    return (
      <p className="text-ink-2" data-empty>
        {empty}
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={label}>
      {items.map((c) => (
        <li key={c.id} className="flex items-center gap-3 py-2" data-curator-id={c.id}>
          {c.avatar ? (
            <img src={c.avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full bg-sunken object-cover" loading="lazy" />
          ) : (
            <span aria-hidden="true" className="h-10 w-10 rounded-full bg-sunken" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">{c.name}</span>
            <span className="block text-sm text-ink-2">@{c.username}</span>
          </span>
          <FollowForm
            kind="curators"
            id={c.id}
            on={action === 'Unfollow'}
            back="/account/following"
            onToggle={onToggle}
            className="shrink-0"
          >
            <button type="submit" className={action === 'Follow' ? FOLLOW : UNFOLLOW}>
              {action}
              <span className="sr-only"> {c.name}</span>
            </button>
          </FollowForm>
        </li>
      ))}
    </ul>
  );
}
