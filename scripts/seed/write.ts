/** @module Writes a built seed into D1 and R2 without ever changing what is already there. */
import type { D1Database, D1PreparedStatement, R2Bucket } from '@cloudflare/workers-types/experimental';
import { D1_MAX_BOUND_PARAMETERS } from '../../worker/db/limits';
import { monthTableStatements } from '../../worker/features/analytics/events-sql';
import { byMonth, monthTable } from '../../worker/features/analytics/months';
import { PHASES, type PhaseName, type Row, type SeedData, type SeedObject, type TableName } from './types';

/** One D1 batch is one transaction; ~200 statements per round trip. */
export const BATCH_SIZE = 200;
/** D1 (in production) refuses more bound parameters than this in one statement (its one home: worker/db/limits.ts). */
export const MAX_PARAMS = D1_MAX_BOUND_PARAMETERS;
export const R2_CONCURRENCY = 8;

export interface Progress {
  phase(name: PhaseName, units: number): void;
  advance(units: number): void;
}

export interface WriteReport {
  /** Rows actually inserted per table (0 everywhere on a re-run). */
  inserted: Record<string, number>;
  objectsPut: number;
  objectsKept: number;
}

/**
 * The seed's tables that live in the events database (EVENTS_DB, decision 075-events-database):
 * raw analytics events, written into the table of their UTC month, as the queue consumer does.
 */
export const EVENTS_TABLES: ReadonlySet<TableName> = new Set<TableName>(['events']);

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

interface Insert {
  table: TableName;
  rows: number;
  statement: D1PreparedStatement;
}

/**
 * Multi-row INSERTs: local D1 spends milliseconds per statement, so 20 rows in one statement
 * is ~20x faster than 20 statements. ON CONFLICT DO NOTHING rather than upserts: a re-run must
 * not touch rows (nor bump counters, nor fire the FTS update triggers) that an earlier run, or a
 * person using the app, wrote. RETURNING counts what was really inserted.
 */
function inserts(db: D1Database, table: TableName, rows: Row[], into: string = table): Insert[] {
  const out: Insert[] = [];
  let start = 0;
  while (start < rows.length) {
    const columns = Object.keys(rows[start] as Row);
    const signature = columns.join(',');
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    let end = start;
    while (end < rows.length && end - start < perStatement && Object.keys(rows[end] as Row).join(',') === signature) end++;
    const chunk = rows.slice(start, end);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const sql = `INSERT INTO ${quote(into)} (${columns.map(quote).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')} ON CONFLICT DO NOTHING RETURNING 1`;
    out.push({ table, rows: chunk.length, statement: db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((c) => row[c] ?? null))) });
    start = end;
  }
  return out;
}

async function runInserts(db: D1Database, queue: Insert[], report: WriteReport, progress: Progress): Promise<void> {
  for (let start = 0; start < queue.length; start += BATCH_SIZE) {
    const chunk = queue.slice(start, start + BATCH_SIZE);
    const results = await db.batch(chunk.map((insert) => insert.statement));
    results.forEach((result, i) => {
      const { table } = chunk[i] as Insert;
      report.inserted[table] = (report.inserted[table] ?? 0) + result.results.length;
    });
    progress.advance(chunk.reduce((sum, insert) => sum + insert.rows, 0));
  }
}

/** Raw events into their months' tables of the events database, each month's table made first. */
function eventInserts(eventsDb: D1Database, table: TableName, rows: Row[]): { create: string[]; queue: Insert[] } {
  const months = byMonth(rows, (row) => row.occurred_at as number);
  return {
    create: months.flatMap(([m]) => monthTableStatements(m)),
    queue: months.flatMap(([m, monthRows]) => inserts(eventsDb, table, monthRows, monthTable(m))),
  };
}

