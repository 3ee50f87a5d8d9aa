/**
 * @module What a vote does, whichever way it arrives (the JSON API or the action bar's form
 * without JavaScript): the Plus rule for down-votes, the press, 404 for an article that is not
 * published. Answers the article as a card (counts and the reader's vote).
 */
import type { ArticleDto } from '../../contracts/articles';
import { mayPress, VOTE_MESSAGES, type VotePress } from '../../contracts/votes';
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { notFound, plusRequired } from '../../http/errors';
import { nowSeconds } from '../../http/time';
import { isSubscribed } from '../articles/access';
import { toCardDtos } from '../articles/dto';
import { currentVote, pressVote } from './queries';

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
