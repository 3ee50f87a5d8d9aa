/**
 * @module A block ready for a page: read through the cache, pick the document to show, prepare
 * it. Any failure (no such block, both documents empty, D1/KV error) yields null, and the page
 * shows its fallback content (spec: "Block load failure → Fallback content").
 */
import type { Db } from '../../db/client';
import type { Viewer } from '../../env';
import { log } from '../../http/log';
import { readBlock } from './cache';
import { type DisplayMode, pickDocument } from './display';
import { type PreparedNode, prepareTree } from './prepare';
import type { TokenContext } from './tokens';

export type PageBlock = { id: string; shown: DisplayMode; nodes: PreparedNode[] };

/** Tokens every page offers its blocks. Guests have no username; they read "Guest". */
export const pageTokens = (viewer: Viewer | null): TokenContext => ({ username: viewer?.username, fallback: 'Guest' });

export async function blockForPage(
  env: { CACHE: KVNamespace },
  db: Db,
  id: string,
  opts: { mode: DisplayMode; allowDraft: boolean; context: TokenContext },
): Promise<PageBlock | null> {
  try {
    const block = await readBlock(env, db, id);
    if (!block) return null;
    const picked = pickDocument(block, opts.mode, opts.allowDraft);
    if (!picked) return null;
    const nodes = prepareTree(picked.children, opts.context);
    return nodes.length ? { id, shown: picked.shown, nodes } : null;
  } catch (err) {
    log('error', 'ui-block.load-failed', { id, error: err });
    return null;
  }
}
