/**
 * @module A row of followable tags as toggle buttons (aria-pressed = followed), each the submit
 * button of its own follow form, so a chip works without JavaScript too.
 */
import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import type { FollowMap } from '../../lib/follows';
import { FollowForm } from './FollowForm';

const CHIP =
  'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
const ON = 'border-sky-800 bg-sky-800 text-white hover:bg-sky-900 dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950';
const OFF =
  'border-slate-400 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:hover:bg-slate-900';

type Props = {
  tags: FollowTagView[];
  followed: FollowMap;
  onToggle: (id: number) => void;
  label: string;
  empty?: string;
  /** The page a chip's post without JavaScript returns to. */
  back: FollowReturn;
};

export function TagChips({ tags, followed, onToggle, label, empty, back }: Props) {
  if (!tags.length) return empty ? <p className="text-slate-700 dark:text-slate-300">{empty}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((t) => {
        const on = followed[t.id] ?? false;
        return (
          <li key={t.id}>
            <FollowForm kind="tags" id={t.id} on={on} back={back} onToggle={onToggle}>
              <button type="submit" aria-pressed={on} className={`${CHIP} ${on ? ON : OFF}`} data-tag-id={t.id}>
                <span aria-hidden="true">{on ? '✓ ' : '+ '}</span>
                {t.name}
              </button>
            </FollowForm>
          </li>
        );
      })}
    </ul>
  );
}
