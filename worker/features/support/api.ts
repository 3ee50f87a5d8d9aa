/** @module `POST /api/support`: the Help page's support form as JSON (actions.ts does the work); 201 when stored. */
import { dataOf, jsonResponse } from '../../contracts/envelope';
import { SupportBody, SupportReceivedDto } from '../../contracts/support';
import { created } from '../../http/envelope';
import { jsonBody, rateLimited, route } from '../../http/routes';
import { apiApp } from '../../http/validate';
import { sendSupportMessage } from './actions';

const sendRoute = route('post', '/support', {
  summary: 'Send a message to support (at most 5 per IP per hour)',
  request: jsonBody(SupportBody, 'SupportMessage', 'A field is missing or invalid (path names it)'),
  responses: { 201: jsonResponse('Stored', dataOf(SupportReceivedDto)), 429: rateLimited('messages from this IP') },
});

export const api = apiApp().openapi(sendRoute, async (c) => created(c, await sendSupportMessage(c, c.req.valid('json'))));
