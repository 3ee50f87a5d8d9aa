/** @module For the seed's end-to-end tests: a freshly migrated local state dir, and a snapshot of what the seed wrote into it. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types/experimental';
import { ANCHOR_KEY, openState } from './index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Tests run offline: no metrics, no request.cf lookups, no prompts.
const OFFLINE = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };
/** A log for seed() that swallows its progress lines. */
export const quiet = { write: () => true };

export type Rows = Record<string, unknown>[];
export interface Snapshot {
  digest: string;
  objects: Map<string, number>;
  anchor: string | null;
  q: Map<string, Rows>;
}

/** A new temp dir with every D1 migration applied by wrangler (the main and the events database), as `npm start` would leave it before seeding. */
export async function migratedState(): Promise<string> {
  const persist = await mkdtemp(join(tmpdir(), 'edgewire-seed-'));
  for (const binding of ['DB', 'EVENTS_DB'])
    await promisify(execFile)('npx', ['wrangler', 'd1', 'migrations', 'apply', binding, '--local', '--persist-to', persist], {
      cwd: ROOT,
      env: { ...process.env, ...OFFLINE },
    });
  return persist;
}

export async function removeState(persist: string | undefined): Promise<void> {
  if (persist) await rm(persist, { recursive: true, force: true });
}

/** Stable JSON: binary cells (FTS shadow tables) as hex, so the digest sees every byte. */
const stable = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v instanceof ArrayBuffer
      ? Buffer.from(v).toString('hex')
      : ArrayBuffer.isView(v)
        ? Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex')
        : v,
  );

async function tableDump(db: D1Database, table: string): Promise<string> {
  const from = `"${table.replace(/"/g, '""')}"`;
  try {
    return stable((await db.prepare(`SELECT * FROM ${from} ORDER BY rowid`).all()).results);
  } catch {
    // WITHOUT ROWID tables (FTS5 shadow tables): order by content instead.
    return stable((await db.prepare(`SELECT * FROM ${from}`).all()).results.map((row) => stable(row)).sort());
  }
}

const TABLES_SQL =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name";

/** Every table of both databases, every R2 object (key, size, etag) and the KV anchor, plus the rows the checks read. */
export async function snapshot(persist: string, queries: Record<string, string> = {}): Promise<Snapshot> {
  const proxy = await openState(persist);
  try {
    const { DB: db, EVENTS_DB: eventsDb, MEDIA: media, CACHE: cache } = proxy.env;
    const hash = createHash('sha256');
    for (const [label, d1] of [
      ['', db],
      ['events:', eventsDb],
    ] as const) {
      const { results: tables } = await d1.prepare(TABLES_SQL).all<{ name: string }>();
      for (const { name } of tables) hash.update(`${label}${name}\n${await tableDump(d1, name)}\n`);
    }
    const objects = new Map<string, number>();
    let cursor: string | undefined;
    do {
      const page = await media.list({ cursor, limit: 1000 });
      for (const o of page.objects) {
        objects.set(o.key, o.size);
        hash.update(`${o.key} ${o.size} ${o.etag}\n`);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    const q = new Map<string, Rows>();
    for (const [name, sql] of Object.entries(queries)) q.set(name, (await db.prepare(sql).all()).results as Rows);
    return { digest: hash.digest('hex'), objects, anchor: await cache.get(ANCHOR_KEY), q };
  } finally {
    await proxy.dispose();
  }
}
