// Reading the session cookie: only a valid HS256 token of ours for a live, unrevoked user counts.
import { env, SELF } from 'cloudflare:test';
import { base64url, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { islandProps, setCookie } from '../../test/pages';
import { SESSION_AUDIENCE, SESSION_ISSUER } from './session';

const secret = new TextEncoder().encode(env.SESSION_SECRET);
let n = 0;

async function makeUser(role: 'reader' | 'admin') {
  const u = `${role}${Date.now()}${n++}`;
  const [row] = await createDb(env.DB)
    .insert(users)
    .values({ username: u, email: `${u}@example.com`, role })
    .returning();
  return row!;
}

async function token(sub: number, opts: { key?: Uint8Array; exp?: string | number; jti?: string; iat?: number } = {}) {
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setJti(opts.jti ?? crypto.randomUUID())
    .setExpirationTime(opts.exp ?? '1h');
  if (opts.iat) jwt.setIssuedAt(opts.iat);
  else jwt.setIssuedAt();
  return jwt.sign(opts.key ?? secret);
}

const viewsWith = (t: string) => SELF.fetch('http://edgewire.test/admin/api/views', { headers: { cookie: `ew_session=${t}` } });

describe('session cookie', () => {
  it('lets an admin in and keeps a reader out of the admin API', async () => {
    expect((await viewsWith(await token((await makeUser('admin')).id))).status).toBe(200);
    const res = await viewsWith(await token((await makeUser('reader')).id));
    expect(res.status).toBe(403);
    expect((await res.json<{ errors: { code: string }[] }>()).errors[0]!.code).toBe('forbidden');
  });

  it('refuses tampered, expired, alg=none and foreign-key tokens', async () => {
    const admin = await makeUser('admin');
    const good = await token(admin.id);
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p!)));
    const tampered = `${h}.${base64url.encode(JSON.stringify({ ...payload, sub: '999999' }))}.${s}`;
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`;
    const expired = await token(admin.id, { exp: Math.floor(Date.now() / 1000) - 10 });
    const foreign = await token(admin.id, { key: new TextEncoder().encode('someone-elses-secret-0123456789abcdef') });
    for (const [name, t] of Object.entries({ tampered, none, expired, foreign, garbage: 'not.a.jwt' })) {
      expect((await viewsWith(t)).status, name).toBe(401);
    }
  });

  it('refuses a revoked session and any session issued before a password change', async () => {
    const admin = await makeUser('admin');
    const jti = crypto.randomUUID();
    const t = await token(admin.id, { jti });
    expect((await viewsWith(t)).status).toBe(200);
    await env.DB.prepare(
      'INSERT INTO session_revocations (user_id, jti, revoked_at, expires_at) VALUES (?, ?, unixepoch(), unixepoch() + 3600)',
    )
      .bind(admin.id, jti)
      .run();
    expect((await viewsWith(t)).status).toBe(401);

    const other = await token(admin.id, { iat: Math.floor(Date.now() / 1000) - 60 });
    expect((await viewsWith(other)).status).toBe(200);
    // A password change moves the user's session version (queries.ts setPassword).
    await env.DB.prepare('UPDATE users SET session_version = session_version + 1 WHERE id = ?').bind(admin.id).run();
    expect((await viewsWith(other)).status).toBe(401);
  });

  it('refuses a deactivated user', async () => {
    const admin = await makeUser('admin');
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(admin.id).run();
    expect((await viewsWith(await token(admin.id))).status).toBe(401);
  });
});

describe('the session checked inside a page’s own query (session-batch.ts, the trending page)', () => {
  const trending = (t: string) => SELF.fetch('http://edgewire.test/trending', { headers: { cookie: `ew_session=${t}` } });
  const readerOf = async (res: Response) => islandProps<{ reader: string }>(await res.text(), 'Engagement').reader;
  const dropped = (res: Response) => res.headers.getSetCookie().some((c) => /^ew_session=;/.test(c) && /Max-Age=0/i.test(c));

  it('holds to the same rules: revoked, a moved session version, a deactivated account or a bad token are guests, and the cookie goes', async () => {
    const user = await makeUser('reader');
    const jti = crypto.randomUUID();
    const t = await token(user.id, { jti });
    const ok = await trending(t);
    expect(await readerOf(ok)).toBe('free');
    expect(dropped(ok)).toBe(false);

    await env.DB.prepare(
      'INSERT INTO session_revocations (user_id, jti, revoked_at, expires_at) VALUES (?, ?, unixepoch(), unixepoch() + 3600)',
    )
      .bind(user.id, jti)
      .run();
    const revoked = await trending(t);
    expect(await readerOf(revoked)).toBe('guest');
    expect(dropped(revoked)).toBe(true);

    const before = await token(user.id);
    await env.DB.prepare('UPDATE users SET session_version = session_version + 1 WHERE id = ?').bind(user.id).run();
    expect(await readerOf(await trending(before))).toBe('guest');

    const other = await makeUser('reader');
    const live = await token(other.id);
    expect(await readerOf(await trending(live))).toBe('free');
    await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(other.id).run();
    expect(await readerOf(await trending(live))).toBe('guest');

    const forged = await trending(await token(user.id, { key: new TextEncoder().encode('someone-elses-secret-0123456789abcdef') }));
    expect(await readerOf(forged)).toBe('guest');
    expect(dropped(forged)).toBe(true);
  });

  it('re-issues an hour-old session on the page, as every other GET does', async () => {
    const user = await makeUser('reader');
    const old = await token(user.id, { iat: Math.floor(Date.now() / 1000) - 2 * 3600 });
    const res = await trending(old);
    expect(await readerOf(res)).toBe('free');
    const next = setCookie(res, 'ew_session');
    expect(next).toBeTruthy();
    expect(next).not.toBe(`ew_session=${old}`);
  });

  it('remembers a verified signature, never an expiry: a token past its exp is refused', async () => {
    const user = await makeUser('reader');
    const t = await token(user.id, { exp: Math.floor(Date.now() / 1000) + 2 });
    expect(await readerOf(await trending(t))).toBe('free');
    await new Promise((r) => setTimeout(r, 2_100));
    expect(await readerOf(await trending(t))).toBe('guest');
  });
});
