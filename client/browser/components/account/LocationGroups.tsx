/**
 * @module The location picker's places grouped by state (worker/contracts/states.ts groupByState):
 * one small heading and one row of chips per state, so ~100 chips read as a list of states.
 */
import { useId } from 'react';
import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import { groupByState } from '../../../../worker/contracts/states';
import type { FollowMap } from '../../lib/follows';
import { TagChips } from './TagChips';

type Props = { tags: FollowTagView[]; followed: FollowMap; onToggle: (id: number) => void; back: FollowReturn };

export function LocationGroups({ tags, followed, onToggle, back }: Props) {
  const id = useId();
  if (!tags.length) return <p className="text-ink-2">No results</p>;
  return (
    <div className="flex flex-col gap-5" data-location-results>
      {groupByState(tags).map((g) => (
        <section
          key={g.code ?? 'other'}
          aria-labelledby={`${id}-${g.code}`}
          className="flex flex-col gap-2"
          data-location-group={g.code ?? 'other'}
        >
          <h4 id={`${id}-${g.code}`} className="text-xs font-bold uppercase tracking-wider text-ink-3">
            {g.name}
          </h4>
          <TagChips tags={g.tags} followed={followed} onToggle={onToggle} label={`Locations in ${g.name}`} back={back} />
        </section>
      ))}
    </div>
  );
}
