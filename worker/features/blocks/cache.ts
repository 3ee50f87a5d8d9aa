/**
 * @module UI blocks kept per isolate (the registry's `blocks`, worker/cache). Blocks are read on
 * every legal page and banner but change only when an editor writes one, which moves the page
 * generation (`invalidate(env, 'blocks')`): a kept block is used only under the generation it was
 * read in, so every isolate drops it within seconds, and D1 stays the only copy to trust. An
 * isolate memo measured faster than the KV copy it replaces, and a write cannot race a read into
 * keeping the old block. Unknown ids are not kept: a miss costs one indexed D1 read, and keeping
 * misses would let anyone push real blocks out with junk ids.
 */
import { memo, pageGeneration } from '../../cache';
import type { Db } from '../../db/client';
import { loadBlock, type UiBlock } from './queries';

const blocks = memo<string, UiBlock>('blocks', { max: 64 });

export async function readBlock(env: Pick<Env, 'CACHE'>, db: Db, id: string): Promise<UiBlock | null> {
  const stamp = { generation: await pageGeneration(env) };
  const kept = blocks.get(id, stamp);
  if (kept) return kept;
  const block = await loadBlock(db, id);
  return block ? blocks.set(id, stamp, block) : null;
}
