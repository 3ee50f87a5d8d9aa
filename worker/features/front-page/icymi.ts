/**
 * @module 'In Case You Missed It': the newest published articles that carry a publication tag
 * (the spec's "publication scope"), minus the ones the zones already show. One D1 round trip.
 * The excluded ids travel as one JSON parameter (json_each), because D1 allows only 100 bound
 * parameters per statement and the zones show ~70 articles.
 */

import { z } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { idFromText, isId } from '../../contracts/ids';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { cardPageQueries, marksOf } from '../articles/queries';

export const ICYMI_COUNT = 25;
/** More than every zone of a full view can show (16 zones × at most 9 cards). */
export const MAX_EXCLUDE = 300;

/** "3,1,2" → [3,1,2] (deduplicated); a bad entry or too many ids is a 400 naming `exclude`. */
export function parseExclude(raw: string): { ok: true; ids: number[] } | { ok: false; message: string } {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const read = parts.map(idFromText).filter(isId);
  if (read.length !== parts.length) return { ok: false, message: 'exclude must be a comma-separated list of article ids' };
  const ids = [...new Set(read)];
  if (ids.length > MAX_EXCLUDE) return { ok: false, message: `exclude may list at most ${MAX_EXCLUDE} ids` };
  return { ok: true, ids };
}

export const ExcludeQuery = z
  .string()
  .max(MAX_EXCLUDE * 17, `exclude may list at most ${MAX_EXCLUDE} ids`)
  .transform((s, ctx) => {
    const r = parseExclude(s);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: r.message });
      return z.NEVER;
    }
    return r.ids;
  });

const hasPublication = sql`EXISTS (SELECT 1 FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = ${articles.id} AND t.type = 'publication')`;

/** The queries, exposed so tests can EXPLAIN exactly what runs. */
export function icymiQueries(db: Db, exclude: number[], limit: number, viewerId: number | null) {
  const where = and(
    eq(articles.status, 'published'),
    exclude.length ? sql`${articles.id} NOT IN (SELECT value FROM json_each(${JSON.stringify(exclude)}))` : undefined,
    hasPublication,
  );
  return cardPageQueries(db, where, limit, 0, viewerId);
}

export async function listIcymi(db: Db, exclude: number[], limit: number, viewerId: number | null) {
  const [rows, tagRows, voteRows, bookmarkRows] = await db.batch(icymiQueries(db, exclude, limit, viewerId));
  return { rows, tagRows, marks: marksOf(voteRows, bookmarkRows) };
}
