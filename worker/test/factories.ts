/** Test data factories: each test makes the rows it needs, with unique values, through drizzle. */
import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { createDb } from '../db/client';
import { articles, articleTags, tags, users, views, zoneArticles, zones } from '../db/schema';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../features/auth/session';

export const db = () => createDb(env.DB);
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

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

/** An active view whose zones hold the given articles; deactivates any other view first. */
export async function makeActiveView(zoneSpecs: { layout: number; articleIds: number[]; title?: string; hideTitle?: boolean }[]) {
  const d = db();
  await d.update(views).set({ isActive: false });
  const [view] = await d
    .insert(views)
    .values({ title: `View ${uniq()}`, isActive: true })
    .returning();
  for (const [order, spec] of zoneSpecs.entries()) {
    const [zone] = await d
      .insert(zones)
      .values({ viewId: view!.id, order, webLayout: spec.layout, title: spec.title ?? `Zone ${order}`, hideTitle: spec.hideTitle ?? false })
      .returning();
    if (spec.articleIds.length)
      await d.insert(zoneArticles).values(spec.articleIds.map((articleId, position) => ({ zoneId: zone!.id, articleId, position })));
  }
  return view!;
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...init,
  // After the spread: extra headers add to the JSON content type instead of replacing it.
  headers: { 'content-type': 'application/json', ...((init.headers as Record<string, string>) ?? {}) },
});

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
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user!.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(env.SESSION_SECRET));
  return { user: user!, cookie: `ew_session=${token}` };
}
