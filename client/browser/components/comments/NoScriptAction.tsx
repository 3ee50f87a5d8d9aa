/**
 * @module A comment action that works without JavaScript: a disclosure holding a real form that
 * posts to the page's form routes (features/comments/forms.ts). Opening it is the confirmation a
 * modal gives once the page is hydrated.
 */
import { COMMENT_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '../../../../worker/contracts/comment-text';
import type { Shown } from '../../lib/comments';
import { buttonClass } from '../ui/Button';
import { INPUT } from '../ui/Field';

type Props = {
  kind: 'reply' | 'edit' | 'delete' | 'report';
  label: string;
  c: Shown;
  articleId: number;
  action: string;
  /** A refused reply's text handed back by the server: the form is open again, filled in. */
  draft?: string;
};

const SUBMIT = { reply: 'Reply', edit: 'Save', delete: 'Delete', report: 'Report' } as const;

export function NoScriptAction({ kind, label, c, action, draft }: Props) {
  const field = `comment-${kind}-${c.id}`;
  return (
    <details className="group" data-noscript-action={kind} open={draft !== undefined}>
      <summary className={buttonClass({ variant: 'quiet', size: 'sm' }, 'list-none')}>{label}</summary>
      <form method="post" action={action} className="mt-2 flex min-w-64 flex-col gap-2">
        {kind === 'reply' ? <input type="hidden" name="reply_to" value={c.id} /> : null}
        {kind === 'delete' ? <p className="text-sm text-ink-2">Delete this comment? This cannot be undone.</p> : null}
        {kind === 'reply' || kind === 'edit' || kind === 'report' ? (
          <>
            <label htmlFor={field} className="field-label">
              {kind === 'reply' ? `Your reply to ${c.handle}` : kind === 'edit' ? 'Your comment' : 'Why? (optional)'}
            </label>
            <textarea
              id={field}
              name={kind === 'report' ? 'reason' : 'body'}
              rows={3}
              required={kind !== 'report'}
              maxLength={kind === 'report' ? REPORT_REASON_MAX_LENGTH : COMMENT_MAX_LENGTH}
              defaultValue={kind === 'edit' ? c.body : draft}
              className={INPUT}
            />
          </>
        ) : null}
        <button type="submit" className={buttonClass({ variant: kind === 'delete' ? 'danger' : 'primary', size: 'sm' }, 'self-start')}>
          {SUBMIT[kind]}
        </button>
      </form>
    </details>
  );
}
