// The search's paywall rule in SQL (match.ts) against checkAccess, the one rule for article bodies:
// for every content type and paywall (and values the schema does not know) and every kind of
// reader, D1 must say what checkAccess says.
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReaderTier } from '../../contracts/plus';
import { createDb } from '../../db/client';
import { CONTENT_TYPES, PAYWALLS } from '../../db/schema/content';
import { type AccessReader, checkAccess } from '../articles/access';
import { toFtsQuery } from './fts';
import { bodyReadable, shownFtsQuery } from './match';

const NOW = 1_900_000_000;
const READERS: Record<ReaderTier, AccessReader> = {
  guest: { signedIn: false, subscriptionEnd: null },
  free: { signedIn: true, subscriptionEnd: null },
  plus: { signedIn: true, subscriptionEnd: NOW + 86_400 },
};

/** Evaluates bodyReadable on one (content_type, paywall) pair: a CTE named articles stands in for the table. */
async function readableInD1(tier: ReaderTier, contentType: string, paywall: string): Promise<boolean> {
  const rule = bodyReadable(tier) ?? sql`1`;
  const rows = await createDb(env.DB).all<{ readable: number }>(
    sql`WITH articles(content_type, paywall) AS (VALUES (${contentType}, ${paywall})) SELECT (${rule}) AS readable FROM articles`,
  );
  return rows[0]!.readable === 1;
}

describe('bodyReadable', () => {
  const cases = (Object.keys(READERS) as ReaderTier[]).flatMap((tier) =>
    [...CONTENT_TYPES, 'unknown_type'].flatMap((contentType) =>
      [...PAYWALLS, 'unknown_paywall'].map((paywall) => [tier, contentType, paywall] as const),
    ),
  );

  it.each(cases)('%s reader, %s article, paywall %s: as checkAccess says', async (tier, contentType, paywall) => {
    const expected = checkAccess({ content_type: contentType, paywall }, READERS[tier], { nowSeconds: NOW }).allowed;
    expect(await readableInD1(tier, contentType, paywall)).toBe(expected);
  });
});

describe('shownFtsQuery', () => {
  it('confines every term of the reader query to title, tags and excerpt', () => {
    expect(shownFtsQuery(toFtsQuery('city council')!)).toBe('{title tags excerpt} : ("city"* "council"*)');
  });
});
