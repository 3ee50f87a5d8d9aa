/** @module Headlines and HTML bodies assembled from the fragment tables, plus their plain text. */

import { slugify } from '../../worker/contracts/slug';
import { CATEGORY_DETAILS, CIVIC_CLOSERS, CLOSERS, DETAILS, LEDES, QUOTES, SUBHEADS } from './data/bodies';
import { COUNTRIES, HEADLINES, MASCOTS, ORGS, ROLES } from './data/headlines';
import { FIRST_NAMES, LAST_NAMES } from './data/people';
import type { Rng } from './prng';

export interface StoryContext {
  category: string;
  /** Null for stories with no US place (all World stories, and some others). */
  city: string | null;
  state: string | null;
  country: string;
  weekday: string;
  contentType: string;
}

export interface Story {
  title: string;
  html: string;
  text: string;
  /** True when the text names the city itself, not only the state. */
  namesCity: boolean;
}

const PLACE_SLOTS = /\{(city|state|team)\}/;

/** Templates usable for this story: stories without a place cannot fill {city}, {state} or {team}. */
function usable(templates: readonly string[], located: boolean): readonly string[] {
  if (located) return templates;
  const placeless = templates.filter((t) => !PLACE_SLOTS.test(t));
  return placeless.length > 0 ? placeless : templates.filter((t) => !t.includes('{team}'));
}

function amount(rng: Rng): string {
  return rng.chance(0.2)
    ? `$${rng.int(1, 9)}.${rng.int(1, 9)} billion`
    : `$${rng.pick([4, 12, 18, 25, 40, 65, 90, 120, 250, 480])} million`;
}

function fill(template: string, ctx: StoryContext, rng: Rng): string {
  const mascots = rng.shuffle(MASCOTS);
  // Team and rival must not share a nickname.
  const mascot = () => mascots.pop() as string;
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'city':
        return ctx.city ?? 'the city';
      case 'state':
        return ctx.state ?? 'the state';
      case 'team':
        return `${ctx.city ?? 'Metro'} ${mascot()}`;
      case 'rival':
        return `${rng.pick(['Riverside', 'Lakeview', 'Capital City', 'Bay Area', 'Mountain State'])} ${mascot()}`;
      case 'country':
        return ctx.country;
      case 'weekday':
        return ctx.weekday;
      case 'person':
        return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      case 'role':
        return rng.pick(ROLES[ctx.category] ?? (ROLES.shared as readonly string[]));
      case 'org':
        return rng.pick(ORGS[ctx.category] ?? (ORGS.shared as readonly string[]));
      case 'n':
        // Small enough for "{n}-game skid" and "the {n}th straight day".
        return String(rng.int(4, 15));
      case 'hundreds':
        return String(rng.int(2, 9) * 100);
      case 'thousands':
        return `${rng.int(2, 60)},000`;
      case 'pct':
        return String(rng.int(3, 45));
      case 'amount':
        return amount(rng);
      default:
        throw new Error(`unknown slot {${slot}} in "${template}"`);
    }
  });
}

/** The country must match between headline and body, so it is drawn once per story. */
export function pickCountry(rng: Rng): string {
  return rng.pick(COUNTRIES);
}

/**
 * Picks among the least-used templates of the category, so 330 stories spread evenly over the
 * templates instead of repeating a few. `usage` is the caller's tally; record the template on success.
 */
export function writeHeadline(
  ctx: StoryContext,
  rng: Rng,
  usage: ReadonlyMap<string, number>,
  /** Templates that already gave this story a taken title. */
  exclude: ReadonlySet<string> = new Set(),
): { title: string; template: string } {
  const all = usable(HEADLINES[ctx.category] ?? [], ctx.city !== null);
  const fresh = all.filter((t) => !exclude.has(t));
  const pool = fresh.length > 0 ? fresh : all;
  const least = Math.min(...pool.map((t) => usage.get(t) ?? 0));
  const template = rng.pick(pool.filter((t) => (usage.get(t) ?? 0) === least));
  const title = fill(template, ctx, rng).replace(/ (million|billion)\b/g, (word) => ` ${word.charAt(1).toUpperCase()}${word.slice(2)}`);
  // Headlines start a sentence: "the United Kingdom" style fillers must not stay lowercase there.
  return { title: title.charAt(0).toUpperCase() + title.slice(1), template };
}

export function writeBody(title: string, ctx: StoryContext, rng: Rng): Story {
  const located = ctx.city !== null;
  const paragraphs: string[] = [];
  const blocks: string[] = [];
  const para = (template: string) => {
    const text = fill(template, ctx, rng);
    paragraphs.push(text);
    blocks.push(`<p>${escapeHtml(text)}</p>`);
  };
  const ledes = usable(LEDES[ctx.category] ?? [], located);
  const details = usable(CATEGORY_DETAILS[ctx.category] ?? DETAILS, located);
  const [lede, secondLede] = rng.sample(ledes, 2);
  para(lede as string);
  // Exclusives are long reads, so the paywall has something to clip.
  const long = ctx.contentType === 'mxm_exclusive';
  const picked = rng.sample(details, long ? 4 : 2);
  para(picked[0] as string);
  para(rng.pick(QUOTES));
  if (long || rng.chance(0.5)) {
    const subhead = rng.pick(SUBHEADS);
    paragraphs.push(subhead);
    blocks.push(`<h2>${escapeHtml(subhead)}</h2>`);
    if (subhead === 'By the numbers') {
      const items = [
        fill('{n} counties affected', ctx, rng),
        fill('{pct}% change from last year', ctx, rng),
        fill('{amount} committed so far', ctx, rng),
      ];
      paragraphs.push(items.join('\n'));
      blocks.push(`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    }
  }
  if (secondLede && rng.chance(0.6)) para(secondLede);
  for (const detail of picked.slice(1)) para(detail);
  if (long) para(rng.pick(QUOTES));
  // Hearings and public comment periods only make sense for civic stories.
  para(rng.pick(usable(CATEGORY_DETAILS[ctx.category] ? CLOSERS : [...CLOSERS, ...CIVIC_CLOSERS], located)));
  if (ctx.contentType === 'mxm_ai') {
    const note = 'This summary was produced with AI assistance and reviewed by an Edgewire editor.';
    paragraphs.push(note);
    blocks.push(`<p><em>${note}</em></p>`);
  }
  const html = blocks.join('\n');
  const text = paragraphs.join('\n\n');
  const namesCity = ctx.city !== null && `${title}\n${text}`.includes(ctx.city);
  return { title, html, text, namesCity };
}

export function articleUrl(domain: string, section: string, date: number, title: string): string {
  const d = new Date(date * 1000);
  const path = [d.getUTCFullYear(), String(d.getUTCMonth() + 1).padStart(2, '0'), String(d.getUTCDate()).padStart(2, '0')].join('/');
  const slug = slugify(title).slice(0, 80).replace(/-+$/, '');
  return domain === 'edgewire.example' ? `https://${domain}/originals/${slug}` : `https://${domain}/${section}/${path}/${slug}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
