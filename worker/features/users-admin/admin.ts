/**
 * @module Back-office API for users under /admin/api: list and search, the support view, create,
 * change, delete, and activate/deactivate (the spec's GETs, served as POST: they change state, and
 * CSRF covers unsafe methods only; decision 033). An admin cannot demote, deactivate or delete
 * themself, so the back office never locks itself out (decision 036).
 */
import { z } from '@hono/zod-openapi';
import { UserCreateBody, UserDetailDto, UserFilterQuery, UserPatchBody, UserRowDto } from '../../contracts/admin-users';
import { dataOf, errorResponse, jsonResponse, pagedOf } from '../../contracts/envelope';
import { created, ok, paged } from '../../http/envelope';
import { adminOpWith, adminRecord, jsonBody } from '../../http/routes';
import { depthChecked, IdParam, PageQuery } from '../../http/schemas';
import { nowSeconds } from '../../http/time';
import { apiApp } from '../../http/validate';
import { changeUser, createUser, removeUser, setActive, userDetail } from './actions';
import { toUserRow } from './dto';
import { listUsers } from './queries';

const user = adminRecord(IdParam, errorResponse("'User not found'"));
const takenValue = errorResponse(
  "'An account with this email already exists.' (path email) or 'That username is already taken.' (path username)",
);
const one = (description: string) => jsonResponse(description, dataOf(UserDetailDto));
const refusedForSelf = (what: string) => errorResponse(`'You cannot ${what} your own account.' (path id)`);

const list = adminOpWith(
  'get /users',
  'Users, newest first: q searches e-mail and username; filter by role and active (admin)',
  { query: depthChecked(z.object({ ...UserFilterQuery, ...PageQuery })) },
  {
    200: jsonResponse('One page of users', pagedOf(UserRowDto)),
    400: errorResponse('A filter is malformed, or page goes past page × count = 10000'),
  },
);
const read = user('get /users/{id}', 'One user with their subscriptions, for support (admin)', { 200: one('The user') });
const create = adminOpWith(
  'post /users',
  'Create a user; an optional password is hashed as sign-up hashes it (admin)',
  jsonBody(UserCreateBody, 'AdminUserCreate', "A field is invalid (path names it), e.g. 'Invalid email format.'"),
  { 201: one('The new user'), 409: takenValue },
);
const change = user.with(
  'patch /users/{id}',
  'Change role, username, e-mail, phone, subscription_end (grant, extend or end Plus), theme, notifications (admin)',
  jsonBody(UserPatchBody, 'AdminUserUpdate', "A field is invalid (path names it); 'You cannot remove your own admin role.' (path role)"),
  { 200: one('The changed user'), 409: takenValue },
);
const remove = user('delete /users/{id}', 'Delete a user (a live subscription is cancelled at Stripe first) (admin)', {
  200: jsonResponse('Deleted', dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }))),
  400: refusedForSelf('delete'),
  502: errorResponse('Stripe could not be told to cancel the subscription; nothing was deleted'),
});
const activate = user('post /users/{id}/activate', 'Activate a user: they can sign in again (their old sessions stay ended) (admin)', {
  200: one('The user, active'),
});
const deactivate = user(
  'post /users/{id}/deactivate',
  'Deactivate a user: sign-in is refused and every session of theirs stops at once (admin)',
  { 200: one('The user, inactive'), 400: refusedForSelf('deactivate') },
);

export const admin = apiApp()
  .openapi(list, async (c) => {
    const { page, count, ...filter } = c.req.valid('query');
    const { rows, total } = await listUsers(c.get('db'), filter, page, count);
    const now = nowSeconds();
    return paged(
      c,
      rows.map((r) => toUserRow(r, now)),
      page,
      count,
      total,
    );
  })
  .openapi(read, async (c) => ok(c, await userDetail(c, c.req.valid('param').id)))
  .openapi(create, async (c) => created(c, await createUser(c, c.req.valid('json'))))
  .openapi(change, async (c) => ok(c, await changeUser(c, c.req.valid('param').id, c.req.valid('json'))))
  .openapi(remove, async (c) => ok(c, await removeUser(c, c.req.valid('param').id)))
  .openapi(activate, async (c) => ok(c, await setActive(c, c.req.valid('param').id, true)))
  .openapi(deactivate, async (c) => ok(c, await setActive(c, c.req.valid('param').id, false)));
