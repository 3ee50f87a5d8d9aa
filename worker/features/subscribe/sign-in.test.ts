// Sign-up and login inside the /subscribe funnel reuse the site's forms and posts, which carry the
// funnel's key as their redirect: a new account goes on to pay (new=yes), a login goes back through
// the funnel (payment new=no, or welcome-back), with and without JavaScript.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeReader, uniq } from '../../test/factories';
import { call, dataIn, postForm, sessionCookie, url } from '../../test/http';
import { islandProps } from '../../test/pages';

const get = (path: string, cookie?: string) => SELF.fetch(url(path), { redirect: 'manual', headers: cookie ? { cookie } : {} });
const PASSWORD = 'funnel-secret-1';
const account = () => ({ email: `funnel${uniq()}@example.com`, password: PASSWORD, confirm_password: PASSWORD });

describe('the account steps', () => {
  it('draw the site’s form carrying the funnel’s key, with the other mode inside the funnel', async () => {
    const signup = await (await get('/subscribe/sign-up?plan=annual&version=1')).text();
    expect(islandProps(signup, 'AuthForm')).toEqual({
      mode: 'signup',
      redirect: 'subscribe-annual-v1',
      switchHref: '/subscribe/login?plan=annual&version=1',
    });
    expect(signup).toContain('action="/signup?redirect=subscribe-annual-v1"');
    expect(signup).toContain('href="/subscribe/login?plan=annual&amp;version=1"');
    const login = await (await get('/subscribe/login?plan=monthly')).text();
    expect(islandProps(login, 'AuthForm')).toMatchObject({
      mode: 'login',
      redirect: 'subscribe-monthly',
      switchHref: '/subscribe/sign-up?plan=monthly',
    });
  });
});

describe('after signing up or in from the funnel', () => {
  it('a new account goes to payment with new=yes (form post and JSON), before onboarding', async () => {
    const posted = await postForm('/signup?redirect=subscribe-annual', account());
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/subscribe/payment?plan=annual&new=yes');
    const cookie = sessionCookie(posted)!;
    expect((await get('/subscribe/payment?plan=annual&new=yes', cookie)).status).toBe(200);

    const api = await call('POST', '/api/signup', { body: { ...account(), redirect: 'subscribe-monthly-v2' } });
    expect((await dataIn<{ next: string }>(api)).next).toBe('/subscribe/payment?plan=monthly&version=2&new=yes');
  });

  it('a login goes through the funnel: payment with new=no for a free reader', async () => {
    const { email } = account();
    await call('POST', '/api/signup', { body: { email, password: PASSWORD, confirm_password: PASSWORD } });
    const posted = await postForm('/login?redirect=subscribe-monthly', { email, password: PASSWORD });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/subscribe/login?plan=monthly');
    const next = await get('/subscribe/login?plan=monthly', sessionCookie(posted)!);
    expect(next.headers.get('location')).toBe('/subscribe/payment?plan=monthly&new=no');
    const api = await call('POST', '/api/auth/sign-in', {
      body: { method: 'password-sign-in', email, password: PASSWORD, redirect: 'subscribe-annual' },
    });
    expect((await dataIn<{ next: string }>(api)).next).toBe('/subscribe/login?plan=annual');
  });

  it('a sign-up that failed without JavaScript keeps the funnel’s key on the form; a URL is never a target', async () => {
    const failed = await postForm('/signup?redirect=subscribe-annual', { ...account(), confirm_password: 'something-else' });
    expect(failed.status).toBe(400);
    expect(islandProps(await failed.text(), 'AuthForm')).toMatchObject({ redirect: 'subscribe-annual' });
    const offsite = await postForm('/signup?redirect=https://evil.example', account());
    expect(offsite.headers.get('location')).toBe('/onboarding');
  });

  it('/login sends a signed-in reader where a sign-in would: onboarding first, or back into the funnel', async () => {
    const { cookie } = await makeReader('free');
    expect((await get('/login', cookie)).headers.get('location')).toBe('/onboarding');
    expect((await get('/login?redirect=subscribe-annual', cookie)).headers.get('location')).toBe('/subscribe/login?plan=annual');
  });
});
