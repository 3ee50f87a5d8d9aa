/**
 * @module POST /blocks/view: the block toolbar's draft/published switch (tools.ts). Admins only;
 * back to the page it was pressed on (303), which then shows that version of its blocks.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { formRoute, returnPath } from '../../http/form';
import { adminRequired } from '../../http/guards';
import { setBlockMode } from './tools';

export const forms = new Hono<AppEnv>();

const ViewBody = z.object({ mode: z.enum(['draft', 'published']), back: z.string().max(300).optional() });

forms.post(
  '/blocks/view',
  adminRequired,
  formRoute(ViewBody, (c, { mode, back }) => {
    setBlockMode(c, mode);
    return { to: returnPath(c, back, '/') };
  }),
);
