/**
 * @module Test data factories: each test makes the rows it needs, with unique values, through
 * drizzle, and never changes rows another test may rely on (the one shared exception, the active
 * view, is put back when the test ends).
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { onTestFinished } from 'vitest';
import { invalidate } from '../cache';
import { createDb } from '../db/client';
import { articles, articleTags, type RichDocument, tags, uiBlocks, users, views, zoneArticles, zones } from '../db/schema';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../features/auth/session';

export const db = () => createDb(env.DB);
// Test files may run side by side on one D1: a random start keeps their values apart.
let seq = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
/** A value no other call (in this file or another) returns. */
export const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function makeTag(over: Partial<typeof tags.$inferInsert> = {}) {
  const u = uniq();
  const type = over.type ?? 'topic';
  const tag = over.tag ?? `t-${u}`;
  const [row] = await db()
    .insert(tags)
    .values({ name: `Tag ${u}`, type, tag, scope: `${type}:${tag}`, ...over })
    .returning();
  return row!;
}

export async function makeArticle(over: Partial<typeof articles.$inferInsert> = {}, tagIds: number[] = []) {
  const u = uniq();
  const [row] = await db()
    .insert(articles)
    .values({
      title: `Headline ${u}`,
      content: `<p>Body ${u}</p>`,
      contentText: `Body ${u}`,
      date: Math.floor(Date.now() / 1000),
      status: 'published',
      ...over,
    })
    .returning();
  if (tagIds.length)
    await db()
      .insert(articleTags)
      .values(tagIds.map((tagId, position) => ({ articleId: row!.id, tagId, position })));
  return row!;
}

/**
 * A new active view whose zones hold the given articles. Only one view can be active (a unique
 * index), so the one that was active is switched off for this test and switched back on after it.
 */
export async function makeActiveView(
  zoneSpecs: { layout: number; articleIds: number[]; title?: string; hideTitle?: boolean; payWall?: boolean }[],
) {
  const d = db();
  const [previous] = await d.select({ id: views.id }).from(views).where(eq(views.isActive, true)).limit(1);
  if (previous) await d.update(views).set({ isActive: false }).where(eq(views.id, previous.id));
  const [view] = await d
    .insert(views)
    .values({ title: `View ${uniq()}`, isActive: true })
    .returning();
  onTestFinished(async () => {
    await d.update(views).set({ isActive: false }).where(eq(views.id, view!.id));
    if (previous) await d.update(views).set({ isActive: true }).where(eq(views.id, previous.id));
    await invalidate(env, 'views');
  });
  for (const [order, spec] of zoneSpecs.entries()) {
    const [zone] = await d
      .insert(zones)
      .values({
        viewId: view!.id,
        order,
        webLayout: spec.layout,
        title: spec.title ?? `Zone ${order}`,
        hideTitle: spec.hideTitle ?? false,
        payWall: spec.payWall ?? false,
      })
      .returning();
    if (spec.articleIds.length)
      await d.insert(zoneArticles).values(spec.articleIds.map((articleId, position) => ({ zoneId: zone!.id, articleId, position })));
  }
  // As the back office does on activation: no isolate memo or KV copy of another view outlives it.
  await invalidate(env, 'views');
  return view!;
}

/**
 * A fresh user and a session cookie for them, signed the way the app signs sessions. `role` and
 * `subscriptionEnd` pick the kind of reader (admin, Plus while subscriptionEnd is in the future).
 */
export async function makeSession(opts: { role?: 'reader' | 'admin'; subscriptionEnd?: number | null; prefix?: string } = {}) {
  const u = `${opts.prefix ?? opts.role ?? 'reader'}${uniq()}`;
  const [user] = await db()
    .insert(users)
    .values({ username: u, email: `${u}@example.com`, role: opts.role ?? 'reader', subscriptionEnd: opts.subscriptionEnd ?? null })
    .returning();
  return { user: user!, cookie: await sessionCookieFor(user!.id) };
}

/** A session cookie for `userId`, signed the way the app signs sessions. */
export async function sessionCookieFor(userId: number): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(env.SESSION_SECRET));
  return `ew_session=${token}`;
}

/**
 * `n` Plus readers with session cookies, made in one statement (a crowd for concurrency tests:
 * one insert each would take longer than what is tested). They take no reply e-mails, so a crowd
 * replying in one thread does not become a mail-out.
 */
export async function makePlusReaders(n: number): Promise<{ id: number; cookie: string }[]> {
  const prefix = `crowd${uniq()}x`;
  const { results } = await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO users (username, email, subscription_end, email_notification_comments)
     SELECT ?2 || i, ?2 || i || '@example.com', unixepoch() + 30 * 86400, 'none' FROM n
     RETURNING id`,
  )
    .bind(n, prefix)
    .all<{ id: number }>();
  return Promise.all(results.map(async ({ id }) => ({ id, cookie: await sessionCookieFor(id) })));
}

/** A free reader or a Plus subscriber (30 days left), with a session cookie. */
export async function makeReader(kind: 'free' | 'plus') {
  const subscriptionEnd = kind === 'plus' ? Math.floor(Date.now() / 1000) + 30 * 86_400 : null;
  const { user, cookie } = await makeSession({ subscriptionEnd, prefix: kind });
  return { id: user.id, cookie };
}

export const textDoc = (...texts: string[]): RichDocument => ({ children: texts.map((html) => ({ element: 'text', data: { html } })) });

/** Inserts or replaces a UI block and drops the kept copies, so each test starts from D1. */
export async function putBlock(id: string, draft: RichDocument, document: RichDocument) {
  await db()
    .insert(uiBlocks)
    .values({ id, name: `Block ${id}`, draft, document })
    .onConflictDoUpdate({ target: uiBlocks.id, set: { draft, document } });
  await invalidate(env, 'blocks');
}

export const uniqueBlockId = (prefix = 'test') => `${prefix}-${uniq()}`;
