/**
 * @module The /subscribe funnel's marketing layout (no site header: worker/pages/header.ts). The
 * `version` query value picks one of three treatments of the same message and the same plans:
 * 0 a plain centred headline, 1 a full-width hero band, 2 a split page with the benefits beside
 * the step. The root carries data-funnel-version and data-funnel-step for tests and analytics.
 * On the plan choice the headline is the page's h1; on the other steps it shrinks to a band and
 * the step's own heading is the h1.
 */
import type { ReactNode } from 'react';
import type { FunnelStep, FunnelVersion } from '../../../worker/contracts/funnel';
import { PLUS_BENEFITS } from '../../../worker/contracts/plans';
import { Logo } from '../../browser/components/ui/Logo';

const HEADLINES: Record<FunnelVersion, { eyebrow: string; title: string; text: string }> = {
  0: {
    eyebrow: 'Edgewire Plus',
    title: 'Get Edgewire Plus',
    text: 'No ads, every paid exclusive and unlimited local news. Your first month is free.',
  },
  1: {
    eyebrow: 'Try Edgewire Plus free for a month',
    title: 'The news, without the noise',
    text: 'Everything our editors publish, none of the ads. Cancel anytime.',
  },
  2: {
    eyebrow: 'Edgewire Plus',
    title: 'Read everything. See no ads.',
    text: 'Join the readers who get the whole story, from the front page to their own town.',
  },
};

/** What Plus gives, as a checked list (the funnel's layouts and /landing). */
export function Benefits({ className = '' }: { className?: string }) {
  return (
    <ul className={`grid gap-2 text-left ${className}`}>
      {PLUS_BENEFITS.map((b) => (
        <li key={b} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-accent-ink">
            ✓
          </span>
          {b}
        </li>
      ))}
    </ul>
  );
}

export type FunnelLayoutProps = { version: FunnelVersion; step: FunnelStep; children: ReactNode };

export function FunnelLayout({ version, step, children }: FunnelLayoutProps) {
  const h = HEADLINES[version];
  const lead = step === '';
  const Title = lead ? 'h1' : 'p';
  const root = { id: 'main', 'data-funnel-version': String(version), 'data-funnel-step': step } as const;

  if (version === 1)
    return (
      <main {...root} className="pb-12">
        <div className="bg-accent-soft">
          <div className="mx-auto max-w-5xl px-4 py-8 text-center">
            <Logo className="inline-block" />
            <p className="mt-6 text-sm font-bold uppercase tracking-widest text-accent-ink">{h.eyebrow}</p>
            <Title className={`mt-2 font-headline font-black tracking-tight text-ink ${lead ? 'text-4xl md:text-6xl' : 'text-2xl'}`}>
              {h.title}
            </Title>
            {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-2">{h.text}</p> : null}
          </div>
        </div>
        <div className="mx-auto mt-10 max-w-5xl px-4">{children}</div>
      </main>
    );

  if (version === 2)
    return (
      <main {...root} className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[2fr_3fr] md:py-12">
        {/* Not an <aside>: a complementary landmark may not sit inside main. */}
        <div className="panel flex flex-col gap-4 self-start bg-raised">
          <Logo />
          <p className="text-sm font-bold uppercase tracking-widest text-accent-ink">{h.eyebrow}</p>
          <Title className="text-3xl font-black tracking-tight text-ink">{h.title}</Title>
          <p className="text-ink-2">{h.text}</p>
          <Benefits className="text-ink-2" />
        </div>
        <div>{children}</div>
      </main>
    );

  return (
    <main {...root} className="mx-auto max-w-5xl px-4 py-10">
      <Logo />
      <div className="mt-8 text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-ink">{h.eyebrow}</p>
        {lead ? (
          <>
            <Title className="mt-2 text-4xl font-black tracking-tight text-ink">{h.title}</Title>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-ink-2">{h.text}</p>
            <Benefits className="mx-auto mt-6 max-w-2xl text-ink-2 sm:grid-cols-2" />
          </>
        ) : null}
      </div>
      <div className="mt-8">{children}</div>
    </main>
  );
}
