/** @module /account/locations (an island): the reader's locations and the state-filtered picker. */
import type { FollowTagView } from '../../../../worker/contracts/account';
import { followMapOf, useFollows } from '../../lib/follows';
import { LocationPicker } from './LocationPicker';

export type LocationFollowsProps = { initial: { tags: FollowTagView[]; total: number }; mine: FollowTagView[] };

export function LocationFollows({ initial, mine }: LocationFollowsProps) {
  const { followed, toggle } = useFollows('tags', followMapOf([...initial.tags, ...mine]));
  const onToggle = (id: number) => void toggle(id);
  return <LocationPicker initial={initial} mine={mine} followed={followed} onToggle={onToggle} back="/account/locations" />;
}
