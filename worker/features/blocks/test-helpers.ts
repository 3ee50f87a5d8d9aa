/** Test helpers for block and static-page tests: block rows and signed-in sessions (tests only). */

import { env } from 'cloudflare:workers';
import { createDb } from '../../db/client';
import { type RichDocument, uiBlocks } from '../../db/schema';
import { makeSession } from '../../test/factories';
import { invalidateBlock } from './cache';

let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export const textDoc = (...texts: string[]): RichDocument => ({ children: texts.map((html) => ({ element: 'text', data: { html } })) });

/** Inserts or replaces a block and clears its cache entry, so each test starts from D1. */
export async function putBlock(id: string, draft: RichDocument, document: RichDocument) {
  await createDb(env.DB)
    .insert(uiBlocks)
    .values({ id, name: `Block ${id}`, draft, document })
    .onConflictDoUpdate({ target: uiBlocks.id, set: { draft, document } });
  await invalidateBlock(env.CACHE, id);
}

export const uniqueBlockId = (prefix = 'test') => `${prefix}-${uniq()}`;

/** A session cookie for a fresh user of the given role. */
export const sessionFor = (role: 'reader' | 'admin') => makeSession({ role });
