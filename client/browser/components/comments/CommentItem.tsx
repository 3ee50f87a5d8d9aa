/**
 * @module One comment and, for a top-level one, its replies. Before JavaScript (and for readers
 * without it) every action is a <details> holding a real form (forms.ts on the server); once
 * hydrated the same actions open the spec's modals. Bodies are plain text: links are made
 * clickable (rel=nofollow ugc) and nothing else is interpreted.
 */
import { useState } from 'react';
import { timeLapse } from '../../../../worker/contracts/cards';
import { linkify, truncateBody } from '../../../../worker/contracts/comment-thread';
import type { Shown, Thread } from '../../lib/comments';
import { Badge } from '../ui/Badge';
import { Button, buttonClass } from '../ui/Button';
import type { Dialog } from './CommentDialogs';
import { NoScriptAction } from './NoScriptAction';

export type ItemProps = {
  c: Shown;
  articleId: number;
  now: number;
  hydrated: boolean;
  /** The reader may reply (signed in and allowed to comment) and report (signed in). */
  may: { reply: boolean; report: boolean };
  focus: number | null;
  /** A refused reply's text (before hydration): its form opens again, filled in. */
  replyDraft: { body: string; replyTo: number | null } | null;
  thread?: Thread;
  open: (d: NonNullable<Dialog>['kind'], c: Shown) => void;
  replies: (id: number, more?: boolean) => void;
  retry: (c: Shown) => void;
  dismiss: (c: Shown) => void;
};

function Body({ text, hydrated }: { text: string; hydrated: boolean }) {
  const [whole, setWhole] = useState(false);
  const cut = truncateBody(text);
  // Without JavaScript the whole text shows: a Show more that cannot work would hide it.
  const shown = hydrated && cut.cut && !whole ? cut.text : text;
  return (
    <div className="mt-1 text-ink">
      <p className="break-words whitespace-pre-line" data-comment-body>
        {linkify(shown).map((part, i) =>
          'href' in part ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body have no identity beyond their place
            <a key={i} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank" className="text-accent-ink underline">
              {part.text}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body have no identity beyond their place
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
      {hydrated && cut.cut ? (
        <button
          type="button"
          className="mt-1 text-sm font-semibold text-accent-ink underline"
          onClick={() => setWhole(!whole)}
          aria-expanded={whole}
        >
          {whole ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

export function CommentItem(p: ItemProps) {
  const { c, articleId, hydrated, may } = p;
  const local = c.id < 0;
  const base = `/article/${articleId}/comments/${c.id}`;
  const own = c.can_edit;
  const actions = [
    may.reply && c.reply_to === null && !local && !c.deleted ? { kind: 'reply' as const, label: 'Reply' } : null,
    c.can_edit && !c.failed ? { kind: 'edit' as const, label: 'Edit' } : null,
    c.can_delete && !local ? { kind: 'delete' as const, label: 'Delete' } : null,
    may.report && !own && !local && !c.deleted && !c.reported ? { kind: 'report' as const, label: 'Report' } : null,
  ].filter((a) => a !== null);
  return (
    <li
      id={c.id > 0 ? `comment-${c.id}` : undefined}
      data-comment={c.id}
      data-focused={p.focus === c.id ? '' : undefined}
      className={`scroll-mt-28 rounded-card p-3 ${p.focus === c.id ? 'bg-accent-soft ring-2 ring-accent' : ''}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <strong className={c.failed ? 'text-danger' : 'text-ink'} data-comment-handle>
          {c.handle}
        </strong>
        <span aria-hidden="true" className="text-ink-3">
          ·
        </span>
        <span className="text-ink-3" data-time>
          {timeLapse(c.timestamp, p.now)}
        </span>
        {c.hidden && own ? <Badge tone="danger">Hidden from others after reports</Badge> : null}
        {c.reported ? <Badge>Reported</Badge> : null}
      </p>
      {c.deleted ? null : <Body text={c.body} hydrated={hydrated} />}
      {c.error ? (
        <p role="alert" className="mt-1 text-sm text-danger" data-comment-error>
          {c.error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-start gap-2">
        {c.failed ? (
          <>
            <Button size="sm" onClick={() => p.retry(c)}>
              Try again
            </Button>
            <Button size="sm" variant="quiet" onClick={() => p.dismiss(c)}>
              Dismiss
            </Button>
          </>
        ) : null}
        {actions.map((a) =>
          hydrated ? (
            <button
              key={a.kind}
              type="button"
              className={buttonClass({ variant: 'quiet', size: 'sm' })}
              data-comment-action={a.kind}
              onClick={() => p.open(a.kind, c)}
            >
              {a.label}
            </button>
          ) : (
            <NoScriptAction
              key={a.kind}
              kind={a.kind}
              label={a.label}
              c={c}
              articleId={articleId}
              action={a.kind === 'reply' ? `/article/${articleId}/comments` : `${base}/${a.kind}`}
              draft={a.kind === 'reply' && p.replyDraft?.replyTo === c.id ? p.replyDraft.body : undefined}
            />
          ),
        )}
      </div>
      {c.reply_to === null && !local ? <Replies {...p} /> : null}
    </li>
  );
}

function Replies(p: ItemProps) {
  const { c, thread, hydrated } = p;
  const count = c.replies;
  const open = thread?.open ?? false;
  if (count === 0 && !thread?.items.length) return null;
  const label = open ? 'Hide replies' : `View ${count === 1 ? '1 reply' : `${count} replies`}`;
  return (
    <div className="mt-2 border-l-2 border-line pl-3 sm:pl-4">
      {hydrated ? (
        <button
          type="button"
          className="text-sm font-semibold text-accent-ink"
          aria-expanded={open}
          onClick={() => p.replies(c.id)}
          data-replies-toggle={c.id}
        >
          {label}
        </button>
      ) : open ? null : (
        <a
          href={`/article/${p.articleId}?comment_id=${c.id}#comment-${c.id}`}
          className="text-sm font-semibold text-accent-ink"
          data-replies-toggle={c.id}
        >
          {label}
        </a>
      )}
      {open && thread ? (
        <>
          <ol className="mt-2 flex flex-col gap-1" aria-label={`Replies to ${c.handle}`}>
            {thread.items.map((r) => (
              <CommentItem key={r.id} {...p} c={r} thread={undefined} />
            ))}
          </ol>
          {thread.loading ? <p className="text-sm text-ink-3">Loading…</p> : null}
          {thread.error ? (
            <p role="alert" className="text-sm text-danger">
              {thread.error}
            </p>
          ) : null}
          {thread.more && hydrated ? (
            <Button size="sm" variant="quiet" onClick={() => p.replies(c.id, true)} disabled={thread.loading}>
              More replies
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
