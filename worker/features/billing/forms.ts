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
import { type FormProblem, formRoute } from '../../http/form';
import { readerPage } from '../../http/guards';
import { siteOrigin } from '../../http/site-origin';
import { nowSeconds } from '../../http/time';
import { cancelExtra, changeSubscription, portalSession } from './manage';

export const BILLING_PAGE = '/account/billing';

const Key = z.string({ message: 'key is missing: reload the page and try again' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'key is not valid');
const Subscription = z.string({ message: 'subscription is missing' }).regex(/^sub_[A-Za-z0-9_]{1,200}$/, 'subscription is not valid');
const ChangeForm = z.object({ subscription: Subscription, key: Key });
const SwitchForm = ChangeForm.extend({ plan: z.enum(PLAN_IDS, { message: 'plan must be monthly or annual' }) });
const PortalForm = z.object({ key: Key });

/** Every billing post: a refusal, the app's or Stripe's (502), is a red toast on the billing page, never a half-told success. */
const refusedOnPage = {
  upstream: true,
  onError: (_c: unknown, _f: unknown, { err }: FormProblem) => ({
    to: BILLING_PAGE,
    toast: { type: 'error' as const, message: err.message },
  }),
};

/** Cancel, resume or switch: the form's fields, checked (a switch also names the plan), become that change. */
const changePost = (action: 'cancel' | 'resume') =>
  formRoute(
    ChangeForm,
    async (c, fields) => ({
      to: BILLING_PAGE,
      toast: await changeSubscription(c.env, c.get('db'), c.var.viewer, { ...fields, action }, nowSeconds()),
    }),
    refusedOnPage,
  );

const switchPost = formRoute(
  SwitchForm,
  async (c, fields) => ({
    to: BILLING_PAGE,
    toast: await changeSubscription(c.env, c.get('db'), c.var.viewer, { ...fields, action: 'switch' }, nowSeconds()),
  }),
  refusedOnPage,
);

export const forms = new Hono<AppEnv>()
  .post(`${BILLING_PAGE}/cancel`, readerPage, changePost('cancel'))
  .post(`${BILLING_PAGE}/resume`, readerPage, changePost('resume'))
  .post(`${BILLING_PAGE}/switch`, readerPage, switchPost)
  .post(
    `${BILLING_PAGE}/cancel-extra`,
    readerPage,
    formRoute(
      ChangeForm,
      async (c, fields) => ({ to: BILLING_PAGE, toast: await cancelExtra(c.env, c.get('db'), c.var.viewer, fields, nowSeconds()) }),
      refusedOnPage,
    ),
  )
  .post(
    `${BILLING_PAGE}/portal`,
    readerPage,
    formRoute(
      PortalForm,
      async (c, { key }) => {
        const returnUrl = `${siteOrigin(c)}${BILLING_PAGE}`;
        return { to: await portalSession(c.env, c.get('db'), c.var.viewer, key, returnUrl, nowSeconds()) };
      },
      refusedOnPage,
    ),
  );
