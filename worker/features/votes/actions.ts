/**
 * @module What a vote does, whichever way it arrives (the JSON API or the action bar's form
 * without JavaScript): the Plus rule for down-votes, the press, 404 for an article that is not
 * published. Answers the article as a card (counts and the reader's vote).
 */
import type { ArticleDto } from '../../contracts/articles';
import { mayPress, VOTE_MESSAGES, type VotePress } from '../../contracts/votes';
import type { Db } from '../../db/client';
import type { SessionClaims, Viewer } from '../../env';
import { notFound, plusRequired, unauthorized } from '../../http/errors';
import { NO_USER } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { isSubscribed } from '../articles/access';
import { toCardDtos } from '../articles/dto';
import { loadViewer } from '../auth/session';
import { currentVote, pressVote } from './queries';

/**
 * The API's vote (votes/api.ts, under sessionInBatch): an up press checks the session in its own
 * batch, one round trip; a down press reads the viewer first, as the Plus rule needs their tier
 * and current vote before anything is written.
 */
export async function voteWithClaims(db: Db, claims: SessionClaims, articleId: number, press: VotePress): Promise<[Viewer, ArticleDto]> {
  const now = nowSeconds();
  if (press === 'down') {
    const viewer = await loadViewer(db, claims, now);
    if (!viewer) throw unauthorized(NO_USER);
    return [viewer, await vote(db, viewer, articleId, press)];
  }
  const userId = Number(claims.sub);
  const pressed = await pressVote(db, userId, articleId, 1, { claims, now });
  if (!pressed.viewer) throw unauthorized(NO_USER);
  const [article] = toCardDtos(pressed, pressed.viewer, now);
  if (!article) throw notFound('Article not found');
  return [pressed.viewer, article];
}

export async function vote(db: Db, viewer: Viewer, articleId: number, press: VotePress): Promise<ArticleDto> {
  const now = nowSeconds();
  const plus = isSubscribed(viewer.subscriptionEnd, now);
  // Only a free reader's down press needs the current vote first (to take back an old one).
  if (press === 'down' && !plus && !mayPress(await currentVote(db, viewer.id, articleId), press, plus))
    throw plusRequired(VOTE_MESSAGES.plusOnly);
  const [article] = toCardDtos(await pressVote(db, viewer.id, articleId, press === 'up' ? 1 : -1), viewer, now);
  if (!article) throw notFound('Article not found');
  return article;
}
