// Onboarding's steps posted without JavaScript: the phone step (consent required), moves between
// steps (past interests only with one followed), Complete → /trending; the page again at the step
// with the problem otherwise; guests to /login; cross-site refused.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { FormFeedback } from '../../contracts/forms';
import { makeSession, makeTag } from '../../test/factories';
import { call, postForm } from '../../test/http';
import { islandProps } from '../../test/pages';

const user = (id: number) =>
  env.DB.prepare('SELECT phone, sms_consent_at, onboarded_at FROM users WHERE id = ?')
    .bind(id)
    .first<{ phone: string | null; sms_consent_at: number | null; onboarded_at: number | null }>();
const flowOf = async (res: Response) => islandProps<{ start: string; feedback?: FormFeedback }>(await res.text(), 'OnboardingFlow');

describe('POST /onboarding/phone', () => {
  it('stores the number with consent and goes on to the location step', async () => {
    const { user: u, cookie } = await makeSession();
    const res = await postForm('/onboarding/phone', { phone: ' +1 512 555 0142 ', sms_consent: 'true' }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/onboarding?step=location');
    expect(await user(u.id)).toMatchObject({ phone: '+1 512 555 0142', sms_consent_at: expect.any(Number) });
  });

  it.each([
    ['no consent', { phone: '+15125550142' }, 'sms_consent', 'Please agree to receive text messages, or skip this step.'],
    ['a bad number', { phone: 'not a phone', sms_consent: 'true' }, 'phone', 'Please enter a valid phone number.'],
  ])('%s: the phone step again with the problem and the number kept, nothing stored', async (_label, fields, path, message) => {
    const { user: u, cookie } = await makeSession();
    const res = await postForm('/onboarding/phone', fields, { cookie });
    expect(res.status).toBe(400);
    const flow = await flowOf(res);
    expect(flow.start).toBe('phone');
    expect(flow.feedback?.errors).toContainEqual(expect.objectContaining({ path, message }));
    expect(flow.feedback?.values.phone).toBe(fields.phone);
    expect(await user(u.id)).toEqual({ phone: null, sms_consent_at: null, onboarded_at: null });
  });
});

describe('POST /onboarding/step', () => {
  it('moves to a step; past interests only with a followed category or topic', async () => {
    const { cookie } = await makeSession();
    for (const step of ['location', 'phone', 'interests']) {
      const res = await postForm('/onboarding/step', { step }, { cookie });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/onboarding?step=${step}`);
    }
    const refused = await postForm('/onboarding/step', { step: 'payment' }, { cookie });
    expect(refused.status).toBe(400);
    const flow = await flowOf(refused);
    expect(flow.start).toBe('interests');
    expect(flow.feedback?.errors[0]).toMatchObject({ message: 'Follow at least one interest to continue.', path: 'tags' });
    const topic = await makeTag({ type: 'topic' });
    await postForm(`/account/follows/tags/${topic.id}`, { followed: 'true', back: '/onboarding?step=interests' }, { cookie });
    const next = await postForm('/onboarding/step', { step: 'payment' }, { cookie });
    expect(next.headers.get('location')).toBe('/onboarding?step=payment');
  });

  it.each([['finish'], ['nowhere'], ['']])('refuses the step %j: the first step again with the error', async (step) => {
    const { cookie } = await makeSession();
    const res = await postForm('/onboarding/step', { step }, { cookie });
    expect(res.status).toBe(400);
    const flow = await flowOf(res);
    expect(flow.start).toBe('phone');
    expect(flow.feedback?.errors[0]).toMatchObject({ path: 'step', message: 'step must be one of phone, location, interests, payment' });
  });
});

describe('POST /onboarding/complete', () => {
  it('needs an interest (the payment step again with the message), then marks the reader onboarded → /trending', async () => {
    const { user: u, cookie } = await makeSession();
    const refused = await postForm('/onboarding/complete', {}, { cookie });
    expect(refused.status).toBe(400);
    const flow = await flowOf(refused);
    expect(flow.start).toBe('payment');
    expect(flow.feedback?.errors[0]?.message).toBe('Follow at least one interest to continue.');
    expect((await user(u.id))!.onboarded_at).toBeNull();
    const topic = await makeTag({ type: 'category' });
    await call('POST', `/api/tags/${topic.id}/follow`, { cookie });
    const done = await postForm('/onboarding/complete', {}, { cookie });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/trending');
    expect((await user(u.id))!.onboarded_at).toBeGreaterThan(0);
  });
});

describe('onboarding posts: who may send them', () => {
  it.each([
    ['/onboarding/phone', { phone: '+15125550142', sms_consent: 'true' }],
    ['/onboarding/step', { step: 'location' }],
    ['/onboarding/complete', {}],
  ])('%s: a guest goes to /login, a cross-site post is refused', async (path, fields) => {
    const guest = await postForm(path, fields);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/login');
    const { user: u, cookie } = await makeSession();
    const evil = await postForm(path, fields, { cookie, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(evil.status).toBe(403);
    expect(await user(u.id)).toEqual({ phone: null, sms_consent_at: null, onboarded_at: null });
  });
});
