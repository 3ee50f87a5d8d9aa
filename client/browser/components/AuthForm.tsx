/**
 * @module Login and sign-up (an island): one form in two modes, e-mail + password, plus the four
 * social providers (ui/SocialButton.tsx). A real form: without JavaScript it posts to the page
 * itself, which applies the same rules and messages; hydrated, it reads the form's values on
 * submit, runs the spec's rules first (worker/contracts/auth.ts) and calls the JSON API, whose
 * message is shown as is. Campaign info the reader brought (utm_url, utm_referrer,
 * signup_article_id in localStorage) goes with the sign-up once, then is cleared. A signed-in
 * reader's growth event (nucleus login or signup) is sent as the page moves on.
 */
import { useId } from 'react';
import { loginFailureText, SOCIAL_PROVIDERS, signInError, signupError } from '../../../worker/contracts/auth';
import type { FormFeedback } from '../../../worker/contracts/forms';
import { callApi } from '../lib/api';
import { clearCampaign, readCampaign } from '../lib/campaign';
import { useEnhancedForm } from '../lib/form';
import { sendNucleus } from '../lib/nucleus';
import { TEXT_LINK } from './links';
import { ConfirmPasswordField, EmailField, FormError, PasswordField, SubmitButton } from './ui/Field';
import { SocialButton } from './ui/SocialButton';

export type AuthFormProps = {
  mode: 'login' | 'signup';
  redirect: string | null;
  feedback?: FormFeedback;
  /** Where "Login" / "Sign Up" switches to, when not /login or /signup (the /subscribe funnel keeps its own steps). */
  switchHref?: string;
};

const FIELDS = ['email', 'password'] as const;

export function AuthForm({ mode, redirect, feedback, switchHref }: AuthFormProps) {
  const id = useId();
  const signup = mode === 'signup';
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const form = useEnhancedForm<{ next: string }>({
    fields: FIELDS,
    initial: feedback,
    check: (v) => {
      const email = v.email ?? '';
      const password = v.password ?? '';
      const local = signup ? signupError(email, password, v.confirm_password ?? '') : signInError(email, password);
      return local ? { message: local, code: 'validation', path: /email/i.test(local) ? 'email' : 'password' } : null;
    },
    send: (v) => {
      const email = (v.email ?? '').trim();
      return signup
        ? callApi('/api/signup', {
            email,
            password: v.password,
            confirm_password: v.confirm_password,
            redirect: redirect ?? '',
            ...readCampaign(),
          })
        : callApi('/api/auth/sign-in', { method: 'password-sign-in', email, password: v.password, redirect: redirect ?? '' });
    },
    done: (data) => {
      if (signup) clearCampaign();
      // The growth event of the session just made (keepalive: it outlives the page; failures swallowed).
      void sendNucleus(signup ? 'signup' : 'login');
      window.location.assign(data.next);
    },
    // Login words a failed sign-in with the catalogue's text (a cancelled one shows nothing).
    reword: (res) => {
      const text = signup || res.status === 429 ? res.message : loginFailureText(res.message);
      const path = res.path === 'email' || res.path === 'password' ? { path: res.path } : {};
      return text ? [{ message: text, code: 'validation', ...path }] : [];
    },
  });

  return (
    <div className="flex flex-col gap-6" data-auth-form={mode}>
      <h1 className="text-3xl font-black tracking-tight text-ink">{signup ? 'Create your account' : 'Login to Edgewire'}</h1>
      <form method="post" action={`/${mode}${keep}`} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField id={`${id}-email`} defaultValue={form.value('email')} error={form.fieldError('email')} required />
        <PasswordField
          id={`${id}-password`}
          label="Password"
          autoComplete={signup ? 'new-password' : 'current-password'}
          error={form.fieldError('password')}
          required
        />
        {signup ? <ConfirmPasswordField id={`${id}-confirm`} required /> : null}
        <FormError id={`${id}-error`} message={form.formError} />
        <SubmitButton busy={form.busy} busyLabel="Please wait…" label={signup ? 'Sign Up' : 'Login'} />
      </form>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of links, not form controls, so no fieldset */}
      <div className="flex flex-col gap-2" aria-label="Or continue with" role="group">
        {SOCIAL_PROVIDERS.map((p) => (
          <SocialButton key={p} provider={p} href={`/auth/${p}/start${keep}`} />
        ))}
      </div>
      <p className="text-sm text-ink-2">
        {signup ? (
          <>
            Already have an account?{' '}
            <a className={TEXT_LINK} href={switchHref ?? `/login${keep}`}>
              Login
            </a>
          </>
        ) : (
          <>
            New to Edgewire?{' '}
            <a className={TEXT_LINK} href={switchHref ?? `/signup${keep}`}>
              Sign Up
            </a>{' '}
            ·{' '}
            <a className={TEXT_LINK} href="/forgotpassword">
              Forgot password?
            </a>
          </>
        )}
      </p>
    </div>
  );
}
