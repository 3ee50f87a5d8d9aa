// D1 round trips per page render (budget: at most 2), counted by worker/test/round-trips.ts: each
// single statement (first/all/run/raw), each batch and each exec is one round trip.
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bumpGeneration, resetCaches } from '../cache';
import { comments, tagFollows } from '../db/schema';
import { mintSharePass } from '../features/share/pass';
import { db, makeActiveView, makeArticle, makeReader, makeTag } from '../test/factories';
import { tripsFor } from '../test/round-trips';

const BUDGET = 2;

describe('D1 round trips per page render', () => {
  it(`stays within ${BUDGET} for trending, tag feeds and articles, for guests and signed-in readers`, async () => {
    const pub = await makeTag({ type: 'publication' });
    const free = await makeArticle({}, [pub.id]);
    const paid = await makeArticle(
      { contentType: 'mxm_exclusive', paywall: 'paid', content: '<p>Paid body text.</p>', contentText: 'Paid body text.' },
      [pub.id],
    );
    await makeActiveView([{ layout: 0, articleIds: [free.id, paid.id] }]);
    const reader = await makeReader('free');
    const plus = await makeReader('plus');
    const { token } = await mintSharePass(env, db(), { articleId: paid.id, userId: null });
    // The article page reads its first comment page (and, at a deep link, the thread) in its own batch.
    const [top] = await db().insert(comments).values({ articleId: free.id, userId: reader.id, body: 'Top' }).returning();
    const [reply] = await db().insert(comments).values({ articleId: free.id, userId: plus.id, body: 'Re', replyTo: top!.id }).returning();

    const pages: [string, string, string | undefined][] = [
      ['trending (cold memo)', '/trending', undefined],
      ['trending (cold memo, signed in)', '/trending', reader.cookie],
      ['tag feed', `/trending/${pub.tag}`, undefined],
      ['tag feed, signed in', `/trending/${pub.tag}`, reader.cookie],
      ['free article', `/article/${free.id}`, undefined],
      ['paid article, guest', `/article/${paid.id}`, undefined],
      ['paid article, free reader', `/article/${paid.id}`, reader.cookie],
      ['paid article, Plus reader', `/article/${paid.id}`, plus.cookie],
      ['paid article, guest with a share pass', `/article/${paid.id}?pass=${token}`, undefined],
      ['paid article, free reader with a share pass', `/article/${paid.id}?pass=${token}`, reader.cookie],
      ['article at a reply (comment_id, reply_id), guest', `/article/${free.id}?comment_id=${top!.id}&reply_id=${reply!.id}`, undefined],
      ['article at a reply, signed in', `/article/${free.id}?comment_id=${top!.id}&reply_id=${reply!.id}`, reader.cookie],
      ['article, older comments page', `/article/${free.id}?before=${reply!.id}`, reader.cookie],
    ];
    for (const [name, path, cookie] of pages) {
      for (const memo of ['cold', 'warm']) {
        if (memo === 'cold') resetCaches();
        await bumpGeneration(env); // a real render, not an edge-cache hit
        const { status, edge, trips } = await tripsFor(path, cookie);
        expect(status, name).toBe(200);
        expect(edge, name).not.toBe('HIT');
        expect(trips.length, `${name} (${memo}): ${trips.join(' | ')}`).toBeLessThanOrEqual(BUDGET);
        // A cold render must read something, or the counting binding is not the one in use.
        if (memo === 'cold') expect(trips.length, `${name} (cold) read nothing`).toBeGreaterThan(0);
      }
    }
  });

  it('answers an edge-cache hit, and a guest re-render within the guest-read window, without touching D1', async () => {
    const a = await makeArticle();
    await bumpGeneration(env);
    const miss = await tripsFor(`/article/${a.id}`);
    expect(miss.edge).toBe('MISS');
    expect(miss.trips).toHaveLength(1);
    const hit = await tripsFor(`/article/${a.id}`);
    expect(hit.edge).toBe('HIT');
    expect(hit.trips).toEqual([]);
    // A new query value bypasses the edge cache; what guests see is still known to the isolate.
    const busted = await tripsFor(`/article/${a.id}?b=1`);
    expect(busted.edge).toBe('BYPASS');
    expect(busted.trips).toEqual([]);
    // A new generation (an editor's change) sends the next guest render to D1 again.
    await bumpGeneration(env);
    expect((await tripsFor(`/article/${a.id}?b=2`)).trips).toHaveLength(1);
  });

  it("reads what an article page offers after the story (More in, Latest) in the article's own batch", async () => {
    const category = await makeTag({ type: 'category' });
    const a = await makeArticle({}, [category.id]);
    for (let n = 0; n < 3; n++) await makeArticle({}, [category.id]);
    const reader = await makeReader('free');
    resetCaches();
    await bumpGeneration(env);
    for (const [who, cookie, trips] of [
      ['guest', undefined, 1],
      ['reader (cold: the reader, then the shared copy)', reader.cookie, 2],
      ['reader (warm: the session check alone)', reader.cookie, 1],
    ] as const) {
      const page = await tripsFor(`/article/${a.id}`, cookie);
      expect(page.status, who).toBe(200);
      expect(page.trips, `${who}: ${page.trips.join(' | ')}`).toHaveLength(trips);
      expect((page.body.match(/data-next="(more|latest)"/g) ?? []).length, who).toBe(2);
      expect(page.body.match(/<section[^>]*data-next="more".*?<\/section>/s)?.[0].match(/<article /g), who).toHaveLength(3);
    }
  });

  it('answers every comment call in one round trip of its own (a signed-in call adds the session check)', async () => {
    const article = await makeArticle();
    const reader = await makeReader('free');
    const session = (await tripsFor('/api/profile', reader.cookie)).trips[0];
    expect(session, 'the session check').toBeDefined();
    const at = `/aux/articles/${article.id}/comments`;
    const one = async (
      name: string,
      path: string,
      init: { method?: string; body?: unknown } = {},
      cookie: string | undefined = reader.cookie,
    ) => {
      const { status, trips } = await tripsFor(path, cookie, init);
      expect(status, name).toBeLessThan(300);
      const own = cookie ? trips.slice(1) : trips;
      if (cookie) expect(trips[0], `${name}: the session check comes first`).toBe(session);
      expect(own, `${name}: ${trips.join(' | ')}`).toHaveLength(1);
    };
    await one('post', at, { method: 'POST', body: { body: 'Counted' } });
    const [first] = await db().select().from(comments).where(eq(comments.articleId, article.id));
    await one('reply', at, { method: 'POST', body: { body: 'A reply', reply_to: first!.id } });
    await one('older page, guest', `${at}?before_id=0`, {}, undefined);
    await one('newer page', `${at}?after_id=0&count=5`);
    await one('thread, guest', `${at}?reply_to=${first!.id}`, {}, undefined);
    await one('edit', `${at}/${first!.id}`, { method: 'PATCH', body: { body: 'Counted again' } });
    const other = await makeReader('free');
    await one('report', `${at}/${first!.id}/report`, { method: 'POST', body: { reason: 'Spam' } }, other.cookie);
    await one('removal', `${at}/${first!.id}`, { method: 'DELETE' });
  });

  it('reads a personal feed in three: the session check, the chips with what the plan needs, the list', async () => {
    const topic = await makeTag({ type: 'topic' });
    const place = await makeTag({ type: 'location', stateCode: 'TX' });
    await makeArticle({}, [topic.id]);
    await makeArticle({}, [place.id]);
    for (const kind of ['free', 'plus'] as const) {
      const reader = await makeReader(kind);
      await db()
        .insert(tagFollows)
        .values([
          { userId: reader.id, tagId: topic.id },
          { userId: reader.id, tagId: place.id },
        ]);
      for (const path of ['/foryou', `/foryou?tags=${topic.id}`, '/local', '/local?state=TX']) {
        const { status, trips } = await tripsFor(path, reader.cookie);
        expect(status, `${kind} ${path}`).toBe(200);
        expect(trips, `${kind} ${path}: ${trips.join(' | ')}`).toHaveLength(3);
      }
    }
  });

  it("reads a signed-in reader's trending page in one query that is also the session check", async () => {
    const a = await makeArticle();
    await makeActiveView([{ layout: 0, articleIds: [a.id] }]);
    const reader = await makeReader('free');
    await tripsFor('/trending'); // the shared view, read once by a guest
    await bumpGeneration(env);
    const { status, trips } = await tripsFor('/trending', reader.cookie);
    expect(status).toBe(200);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatch(/session_revocations/);
  });

  it('presses an up-vote in one round trip that is also the session check', async () => {
    const a = await makeArticle();
    const reader = await makeReader('free');
    const { status, trips } = await tripsFor(`/api/articles/${a.id}/upvote`, reader.cookie, { method: 'POST' });
    expect(status).toBe(200);
    expect(trips, trips.join(' | ')).toHaveLength(1);
  });

  it("reads a signed-in reader's plain article page in one query once any reader has read it", async () => {
    const a = await makeArticle();
    const [one, two] = [await makeReader('free'), await makeReader('plus')];
    expect((await tripsFor(`/article/${a.id}`, one.cookie)).trips, 'cold: the reader, then the shared copy').toHaveLength(2);
    for (const cookie of [one.cookie, two.cookie]) {
      const { status, trips } = await tripsFor(`/article/${a.id}`, cookie);
      expect(status).toBe(200);
      expect(trips, trips.join(' | ')).toHaveLength(1);
      expect(trips[0]).toMatch(/session_revocations/);
    }
  });
});
