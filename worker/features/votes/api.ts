/**
 * @module Votes under /api: `POST /articles/{id}/upvote` and `/downvote` (the spec's paths; POST
 * because they change state). The same direction again clears it. Answers the article as a card,
 * which replaces the one the page holds (spec §4 Vote).
 */

import type { Context } from 'hono';
import { ArticleDto } from '../../contracts/articles';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { VOTE_MESSAGES, type VotePress } from '../../contracts/votes';
import type { AppEnv } from '../../env';
import { ok } from '../../http/envelope';
import { NO_USER } from '../../http/guards';
import { route } from '../../http/routes';
import { IdParam } from '../../http/schemas';
import { apiApp } from '../../http/validate';
import { claimsRequired, sessionInBatch } from '../auth/session-batch';
import { voteWithClaims } from './actions';

// The session is checked in the vote's own batch (sessionInBatch), so the guard is on the claims.
const voteRoute = (press: VotePress) =>
  route('post', `/articles/{id}/${press}vote`, {
    middleware: [sessionInBatch, claimsRequired()] as const,
    summary:
      press === 'up'
        ? 'Up-vote an article, or clear the up-vote (every signed-in reader)'
        : 'Down-vote an article, or clear the down-vote (Plus readers; anyone may clear their own)',
    request: { params: IdParam },
    responses: {
      200: jsonResponse("The article as a card: upvotes, downvotes and the reader's vote (1, -1 or 0)", dataOf(ArticleDto)),
      ...(press === 'down' ? { 403: errorResponse(`'${VOTE_MESSAGES.plusOnly}' (code plus_required)`) } : {}),
      401: errorResponse(`'${NO_USER}'`),
      404: errorResponse('No such published article'),
    },
  });

const press = (which: VotePress) => async (c: Context<AppEnv, string, { out: { param: { id: number } } }>) => {
  const article = await voteWithClaims(c, c.var.claims!, c.req.valid('param').id, which);
  c.header('Cache-Control', 'private, no-store');
  return ok(c, article);
};

export const votesApi = apiApp().openapi(voteRoute('up'), press('up')).openapi(voteRoute('down'), press('down'));
