/**
 * @module `GET /aux/ui-blocks/{blockId}`: a rich-content block as `{ id, draft, document }`.
 * Drafts are unpublished work, so only admins get the real draft; everyone else gets an empty
 * draft (same shape), which a client's display fallback turns into the published document.
 */
import { createRoute } from '@hono/zod-openapi';
import { UiBlockDto } from '../../contracts/blocks';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { apiApp } from '../../http/validate';
import { readBlock } from './cache';
import { blockIdParam } from './params';

const Params = blockIdParam('blockId');

const UiBlock = UiBlockDto.openapi('UiBlock');

const route = createRoute({
  method: 'get',
  path: '/ui-blocks/{blockId}',
  summary: 'A rich-content UI block (published document; the draft for admins only)',
  request: { params: Params },
  responses: {
    200: jsonResponse('The block', dataOf(UiBlock)),
    400: errorResponse('Malformed block id'),
    404: errorResponse('No such block'),
  },
});

export const aux = apiApp().openapi(route, async (c) => {
  const { blockId } = c.req.valid('param');
  const block = await readBlock(c.env, c.get('db'), blockId);
  if (!block) throw notFound('No UI block with that id.');
  const admin = c.var.viewer?.role === 'admin';
  // The answer differs for admins, and an admin's must never sit in a shared cache.
  c.header('Cache-Control', admin ? 'private, no-store' : 'public, max-age=60');
  c.header('Vary', 'Cookie');
  return ok(c, { id: block.id, draft: admin ? block.draft : { children: [] }, document: block.document });
});
