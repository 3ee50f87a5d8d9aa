/**
 * @module Reading SQLite's EXPLAIN QUERY PLAN for the statements a test caught, and finding the
 * full scans in it. "SCAN t" with no index reads every row of t; "SEARCH t …", "SCAN t USING
 * (COVERING) INDEX …" (an index walked in order, stopped by a LIMIT) and an FTS5 virtual table are
 * fine. Only tables that grow with content or readers count: a scan of the handful of views,
 * zones or popups costs the same at a million articles as on the demo.
 *
 * No ANALYZE runs here: without sqlite_stat1 the planner assumes every table is large (about a
 * million rows) and every index equality narrows to a few rows, which is the plan a 1M-article
 * database gets. So the plan of the test database's few rows is the plan at scale.
 */
import { env } from 'cloudflare:test';
import type { Recorded } from './recording-d1';

/**
 * Tables whose rows grow with articles, readers or traffic (worker/db/schema). Raw analytics events
 * live in the events database (features/analytics/events-db.ts: its count is EXPLAINed there).
 */
export const GROWING = new Set([
  'articles',
  'article_tags',
  'articles_fts',
  'tags',
  'tags_fts',
  'tag_totals',
  'zone_articles',
  'votes',
  'comments',
  'comment_reports',
  'comment_edits',
  'bookmarks',
  'tag_follows',
  'curator_follows',
  'users',
  'password_credentials',
  'social_identities',
  'session_revocations',
  'password_reset_tokens',
  'rate_limits',
  'article_views',
  'share_passes',
  'push_subscriptions',
  'subscriptions',
  'billing_customers',
  'webhook_events',
  'support_messages',
  'admin_audit_log',
  'push_notifications',
  'daily_stats',
  'daily_article_views',
  'newsletter_subscribers',
  'job_receipts',
  'dead_letters',
]);

const KEYWORDS = new Set(['on', 'where', 'join', 'left', 'inner', 'cross', 'natural', 'using', 'group', 'order', 'limit', 'set', 'as']);

/** alias → table for every `FROM t a`, `JOIN t AS a`, so a plan's "SCAN a" names its table. */
export function aliasesOf(sql: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi)) {
    const table = m[1]!.toLowerCase();
    map.set(table, table);
    const alias = m[2]?.toLowerCase();
    if (alias && !KEYWORDS.has(alias)) map.set(alias, table);
  }
  return map;
}

/**
 * Whether the statement walks `name` (a table or its alias) in the order of its integer key and
 * stops at a LIMIT: `ORDER BY t.id [DESC] LIMIT n` with no sort of its own. SQLite calls that walk
 * "SCAN t" too, but it reads the page, not the table (like "SCAN t USING INDEX" does).
 */
function orderedWalk(sql: string, name: string, details: string[]): boolean {
  if (details.some((d) => /USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(d))) return false;
  return new RegExp(`order by "?${name}"?\\."?id"?( desc| asc)? limit`, 'i').test(sql);
}

/** The plan's lines that read a growing table from end to end. */
export function fullScans(details: string[], sql: string): string[] {
  const aliases = aliasesOf(sql);
  // "SCAN x" of a subquery SQLite runs as a co-routine or materializes reads that subquery's rows.
  const subqueries = new Set(details.flatMap((d) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(d)?.[1] ?? []));
  return details.filter((d) => {
    const m = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(d);
    if (!m || subqueries.has(m[1]!) || /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|VIRTUAL TABLE/.test(m[3]!)) return false;
    const table = aliases.get(m[1]!.toLowerCase()) ?? m[1]!.toLowerCase();
    return GROWING.has(table) && !orderedWalk(sql, m[1]!, details);
  });
}

/**
 * The plan's lines that walk a WHOLE index of a growing table: "SCAN t USING [COVERING] INDEX i"
 * reads every entry of i unless a LIMIT stops the walk, which it can only do when the statement has
 * one (decision 074-flat-lists: a count over every row was such a walk). "SCAN t USING INDEX" in the order of a LIMIT reads the page only.
 */
export function indexWalks(details: string[], sql: string): string[] {
  const aliases = aliasesOf(sql);
  const limited = /\blimit\b/i.test(sql);
  return details.filter((d) => {
    const m = /^SCAN (\w+)(?: AS (\w+))? USING (?:COVERING )?INDEX/.exec(d);
    if (!m) return false;
    const table = aliases.get(m[1]!.toLowerCase()) ?? m[1]!.toLowerCase();
    return GROWING.has(table) && !limited;
  });
}

/** The plan of one statement, with its parameters bound as the app bound them. */
export async function planOf(q: Recorded): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Statements whose plan can be asked for (not PRAGMA, not several statements in one exec). */
export const explainable = (sql: string) => /^\s*(select|insert|update|delete|with|replace)\b/i.test(sql);
