/**
 * @module The payment form (an island, and reused by /landing's payment modal and other pages):
 * Stripe.js from STRIPE_JS_URL makes a PaymentMethod from the card Element, then POST
 * /aux/subscriptions {provider:'stripe', plan, stripeToken, coupon}; a card that needs
 * authentication is confirmed with Stripe.js (confirmCardPayment, or confirmCardSetup for a
 * trial). 'Subscription created!' in green, the provider's or server's message in red; the page
 * reloads after 2 s unless `onComplete` is given (spec §4, §9), and the /subscribe funnel then
 * shows thank-you. A card number cannot be taken without JavaScript: the page says so (noscript).
 * Only the publishable key reaches the browser.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FUNNEL_CANCEL_URL } from '../../../../worker/contracts/funnel';
import type { PlanId } from '../../../../worker/contracts/plans';
import { callApi } from '../../lib/api';
import { formValues } from '../../lib/form';
import { Button, ButtonLink } from '../ui/Button';
import { Field } from '../ui/Field';
import { afterSubscribed, track, waitForPlus } from './events';
import { type CardElement, loadStripeJs, type StripeJs } from './stripe-js';

/** The spec's words and timing (§8 Subscription, §9 "reload after subscribe 2 s"). */
export const PAYMENT_MESSAGES = {
  created: 'Subscription created!',
  failed: 'Something went wrong. Please try again.',
  unavailable: 'The secure card field could not be loaded. Please check your connection and reload the page.',
} as const;
export const SUBSCRIBE_RELOAD_MS = 2000;

/** POST /aux/subscriptions' answer (worker/features/billing/aux.ts); `id` once the answer names the subscription. */
export type SubscribeResult = {
  status: string;
  subscription_end: number | null;
  action: { kind: 'payment' | 'setup'; client_secret: string } | null;
  id?: string;
};

export type PaymentFormProps = {
  plan: PlanId;
  /** Prefilled in the coupon box (the promotional's stripe_coupon, or one the reader applied). */
  coupon: string | null;
  stripeJsUrl: string;
  publishableKey: string;
  /** Called at once after success instead of the reload (a modal goes on its own way). */
  onComplete?: (result: SubscribeResult) => void;
  /** Cancel runs this instead of going to FUNNEL_CANCEL_URL (a modal closes). */
  onCancel?: () => void;
  /** The coupon box's Apply: a post of the code and `keep` to this page, so the server shows the price it gives. */
  applyCoupon?: { action: string; keep: Record<string, string> };
};

type Phase = 'loading' | 'ready' | 'unavailable' | 'working' | 'done';

