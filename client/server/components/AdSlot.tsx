/**
 * @module The ad slot under the site header for guests and free readers (never rendered for Plus:
 * pages/renderer.tsx). One labelled <aside> holds both sizes; the stylesheet shows the 728x90 box
 * from 728px wide and the 320x50 box below (client/styles/ads.css), so the choice needs no
 * JavaScript and both boxes have their size in the first paint: nothing moves when they fill.
 * DOM hooks: `[data-ad]` (the slot, aria-label "Advertisement", data-ad-source), and inside it
 * `[data-ad-slot="728x90"]` / `[data-ad-slot="320x50"]` (the box the viewport shows).
 */
import { AD_BOX, AD_SIZES, type AdCreative, type AdFill, type AdSize } from '../../../worker/features/ads/rules';

export const AD_LABEL = 'Advertisement';

/** The visible "Ad" mark; the slot's own label ("Advertisement") is what assistive technology reads. */
const AdMark = () => (
  <span className="ad-mark" aria-hidden="true">
    Ad
  </span>
);

function AdBox({ size, creative, sponsored }: { size: AdSize; creative: AdCreative; sponsored: boolean }) {
  const box = AD_BOX[size];
  // Another site's ad is marked as paid for (search engines do not follow it as a recommendation).
  const rel = sponsored ? 'sponsored noopener' : undefined;
  return (
    <div className={`ad-box ad-${size}`} data-ad-slot={size}>
      {creative.image ? (
        <a href={creative.cta.href} rel={rel} className="ad-picture">
          <img src={creative.image.src} alt={creative.image.alt} width={box.width} height={box.height} loading="lazy" />
          <AdMark />
        </a>
      ) : (
        <a href={creative.cta.href} rel={rel} className="ad-link">
          <AdMark />
          <span className="ad-text">
            <span className="ad-headline">{creative.headline}</span>
            {creative.body ? <span className="ad-body">{creative.body}</span> : null}
          </span>
          <span className="ad-cta">{creative.cta.label}</span>
        </a>
      )}
    </div>
  );
}

export function AdSlot({ fill }: { fill: AdFill }) {
  const sponsored = fill.source !== 'house';
  return (
    <aside className="ad" aria-label={AD_LABEL} data-ad="" data-ad-source={fill.source}>
      {AD_SIZES.map((size) => (
        <AdBox key={size} size={size} creative={fill.bySize[size]} sponsored={sponsored} />
      ))}
    </aside>
  );
}
