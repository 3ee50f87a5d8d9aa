/**
 * @module One follow or unfollow as a real form (it works before and without JavaScript: the server
 * follows, then sends the reader back to `back`). Once hydrated, submitting runs the island's
 * optimistic toggle instead; the hidden field always says what pressing the button would do.
 */
import type { ReactNode } from 'react';
import { type FollowKind, type FollowReturn, followAction } from '../../../../worker/contracts/follows';

type Props = {
  kind: FollowKind;
  id: number;
  /** Followed now: the post unfollows. */
  on: boolean;
  back: FollowReturn;
  onToggle: (id: number) => void;
  className?: string;
  /** The submit button. */
  children: ReactNode;
};

export function FollowForm({ kind, id, on, back, onToggle, className, children }: Props) {
  return (
    <form
      method="post"
      action={followAction(kind, id)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onToggle(id);
      }}
    >
      <input type="hidden" name="followed" value={on ? 'false' : 'true'} />
      <input type="hidden" name="back" value={back} />
      {children}
    </form>
  );
}
