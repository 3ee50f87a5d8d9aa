/**
 * @module Sign-up and subscribe prompts on the front page: where they stand and which one each is.
 * The spec puts promo banners after every 3rd zone (small layout) and every 5th (wider); a long
 * view turned that into five or more boxes per page, beside a notice under each paywalled zone
 * (issue 28). So those positions stay the only places a prompt stands, and a page shows at most
 * MAX_PROMPTS of them per layout: the first ones, in order. A paywalled zone no longer carries a
 * box of its own: the next prompt after it is the gate's ("Subscribe to the paid tier to access
 * this content." and the plans), merged into the same slot; a gate no slot follows gets one after
 * the last zone while the budget allows (decision 065). Zod-free: pure.
 */
import { promoSlots } from './layouts';

export const MAX_PROMPTS = 2;

/** `gate`: the prompt speaks for a paywalled zone above it (since the previous prompt). */
export type PromptSlot = { after: number; small: boolean; wide: boolean; gate: boolean };

type Width = 'small' | 'wide';

function forWidth(width: Width, zoneCount: number, gated: readonly boolean[], max: number): PromptSlot[] {
  const out: PromptSlot[] = [];
  let from = 0;
  for (const slot of promoSlots(zoneCount)) {
    if (out.length >= max) break;
    if (!slot[width]) continue;
    out.push({ after: slot.after, small: width === 'small', wide: width === 'wide', gate: gated.slice(from, slot.after).some(Boolean) });
    from = slot.after;
  }
  // A paywalled zone below the last slot still gets the gate's words once, after the last zone.
  const last = out[out.length - 1];
  if (out.length < max && gated.slice(from, zoneCount).some(Boolean) && last?.after !== zoneCount)
    out.push({ after: zoneCount, small: width === 'small', wide: width === 'wide', gate: true });
  return out;
}

/**
 * The prompts of a page of `zoneCount` zones (`gated[i]`: zone i is drawn gated for this reader),
 * in page order; one slot shown on both layouts when both pick the same place and the same words.
 */
export function promptSlots(zoneCount: number, gated: readonly boolean[], max = MAX_PROMPTS): PromptSlot[] {
  const all = [...forWidth('small', zoneCount, gated, max), ...forWidth('wide', zoneCount, gated, max)].sort(
    (a, b) => a.after - b.after || Number(b.small) - Number(a.small),
  );
  const out: PromptSlot[] = [];
  for (const s of all) {
    const prev = out[out.length - 1];
    if (prev && prev.after === s.after && prev.gate === s.gate) {
      prev.small ||= s.small;
      prev.wide ||= s.wide;
    } else out.push({ ...s });
  }
  return out;
}