async function writeTables(
  dbs: { db: D1Database; eventsDb: D1Database },
  data: SeedData,
  tables: readonly TableName[],
  report: WriteReport,
  progress: Progress,
): Promise<void> {
  const main = tables.filter((table) => !EVENTS_TABLES.has(table));
  await runInserts(
    dbs.db,
    main.flatMap((table) => inserts(dbs.db, table, data.tables[table])),
    report,
    progress,
  );
  for (const table of tables.filter((t) => EVENTS_TABLES.has(t))) {
    const { create, queue } = eventInserts(dbs.eventsDb, table, data.tables[table]);
    if (create.length) await dbs.eventsDb.batch(create.map((sql) => dbs.eventsDb.prepare(sql)));
    await runInserts(dbs.eventsDb, queue, report, progress);
  }
}

/**
 * Stores R2 objects only where they are missing, at most R2_CONCURRENCY at a time. What is
 * there is learnt from one listing of seed/ (a list page answers for 1000 keys, a head for one);
 * a stored object is never rewritten, and it would be the same bytes anyway. store() is
 * idempotent per key, so the drawing step can upload early and writeSeed simply waits.
 */
export function objectWriter(media: R2Bucket, onStored: () => void = () => {}) {
  const report = { put: 0, kept: 0 };
  const started = new Map<string, Promise<void>>();
  let existing: Promise<Set<string>> | null = null;
  const listExisting = async () => {
    const keys = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await media.list({ prefix: 'seed/', cursor, limit: 1000 });
      for (const object of page.objects) keys.add(object.key);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return keys;
  };
  let active = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    while (active >= R2_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
  };
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  const store = async (object: SeedObject) => {
    if ((await (existing ??= listExisting())).has(object.key)) report.kept++;
    else {
      await slot();
      try {
        await media.put(object.key, object.body, {
          httpMetadata: { contentType: object.contentType, cacheControl: 'public, max-age=31536000, immutable' },
        });
        report.put++;
      } finally {
        release();
      }
    }
    onStored();
  };
  return {
    report,
    store(object: SeedObject): Promise<void> {
      let promise = started.get(object.key);
      if (!promise) started.set(object.key, (promise = store(object)));
      return promise;
    },
  };
}

export type ObjectWriter = ReturnType<typeof objectWriter>;

export async function writeSeed(
  env: { db: D1Database; eventsDb: D1Database; media: R2Bucket },
  data: SeedData,
  progress: Progress,
  objects: ObjectWriter = objectWriter(env.media, () => progress.advance(1)),
): Promise<WriteReport> {
  const report: WriteReport = { inserted: {}, objectsPut: 0, objectsKept: 0 };
  for (const phase of PHASES) {
    if (phase.name === 'images') {
      progress.phase(phase.name, data.objects.length);
      await Promise.all(data.objects.map((object) => objects.store(object)));
    } else {
      progress.phase(
        phase.name,
        phase.tables.reduce((sum, table) => sum + data.tables[table].length, 0),
      );
      await writeTables(env, data, phase.tables, report, progress);
    }
  }
  report.objectsPut = objects.report.put;
  report.objectsKept = objects.report.kept;
  return report;
}

/** Raw events in the events database, every month's table counted. */
export async function countEventRows(eventsDb: D1Database): Promise<number> {
  const { results } = await eventsDb.prepare('SELECT month FROM event_months').all<{ month: number }>();
  if (!results.length) return 0;
  const counts = await eventsDb.batch(results.map((r) => eventsDb.prepare(`SELECT count(*) AS n FROM ${monthTable(r.month)}`)));
  return counts.reduce((sum, c) => sum + ((c.results[0] as { n: number } | undefined)?.n ?? 0), 0);
}

/** Row counts of every table the seed writes, for the closing summary. */
export async function countRows(db: D1Database, tables: readonly string[]): Promise<Record<string, number>> {
  const results = await db.batch(tables.map((table) => db.prepare(`SELECT count(*) AS n FROM ${quote(table)}`)));
  return Object.fromEntries(tables.map((table, i) => [table, (results[i]?.results[0] as { n: number } | undefined)?.n ?? 0]));
}

export async function countObjects(media: R2Bucket, prefix: string): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix, cursor, limit: 1000 });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}
