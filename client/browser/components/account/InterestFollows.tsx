/** @module /account/interests (an island): categories and topics to follow, toggled at once. */
import type { FollowTagView } from '../../../../worker/contracts/account';
import type { FollowReturn } from '../../../../worker/contracts/follows';
import { type FollowMap, followMapOf, useFollows } from '../../lib/follows';
import { TagChips } from './TagChips';

type Groups = { title: string; tags: FollowTagView[] }[];
export type InterestFollowsProps = { groups: Groups };

export function InterestFollows({ groups }: InterestFollowsProps) {
  const { followed, toggle } = useFollows('tags', followMapOf(groups.flatMap((g) => g.tags)));
  return (
    <div className="flex flex-col gap-8" data-interests>
      <InterestGroups groups={groups} followed={followed} onToggle={(id) => void toggle(id)} back="/account/interests" />
    </div>
  );
}

/** Categories, then topics, each under its heading (this page and onboarding's interests step). */
export function InterestGroups({
  groups,
  followed,
  onToggle,
  back,
}: {
  groups: Groups;
  followed: FollowMap;
  onToggle: (id: number) => void;
  back: FollowReturn;
}) {
  return groups.map((g) => (
    <section key={g.title} aria-label={g.title} className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink">{g.title}</h3>
      <TagChips tags={g.tags} followed={followed} onToggle={onToggle} label={g.title} empty="No results" back={back} />
    </section>
  ));
}
