/** @module /account/interests (an island): categories and topics to follow, toggled at once. */
import type { FollowTagView } from '../../../../worker/contracts/account';
import { followMapOf, useFollows } from '../../lib/follows';
import { TagChips } from './TagChips';

export type InterestFollowsProps = { groups: { title: string; tags: FollowTagView[] }[] };

export function InterestFollows({ groups }: InterestFollowsProps) {
  const { followed, toggle } = useFollows('tags', followMapOf(groups.flatMap((g) => g.tags)));
  return (
    <div className="flex flex-col gap-8" data-interests>
      {groups.map((g) => (
        <section key={g.title} aria-label={g.title} className="flex flex-col gap-3">
          <h3 className="text-lg font-bold text-slate-900 dark:text-white">{g.title}</h3>
          <TagChips tags={g.tags} followed={followed} onToggle={(id) => void toggle(id)} label={g.title} empty="No results" />
        </section>
      ))}
    </div>
  );
}
