/**
 * @module Share passes (spec: "A valid share pass in the page URL (signed, expiring, bound to the
 * article) lifts the gate"; share request: "url carrying a pass parameter"). A pass is an HS256
 * JWT signed with SHARE_PASS_SECRET (claims art, jti, exp; its own issuer/audience so a session
 * token can never pass for one) AND a share_passes row with id = jti that must exist and not be
 * revoked. Requiring the row means only passes we minted and recorded count (who shared what,
 * with how many recipients), and one UPDATE revokes a pass, or all of a sharer's passes, at once.
 * The row check is a single primary-key lookup folded into the article's own D1 batch.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { sharePasses } from '../../db/schema';

export const SHARE_PASS_PARAM = 'pass';

/**
 * A URL with a pass in it never travels in a Referer, not even to this site (the site's policy is
 * same-origin, decision 021). Mounted outside the site-wide secure headers (app.ts), so it stays.
 */
export const passReferrerPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.query(SHARE_PASS_PARAM) !== undefined) c.res.headers.set('Referrer-Policy', 'no-referrer');
};
export const SHARE_PASS_ISSUER = 'edgewire';
export const SHARE_PASS_AUDIENCE = 'edgewire-share';
/** A week: long enough for an e-mail to be read, short enough that old links die. */
export const SHARE_PASS_TTL_SECONDS = 7 * 86_400;
/** Our tokens are ~230 characters; anything far longer is not one and is not even parsed. */
const MAX_TOKEN_LENGTH = 1024;

type Secret = { SHARE_PASS_SECRET: string };

const encoded = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = encoded.get(secret);
  if (!key) encoded.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

export type MintedPass = { token: string; jti: string; expiresAt: number };

/** Records the pass and returns its token; the e-mail sharing feature puts it in the link. */
export async function mintSharePass(
  env: Secret,
  db: Db,
  opts: { articleId: number; userId: number | null; ttlSeconds?: number; recipients?: number; nowSeconds?: number },
): Promise<MintedPass> {
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const expiresAt = now + (opts.ttlSeconds ?? SHARE_PASS_TTL_SECONDS);
  const jti = crypto.randomUUID();
  await db
    .insert(sharePasses)
    .values({ id: jti, articleId: opts.articleId, userId: opts.userId, recipients: opts.recipients ?? 0, expiresAt });
  const token = await signSharePass(env.SHARE_PASS_SECRET, { articleId: opts.articleId, jti, expiresAt, issuedAt: now });
  return { token, jti, expiresAt };
}

export type ArticleTokenClaims = { articleId: number; jti: string; expiresAt: number; issuedAt?: number };

/**
 * The signing rule of every token bound to one article (share passes; editors' preview links,
 * articles/preview.ts): HS256 with SHARE_PASS_SECRET, issuer `edgewire`, the article in `art`, a
 * jti and an expiry; `audience` says what the token is for, so one can never pass for another.
 */
export function signArticleToken(secret: string, audience: string, p: ArticleTokenClaims): Promise<string> {
  return new SignJWT({ art: p.articleId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(SHARE_PASS_ISSUER)
    .setAudience(audience)
    .setJti(p.jti)
    .setIssuedAt(p.issuedAt ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(p.expiresAt)
    .sign(keyOf(secret));
}

/**
 * Checks a token signArticleToken made for `audience`: signature, issuer/audience, expiry and the
 * article binding. Returns its jti, or null. Never throws: a bad token just opens nothing.
 */
export async function readArticleToken(
  secret: string,
  audience: string,
  token: string | undefined | null,
  articleId: number,
  nowSeconds?: number,
): Promise<string | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: SHARE_PASS_ISSUER,
      audience,
      requiredClaims: ['jti', 'exp'],
      currentDate: nowSeconds === undefined ? undefined : new Date(nowSeconds * 1000),
    });
    if (payload.art !== articleId || typeof payload.jti !== 'string' || payload.jti.length > 64) return null;
    return payload.jti;
  } catch {
    return null;
  }
}

/** The signing half alone (no row): minting uses it, and so do tests that forge passes. */
export const signSharePass = (secret: string, p: ArticleTokenClaims): Promise<string> => signArticleToken(secret, SHARE_PASS_AUDIENCE, p);

/**
 * The stateless half of verification: signature, issuer/audience, expiry and the article binding.
 * Returns the pass id to look up, or null. Never throws: a bad pass just leaves the gate closed.
 */
export const readSharePass = (secret: string, token: string | undefined | null, articleId: number, nowSeconds?: number) =>
  readArticleToken(secret, SHARE_PASS_AUDIENCE, token, articleId, nowSeconds);

/** The row half, as a query to put into a D1 batch: a live pass with this id for this article. */
export function sharePassRowQuery(db: Db, jti: string, articleId: number, nowSeconds: number) {
  return db
    .select({ id: sharePasses.id })
    .from(sharePasses)
    .where(
      and(
        eq(sharePasses.id, jti),
        eq(sharePasses.articleId, articleId),
        isNull(sharePasses.revokedAt),
        gt(sharePasses.expiresAt, nowSeconds),
      ),
    )
    .limit(1);
}

/** Both halves, for callers that have no article batch to fold the lookup into (RSS, e-mail). */
export async function verifySharePass(
  env: Secret,
  db: Db,
  token: string | undefined | null,
  articleId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const jti = await readSharePass(env.SHARE_PASS_SECRET, token, articleId, nowSeconds);
  if (!jti) return false;
  return (await sharePassRowQuery(db, jti, articleId, nowSeconds)).length > 0;
}
