// The access table's SQL (access-sql.ts, and the predicates built on it: search's bodyReadable, the
// vote's pressAllowedSql) against its pure functions (contracts/access.ts may and checkAccess,
// contracts/votes.ts mayPress), in the real local D1: each predicate is evaluated over a stand-in
// row (a CTE named articles) and must say what the pure function says. First for every content
// type × paywall (and values the table does not know) × reader (guest, never subscribed, lapsed,
// ending this second, Plus) × share pass × vote press, then for generated cases.
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES, type Ability, CONTENT_TYPES, checkAccess, may, PAYWALLS } from '../../contracts/access';
import { readerTier } from '../../contracts/plus';
import { mayPress, type Vote, type VotePress } from '../../contracts/votes';
import { bodyReadable } from '../search/match';
import { pressAllowedSql } from '../votes/queries';
import { type AccessColumns, accessSql, accessSqlTextByTier, signedInTierSql } from './access-sql';

type Case = {
  contentType: string;
  paywall: string;
  /** null: a guest; otherwise the reader's users.subscription_end (null: never subscribed). */
  reader: { subscriptionEnd: number | null } | null;
  now: number;
  sharePass: boolean;
  current: Vote;
  press: VotePress;
};

const COLUMNS: AccessColumns = { contentType: 'articles.content_type', paywall: 'articles.paywall' };
const TIER_IN_SQL = signedInTierSql('c.subscription_end', 'c.now');
const PRESS = pressAllowedSql({ press: 'c.press', old: 'c.old', subscriptionEnd: 'c.subscription_end', now: 'c.now', ...COLUMNS });
// What the SQL cannot know, the row carries: the tier a page computed (c.tier) for the CASE form.
const byTier = (ability: Ability, sharePass: boolean) => sql.raw(accessSqlTextByTier(ability, 'c.tier', COLUMNS, sharePass));
const truth = (v: unknown) => (v === null ? null : v === 1);
const DIALECT = new SQLiteAsyncDialect();

/** Every predicate on one case, as one query; null where a predicate does not apply (a guest's vote). */
function statement(k: Case) {
  const tier = readerTier(k.reader, k.now);
  const who = { tier, sharePass: k.sharePass };
  const columns = ABILITIES.flatMap((a) => [
    sql`${accessSql(a, who)} AS ${sql.identifier(a)}`,
    sql`${byTier(a, k.sharePass)} AS ${sql.identifier(`${a}ByTier`)}`,
  ]);
  const signedIn = k.reader !== null;
  const query = DIALECT.sqlToQuery(sql`
    WITH articles(content_type, paywall) AS (VALUES (${k.contentType}, ${k.paywall})),
      c(tier, subscription_end, now, press, old) AS (VALUES (${tier}, ${k.reader?.subscriptionEnd ?? null}, ${k.now}, ${k.press === 'up' ? 1 : -1}, ${k.current}))
    SELECT ${sql.join(columns, sql`, `)}, ${bodyReadable(tier)} AS searchBody,
      ${signedIn ? sql.raw(PRESS) : sql`NULL`} AS press, ${signedIn ? sql.raw(TIER_IN_SQL) : sql`NULL`} AS sqlTier
    FROM articles, c`);
  return env.DB.prepare(query.sql).bind(...query.params);
}

/** The cases' rows from D1, a batch (one round trip) per hundred. */
async function inD1(cases: Case[]) {
  const rows: Record<string, number | string | null>[] = [];
  for (let i = 0; i < cases.length; i += 100) {
    const results = await env.DB.batch<Record<string, number | string | null>>(cases.slice(i, i + 100).map(statement));
    rows.push(...results.map((r) => r.results[0]!));
  }
  return rows;
}

