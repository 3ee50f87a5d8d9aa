/**
 * @module The local feed's location filter (spec §9: 50 US states plus 'Any State'): a disclosure
 * of links, each to /local with `?state=XX` (and the chosen chips). A state is a public view filter
 * like the chips' `?tags=`, not something personal, so it may sit in the URL; links need no
 * JavaScript and no GET form (docs/decisions/024). `<details>` opens and closes by keyboard.
 */
import { chipHref } from '../../../worker/contracts/feeds';
import { ANY_STATE, US_STATES } from '../../../worker/contracts/states';

export function StateFilter({ selected, state }: { selected: number[]; state: string | null }) {
  const current = US_STATES.find(([code]) => code === state)?.[1] ?? ANY_STATE;
  const item = (code: string | null, label: string) => (
    <li key={code ?? 'any'}>
      <a
        href={chipHref('local', selected, code)}
        className="menu-item font-medium"
        aria-current={code === state ? 'page' : undefined}
        data-state={code ?? 'any'}
      >
        {label}
      </a>
    </li>
  );
  return (
    <details className="mb-6" data-state-filter>
      <summary className="chip cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-current={state ? 'true' : undefined}>
        <span className="sr-only">Location filter: </span>
        {current}
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
