/** @module `POST /api/support`: the Help page's support form as JSON (actions.ts does the work); 201 when stored. */
import { createRoute } from '@hono/zod-openapi';
import { dataOf, errorResponse, jsonResponse } from '../../contracts/envelope';
import { SupportBody, SupportReceivedDto } from '../../contracts/support';
import { created } from '../../http/envelope';
import { apiApp } from '../../http/validate';
import { sendSupportMessage } from './actions';

const route = createRoute({
  method: 'post',
  path: '/support',
  summary: 'Send a message to support (at most 5 per IP per hour)',
  request: { body: { required: true, content: { 'application/json': { schema: SupportBody.openapi('SupportMessage') } } } },
  responses: {
    201: jsonResponse('Stored', dataOf(SupportReceivedDto)),
    400: errorResponse('A field is missing or invalid (path names it)'),
    429: errorResponse('Too many messages from this IP; see Retry-After'),
  },
});

export const api = apiApp().openapi(route, async (c) => created(c, await sendSupportMessage(c, c.req.valid('json'))));
