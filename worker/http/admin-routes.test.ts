// The back office's route rows: what adminRecord and jsonBodies add to a route, and nothing else.
import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../contracts/envelope';
import { adminOp, adminRecord, jsonBodies } from './routes';
import { IdParam, slugParam } from './schemas';

const missing = errorResponse("'Thing not found'");
const thing = adminRecord(IdParam, missing);
const one = jsonResponse('The thing', z.object({ id: z.number() }));

describe('admin route rows', () => {
  it('a row is an admin route: the summary, its responses, the guard’s 401 and 403', () => {
    const r = adminOp('get /things', 'Every thing (admin)', { 200: one });
    expect(r).toMatchObject({ method: 'get', path: '/things', summary: 'Every thing (admin)', security: [{ session: [] }] });
    expect(Object.keys(r.responses)).toEqual(['200', '401', '403']);
  });

  it('a record row takes the path parameters and answers the resource’s 404', () => {
    const r = thing('post /things/{id}/touch', 'Touch a thing (admin)', { 200: one });
    expect(r.request.params).toBe(IdParam);
    expect(r.responses[404]).toBe(missing);
    expect(Object.keys(r.responses)).toEqual(['200', '401', '403', '404']);
  });

  it('a record row with a body keeps the parameters and documents the 400 the resource’s bodies share', () => {
    const body = jsonBodies('A field is invalid (path names it)');
    const r = thing.with('patch /things/{id}', 'Change a thing (admin)', body(z.object({ name: z.string() }), 'ThingPatch'), {
      200: one,
    });
    expect(r.request.params).toBe(IdParam);
    expect(r.request.body.required).toBe(true);
    expect(r.responses).toMatchObject({ 400: { description: 'A field is invalid (path names it)' } });
    expect(Object.keys(r.responses)).toEqual(['200', '400', '401', '403', '404']);
  });

  it('a slug path parameter names itself in its 400', () => {
    const Params = slugParam('code', /^[a-z]{1,8}$/, '1 to 8 lowercase letters', 'spring');
    expect(Params.safeParse({ code: 'spring' }).success).toBe(true);
    expect(Params.safeParse({ code: 'Spring!' }).error?.issues[0]?.message).toBe('code must be 1 to 8 lowercase letters');
  });
});
