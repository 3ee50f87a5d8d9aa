// The onboarding API through the real Worker: the phone step needs SMS consent, completion needs a
// followed category or topic, and the first completion time is kept.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeSession, makeTag } from '../../test/factories';
import { call, dataIn, firstError } from '../../test/http';

const user = (id: number) =>
  env.DB.prepare('SELECT phone, sms_consent_at, onboarded_at FROM users WHERE id = ?')
    .bind(id)
    .first<{ phone: string | null; sms_consent_at: number | null; onboarded_at: number | null }>();

describe('POST /api/onboarding/phone', () => {
  it('stores the number with the moment of consent', async () => {
    const { user: u, cookie } = await makeSession();
    const before = Math.floor(Date.now() / 1000);
    const res = await call('POST', '/api/onboarding/phone', { cookie, body: { phone: ' +1 512 555 0142 ', sms_consent: true } });
    expect(res.status).toBe(200);
    expect((await dataIn<{ phone: string }>(res)).phone).toBe('+1 512 555 0142');
    const row = (await user(u.id))!;
    expect(row.sms_consent_at).toBeGreaterThanOrEqual(before);
  });

  it.each([
    [
      'consent not given',
      { phone: '+15125550142', sms_consent: false },
      'sms_consent',
      'Please agree to receive text messages, or skip this step.',
    ],
    ['consent missing', { phone: '+15125550142' }, 'sms_consent', 'Please agree to receive text messages, or skip this step.'],
    ['no number', { sms_consent: true }, 'phone', 'Please enter a valid phone number.'],
    ['a bad number', { phone: 'not a phone', sms_consent: true }, 'phone', 'Please enter a valid phone number.'],
  ])('refuses %s and stores nothing', async (_label, body, path, message) => {
    const { user: u, cookie } = await makeSession();
    const res = await call('POST', '/api/onboarding/phone', { cookie, body });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatchObject({ path, message });
    expect(await user(u.id)).toEqual({ phone: null, sms_consent_at: null, onboarded_at: null });
  });

  it('refuses a guest', async () => {
    const res = await call('POST', '/api/onboarding/phone', { body: { phone: '+15125550142', sms_consent: true } });
    expect(res.status).toBe(401);
    expect((await firstError(res)).message).toBe('No user logged in');
  });
});

describe('POST /api/onboarding/complete', () => {
  it('needs a followed category or topic (a location is not enough), then marks the reader onboarded once', async () => {
    const { user: u, cookie } = await makeSession();
    const loc = await makeTag({ type: 'location', name: 'Austin-TX', tag: `austin-tx-${u.id}`, stateCode: 'TX' });
    await call('POST', `/api/tags/${loc.id}/follow`, { cookie });
    const refused = await call('POST', '/api/onboarding/complete', { cookie });
    expect(refused.status).toBe(400);
    expect(await firstError(refused)).toMatchObject({ message: 'Follow at least one interest to continue.', path: 'tags' });
    expect((await user(u.id))!.onboarded_at).toBeNull();

    const topic = await makeTag({ type: 'topic' });
    await call('POST', `/api/tags/${topic.id}/follow`, { cookie });
    const done = await call('POST', '/api/onboarding/complete', { cookie });
    expect(done.status).toBe(200);
    expect(await dataIn(done)).toMatchObject({ next: '/trending', profile: { onBoarded: true } });
    const first = (await user(u.id))!.onboarded_at;
    expect(first).toBeGreaterThan(0);
    await env.DB.prepare('UPDATE users SET onboarded_at = 1000 WHERE id = ?').bind(u.id).run();
    await call('POST', '/api/onboarding/complete', { cookie });
    expect((await user(u.id))!.onboarded_at).toBe(1000);
  });

  it('refuses a guest', async () => {
    const res = await call('POST', '/api/onboarding/complete');
    expect(res.status).toBe(401);
    expect((await firstError(res)).message).toBe('No user logged in');
  });
});
