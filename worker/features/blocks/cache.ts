/**
 * @module Read-through KV cache of UI blocks. Blocks are read on every legal page and banner but
 * change only when an editor publishes, so each is kept in KV for BLOCK_TTL_SECONDS; D1 stays the
 * source of truth. Writers (the admin API, later) must call `invalidateBlock` after a change; KV
 * is eventually consistent, so other locations may serve the old block for up to a minute more.
 * Unknown ids are not cached: a miss costs one indexed D1 read, and caching misses would let
 * anyone fill KV with junk keys.
 */
import type { Db } from '../../db/client';
import { log } from '../../http/log';
import { asDocument, loadBlock, type UiBlock } from './queries';

export const BLOCK_TTL_SECONDS = 300;
export const blockKey = (id: string) => `ui-block:${id}`;

export async function readBlock(kv: KVNamespace, db: Db, id: string): Promise<UiBlock | null> {
  const cached = await kv.get<UiBlock>(blockKey(id), 'json').catch(() => null);
  if (cached && cached.id === id) return { id, draft: asDocument(cached.draft), document: asDocument(cached.document) };
  const block = await loadBlock(db, id);
  if (block) {
    // A failed cache write must not fail the read.
    await kv
      .put(blockKey(id), JSON.stringify(block), { expirationTtl: BLOCK_TTL_SECONDS })
      .catch((err) => log('error', 'ui-block.cache-write-failed', { id, error: err }));
  }
  return block;
}

export async function invalidateBlock(kv: KVNamespace, id: string): Promise<void> {
  await kv.delete(blockKey(id));
}
