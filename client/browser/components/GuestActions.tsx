/**
 * @module Vote and bookmark buttons for guests (an island on the article page). Guests cannot vote
 * or save, so each button opens the sign-up prompt (spec: guests voting or bookmarking get the
 * login modal). Signed-in readers never get this island.
 */
import { useState } from 'react';
import { SignupPrompt } from './SignupPrompt';

const BUTTON = 'btn btn-secondary btn-sm';

export function GuestActions() {
  const [open, setOpen] = useState(false);
  const ask = () => setOpen(true);
  return (
    <div className="flex flex-wrap gap-2" data-guest-actions>
      <button type="button" className={BUTTON} onClick={ask} aria-haspopup="dialog">
        <span aria-hidden="true">▲ </span>Upvote
      </button>
      <button type="button" className={BUTTON} onClick={ask} aria-haspopup="dialog">
        <span aria-hidden="true">▼ </span>Downvote
      </button>
      <button type="button" className={BUTTON} onClick={ask} aria-haspopup="dialog">
        Save
      </button>
      <SignupPrompt open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
