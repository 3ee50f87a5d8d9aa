/**
 * @module The leave-site confirmation (spec §2 Modals): a reader following a link off Edgewire
 * (the article's original story) is told which site it leads to, and continues or stays. Mounted
 * by the Engagement island only while asking, so pages carry none of its markup. Continue is the
 * link itself (the same address and rel); Cancel, Escape or the backdrop keep the page as it was.
 */
import { Modal } from './ui/Modal';

/** Where the link leads: its address, and the host named to the reader. */
export type LeaveTarget = { href: string; host: string };

export const LEAVE_SITE = { title: 'Leaving Edgewire', continue: 'Continue', cancel: 'Cancel' } as const;

export function LeaveSitePrompt({ target, onClose }: { target: LeaveTarget; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={LEAVE_SITE.title} size="small" closeButton blurred>
      {(close) => (
        <>
          <p className="text-ink-2">
            {'You’re leaving Edgewire for '}
            <strong className="font-semibold wrap-anywhere text-ink" data-leave-host="">
              {target.host}
            </strong>
            {', a site we don’t run.'}
          </p>
          <div className="flex flex-wrap items-center justify-end gap-3">
            <button type="button" onClick={close} className="btn btn-secondary btn-md" data-leave-cancel="">
              {LEAVE_SITE.cancel}
            </button>
            <a href={target.href} rel="noopener noreferrer" onClick={close} className="btn btn-primary btn-md" data-leave-continue="">
              {LEAVE_SITE.continue}
            </a>
          </div>
        </>
      )}
    </Modal>
  );
}
