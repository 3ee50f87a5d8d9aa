/**
 * @module A destructive back-office action behind a confirmation. Without JavaScript it is a link
 * to the action's confirm page (a GET page whose form posts with `confirm=yes`); once hydrated the
 * same link opens a Modal holding that very form, so both ways post the same fields.
 */
import { type MouseEvent, useState } from 'react';
import { Modal } from '../components/ui/Modal';

export type AdminConfirmProps = {
  /** The button's words (Delete). */
  label: string;
  /** The dialog's title and question. */
  title: string;
  message: string;
  /** Where the confirmed form posts. */
  action: string;
  /** The confirm page, for browsers without JavaScript. */
  href: string;
  /** A page to come back to afterwards (a path of this site), posted as `back`. */
  back?: string;
  size?: 'sm' | 'md';
};

export function AdminConfirm({ label, title, message, action, href, back, size = 'md' }: AdminConfirmProps) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={href} onClick={onClick} className={`btn btn-danger ${size === 'sm' ? 'btn-sm' : 'btn-md'}`} aria-haspopup="dialog">
        {label}
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="small">
        {(close) => (
          <form method="post" action={action} className="flex flex-col gap-4">
            <p className="text-ink-2">{message}</p>
            <input type="hidden" name="confirm" value="yes" />
            {back ? <input type="hidden" name="back" value={back} /> : null}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className="btn btn-secondary btn-md" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn btn-danger btn-md">
                {label}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
