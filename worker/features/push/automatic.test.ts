// The pushes nobody composes, through the real queue and the local push service: the morning
// briefing reaches a reader in the zone whose 7:00 hour it is (from their location) with
// notification_am_pm on, once however often the cron runs; and a comment reply reaches the thread's
// author by push as their push_notification_comments says.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CommentDto } from '../../contracts/comments';
import type { WebPushPayload } from '../../contracts/web-push';
import { makeArticle, makeReader, makeTag, uniq } from '../../test/factories';
import { call, dataIn } from '../../test/http';
import { pushFollower, received, settled } from '../../test/push';
import { queueBriefings } from './automatic';
import { briefingDue } from './briefing';

const payloads = async (clientHash: string) => (await received(clientHash)).map((m) => JSON.parse(m) as WebPushPayload);
const ofKind = async (clientHash: string, kind: WebPushPayload['kind']) => (await payloads(clientHash)).filter((p) => p.kind === kind);

async function waitForPush(clientHash: string, kind: WebPushPayload['kind']) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = (await payloads(clientHash)).find((p) => p.kind === kind);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} push arrived`);
}

/** The last moment within the past day when it was the 7 o'clock hour in `zone`. */
function lastMorning(zone: string) {
  for (let t = Date.now(); t > Date.now() - 86_400_000; t -= 600_000) if (briefingDue(zone, t)?.slot === 'am') return t;
  throw new Error('no morning found');
}

describe('the morning briefing', () => {
  it('goes once to readers in the zone whose 7:00 it is who keep briefings on, with the top stories', async () => {
    const state = await makeTag({ type: 'location', name: `Fresno-CA ${uniq()}`, stateCode: 'CA' });
    const inZone = await pushFollower(1);
    const optedOut = await pushFollower(1);
    for (const r of [inZone, optedOut])
      await env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(r.reader.id, state.id).run();
    await env.DB.prepare('UPDATE users SET notification_am_pm = 0 WHERE id = ?').bind(optedOut.reader.id).run();
    const elsewhere = await pushFollower(1); // no location: the site's zone (America/New_York), not 7:00 there then

    const t = lastMorning('America/Los_Angeles');
    const story = await makeArticle({ title: `Top story ${uniq()}`, date: Math.floor(t / 1000) - 60, upvotes: 1_000_000 });
    const zones = await queueBriefings(env, t);
    expect(zones).toContain('America/Los_Angeles');
    expect(zones).not.toContain('America/New_York');
    // Every later run of the same hour finds the job made.
    expect(await queueBriefings(env, t + 60_000)).not.toContain('America/Los_Angeles');

    const push = await waitForPush(inZone.subs[0]!.clientHash, 'briefing');
    expect(push).toMatchObject({ title: 'Your morning briefing', url: '/trending' });
    expect(push.body).toContain(story.title);
    const job = await env.DB.prepare(
      "SELECT id FROM push_notifications WHERE dedupe_key LIKE 'briefing:America/Los_Angeles:%:am' ORDER BY id DESC",
    ).first<{ id: number }>();
    await settled(job!.id);
    // Only briefings count here: in a shared test database, other files' pushes to everyone may
    // still be fanning out when these readers exist, and reach them rightly.
    expect(await ofKind(optedOut.subs[0]!.clientHash, 'briefing')).toEqual([]);
    expect(await ofKind(elsewhere.subs[0]!.clientHash, 'briefing')).toEqual([]);
  });
});

describe('comment replies by push', () => {
  it("pushes a reply to the thread's author when their setting is replies, not when it is none", async () => {
    const article = await makeArticle({ title: `Rivers ${uniq()}` });
    const author = await pushFollower(1);
    const quiet = await pushFollower(1);
    await env.DB.prepare("UPDATE users SET push_notification_comments = 'replies' WHERE id = ?").bind(author.reader.id).run();
    await env.DB.prepare("UPDATE users SET push_notification_comments = 'none' WHERE id = ?").bind(quiet.reader.id).run();
    const replier = await makeReader('free');
    const post = async (cookie: string, body: string, reply_to?: number) =>
      dataIn<CommentDto>(await call('POST', `/aux/articles/${article.id}/comments`, { cookie, body: { body, reply_to } }));
    const top = await post(author.reader.cookie, 'Top-level thought');
    const quietTop = await post(quiet.reader.cookie, 'Quiet thought');
    const reply = await post(replier.cookie, 'A reply', top.id);
    await post(replier.cookie, 'Another reply', quietTop.id);

    const push = await waitForPush(author.subs[0]!.clientHash, 'comment');
    expect(push.title).toContain(article.title);
    expect(push.body).toBe('A reply');
    expect(push.url).toBe(`/article/${article.id}?comment_id=${top.id}&reply_id=${reply.id}#comment-${reply.id}`);
    const job = await env.DB.prepare('SELECT id FROM push_notifications WHERE dedupe_key = ?')
      .bind(`comment:${reply.id}`)
      .first<{ id: number }>();
    expect(await settled(job!.id)).toMatchObject({ status: 'sent', sent: 1 });
    expect(await ofKind(quiet.subs[0]!.clientHash, 'comment')).toEqual([]);
  });
});
