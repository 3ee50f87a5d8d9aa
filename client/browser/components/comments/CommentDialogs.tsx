/**
 * @module The comment modals of the spec (reply, edit, delete) and a report dialog, on the design
 * system's Modal. Text must be non-blank, an edit changed; Enter submits, Shift+Enter is a new line.
 */
import { type KeyboardEvent, useState } from 'react';
import { COMMENT_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '../../../../worker/contracts/comment-text';
import { maySaveEdit } from '../../../../worker/contracts/comment-thread';
import type { Shown } from '../../lib/comments';
import { Button } from '../ui/Button';
import { TextAreaField } from '../ui/Field';
import { Modal } from '../ui/Modal';

/** `text`: what the box starts with (a refused reply's text handed back by the server). */
export type Dialog = { kind: 'reply' | 'edit' | 'delete' | 'report'; c: Shown; text?: string } | null;
type Props = {
  dialog: Dialog;
  onClose: () => void;
  onReply: (c: Shown, body: string) => void;
  onEdit: (c: Shown, body: string) => void;
  onDelete: (c: Shown) => void;
  onReport: (c: Shown, reason: string) => void;
};

/** Enter submits the form it is in (spec §5); Shift+Enter keeps the new line. */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

const TITLES = { reply: 'Reply to comment', edit: 'Edit comment', delete: 'Delete comment', report: 'Report comment' } as const;

export function CommentDialogs({ dialog, onClose, onReply, onEdit, onDelete, onReport }: Props) {
  return (
    <Modal open={dialog !== null} onClose={onClose} title={dialog ? TITLES[dialog.kind] : ''} size="small">
      {(close) => (dialog ? <DialogBody dialog={dialog} close={close} {...{ onReply, onEdit, onDelete, onReport }} /> : null)}
    </Modal>
  );
}

function DialogBody({
  dialog,
  close,
  onReply,
  onEdit,
  onDelete,
  onReport,
}: Omit<Props, 'dialog' | 'onClose'> & { dialog: NonNullable<Dialog>; close: () => void }) {
  const { kind, c } = dialog;
  const [text, setText] = useState(dialog.text ?? (kind === 'edit' ? c.body : ''));
  if (kind === 'delete')
    return (
      <>
        <p className="text-ink-2">Delete this comment? This cannot be undone.</p>
        <div className="flex justify-end gap-3">
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="danger"
            data-confirm-delete
            onClick={() => {
              onDelete(c);
              close();
            }}
          >
            Delete
          </Button>
        </div>
      </>
    );
  const ready = kind === 'edit' ? maySaveEdit(c.body, text) : kind === 'report' || text.trim() !== '';
  const label = kind === 'reply' ? `Your reply to ${c.handle}` : kind === 'edit' ? 'Your comment' : 'Why? (optional)';
  const max = kind === 'report' ? REPORT_REASON_MAX_LENGTH : COMMENT_MAX_LENGTH;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        const value = text.trim();
        if (kind === 'reply') onReply(c, value);
        else if (kind === 'edit') onEdit(c, value);
        else onReport(c, value);
        close();
      }}
    >
      {kind === 'report' ? <p className="text-ink-2">Tell the editors what is wrong with this comment.</p> : null}
      <TextAreaField
        id={`comment-${kind}`}
        label={label}
        name="body"
        rows={4}
        maxLength={max}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={kind === 'report' ? undefined : submitOnEnter}
      />
      <div className="flex justify-end gap-3">
        <Button onClick={close}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={!ready} data-dialog-submit={kind}>
          {kind === 'reply' ? 'Reply' : kind === 'edit' ? 'Save' : 'Report'}
        </Button>
      </div>
    </form>
  );
}
