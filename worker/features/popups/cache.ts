/**
 * @module The readers' list of active popups, kept per isolate (the registry's `popups`,
 * worker/cache): every page of a reader's client asks for it and it changes only when an admin
 * writes a popup, which moves the page generation (`invalidate(env, 'popups')`). A kept list is
 * used only under the generation it was read in, so every isolate drops it within seconds; D1 is
 * the only copy to trust, and an isolate memo measured faster than the KV copy it replaces.
 */

import { memo, pageGeneration } from '../../cache';
import type { ReaderPopupDto } from '../../contracts/admin-popups';
import type { Db } from '../../db/client';
import { log } from '../../http/log';
import { activePopups } from './queries';
import { readerConfig } from './rules';

const lists = memo<'active', ReaderPopupDto[]>('popups', { max: 1 });

/** Active popups that pass every rule, sanitized; one that breaks a rule is left out and logged. */
async function loadReaderPopups(db: Db): Promise<ReaderPopupDto[]> {
  const rows = await activePopups(db);
  const out: ReaderPopupDto[] = [];
  for (const row of rows) {
    const config = readerConfig(row.config);
    if (config) out.push({ id: row.id, type: row.type, config });
    else log('warn', 'popup.config-refused', { id: row.id });
  }
  return out;
}

export async function readReaderPopups(env: Pick<Env, 'CACHE'>, db: Db): Promise<ReaderPopupDto[]> {
  const stamp = { generation: await pageGeneration(env) };
  return lists.get('active', stamp) ?? lists.set('active', stamp, await loadReaderPopups(db));
}
