/**
 * @module The trending feed: today's date as heading, the active view's zones in order with the
 * reader's promo banners between them, then 'In Case You Missed It'.
 */
import type { ReactNode } from 'react';
import type { ArticleDto } from '../../../worker/contracts/articles';
import { promptSlots } from '../../../worker/contracts/prompts';
import { ZONE_GATE } from '../../../worker/contracts/zone-gate';
import { IcymiList } from '../../browser/components/Icymi';
import { Container } from '../../browser/components/ui/Container';
import { PromoBanner, type PromoBannerContent } from '../components/PromoBanner';
import { Island } from '../islands';

// Built once: constructing an Intl.DateTimeFormat costs more CPU than rendering the page shell.
const HEADING_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatHeadingDate(nowSeconds: number): string {
  return HEADING_DATE.format(new Date(nowSeconds * 1000));
}

export type TrendingPageProps = {
  /** How many zones the view has. */
  zoneCount: number;
  /**
   * Trusted markup of zones [from, to) from the server's cached render (front-page/cache.tsx);
   * the route returns a slot marker that it fills with the zones' pre-encoded bytes.
   */
  zonesHtml: (from: number, to: number) => string;
  nowSeconds: number;
  /** The reader's banner; null for Plus readers, who never see one. */
  banner: PromoBannerContent | null;
  /** `gated[i]`: zone i is paywalled for this reader (contracts/zone-gate.ts); its gate speaks in the next prompt. */
  gated: readonly boolean[];
  /** Ids of the articles the zones show: 'In Case You Missed It' leaves them out. */
  shownIds: number[];
  /** Server-rendered 'In Case You Missed It' (the no-JavaScript fallback, /trending?icymi=1). */
  icymi: ArticleDto[] | null;
};

/** A paywalled zone's gate, as the prompt after it says it: the paywall's words and the plans. */
export const GATE_PROMPT: PromoBannerContent = {
  kind: 'gate',
  headline: ZONE_GATE.message,
  body: ZONE_GATE.body,
  cta: { label: ZONE_GATE.label, href: ZONE_GATE.href },
};

/**
 * Zones with at most two prompts between them (contracts/prompts.ts): consecutive zones stay one
 * HTML chunk (one wrapper element).
 */
function ZonesWithBanners({
  zoneCount,
  zonesHtml,
  banner,
  gated,
}: {
  zoneCount: number;
  zonesHtml: TrendingPageProps['zonesHtml'];
  banner: PromoBannerContent | null;
  gated: readonly boolean[];
}) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const slot of banner ? promptSlots(zoneCount, gated) : []) {
    if (slot.after > from)
      // biome-ignore lint/security/noDangerouslySetInnerHtml: zones are our own React output, rendered once and kept as bytes (front-page/cache.tsx)
      parts.push(<div key={`z${from}`} className="contents" dangerouslySetInnerHTML={{ __html: zonesHtml(from, slot.after) }} />);
    const content = slot.gate ? GATE_PROMPT : banner!;
    parts.push(
      <PromoBanner
        key={`b${slot.after}${slot.small ? 's' : ''}${slot.wide ? 'w' : ''}`}
        banner={content}
        small={slot.small}
        wide={slot.wide}
      />,
    );
    from = slot.after;
  }
  if (from < zoneCount)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the same cached zone markup as above
    parts.push(<div key={`z${from}`} className="contents" dangerouslySetInnerHTML={{ __html: zonesHtml(from, zoneCount) }} />);
  return <div className="flex flex-col gap-4 sm:gap-5">{parts}</div>;
}

export function TrendingPage({ zoneCount, zonesHtml, nowSeconds, banner, gated, shownIds, icymi }: TrendingPageProps) {
  return (
    <Container width="wide" main className="py-5 sm:py-8">
      {/* The date is the page's heading (spec) but reads as a dateline: the lead story's headline is the largest type. */}
      <h1 data-time className="page-dateline">
        {formatHeadingDate(nowSeconds)}
      </h1>
      {zoneCount > 0 ? (
        <ZonesWithBanners zoneCount={zoneCount} zonesHtml={zonesHtml} banner={banner} gated={gated} />
      ) : (
        <p className="empty-state">No stories are trending right now. Please check back soon.</p>
      )}
      <section id="icymi" aria-labelledby="icymi-heading" className="zone mt-6 sm:mt-8">
        <h2 id="icymi-heading" className="zone-title">
          In Case You Missed It
        </h2>
        {icymi ? <IcymiList articles={icymi} nowSeconds={nowSeconds} /> : <Island name="Icymi" props={{ exclude: shownIds }} />}
      </section>
    </Container>
  );
}
