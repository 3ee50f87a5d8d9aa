/**
 * @module The subscribe prompt (spec §2 Modals: "subscribe"): what a free reader sees when they
 * reach for a Plus perk, here a down-vote. Its button goes to the plans.
 */
import { VOTE_MESSAGES } from '../../../worker/contracts/votes';
import { Modal } from './ui/Modal';

export const PLUS_PROMPT = { title: 'Get Edgewire Plus', button: 'See Plans' } as const;

export function PlusPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={PLUS_PROMPT.title} size="small" closeButton blurred>
      {(close) => (
        <>
          <p className="text-ink-2">{`${VOTE_MESSAGES.plusOnly} Plus also opens paid stories and local news, with no ads.`}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a href="/landing" onClick={close} className="btn btn-primary btn-md">
              {PLUS_PROMPT.button}
            </a>
          </div>
        </>
      )}
    </Modal>
  );
}
