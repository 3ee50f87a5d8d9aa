/**
 * @module Accounts: the spec's exact messages (typos included) and the pure validation rules,
 * shared by the Worker and the browser so a form and its API can never disagree.
 */
import { funnelAfterSignIn, isFunnelSignInKey } from './funnel';

export const AUTH_MESSAGES = {
  invalidEmailFormat: 'Invalid email format.',
  passwordsMismatch: 'Your passwords to not match.',
  emailExists: 'An account with this email already exists.',
  incorrectPassword: 'Incorrect password.',
  noAccount: 'Account does not exist.',
  invalidEmail: 'Invalid email address.',
  missingPassword: 'Missing password',
  cancelled: 'Login cancelled',
  somethingWrong: 'Something went wrong.',
  unknownSignIn: 'Unknown error. Failed to sign in.',
  loginFallback: 'Incorrect username or password.',
  unknownProvider: 'Unknown social sign-in provider',
  unknownMethod: 'Unknown sign-in method.',
  resetEmpty: 'Please enter a valid email.',
  resetFailed: 'Could not reset password.',
  newPasswordNull: 'New password should not be null',
  newPasswordShort: 'New password must be 6 or more characters in length.',
  newPasswordMismatch: 'New Password and Confirm Password do not match.',
  profileEmail: 'Invalid email format',
  noUser: 'No user logged in',
  userUpdated: 'Username updated.',
  userUpdateFailed: 'Could not update user.',
  // Not in the spec's catalogue (docs/decisions/013): rate limits and reset links.
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please login.',
} as const;

/** Forgot-password answer; 'recieve' is the spec's spelling. */
export const resetSentMessage = (email: string) =>
  `If ${email} exists, you will recieve a reset link within 1-2 minutes. Please check your email.`;

export const PASSWORD_MIN = 6;
/** Long enough for any passphrase; longer inputs are refused before the KDF runs. */
export const PASSWORD_MAX = 4096;
export const NEW_ACCOUNT_SECONDS = 5 * 60;

/** Signup rule: exactly one @ with text on both sides and a dot-separated domain of at least two parts. */
export function isSignupEmail(email: string): boolean {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!local || /\s/.test(email)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => l.length > 0);
}

/** Profile rule: letters, digits and . _ % - before @, a domain, and an ending of 2 to 4 letters. */
export function isProfileEmail(email: string): boolean {
  return /^[A-Za-z0-9._%-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/.test(email);
}

/** Sign-up: the first problem with the form, or null. */
export function signupError(email: string, password: string, confirm: string): string | null {
  if (!isSignupEmail(email.trim())) return AUTH_MESSAGES.invalidEmailFormat;
  if (!password) return AUTH_MESSAGES.missingPassword;
  if (password !== confirm) return AUTH_MESSAGES.passwordsMismatch;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.newPasswordShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.somethingWrong;
  return null;
}

/** Sign-in: the first problem with the form, or null. */
export function signInError(email: string, password: string): string | null {
  if (!isSignupEmail(email.trim())) return AUTH_MESSAGES.invalidEmail;
  if (!password) return AUTH_MESSAGES.missingPassword;
  return null;
}

/** New password (reset, profile): the spec's three messages in order, or null. */
export function newPasswordError(password: string | null | undefined, confirm: string | null | undefined): string | null {
  if (!password) return AUTH_MESSAGES.newPasswordNull;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.newPasswordShort;
  if (password !== confirm) return AUTH_MESSAGES.newPasswordMismatch;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.somethingWrong;
  return null;
}

/** A new account is one created within the last 5 minutes. */
export const isNewAccount = (createdSeconds: number, nowSeconds: number) => nowSeconds - createdSeconds < NEW_ACCOUNT_SECONDS;

/** Logged-out visits to these sections go to /login?redirect=… with the section's info toast. */
export const LOGIN_REDIRECTS = {
  foryou: { path: '/foryou', toast: 'Please login or sign up to access personalized content.' },
  local: { path: '/local', toast: 'Please login or sign up to access local content.' },
  account: { path: '/account/profile', toast: 'Please login to access your account info.' },
  // The back office (not in the spec's list): an editor signs in and lands where they were going.
  admin: { path: '/admin', toast: 'Please login to access the back office.' },
} as const;
export type RedirectKey = keyof typeof LOGIN_REDIRECTS;

/** The section a protected path belongs to, or null for public paths. */
export function protectedSection(path: string): RedirectKey | null {
  if (path === '/foryou' || path.startsWith('/foryou/')) return 'foryou';
  if (path === '/local' || path.startsWith('/local/')) return 'local';
  if (path === '/account' || path.startsWith('/account/')) return 'account';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return null;
}

/** `?redirect=` is one of the section keys, never a URL, so it cannot send anyone off-site. */
export function redirectKey(value: string | null | undefined): RedirectKey | null {
  return value && Object.hasOwn(LOGIN_REDIRECTS, value) ? (value as RedirectKey) : null;
}

/** A `?redirect=` value sign-in carries on: a section key or the /subscribe funnel's key; null for anything else. */
export function signInRedirect(value: string | null | undefined): string | null {
  return redirectKey(value) ?? (isFunnelSignInKey(value) ? value : null);
}

/**
 * Where a reader goes after signing in: back into the /subscribe funnel when they came from it
 * (`signedUp` tells a new account from a login there), else onboarding first, else the redirect
 * target or /trending.
 */
export function afterSignIn(onboarded: boolean, redirect: string | null | undefined, signedUp = false): string {
  const funnel = funnelAfterSignIn(redirect, signedUp);
  if (funnel) return funnel;
  if (!onboarded) return '/onboarding';
  const key = redirectKey(redirect);
  return key ? LOGIN_REDIRECTS[key].path : '/trending';
}

/** Sign-in methods of the spec; social providers are the four below. */
export const SIGN_IN_METHODS = ['social', 'anonymous', 'password-signup', 'password-sign-in'] as const;
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const isSocialProvider = (p: unknown): p is SocialProvider =>
  typeof p === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(p);

/** What the login screen shows for a failure: the error text, else the spec's fallback; a cancel is silent. */
export function loginFailureText(message: string | null | undefined): string | null {
  if (message === AUTH_MESSAGES.cancelled) return null;
  return message?.trim() ? message : AUTH_MESSAGES.loginFallback;
}
