/**
 * @module The action bar of a card and of the article page: up, down, save and the comments link.
 * Server-rendered as real forms, so it works without JavaScript (the server votes or toggles the
 * bookmark, then sends the reader back); the page's Engagement island takes the submits over once
 * hydrated (optimistic, with rollback). The bar carries the counts; the reader's own marks are
 * painted by the island where the HTML is shared by every reader (the trending zones), and
 * rendered here where the page is the reader's own. Share is a link to the article's share page;
 * the island opens the share modal in its place (the link's data attributes carry what it needs).
 * Its icons (▲ ▼ ☆/★, the speech bubble, the share arrow) are drawn by CSS from the controls' own
 * attributes (`.action` in components.css): a front page carries ~30 bars, and seven icon elements
 * each were a seventh of its DOM, laid out again whenever a picture arrived.
 */
import { countNoun } from '../../../worker/contracts/labels';
import type { Vote } from '../../../worker/contracts/votes';

type Props = {
  id: number;
  upvotes: number;
  downvotes: number;
  comments: number;
  commentsHref: string;
  /** The reader's vote and bookmark (none in HTML shared by every reader: the island paints them). */
  voted: Vote;
  bookmarked: boolean;
  /** For the share modal: the title, and whether e-mailing it is for Plus readers only. */
  share: { title: string; paid: boolean };
  /** 'page': the article page's larger bar. */
  size?: 'card' | 'page';
};

export function ActionBar({ id, upvotes, downvotes, comments, commentsHref, voted, bookmarked, share, size = 'card' }: Props) {
  return (
    <div
      className={size === 'page' ? 'actions actions-page' : 'card-actions actions'}
      data-actions={id}
      data-up={upvotes}
      data-down={downvotes}
    >
      <form method="post" action={`/article/${id}/vote`} className="contents">
        <button type="submit" name="press" value="up" className="action" aria-pressed={voted === 1} data-press="up">
          <span className="sr-only">Upvote</span>
          <span data-count className="action-count">
            {String(upvotes)}
          </span>
        </button>
        <button type="submit" name="press" value="down" className="action" aria-pressed={voted === -1} data-press="down">
          <span className="sr-only">Downvote</span>
          <span data-count className="action-count">
            {String(downvotes)}
          </span>
        </button>
      </form>
      <form method="post" action={`/article/${id}/save`} className="contents">
        <button type="submit" className="action" aria-pressed={bookmarked} data-save>
          <span data-label className="action-word">
            {bookmarked ? 'Saved' : 'Save'}
          </span>
        </button>
      </form>
      {/* In a narrow bar the words hide (still read aloud) so it stays one line (.action-word, cards.css). */}
      <a href={commentsHref} className="action" data-icon="comments">
        <span className="action-count">{comments.toLocaleString('en-US')}</span>
        <span className="action-word">{` ${countNoun(comments, 'comment')}`}</span>
      </a>
      <a
        href={`/share/${id}`}
        className="action"
        data-icon="share"
        data-share={id}
        data-title={share.title}
        data-paid={share.paid ? '' : undefined}
      >
        <span className="action-word">Share</span>
      </a>
    </div>
  );
}
