/**
 * @module Login and sign-up (an island): one form in two modes, e-mail + password, plus the four
 * social providers. The spec's rules run here first (worker/contracts/auth.ts) and again on the
 * server, which has the final word; its message is shown as is. Campaign info the reader brought
 * (utm_url, utm_referrer, signup_article_id in localStorage) goes with the sign-up once, then is cleared.
 */
import { type FormEvent, useId, useState } from 'react';
import { loginFailureText, SOCIAL_PROVIDERS, type SocialProvider, signInError, signupError } from '../../worker/contracts/auth';
import { callApi } from '../lib/api';
import { clearCampaign, readCampaign } from '../lib/campaign';
import { Field, FormError, PRIMARY_BUTTON } from './fields';

export type AuthFormProps = { mode: 'login' | 'signup'; redirect: string | null };

const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', twitter: 'X (Twitter)', apple: 'Apple' };

export function AuthForm({ mode, redirect }: AuthFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'email' | 'password' } | null>(null);
  const [busy, setBusy] = useState(false);
  const signup = mode === 'signup';
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = signup ? signupError(email, password, confirm) : signInError(email, password);
    if (local) {
      setError({ message: local, field: /email/i.test(local) ? 'email' : 'password' });
      return;
    }
    setBusy(true);
    setError(null);
    const res = signup
      ? await callApi<{ next: string }>('/api/signup', {
          email: email.trim(),
          password,
          confirm_password: confirm,
          redirect: redirect ?? '',
          ...readCampaign(),
        })
      : await callApi<{ next: string }>('/api/auth/sign-in', {
          method: 'password-sign-in',
          email: email.trim(),
          password,
          redirect: redirect ?? '',
        });
    if (res.ok) {
      if (signup) clearCampaign();
      window.location.assign(res.data.next);
      return;
    }
    setBusy(false);
    const text = signup || res.status === 429 ? res.message : loginFailureText(res.message);
    if (text) setError({ message: text, field: res.path === 'email' ? 'email' : res.path === 'password' ? 'password' : undefined });
  }

  return (
    <div className="flex flex-col gap-6" data-auth-form={mode}>
      <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">
        {signup ? 'Create your account' : 'Log in to Edgewire'}
      </h1>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${id}-email`}
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error?.field === 'email' ? error.message : null}
          required
        />
        <Field
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete={signup ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error?.field === 'password' ? error.message : null}
          required
        />
        {signup ? (
          <Field
            id={`${id}-confirm`}
            label="Confirm password"
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        ) : null}
        <FormError id={`${id}-error`} message={error && !error.field ? error.message : null} />
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? 'Please wait…' : signup ? 'Sign Up' : 'Log In'}
        </button>
      </form>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not form controls, so no fieldset */}
      <div className="flex flex-col gap-2" aria-label="Or continue with" role="group">
        {SOCIAL_PROVIDERS.map((p) => (
          <a
            key={p}
            href={`/auth/${p}/start${keep}`}
            className="rounded-md border border-slate-400 px-4 py-2 text-center text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-900"
            data-social={p}
          >
            Continue with {PROVIDER_LABEL[p]}
          </a>
        ))}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {signup ? (
          <>
            Already have an account?{' '}
            <a className="font-semibold text-sky-800 underline dark:text-sky-300" href={`/login${keep}`}>
              Log in
            </a>
          </>
        ) : (
          <>
            New to Edgewire?{' '}
            <a className="font-semibold text-sky-800 underline dark:text-sky-300" href={`/signup${keep}`}>
              Sign up
            </a>{' '}
            ·{' '}
            <a className="font-semibold text-sky-800 underline dark:text-sky-300" href="/forgotpassword">
              Forgot password?
            </a>
          </>
        )}
      </p>
    </div>
  );
}