export function PaymentForm({ plan, coupon, stripeJsUrl, publishableKey, onComplete, onCancel, applyCoupon }: PaymentFormProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; card: CardElement } | null>(null);
  // Refs, not state: read by listeners made once, and a second submit must see the first at once.
  const busy = useRef(false);
  const started = useRef(false);
  const ended = useRef(false);

  const begin = () => {
    if (started.current) return;
    started.current = true;
    track('start-subscribe', { plan });
  };
  /** The form left unfinished: Cancel, the modal closed, or the page left after a start. */
  const leave = (how: string) => {
    if (ended.current || (!started.current && how !== 'cancel')) return;
    ended.current = true;
    track('cancel-subscribe', { plan, how });
  };

  // Mounted once per form: the plan and keys do not change under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: begin and leave read refs only
  useEffect(() => {
    track('visit-subscribe', { plan });
    let gone = false;
    loadStripeJs(stripeJsUrl)
      .then((factory) => {
        const el = host.current;
        if (gone || !el) return;
        const js = factory(publishableKey);
        // Stripe's field draws in its own frame: give it the theme's text colour.
        const card = js.elements().create('card', { style: { base: { color: getComputedStyle(el).color, fontSize: '16px' } } });
        card.on('change', (e) => setCardError(e.error?.message ?? null));
        card.on('focus', begin);
        card.mount(el);
        stripe.current = { js, card };
        setPhase('ready');
      })
      .catch(() => !gone && setPhase('unavailable'));
    const onHide = () => leave('left');
    window.addEventListener('pagehide', onHide);
    return () => {
      gone = true;
      window.removeEventListener('pagehide', onHide);
      leave('closed');
      stripe.current?.card.destroy();
      stripe.current = null;
    };
  }, [plan, stripeJsUrl, publishableKey]);

  function fail(message: string | undefined) {
    const text = message?.trim() || PAYMENT_MESSAGES.failed;
    setError(text);
    track('error-subscribe', { plan, message: text });
    stripe.current?.card.update({ disabled: false });
    busy.current = false;
    setPhase('ready');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Apply is the coupon box's own post of this page (priced by the server): let the browser do it.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-coupon-apply')) return;
    event.preventDefault();
    const s = stripe.current;
    if (!s || busy.current || ended.current) return;
    busy.current = true;
    begin();
    setPhase('working');
    setError(null);
    const code = (formValues(event.currentTarget).coupon ?? '').trim();
    s.card.update({ disabled: true });
    const made = await s.js.createPaymentMethod({ type: 'card', card: s.card });
    if (!made.paymentMethod) return fail(made.error?.message);
    const res = await callApi<SubscribeResult>('/aux/subscriptions', {
      provider: 'stripe',
      plan,
      stripeToken: made.paymentMethod.id,
      coupon: code || null,
    });
    if (!res.ok) return fail(res.message);
    const action = res.data.action;
    if (action) {
      const confirmed =
        action.kind === 'setup' ? await s.js.confirmCardSetup(action.client_secret) : await s.js.confirmCardPayment(action.client_secret);
      if (confirmed.error) return fail(confirmed.error.message);
    }
    ended.current = true;
    setPhase('done');
    track('finish-subscribe', { plan });
    await afterSubscribed(res.data.id ?? null);
    if (onComplete) return onComplete(res.data);
    await Promise.all([new Promise((r) => setTimeout(r, SUBSCRIBE_RELOAD_MS)), action ? waitForPlus() : null]);
    // A GET of this address, not reload(): the page may be the answer to the coupon box's post.
    window.location.assign(window.location.href);
  }

  const working = phase === 'working';
  return (
    <form onSubmit={onSubmit} onFocus={begin} className="flex flex-col gap-4" data-payment-form={plan} aria-busy={working}>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <Field id={`${id}-coupon`} name="coupon" label="Coupon code" defaultValue={coupon ?? ''} autoComplete="off" spellCheck={false} />
        </div>
        {applyCoupon ? (
          <>
            {Object.entries(applyCoupon.keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" formMethod="post" formAction={applyCoupon.action} className="btn btn-secondary btn-md" data-coupon-apply>
              Apply
            </button>
          </>
        ) : null}
      </div>
      <div>
        <p className="field-label">Card</p>
        {/* Stripe.js mounts its card field here; React never renders inside it. */}
        <div ref={host} className="field-input min-h-11" data-card-element />
        {phase === 'loading' ? <p className="field-hint">Loading the secure card field…</p> : null}
        {cardError ? (
          <p className="field-error" data-card-error>
            {cardError}
          </p>
        ) : null}
      </div>
      <p
        role="status"
        className={phase === 'done' ? 'rounded-control bg-success-soft px-3 py-2 text-sm font-semibold text-success' : 'sr-only'}
        data-payment-success
      >
        {phase === 'done' ? PAYMENT_MESSAGES.created : ''}
      </p>
      <p role="alert" className={error || phase === 'unavailable' ? 'form-error' : 'sr-only'} data-payment-error>
        {phase === 'unavailable' ? PAYMENT_MESSAGES.unavailable : (error ?? '')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={phase !== 'ready'} data-subscribe>
          {working ? 'Please wait…' : 'Subscribe'}
        </Button>
        {onCancel ? (
          <Button
            variant="quiet"
            onClick={() => {
              leave('cancel');
              onCancel();
            }}
            data-payment-cancel
          >
            Cancel
          </Button>
        ) : (
          <ButtonLink variant="quiet" href={FUNNEL_CANCEL_URL} onClick={() => leave('cancel')} data-payment-cancel>
            Cancel
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
