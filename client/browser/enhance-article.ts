/**
 * @module Browser enhancer for article pages (no island: nothing of the article travels as
 * hydration data). Spec: "Query values comment_id and reply_id; hash #comments scrolls to the
 * comments". The browser scrolls to #comments itself on load, but not for comment_id/reply_id,
 * and the sticky header's hydration can shift the layout after that first jump: scroll once more.
 */
import { idFromText } from '../../worker/contracts/ids';

export function enhanceArticle(): void {
  const comments = document.getElementById('comments');
  if (!comments) return;
  const params = new URLSearchParams(location.search);
  const commentId = params.get('reply_id') ?? params.get('comment_id');
  if (location.hash !== '#comments' && commentId === null) return;
  // When the comments list renders one comment per `#comment-{id}`, land on that one.
  const id = idFromText(commentId);
  const target = (id !== null && document.getElementById(`comment-${id}`)) || comments;
  target.scrollIntoView({ block: 'start' });
}

// Imported for its effect by client/entry.tsx; a module script runs once the document is parsed.
if (typeof document !== 'undefined') enhanceArticle();
