// GET /aux/popups through the real Worker: active popups only, each checked and sanitized (rows
// written by other means too), kept per isolate under the page generation, fresh after every admin write.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GENERATION_KEY, invalidate } from '../../cache';
import type { ReaderPopupDto } from '../../contracts/admin-popups';
import { makeAdmin } from '../../test/admin';
import { makeReader } from '../../test/factories';
import { call, dataIn } from '../../test/http';
import { goodConfig, makePopup } from './admin.cases';
import { POPUPS_MAX_AGE_SECONDS } from './aux';

const list = async (cookie?: string) => dataIn<ReaderPopupDto[]>(await call('GET', '/aux/popups', { cookie }));

describe('GET /aux/popups', () => {
  it('answers the active popups only, sanitized, briefly cacheable', async () => {
    const on = await makePopup();
    const off = await makePopup({ isActive: false });
    // Written without the admin API (as the seed writes): an old single-object trigger and a body
    // with markup to remove; and ones whose link or body would run script, which readers never get.
    const legacy = await makePopup({
      config: {
        ...goodConfig(),
        body: 'Hi<img src=x><iframe src="https://x.example"></iframe>',
        trigger: { userState: 'any', urlMatch: '', delay: 3 },
      },
    });
    const hostile = await makePopup({ config: { ...goodConfig(), actionUrl: 'javascript:alert(1)' } });
    const scripted = await makePopup({ config: { ...goodConfig(), body: 'Hi<script>alert(1)</script><img src=x onerror=alert(1)>' } });
    await invalidate(env, 'popups');

    const res = await call('GET', '/aux/popups');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${POPUPS_MAX_AGE_SECONDS}`);
    const popups = await dataIn<ReaderPopupDto[]>(res);
    const ids = popups.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([on.id, legacy.id]));
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(hostile.id);
    expect(ids).not.toContain(scripted.id);
    const old = popups.find((p) => p.id === legacy.id)!;
    expect(old.config.body).toBe('Hi');
    expect(old.config.trigger).toEqual([{ userState: 'any', delay: 3 }]);
    expect(old).not.toHaveProperty('is_active');

    const { cookie } = await makeReader('free');
    const signedIn = await call('GET', '/aux/popups', { cookie });
    expect(signedIn.headers.get('cache-control')).toBe(`private, max-age=${POPUPS_MAX_AGE_SECONDS}`);
  });

  it('is kept per isolate under the page generation, which every admin write moves', async () => {
    const admin = await makeAdmin();
    await list();
    // Written behind the app's back: the kept list does not know it until a writer says so.
    const quiet = await makePopup();
    expect((await list()).map((p) => p.id)).not.toContain(quiet.id);
    const generation = await env.CACHE.get(GENERATION_KEY);

    const created = await dataIn<{ id: number }>(
      await call('POST', '/admin/api/popups', { cookie: admin.cookie, body: { type: 'generic-1', config: goodConfig(), is_active: true } }),
    );
    // Other isolates drop theirs within GENERATION_MEMO_MS: the generation moved.
    expect(await env.CACHE.get(GENERATION_KEY)).not.toBe(generation);
    expect((await list()).map((p) => p.id)).toEqual(expect.arrayContaining([quiet.id, created.id]));

    await call('PATCH', `/admin/api/popups/${created.id}`, { cookie: admin.cookie, body: { is_active: false } });
    expect((await list()).map((p) => p.id)).not.toContain(created.id);

    await call('PATCH', `/admin/api/popups/${created.id}`, { cookie: admin.cookie, body: { is_active: true } });
    expect((await list()).map((p) => p.id)).toContain(created.id);
    await call('DELETE', `/admin/api/popups/${created.id}`, { cookie: admin.cookie });
    expect((await list()).map((p) => p.id)).not.toContain(created.id);
  });
});
