/**
 * @module Votes under /api: `POST /articles/{id}/upvote` and `/downvote` (the spec's paths; POST
 * because they change state). The same direction again clears it. Answers the article as a card,
 * which replaces the one the page holds (spec §4 Vote).
 */
import { ArticleDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { VOTE_MESSAGES, type VotePress } from '../../contracts/votes';
import { ok } from '../../http/envelope';
import { readerRoute } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { vote } from './actions';

const voteRoute = (press: VotePress) =>
  readerRoute('post', `/articles/{id}/${press}vote`, {
    summary:
      press === 'up'
        ? 'Up-vote an article, or clear the up-vote (every signed-in reader)'
        : 'Down-vote an article, or clear the down-vote (Plus readers; anyone may clear their own)',
    request: { params: IdParam },
    responses: {
      200: jsonResponse("The article as a card: upvotes, downvotes and the reader's vote (1, -1 or 0)", dataOf(ArticleDto)),
      ...(press === 'down' ? { 403: errorResponse(`'${VOTE_MESSAGES.plusOnly}' (code plus_required)`) } : {}),
      404: errorResponse('No such published article'),
    },
  });

export const votesApi = apiApp()
  .openapi(voteRoute('up'), async (c) => ok(c, await vote(c.get('db'), c.var.viewer, c.req.valid('param').id, 'up')))
  .openapi(voteRoute('down'), async (c) => ok(c, await vote(c.get('db'), c.var.viewer, c.req.valid('param').id, 'down')));
