/**
 * @module The readers' list of active popups, kept in KV: every page of a reader's client asks for
 * it and it changes only when an admin writes a popup. D1 stays the source of truth; every admin
 * write deletes the copy (`invalidatePopups`). KV is eventually consistent, so another location
 * may serve the old list for up to a minute more, and a read that raced a write may put the old
 * list back until it expires, hence the short TTL.
 */
import type { ReaderPopupDto } from '../../contracts/admin-popups';
import type { Db } from '../../db/client';
import { log } from '../../http/log';
import { activePopups } from './queries';
import { readerConfig } from './rules';

export const POPUPS_KEY = 'popups:active';
export const POPUPS_TTL_SECONDS = 300;

/** Active popups that pass every rule, sanitized; one that breaks a rule is left out and logged. */
export async function loadReaderPopups(db: Db): Promise<ReaderPopupDto[]> {
  const rows = await activePopups(db);
  const out: ReaderPopupDto[] = [];
  for (const row of rows) {
    const config = readerConfig(row.config);
    if (config) out.push({ id: row.id, type: row.type, config });
    else log('warn', 'popup.config-refused', { id: row.id });
  }
  return out;
}

export async function readReaderPopups(kv: KVNamespace, db: Db): Promise<ReaderPopupDto[]> {
  const cached = await kv.get<ReaderPopupDto[]>(POPUPS_KEY, 'json').catch(() => null);
  if (Array.isArray(cached)) return cached;
  const list = await loadReaderPopups(db);
  // A failed cache write must not fail the read.
  await kv
    .put(POPUPS_KEY, JSON.stringify(list), { expirationTtl: POPUPS_TTL_SECONDS })
    .catch((err) => log('error', 'popups.cache-write-failed', { error: err }));
  return list;
}

export async function invalidatePopups(kv: KVNamespace): Promise<void> {
  await kv.delete(POPUPS_KEY);
}
