/**
 * @module The article's comments (an island): the first page comes with the page (read in the
 * article's own batch), older and newer pages and replies load on demand, and posting, replying,
 * editing, removing and reporting are optimistic (lib/comments.ts). Every action is also a plain
 * form, so the section works before and without JavaScript.
 */
import { useEffect, useState } from 'react';
import type { CommentDto } from '../../../../worker/contracts/comments';
import { type Shown, useComments } from '../../lib/comments';
import { useHydrated } from '../../lib/hydrated';
import { Button, ButtonLink } from '../ui/Button';
import { CommentDialogs, type Dialog, submitOnEnter } from './CommentDialogs';
import { CommentItem } from './CommentItem';

export type CommentsProps = {
  articleId: number;
  list: CommentDto[];
  thread: CommentDto[] | null;
  focus: { commentId: number | null; replyId: number | null; before: number | null };
  count: number;
  /** guest: log in to take part; blocked: signed in but may not comment on this (paid) article. */
  reader: 'guest' | 'reader' | 'blocked';
  blockedText: string;
  now: number;
  /** A refused post's text, handed back by the server after a form post without JavaScript. */
  draft: { body: string; replyTo: number | null } | null;
};

export function Comments(props: CommentsProps) {
  const { articleId, focus, reader, now } = props;
  const hydrated = useHydrated();
  const focusId = focus.replyId ?? focus.commentId;
  const { state, page, replies, send, edit, remove, report, retry } = useComments({
    articleId,
    list: props.list,
    thread: props.thread,
    focusId: focus.commentId,
    newer: focus.commentId !== null || focus.before !== null,
    count: props.count,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [text, setText] = useState(props.draft?.replyTo === null ? props.draft.body : '');

  // A reply the server refused (posted before JavaScript ran) opens again in its modal, text kept.
  const replyDraft = props.draft?.replyTo != null ? props.draft : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates (the draft is this view's alone)
  useEffect(() => {
    if (!hydrated || !replyDraft) return;
    const to = state.list.find((c) => c.id === replyDraft.replyTo);
    if (to) setDialog({ kind: 'reply', c: to, text: replyDraft.body });
  }, [hydrated]);

  // A deep link (comment_id / reply_id) opens at its comment: scroll it into view once.
  useEffect(() => {
    if (focusId !== null) document.getElementById(`comment-${focusId}`)?.scrollIntoView({ block: 'center' });
  }, [focusId]);

  const may = { reply: reader === 'reader', report: reader !== 'guest' };
  const item = {
    articleId,
    now,
    hydrated,
    may,
    focus: focusId,
    replyDraft: replyDraft && !hydrated ? replyDraft : null,
    open: (kind: NonNullable<Dialog>['kind'], c: Shown) => setDialog({ kind, c }),
    replies: (id: number, more?: boolean) => void replies(id, more),
    retry: (c: Shown) => void retry(c),
    dismiss: (c: Shown) => void remove(c),
  };
  const pager = (which: 'newer' | 'older', href: string) =>
    state[which] ? (
      <Pager hydrated={hydrated} loading={state.loading === which} onMore={() => void page(which)} href={href}>
        {`Show ${which} comments`}
      </Pager>
    ) : null;
  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-10 scroll-mt-28 border-t border-line pt-6">
      <h2 id="comments-heading" className="font-headline text-xl font-bold text-ink">
        Comments <span className="font-sans text-base font-medium text-ink-3" data-comments-count>{`(${state.count})`}</span>
      </h2>
      {reader === 'reader' ? (
        <form
          method="post"
          action={`/article/${articleId}/comments`}
          className="mt-4 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            void send(text.trim(), null);
            setText('');
          }}
        >
          <label htmlFor="comment-new" className="field-label">
            Add a comment
          </label>
          <textarea
            id="comment-new"
            name="body"
            rows={3}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={submitOnEnter}
            className="field-input"
          />
          <Button type="submit" variant="primary" size="sm" className="self-end" disabled={hydrated && !text.trim()} data-comment-submit>
            Post
          </Button>
        </form>
      ) : (
        <p className="mt-3 text-ink-2" data-comments-closed={reader}>
          {reader === 'guest' ? (
            <>
              <a href="/login" className="font-semibold text-accent-ink underline">
                Login
              </a>
              {' or '}
              <a href="/signup" className="font-semibold text-accent-ink underline">
                sign up
              </a>
              {' to join the conversation.'}
            </>
          ) : (
            <>
              {props.blockedText}{' '}
              <a href="/subscribe" className="font-semibold text-accent-ink underline">
                Subscribe
              </a>
            </>
          )}
        </p>
      )}
      {pager('newer', `/article/${articleId}#comments`)}
      {state.list.length === 0 ? (
        <p className="mt-4 text-ink-2" data-comments-empty>
          {/* Opened at a comment that is gone (or on another article): say so, not "none". */}
          {state.newer && state.count > 0 ? 'That comment is no longer here.' : 'No comments. Be the first to share something.'}
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-2" aria-label="Comments" data-comments>
          {state.list.map((c) => (
            <CommentItem key={c.id} {...item} c={c} thread={state.threads[c.id]} />
          ))}
        </ol>
      )}
      {pager('older', `/article/${articleId}?before=${Math.min(...state.list.filter((c) => c.id > 0).map((c) => c.id))}#comments`)}
      {state.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {state.error}
        </p>
      ) : null}
      {hydrated ? (
        <CommentDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          onReply={(c, body) => void send(body, c.id)}
          onEdit={(c, body) => void edit(c, body)}
          onDelete={(c) => void remove(c)}
          onReport={(c, reason) => void report(c, reason)}
        />
      ) : null}
    </section>
  );
}

/** Older or newer comments: a link that reloads the page before JavaScript, a fetch after. */
function Pager({
  hydrated,
  loading,
  onMore,
  href,
  children,
}: {
  hydrated: boolean;
  loading: boolean;
  onMore: () => void;
  href: string;
  children: string;
}) {
  return (
    <p className="mt-3">
      {hydrated ? (
        <Button size="sm" onClick={onMore} disabled={loading} data-comments-more={children}>
          {loading ? 'Loading…' : children}
        </Button>
      ) : (
        <ButtonLink size="sm" href={href} data-comments-more={children}>
          {children}
        </ButtonLink>
      )}
    </p>
  );
}
