// GET /api/articles through the real Worker: the default scope feed:for-me, status and scheduled
// (editors only), q, state, and every bad value a 400 naming its field (docs/decisions/024).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeReader, makeSession, makeTag, uniq } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const follow = (userId: number, tagId: number) =>
  env.DB.prepare('INSERT INTO tag_follows (user_id, tag_id) VALUES (?, ?)').bind(userId, tagId).run();
const ids = async (res: Response) => (await dataIn<{ id: number }[]>(res)).map((a) => a.id);
const list = (query: string, cookie?: string) => call('GET', `/api/articles?${query}`, cookie ? { cookie } : {});

describe('GET /api/articles: the default scope', () => {
  it('gives a signed-in reader their feed (feed:for-me) and a guest every published story', async () => {
    const mine = await makeTag({ type: 'topic' });
    const theirs = await makeTag({ type: 'topic' });
    const a = await makeArticle({}, [mine.id]);
    const b = await makeArticle({}, [theirs.id]);
    const reader = await makeReader('plus');
    await follow(reader.id, mine.id);

    const feed = await ids(await list('count=100', reader.cookie));
    expect(feed).toContain(a.id);
    expect(feed).not.toContain(b.id);
    expect(await ids(await list('count=100'))).toEqual(expect.arrayContaining([a.id, b.id]));
    // A search names no scope and finds every story, followed or not.
    const word = (await env.DB.prepare('SELECT content_text AS t FROM articles WHERE id = ?').bind(b.id).first<{ t: string }>())!.t;
    expect(await ids(await list(`q=${encodeURIComponent(word)}`, reader.cookie))).toEqual([b.id]);
    // The default is a personal feed: its page 2 is Plus.
    const free = await makeReader('free');
    expect((await firstError(await list('page=2', free.cookie))).code).toBe('plus_required');
    expect((await list('page=2')).status).toBe(200);
  });
});

describe('GET /api/articles: status and scheduled', () => {
  it('are for editors: a reader gets 403 naming the field, an admin gets drafts and the scheduled list', async () => {
    const u = uniq();
    const draft = await makeArticle({ status: 'drafted', title: `Draft ${u}` });
    const scheduled = await makeArticle({ status: 'drafted', scheduledDate: Math.floor(Date.now() / 1000) + 3600 });
    const published = await makeArticle({ scheduledDate: Math.floor(Date.now() / 1000) - 3600 });
    const reader = await makeReader('plus');
    for (const [query, path] of [
      ['status=drafted', 'status'],
      ['scheduled=true', 'scheduled'],
    ] as const) {
      for (const cookie of [reader.cookie, undefined]) {
        const res = await list(query, cookie);
        expect(res.status).toBe(403);
        expect(await firstError(res)).toEqual({ message: 'Only editors may list drafted or scheduled articles', code: 'forbidden', path });
      }
    }
    // Asking for what readers get anyway is fine.
    expect((await list('status=published&scheduled=false', reader.cookie)).status).toBe(200);
    expect(await ids(await list('count=100'))).not.toContain(draft.id);

    const admin = await makeSession({ role: 'admin' });
    const drafts = await list('status=drafted&count=100', admin.cookie);
    expect(drafts.headers.get('cache-control')).toBe('private, no-store');
    expect(await ids(drafts)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
    const queue = await ids(await list('scheduled=1&count=100', admin.cookie));
    expect(queue).toContain(scheduled.id);
    expect(queue).not.toContain(draft.id);
    expect(queue).not.toContain(published.id);
  });
});

describe('GET /api/articles: state', () => {
  it('narrows to a state’s locations (the reader’s own ones with feed:near-me)', async () => {
    const w = uniq();
    const co = await makeTag({ type: 'location', name: `Co${w}-CO`, stateCode: 'CO' });
    const co2 = await makeTag({ type: 'location', name: `Cp${w}-CO`, stateCode: 'CO' });
    const wa = await makeTag({ type: 'location', name: `Wa${w}-WA`, stateCode: 'WA' });
    const [inCo, inCo2, inWa] = [await makeArticle({}, [co.id]), await makeArticle({}, [co2.id]), await makeArticle({}, [wa.id])];
    const reader = await makeReader('plus');
    await follow(reader.id, co.id);
    await follow(reader.id, wa.id);
    const near = await ids(await list('scope=feed:near-me&state=co&count=100', reader.cookie));
    expect(near).toContain(inCo.id);
    expect(near).not.toContain(inCo2.id);
    expect(near).not.toContain(inWa.id);
    const anyone = await ids(await list('state=CO&count=100'));
    expect(anyone).toEqual(expect.arrayContaining([inCo.id, inCo2.id]));
    expect(anyone).not.toContain(inWa.id);
  });
});

describe('GET /api/articles: bad input', () => {
  it.each([
    ['status=deleted', 'status', 'status must be published or drafted'],
    ['scheduled=maybe', 'scheduled', 'scheduled must be true or false'],
    ['state=ZZ', 'state', 'state must be a US state code such as TX'],
    ['state=', 'state', 'state must be a US state code such as TX'],
    ['page=0', 'page', 'page must be 1 or more'],
    ['count=abc', 'count', 'count must be a number'],
    ['tags=1,x', 'tags', 'must be a comma-separated list of ids'],
    [`q=${'x'.repeat(10_001)}`, 'q', 'q is too long'],
  ])('%s is a 400 naming %s', async (query, path, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(await firstError(res)).toEqual({ message, code: 'validation', path });
  });
});
