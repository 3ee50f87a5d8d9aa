/**
 * @module The billing page's forms, posted without JavaScript: cancel at the period's end, resume,
 * switch plan, cancel an extra subscription at once, and open Stripe's billing portal (to update the card or manage the subscription).
 * Each answers with a redirect (303): back to /account/billing with the outcome as a flash toast
 * (green when done, red with the reason when not), or on to the portal. CSRF and the body limit
 * are global (app.ts); a guest is sent to sign in.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PLAN_IDS } from '../../contracts/plans';
import type { AppEnv } from '../../env';
import { AppError } from '../../http/errors';
import { setFlash } from '../../http/flash';
import { formFields, parseForm } from '../../http/form';
import { type SignedInContext as C, readerPage } from '../../http/guards';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { cancelExtra, changeSubscription, portalSession } from './manage';

export const BILLING_PAGE = '/account/billing';

const Key = z.string({ message: 'key is missing: reload the page and try again' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'key is not valid');
const Subscription = z.string({ message: 'subscription is missing' }).regex(/^sub_[A-Za-z0-9_]{1,200}$/, 'subscription is not valid');
const ChangeForm = z.object({ subscription: Subscription, key: Key });
const SwitchForm = ChangeForm.extend({ plan: z.enum(PLAN_IDS, { message: 'plan must be monthly or annual' }) });
const PortalForm = z.object({ key: Key });

/**
 * Runs one billing post: `run` answers the success message (or a URL to go on to); a refusal is a
 * red toast on the billing page. Anything else is a real failure (500), never a half-told success.
 */
async function billingPost(c: C, run: (fields: Record<string, string>) => Promise<{ done: string } | { go: string }>) {
  c.header('Cache-Control', 'private, no-store');
  try {
    const answer = await run(await formFields(c));
    if ('go' in answer) return c.redirect(answer.go, 303);
    await setFlash(c, { toasts: [{ type: 'success', message: answer.done }] });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await setFlash(c, { toasts: [{ type: 'error', message: err.message }] });
  }
  return c.redirect(BILLING_PAGE, 303);
}

/** Cancel, resume or switch: the form's fields, checked (a switch also names the plan), become that change. */
const changePost = (action: 'cancel' | 'resume' | 'switch') => (c: C) =>
  billingPost(c, async (fields) => {
    const input = action === 'switch' ? { ...parseForm(SwitchForm, fields), action } : { ...parseForm(ChangeForm, fields), action };
    return { done: await changeSubscription(c.env, c.get('db'), c.var.viewer, input, nowSeconds()) };
  });

export const forms = new Hono<AppEnv>()
  .post(`${BILLING_PAGE}/cancel`, readerPage, changePost('cancel'))
  .post(`${BILLING_PAGE}/resume`, readerPage, changePost('resume'))
  .post(`${BILLING_PAGE}/switch`, readerPage, changePost('switch'))
  .post(`${BILLING_PAGE}/cancel-extra`, readerPage, (c) =>
    billingPost(c, async (fields) => ({
      done: await cancelExtra(c.env, c.get('db'), c.var.viewer, parseForm(ChangeForm, fields), nowSeconds()),
    })),
  )
  .post(`${BILLING_PAGE}/portal`, readerPage, (c) =>
    billingPost(c, async (fields) => {
      const { key } = parseForm(PortalForm, fields);
      const returnUrl = `${siteOrigin(c)}${BILLING_PAGE}`;
      return { go: await portalSession(c.env, c.get('db'), c.var.viewer, key, returnUrl, nowSeconds()) };
    }),
  );
