/**
 * @module The part of Stripe.js v3 the payment form uses (Stripe's own or the local stand-in at
 * STRIPE_JS_URL, scripts/standins/stripe-js.ts), and loading it once per page. The script comes
 * from Stripe's origin, never from our bundle (Stripe's rule; the CSP allows it on card pages only).
 */

export type StripeError = { message?: string; type?: string; code?: string };

export type CardElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  focus(): void;
  update(options: { disabled?: boolean }): void;
  on(event: 'change', handler: (e: { complete: boolean; empty: boolean; error?: StripeError }) => void): void;
  on(event: 'ready' | 'focus', handler: () => void): void;
};

type Confirmed = { error?: StripeError };

export type StripeJs = {
  elements(): { create(type: 'card', options?: { style?: { base?: Record<string, string> }; hidePostalCode?: boolean }): CardElement };
  createPaymentMethod(data: { type: 'card'; card: CardElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardPayment(clientSecret: string): Promise<Confirmed>;
  confirmCardSetup(clientSecret: string): Promise<Confirmed>;
};

type StripeFactory = (publishableKey: string) => StripeJs;

const loading = new Map<string, Promise<StripeFactory>>();

/** window.Stripe from the script at `url`, added to the page once (a failed load may be tried again). */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  const w = window as unknown as { Stripe?: StripeFactory };
  if (w.Stripe) return Promise.resolve(w.Stripe);
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => (w.Stripe ? resolve(w.Stripe) : reject(new Error('Stripe.js did not start'))));
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error('Stripe.js could not be loaded'));
      });
      document.head.appendChild(script);
    });
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}
