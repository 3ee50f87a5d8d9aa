/**
 * @module The one location filter (spec §9: 50 US states plus 'Any State'), on /local and on the
 * location pickers (/account/locations, onboarding): a disclosure of links, each to the page with
 * `?state=XX`. A state is a public view filter like the chips' `?tags=`, not something personal, so
 * it may sit in the URL; links need no JavaScript and no GET form (docs/decisions/024), and
 * `<details>` opens and closes by keyboard. A picker that loads in place passes `onPick`: the link
 * then filters without leaving the page and the disclosure closes.
 */
import { type MouseEvent, useRef } from 'react';
import { ANY_STATE, US_STATES } from '../../../worker/contracts/states';

type Props = {
  /** The chosen state's code, null for 'Any State'. */
  state: string | null;
  /** The page showing a state (null: 'Any State'). */
  hrefOf: (code: string | null) => string;
  /** Filter in place instead of following the link (a plain click only: a new tab still opens). */
  onPick?: (code: string | null) => void;
  className?: string;
};

export const stateName = (code: string | null) => US_STATES.find(([c]) => c === code)?.[1] ?? ANY_STATE;

export function StateFilter({ state, hrefOf, onPick, className = 'mb-6' }: Props) {
  const box = useRef<HTMLDetailsElement>(null);
  const pick = (code: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPick || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (box.current) box.current.open = false;
    onPick(code);
  };
  const item = (code: string | null, label: string) => (
    <li key={code ?? 'any'}>
      <a
        href={hrefOf(code)}
        onClick={pick(code)}
        className="menu-item font-medium"
        aria-current={code === state ? 'page' : undefined}
        data-state={code ?? 'any'}
      >
        {label}
      </a>
    </li>
  );
  return (
    <details ref={box} className={className} data-state-filter>
      <summary className="chip cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-current={state ? 'true' : undefined}>
        <span className="sr-only">Location filter: </span>
        {stateName(state)}
        <span aria-hidden="true">▾</span>
      </summary>
      <nav aria-label="Location filter" className="menu mt-2">
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-5">
          {item(null, ANY_STATE)}
          {US_STATES.map(([code, name]) => item(code, name))}
        </ul>
      </nav>
    </details>
  );
}
