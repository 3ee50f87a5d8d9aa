/**
 * @module The promotional editor's form posts, without JavaScript: create, save, delete. The
 * fields are parsed into the admin API's own bodies (PromotionalCreate, PromotionalPatch) and go
 * through the same actions (actions.ts: blocks must exist, the window checked,
 * the audit row, the readers' copies dropped). An empty select or coupon clears that setting; the
 * window's inputs are UTC. A refused save draws the editor again with each problem on its field.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PROMOTIONAL_BLOCK_SETTINGS, PromotionalCreate, PromotionalPatch } from '../../contracts/admin-blocks';
import type { AppEnv } from '../../env';
import { adminCtx } from '../../http/admin-context';
import { badRequest } from '../../http/errors';
import { formRoute } from '../../http/form';
import { adminPage, type SignedInContext as C } from '../../http/guards';
import { changePromotional, createPromotional, removePromotional } from './actions';
import { PROMOTIONAL_PATH, promotionalEditor } from './admin-pages';

export const PROMOTIONAL_TOASTS = { saved: 'Promotional saved.', deleted: 'Promotional deleted.' } as const;
export const RESERVED_CODE = 'new is the address of the create page: choose another code';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export const promotionalForms = new Hono<AppEnv>();

/** A datetime-local value read as UTC, in epoch seconds; empty is no limit. */
export function epochOf(value: string | undefined, field: 'starts_at' | 'ends_at'): number | null {
  if (!value) return null;
  const ms = DATE_TIME.test(value) ? Date.parse(`${value}Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw badRequest(`${field} must be a date and time: YYYY-MM-DDTHH:MM (UTC)`, field);
  return ms / 1000;
}

/**
 * The form as the API's body: every setting it shows (empty clears it on a change, is left out on a
 * create), the box (unticked is false) and the window.
 */
export function promotionalBody(fields: Record<string, string>, create: boolean) {
  const empty = create ? undefined : null;
  const setting = (k: string) => fields[`settings.${k}`] || empty;
  return {
    ...(create ? { code: fields.code ?? '' } : {}),
    settings: {
      ...Object.fromEntries(PROMOTIONAL_BLOCK_SETTINGS.map((k) => [k, setting(k)])),
      stripe_coupon: setting('stripe_coupon'),
    },
    is_active: fields.is_active === 'true',
    starts_at: epochOf(fields.starts_at, 'starts_at'),
    ends_at: epochOf(fields.ends_at, 'ends_at'),
  };
}

promotionalForms.post(
  '/admin/promotionals/new',
  adminPage,
  formRoute(
    PromotionalCreate,
    async (c, body) => {
      // Its editor's address would be the create page's.
      if (body.code === 'new') throw badRequest(RESERVED_CODE, 'code');
      const p = await createPromotional(adminCtx(c), body);
      return { to: `/admin/promotionals/${p.code}`, toast: PROMOTIONAL_TOASTS.saved };
    },
    {
      input: (_posted, _c, fields) => promotionalBody(fields, true),
      onError: (c, feedback, { fields }) => promotionalEditor(c, null, { values: fields, errors: feedback.errors }),
    },
  ),
);

const codeOf = (c: C) => c.req.param('code') ?? '';

promotionalForms.post(
  PROMOTIONAL_PATH,
  adminPage,
  formRoute(
    PromotionalPatch,
    async (c, body) => {
      await changePromotional(adminCtx(c), codeOf(c), body);
      return { to: `/admin/promotionals/${codeOf(c)}`, toast: PROMOTIONAL_TOASTS.saved };
    },
    {
      input: (_posted, _c, fields) => promotionalBody(fields, false),
      onError: (c, feedback, { fields }) => promotionalEditor(c, codeOf(c), { values: fields, errors: feedback.errors }),
    },
  ),
);

promotionalForms.post(
  `${PROMOTIONAL_PATH}/delete`,
  adminPage,
  formRoute(z.object({ confirm: z.string().optional() }), async (c, { confirm }) => {
    if (confirm !== 'yes') return { to: `/admin/promotionals/${codeOf(c)}/delete` };
    await removePromotional(adminCtx(c), codeOf(c));
    return { to: '/admin/promotionals', toast: PROMOTIONAL_TOASTS.deleted };
  }),
);
