/** @module /account/locations (an island): the reader's locations and the picker (search, state filter). */
import type { FollowTagView } from '../../../../worker/contracts/account';
import { followMapOf, useFollows } from '../../lib/follows';
import { type LocationFilter, LocationPicker } from './LocationPicker';

export type LocationFollowsProps = { initial: { tags: FollowTagView[]; total: number }; mine: FollowTagView[]; filter?: LocationFilter };

export function LocationFollows({ initial, mine, filter }: LocationFollowsProps) {
  const { followed, toggle } = useFollows('tags', followMapOf([...initial.tags, ...mine]));
  const onToggle = (id: number) => void toggle(id);
  return <LocationPicker initial={initial} filter={filter} mine={mine} followed={followed} onToggle={onToggle} back="/account/locations" />;
}