/** What the pure functions say of the same case, in the same shape. */
function pure(k: Case) {
  const tier = readerTier(k.reader, k.now);
  const article = { content_type: k.contentType, paywall: k.paywall };
  const out: Record<string, boolean | string | null> = {};
  for (const a of ABILITIES) out[a] = out[`${a}ByTier`] = may(a, article, { tier, sharePass: k.sharePass });
  const reader = { signedIn: k.reader !== null, subscriptionEnd: k.reader?.subscriptionEnd ?? null };
  return {
    out,
    read: checkAccess(article, reader, { nowSeconds: k.now, sharePassValid: k.sharePass }).allowed,
    searchBody: checkAccess(article, reader, { nowSeconds: k.now }).allowed,
    press: k.reader === null ? null : mayPress(k.current, k.press, tier, article),
    sqlTier: k.reader === null ? null : tier,
  };
}

let evaluated = 0;
async function compare(cases: Case[]) {
  const rows = await inD1(cases);
  cases.forEach((k, i) => {
    const row = rows[i]!;
    const want = pure(k);
    const got: Record<string, boolean | string | null> = {};
    for (const key of Object.keys(want.out)) got[key] = truth(row[key]);
    const label = JSON.stringify(k);
    expect(got, label).toEqual(want.out);
    // The body rule as pages, API and RSS ask it, and the search as the search queries embed it.
    expect(got.read, label).toBe(want.read);
    expect(truth(row.searchBody), label).toBe(want.searchBody);
    expect(truth(row.press), label).toBe(want.press);
    expect(row.sqlTier, label).toBe(want.sqlTier);
    evaluated++;
  });
}

const NOW = 1_900_000_000;
const READERS: Case['reader'][] = [
  null,
  { subscriptionEnd: null },
  { subscriptionEnd: NOW - 1 },
  { subscriptionEnd: NOW },
  { subscriptionEnd: NOW + 86_400 },
];
const VOTES: [Vote, VotePress][] = [-1, 0, 1].flatMap((current) =>
  (['up', 'down'] as const).map((press) => [current as Vote, press] as [Vote, VotePress]),
);

describe('the access table in D1 says what its pure functions say', () => {
  it('for every content type × paywall (and unknown values) × reader × share pass × vote press', async () => {
    evaluated = 0;
    const cases: Case[] = [];
    for (const contentType of [...CONTENT_TYPES, 'podcast', ''])
      for (const paywall of [...PAYWALLS, 'metered', 'Paid'])
        for (const reader of READERS)
          for (const sharePass of [false, true])
            for (const [current, press] of VOTES) cases.push({ contentType, paywall, reader, now: NOW, sharePass, current, press });
    await compare(cases);
    expect(evaluated).toBe(5 * 5 * 5 * 2 * 6);
  });

  // Mostly the table's values; otherwise near misses (case, spaces, quotes) and any short string.
  const value = (known: readonly string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', 'PAID', 'Free', 'paid ', ' mxm_exclusive', "it's", 'NULL', '%') },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
  const offset = fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -400 * 86_400, max: 400 * 86_400 }));
  const generated: fc.Arbitrary<Case> = fc
    .record({
      contentType: value(CONTENT_TYPES),
      paywall: value(PAYWALLS),
      now: fc.integer({ min: 1_500_000_000, max: 2_100_000_000 }),
      // A guest, a reader who never subscribed, or one whose subscription ends some time from now.
      reader: fc.oneof(fc.constant(null), fc.constant('never' as const), offset),
      sharePass: fc.boolean(),
      current: fc.constantFrom<Vote>(-1, 0, 1),
      press: fc.constantFrom<VotePress>('up', 'down'),
    })
    .map(({ reader, now, ...rest }) => ({
      ...rest,
      now,
      reader: reader === null ? null : { subscriptionEnd: reader === 'never' ? null : now + reader },
    }));

  // Thirty runs of fifty cases, each run one round trip: 1,500 cases, and a failing run shrinks to its case.
  it('for 1,500 generated cases', async () => {
    evaluated = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 50, maxLength: 50 }), (cases) => compare(cases)),
      { numRuns: 30 },
    );
    expect(evaluated).toBe(1_500);
  });
});
