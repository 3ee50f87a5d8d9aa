/**
 * @module A row of followable tags as toggle buttons (aria-pressed = followed), each the submit
 * button of its own follow form, so a chip works without JavaScript too.
 */

import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import { tagLabel } from '../../../../worker/contracts/labels';
import type { FollowMap } from '../../lib/follows';
import { FollowForm } from './FollowForm';

// The design system's chip (client/styles/components.css): aria-pressed draws the followed state.
const CHIP = 'chip py-1.5 font-semibold';

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
  if (!tags.length) return empty ? <p className="text-ink-2">{empty}</p> : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((t) => {
        const on = followed[t.id] ?? false;
        return (
          <li key={t.id}>
            <FollowForm kind="tags" id={t.id} on={on} back={back} onToggle={onToggle}>
              <button type="submit" aria-pressed={on} className={CHIP} data-tag-id={t.id}>
                <span aria-hidden="true">{on ? '✓ ' : '+ '}</span>
                {tagLabel(t)}
              </button>
            </FollowForm>
          </li>
        );
      })}
    </ul>
  );
}
