/**
 * @module A tag page's Follow button (an island). It is a real form, so it follows without
 * JavaScript too (the server sends the reader back to the tag page); hydrated, it toggles at once
 * through the API like the account pages' chips. Signed-in readers only: a guest's page shows a
 * plain link to log in and ships none of this.
 */
import type { FollowReturn } from '../../../worker/contracts/follows';
import { useFollows } from '../lib/follows';
import { FollowForm } from './account/FollowForm';
import { buttonClass } from './ui/Button';

type Props = { id: number; followed: boolean; back: FollowReturn };

export function TagFollow({ id, followed: initial, back }: Props) {
  const { followed, toggle } = useFollows('tags', { [id]: initial });
  const on = followed[id] ?? false;
  return (
    <FollowForm kind="tags" id={id} on={on} back={back} onToggle={(tagId) => void toggle(tagId)}>
      {/* The words change with the state, so the button needs no aria-pressed to be understood. */}
      <button type="submit" data-follow={on ? 'on' : 'off'} className={buttonClass({ variant: on ? 'secondary' : 'primary', size: 'sm' })}>
        {on ? '✓ Following' : '+ Follow'}
      </button>
    </FollowForm>
  );
}
