/**
 * @module What a vote does, whichever way it arrives (the JSON API or the action bar's form
 * without JavaScript): one batch (queries.ts) that checks the session, applies the access table
 * to the press (down-votes are Plus) and writes, then the answer: 401 when the session no longer
 * stands, 404 for an article that is not published, plus_required for a refused down press, 403
 * for any press on a kind of article the table does not know, else the article as a card (counts
 * and the reader's vote).
 */

import type { Context } from 'hono';
import type { ArticleDto } from '../../contracts/articles';
import { VOTE_MESSAGES, type VotePress } from '../../contracts/votes';
import type { AppEnv, SessionClaims, Viewer } from '../../env';
import { forbidden, notFound, plusRequired, unauthorized } from '../../http/errors';
import { NO_USER } from '../../http/guards';
import { nowSeconds } from '../../http/time';
import { gateOf } from '../articles/access';
import { toCardDtos } from '../articles/dto';
import { sessionParams } from '../auth/session-batch';
import { decideSession } from '../auth/session-state';
import { type Pressed, pressVote } from './queries';

const DIRECTION = { up: 1, down: -1 } as const;

/** What a vote on an unpublished or unknown article is told (a malformed id in a page's path too). */
export const ARTICLE_NOT_FOUND = 'Article not found';

/**
 * The API's vote (votes/api.ts, under sessionInBatch): the session is checked in the vote's own
 * batch, and its answer recorded (decideSession) before a refusal of the vote itself is thrown.
 */
export async function voteWithClaims(c: Context<AppEnv>, claims: SessionClaims, articleId: number, press: VotePress): Promise<ArticleDto> {
  const now = nowSeconds();
  const session = sessionParams(claims, now);
  const pressed: Pressed = session ? await pressVote(c.env.DB, [...session, articleId, DIRECTION[press]], claims) : { viewer: null };
  decideSession(c, pressed.viewer);
  return answer(pressed, now)[1];
}

/** The form's vote: the viewer is known, and the batch checks their session again as it writes. */
export async function vote(d1: D1Database, viewer: Viewer, articleId: number, press: VotePress): Promise<ArticleDto> {
  const now = nowSeconds();
  const params = [viewer.id, viewer.sessionVersion, viewer.jti, now, articleId, DIRECTION[press]] as const;
  return (await answer(await pressVote(d1, [...params], viewer), now))[1];
}

function answer(pressed: Pressed, now: number): [Viewer, ArticleDto] {
  if (!pressed.viewer) throw unauthorized(NO_USER);
  if (!pressed.card) throw notFound(ARTICLE_NOT_FOUND);
  const { row, tagRows, voted, saved } = pressed.card;
  // The session stands and the article is published, so the access table refused the press.
  if (!pressed.written)
    throw gateOf({ content_type: row.contentType, paywall: row.paywall }) === null
      ? forbidden(VOTE_MESSAGES.failed)
      : plusRequired(VOTE_MESSAGES.plusOnly);
  const marks = { votes: new Map([[row.id, voted]]), bookmarks: new Set(saved ? [row.id] : []) };
  const [article] = toCardDtos({ rows: [row], tagRows, marks }, pressed.viewer, now);
  return [pressed.viewer, article as ArticleDto];
}
