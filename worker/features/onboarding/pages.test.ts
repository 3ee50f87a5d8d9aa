// The /onboarding page through the real Worker: guests go to /login; a reader gets the flow with
// the phone prefilled from ?phone= (only a phone number), the step from ?step= and, for the
// payment step, what the payment form needs.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/factories';
import { call, postForm } from '../../test/http';

const page = async (path: string, cookie?: string) => {
  const res = await call('GET', path, { cookie });
  return { res, html: await res.text() };
};
const ENTITIES: Record<string, string> = { quot: '"', amp: '&', '#x27': "'", lt: '<', gt: '>' };
/** The props an island was rendered with (its data-props attribute, HTML-unescaped). */
const islandProps = (html: string, name: string) => {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  return m ? JSON.parse(m[1]!.replace(/&(quot|amp|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e]!)) : null;
};

describe('/onboarding', () => {
  it('sends a guest to /login', async () => {
    const { res } = await page('/onboarding');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it("renders 'Customize your experience' with the phone from ?phone= and the opt-in short code", async () => {
    const { cookie } = await makeSession();
    const { res, html } = await page('/onboarding?phone=%2B1%20512%20555%200142', cookie);
    expect(res.status).toBe(200);
    expect(html).toContain('Customize your experience');
    expect(html).toContain(env.SMS_SHORT_CODE);
    const props = islandProps(html, 'OnboardingFlow');
    expect(props).toMatchObject({ start: 'phone', phone: '+1 512 555 0142', shortCode: env.SMS_SHORT_CODE });
    expect(props.interests.map((g: { title: string }) => g.title)).toEqual(['Categories', 'Topics']);
    // Not a phone number: ignored.
    expect(islandProps((await page('/onboarding?phone=%3Cscript%3E', cookie)).html, 'OnboardingFlow').phone).toBe('');
    expect(islandProps((await page('/onboarding?step=interests', cookie)).html, 'OnboardingFlow').start).toBe('interests');
  });

  it('offers the real payment on its payment step (Stripe.js, the free month), and nothing to pay to a Plus reader', async () => {
    const free = await makeSession();
    const offer = islandProps((await page('/onboarding?step=payment', free.cookie)).html, 'OnboardingFlow').payment;
    expect(offer).toMatchObject({ freeMonth: true, stripeJsUrl: env.STRIPE_JS_URL, publishableKey: env.STRIPE_PUBLISHABLE_KEY });
    const plus = await makeSession({ subscriptionEnd: Math.floor(Date.now() / 1000) + 86_400 });
    expect(islandProps((await page('/onboarding?step=payment', plus.cookie)).html, 'OnboardingFlow').payment).toBeNull();
  });

  it('leaves the payment step out for a reader who has paid: interests is the last step, with Complete', async () => {
    const plus = await makeSession({ subscriptionEnd: Math.floor(Date.now() / 1000) + 86_400 });
    const { html } = await page('/onboarding?step=payment', plus.cookie);
    // ?step=payment opens the last step a Plus reader has.
    expect(islandProps(html, 'OnboardingFlow').start).toBe('interests');
    const steps = /<ol[^>]*aria-label="Steps"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(steps).toContain('Interests');
    expect(steps).not.toContain('Payment');
    expect(html).not.toContain('Go ad-free with Edgewire Plus');
    expect(html).toMatch(/>Complete<\/button>/);
    // Without JavaScript too: a move to payment lands on interests.
    const moved = await postForm('/onboarding/step', { step: 'payment' }, { cookie: plus.cookie });
    expect([moved.status, moved.headers.get('location')]).toEqual([303, '/onboarding?step=interests']);
    // A free reader still has it.
    const free = await makeSession();
    expect((await page('/onboarding?step=payment', free.cookie)).html).toContain('Go ad-free with Edgewire Plus');
  });
});
