import { describe, expect, it } from 'vitest';
import {
  afterSignIn,
  isNewAccount,
  isProfileEmail,
  isSignupEmail,
  loginFailureText,
  AUTH_MESSAGES as M,
  newPasswordError,
  protectedSection,
  redirectKey,
  resetSentMessage,
  signInError,
  signInRedirect,
  signupError,
} from './auth';

describe('signup e-mail rule', () => {
  it.each([
    ['reader@example.com', true],
    ['a@b.co', true],
    ['first.last@mail.example.org', true],
    ['ünïcode@exämple.de', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['a@b@example.com', false],
    ['@example.com', false],
    ['reader@', false],
    ['reader@localhost', false],
    ['reader@example.', false],
    ['reader@.com', false],
    ['read er@example.com', false],
    ['', false],
  ])('%s → %s', (email, ok) => expect(isSignupEmail(email)).toBe(ok));
});

describe('profile e-mail rule', () => {
  it.each([
    ['reader_1.x%y-z@example.com', true],
    ['reader@sub.example.info', true],
    ['reader@example.museum', false],
    ['reader@example.c', false],
    ['réader@example.com', false],
    ['reader+tag@example.com', false],
    ['reader@example', false],
  ])('%s → %s', (email, ok) => expect(isProfileEmail(email)).toBe(ok));
});

describe('form messages', () => {
  it('signup checks the e-mail, then a password, then that both passwords match, then its length', () => {
    expect(signupError('bad', 'secret1', 'secret1')).toBe('Invalid email format.');
    expect(signupError('a@b.co', '', '')).toBe('Missing password');
    expect(signupError('a@b.co', 'secret1', 'secret2')).toBe('Your passwords to not match.');
    expect(signupError('a@b.co', 'abc', 'abc')).toBe('New password must be 6 or more characters in length.');
    expect(signupError('a@b.co', 'x'.repeat(10_000), 'x'.repeat(10_000))).toBe(M.somethingWrong);
    expect(signupError(' a@b.co ', 'secret1', 'secret1')).toBeNull();
  });

  it('sign-in needs a plausible e-mail and a password', () => {
    expect(signInError('nope', 'x')).toBe('Invalid email address.');
    expect(signInError('a@b.co', '')).toBe('Missing password');
    expect(signInError('a@b.co', 'x')).toBeNull();
  });

  it('new password: null, then length, then match', () => {
    expect(newPasswordError('', '')).toBe('New password should not be null');
    expect(newPasswordError(null, null)).toBe('New password should not be null');
    expect(newPasswordError('12345', '12345')).toBe('New password must be 6 or more characters in length.');
    expect(newPasswordError('123456', '1234567')).toBe('New Password and Confirm Password do not match.');
    expect(newPasswordError('123456', '123456')).toBeNull();
  });

  it('the reset answer keeps the spec wording', () => {
    expect(resetSentMessage('x@y.io')).toBe('If x@y.io exists, you will recieve a reset link within 1-2 minutes. Please check your email.');
  });

  it('login failures show the error text or the fallback; a cancel shows nothing', () => {
    expect(loginFailureText('Incorrect password.')).toBe('Incorrect password.');
    expect(loginFailureText('')).toBe('Incorrect username or password.');
    expect(loginFailureText(undefined)).toBe('Incorrect username or password.');
    expect(loginFailureText('Login cancelled')).toBeNull();
  });
});

describe('auth state rules', () => {
  it('a new account is younger than 5 minutes', () => {
    expect(isNewAccount(1000, 1299)).toBe(true);
    expect(isNewAccount(1000, 1300)).toBe(false);
  });

  it('protected sections and their redirect keys', () => {
    expect(protectedSection('/foryou')).toBe('foryou');
    expect(protectedSection('/local')).toBe('local');
    expect(protectedSection('/account')).toBe('account');
    expect(protectedSection('/account/theme')).toBe('account');
    expect(protectedSection('/admin/articles')).toBe('admin');
    expect(protectedSection('/administrator')).toBeNull();
    expect(protectedSection('/accounts')).toBeNull();
    expect(protectedSection('/trending')).toBeNull();
  });

  it('redirect values are keys only, never URLs', () => {
    expect(redirectKey('foryou')).toBe('foryou');
    expect(redirectKey('https://evil.example')).toBeNull();
    expect(redirectKey('//evil.example')).toBeNull();
    expect(redirectKey('toString')).toBeNull();
    expect(redirectKey('__proto__')).toBeNull();
  });

  it('after sign-in: onboarding first, then the redirect target, else trending', () => {
    expect(afterSignIn(false, 'local')).toBe('/onboarding');
    expect(afterSignIn(true, 'local')).toBe('/local');
    expect(afterSignIn(true, 'account')).toBe('/account/profile');
    expect(afterSignIn(true, 'https://evil.example')).toBe('/trending');
    expect(afterSignIn(true, null)).toBe('/trending');
  });

  it('after sign-in from the /subscribe funnel: on to pay (a new account) or through its login step, before onboarding', () => {
    expect(afterSignIn(false, 'subscribe-annual', true)).toBe('/subscribe/payment?plan=annual&new=yes');
    expect(afterSignIn(false, 'subscribe-annual')).toBe('/subscribe/login?plan=annual');
    expect(afterSignIn(true, 'subscribe-monthly-v1')).toBe('/subscribe/login?plan=monthly&version=1');
    expect(signInRedirect('subscribe-annual-v2')).toBe('subscribe-annual-v2');
    expect(signInRedirect('local')).toBe('local');
    expect(signInRedirect('/subscribe/payment')).toBeNull();
    expect(redirectKey('subscribe-annual')).toBeNull();
  });

  it('keeps the article a gate sent the reader from through sign-up and login, as an id only', () => {
    expect(afterSignIn(false, 'subscribe-annual-a42', true)).toBe('/subscribe/payment?plan=annual&new=yes&article=42');
    expect(afterSignIn(true, 'subscribe-annual-a42')).toBe('/subscribe/login?plan=annual&article=42');
    expect(signInRedirect('subscribe-annual-v2-a42')).toBe('subscribe-annual-v2-a42');
    for (const junk of [
      'subscribe-annual-a0',
      'subscribe-annual-a-1',
      'subscribe-a/evil',
      'subscribe-a//evil.example',
      'subscribe-a1e9x',
    ]) {
      expect(signInRedirect(junk)).toBeNull();
      expect(afterSignIn(true, junk)).toBe('/trending');
    }
  });
});
