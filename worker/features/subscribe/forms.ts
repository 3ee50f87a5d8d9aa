/**
 * @module The funnel's two forms, both real posts that work without JavaScript. The plan choice
 * from /subscribe: 303 to where afterPlanChoice sends this reader, or the plans again with the
 * problem (400) for a plan that is not one of ours. The payment step's coupon box (Apply): the
 * payment page again, priced with that coupon, answered to the post itself so the code stays out
 * of the URL and the history.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { FormFeedback } from '../../contracts/forms';
import { afterPlanChoice, funnelArticle, funnelVersion, routeFunnel } from '../../contracts/funnel';
import { PLAN_IDS } from '../../contracts/plans';
import { readerTier } from '../../contracts/plus';
import type { AppEnv } from '../../env';
import { formRoute } from '../../http/form';
import { nowSeconds } from '../../http/time';
import { paymentPage, plansScreen } from './pages';

const PlanChoiceForm = z.strictObject({
  plan: z.enum(PLAN_IDS, { message: 'plan must be monthly or annual' }),
  version: z.string().max(8).optional(),
  // The article to return to (docs/decisions/032): junk is dropped, never an error.
  article: z.string().max(32).optional(),
});

/** The article a post names in its fields, else in the address it was posted to. */
const postedArticle = (fields: { article?: string }, query: string | undefined) => funnelArticle(fields.article ?? query);

export const forms = new Hono<AppEnv>();

type C = Context<AppEnv>;

/** A refusal: the plans again, with the problem, for the version and article the post named. */
const plansAgain = (c: C, feedback: FormFeedback, fields: Record<string, string>, version: string | undefined) =>
  plansScreen(c, funnelVersion(version), postedArticle(fields, c.req.query('article')), feedback.errors[0]?.message ?? null);

forms.post(
  '/subscribe',
  formRoute(
    PlanChoiceForm,
    (c: C, form) => {
      const version = funnelVersion(form.version ?? c.req.query('version'));
      const article = postedArticle(form, c.req.query('article'));
      return { to: afterPlanChoice(form.plan, readerTier(c.var.viewer, nowSeconds()), version, article) };
    },
    { onError: (c, feedback, { fields }) => plansAgain(c, feedback, fields, fields.version ?? c.req.query('version')) },
  ),
);

const CouponForm = z.object({
  coupon: z.string().max(64).optional(),
  plan: z.string().max(16).optional(),
  version: z.string().max(8).optional(),
  new: z.string().max(8).optional(),
  article: z.string().max(32).optional(),
});

forms.post(
  '/subscribe/payment',
  formRoute(
    CouponForm,
    (c: C, form) => {
      const answer = routeFunnel('payment', readerTier(c.var.viewer, nowSeconds()), {
        ...form,
        article: form.article ?? c.req.query('article'),
      });
      if ('redirect' in answer) return { to: answer.redirect };
      c.header('Cache-Control', 'private, no-store');
      // routeFunnel shows payment only to a reader, with a plan.
      return paymentPage(c, c.var.viewer!, { ...answer, plan: answer.plan! }, form.coupon ?? '');
    },
    { onError: (c, feedback, { fields }) => plansAgain(c, feedback, fields, fields.version) },
  ),
);
