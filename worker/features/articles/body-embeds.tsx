/**
 * @module An article body's embeds: each placeholder the sanitizer kept (`<figure data-embed=…>`,
 * articles/sanitize.ts) becomes the facade readers see (EmbedFacade), or the spec's 'Unknown Embed
 * URL' where its URL breaks the rule. Runs on sanitized HTML only, where every `<figure` and
 * `</figure>` is a tag (text and attribute values have their `<` escaped), so a depth count finds
 * each placeholder's end; whatever an editor put inside one is dropped with it.
 */
import { renderToString } from 'react-dom/server';
import { EmbedError, EmbedFacade } from '../../../client/server/components/EmbedFacade';
import { embedTitle, parseEmbed } from '../../contracts/embeds';

const OPENING = /<figure\b([^>]*)>/g;
const FIGURE_TAG = /<(\/?)figure\b[^>]*>/g;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;

const unescapeAttribute = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function attributesOf(inside: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of inside.matchAll(ATTRIBUTE)) out[m[1]!] = unescapeAttribute(m[2]!);
  return out;
}

/** Where the figure opened at `from` (just after its opening tag) ends, past its `</figure>`. */
function endOf(html: string, from: number): number {
  FIGURE_TAG.lastIndex = from;
  let depth = 1;
  for (let m = FIGURE_TAG.exec(html); m; m = FIGURE_TAG.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

type Placeholder = { start: number; end: number; url: string; title: string | undefined };

function placeholders(html: string): Placeholder[] {
  const found: Placeholder[] = [];
  OPENING.lastIndex = 0;
  for (let m = OPENING.exec(html); m; m = OPENING.exec(html)) {
    const attrs = attributesOf(m[1]!);
    if (attrs['data-embed'] === undefined) continue;
    const end = endOf(html, m.index + m[0].length);
    found.push({ start: m.index, end, url: attrs['data-embed'], title: attrs['data-title'] });
    OPENING.lastIndex = end;
  }
  return found;
}

/** The first embed of a sanitized body whose URL breaks the rule: its message, else null. */
export function firstEmbedError(html: string): string | null {
  for (const p of placeholders(html)) {
    const embed = parseEmbed(p.url);
    if ('error' in embed) return embed.error;
  }
  return null;
}

/** The sanitized body with each embed placeholder drawn as its facade (or its error). */
export function expandEmbeds(html: string): string {
  if (!html.includes('data-embed')) return html;
  let out = '';
  let at = 0;
  for (const p of placeholders(html)) {
    const embed = parseEmbed(p.url);
    const drawn =
      'error' in embed ? <EmbedError message={embed.error} /> : <EmbedFacade embed={embed} title={embedTitle(embed, p.title)} />;
    out += html.slice(at, p.start) + renderToString(drawn);
    at = p.end;
  }
  return out + html.slice(at);
}
