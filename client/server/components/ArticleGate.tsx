/**
 * @module The gate under a locked article's excerpt (spec §4 "Article access", §8 messages): the
 * spec's sentences word for word, then, for a paid story, what Plus costs (the plan constants,
 * contracts/plans.ts) and three things it gives, and one call to action (contracts/gate.ts). A
 * guest also gets a quiet "Login" line for the account or Plus they may already have.
 */
import type { ArticleDto } from '../../../worker/contracts/articles';
import { gateLinks } from '../../../worker/contracts/gate';
import { dollars, PLANS, PLUS_BENEFITS } from '../../../worker/contracts/plans';

type Props = {
  article: ArticleDto;
  gateMessage: string | null;
  overlayMessage: string | null;
  signedIn: boolean;
};

const { annual, monthly } = PLANS;

export function ArticleGate({ article, gateMessage, overlayMessage, signedIn }: Props) {
  // The access rule says what is missing; gateLinks says where that is got (contracts/gate.ts).
  const links = article.locked ? gateLinks(article.locked, signedIn ? 'free' : 'guest', article.id) : [];
  const cta = links.find((l) => l.primary);
  const login = links.find((l) => !l.primary);
  const paid = article.locked === 'subscription';
  return (
    <>
      <div className="relative max-h-40 overflow-hidden" data-excerpt="">
        <p className="text-lg leading-relaxed text-ink-2">{article.excerpt}</p>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-b from-transparent to-canvas" data-fade="" />
      </div>
      <section
        aria-labelledby="gate-title"
        className="mt-4 rounded-panel border border-accent/30 border-t-4 border-t-accent bg-accent-soft px-5 py-6 text-center sm:px-8"
        data-paywall={article.locked ?? ''}
      >
        {paid ? <p className="badge badge-plus">Edgewire Plus</p> : null}
        <h2 id="gate-title" className="mt-2 font-headline text-xl font-bold text-ink sm:text-2xl">
          {gateMessage}
        </h2>
        {overlayMessage ? <p className="mt-1 text-ink-2">{overlayMessage}</p> : null}
        {paid ? (
          <>
            <p className="mt-4 text-ink" data-gate-price="">
              <span className="text-3xl font-black tracking-tight">{dollars(annual.weeklyCents)}</span>
              <span className="text-ink-2"> a week</span>
              <span className="mt-1 block text-sm text-ink-2">
                {`${dollars(annual.cents)} ${annual.per} (save ${annual.savingsPercent} percent) or ${dollars(monthly.cents)} ${monthly.per}. The first month is free.`}
              </span>
            </p>
            <ul className="mx-auto mt-4 grid max-w-sm gap-1.5 text-left text-ink-2" data-gate-benefits="">
              {PLUS_BENEFITS.slice(0, 3).map((b) => (
                <li key={b} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-accent-ink">
                    ✓
                  </span>
                  {b}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {cta ? (
          <p className="mt-5">
            <a href={cta.href} className="btn btn-primary btn-md min-w-48 text-base" data-gate-action={cta.action}>
              {cta.label}
            </a>
          </p>
        ) : null}
        {login ? (
          <p className="mt-3 text-sm text-ink-2">
            {paid ? 'Already a subscriber? ' : 'Already have an account? '}
            <a href={login.href} className="font-semibold text-accent-ink underline underline-offset-2" data-gate-action={login.action}>
              {login.label}
            </a>
          </p>
        ) : null}
      </section>
    </>
  );
}
