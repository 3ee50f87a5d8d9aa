/**
 * @module The promotional pages of the back office: the list, the editor (new and saved) and the
 * delete confirmation, read through the same functions as its API (listPromotionals, readPromotional,
 * toPromotionalDto: what /admin/api/promotionals answers). The form posts are in admin-forms.ts.
 */
import { Hono } from 'hono';
import { PromotionalEditorPage, type PromotionalFormValues } from '../../../client/server/admin/promotionals/PromotionalEditorPage';
import { PromotionalsPage } from '../../../client/server/admin/promotionals/PromotionalsPage';
import { PROMOTIONAL_BLOCK_SETTINGS, type PromotionalAdminDto } from '../../contracts/admin-blocks';
import type { ApiErrorItem } from '../../contracts/envelope';
import type { AppEnv } from '../../env';
import type { SignedInContext as C } from '../../http/guards';
import { adminPage } from '../../http/guards';
import { adminScreen, confirmDelete } from '../back-office/admin-screens';
import { listBlocks } from '../blocks/queries';
import { readPromotional, toPromotionalDto } from './actions';
import { listPromotionals } from './queries';

export const promotionalPages = new Hono<AppEnv>();

/** The API's code rule as a route pattern. */
export const PROMOTIONAL_PATH = '/admin/promotionals/:code{[A-Za-z0-9_-]{1,64}}';

/** Epoch seconds as a datetime-local input's value, in UTC ("2026-12-01T09:30"). */
export const utcInput = (seconds: number | null) => (seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 16));

export function valuesFromPromotional(p: PromotionalAdminDto): PromotionalFormValues {
  return {
    code: p.code,
    ...Object.fromEntries(PROMOTIONAL_BLOCK_SETTINGS.map((k) => [`settings.${k}`, p.settings[k] ?? ''])),
    'settings.stripe_coupon': p.settings.stripe_coupon ?? '',
    is_active: p.is_active ? 'true' : '',
    starts_at: utcInput(p.starts_at),
    ends_at: utcInput(p.ends_at),
  };
}

const NEW: PromotionalFormValues = { is_active: 'true' };

/** The editor: `shown` after a refused save (what was typed, the problems), else the saved promotional. */
export async function promotionalEditor(c: C, code: string | null, shown?: { values: PromotionalFormValues; errors: ApiErrorItem[] }) {
  const db = c.get('db');
  const [row, blocks] = await Promise.all([code === null ? null : readPromotional(db, code), listBlocks(db)]);
  const values = shown?.values ?? (row ? valuesFromPromotional(toPromotionalDto(row)) : NEW);
  const page = { code, values, errors: shown?.errors ?? [], blocks: blocks.map((b): [string, string] => [b.id, b.name]) };
  return adminScreen(c, code === null ? 'New promotional' : `Promotional ${code}`, PromotionalEditorPage, page);
}

promotionalPages.get('/admin/promotionals', adminPage, async (c) => {
  const promotionals = (await listPromotionals(c.get('db'))).map(toPromotionalDto);
  return adminScreen(c, 'Promotionals', PromotionalsPage, { promotionals });
});

// Before the promotional's own path: "new" is also a well-formed code (the create form refuses it).
promotionalPages.get('/admin/promotionals/new', adminPage, (c) => promotionalEditor(c, null));

promotionalPages.get(PROMOTIONAL_PATH, adminPage, (c) => promotionalEditor(c, c.req.param('code')));

promotionalPages.get(`${PROMOTIONAL_PATH}/delete`, adminPage, async (c) => {
  const row = await readPromotional(c.get('db'), c.req.param('code'));
  const message = `Delete the promotional ${row.code}? Pages that use it fall back to their stock content. This cannot be undone.`;
  return confirmDelete(c, '/admin/promotionals', `/admin/promotionals/${row.code}`, 'promotional', message);
});
