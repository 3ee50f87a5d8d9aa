/**
 * @module Embed URL rules, the one home of them (spec §5: "Embed URLs: {host} or {host} post with
 * numeric id, YouTube (11-character video id), Rumble; else Unknown Embed URL"). UI blocks, article
 * bodies, popups and the browser's player all derive from `parseEmbed`. The redacted `{host} or
 * {host}` is read as X or Twitter: their post links carry a numeric status id. Each accepted URL
 * becomes the provider's own embed page, so an iframe's `src` is always built by us, never copied:
 *  - YouTube (watch, youtu.be, embed, shorts, live) → youtube-nocookie.com/embed/<id>
 *  - Rumble embed links (rumble.com/embed/<id>/) → the same; a Rumble page link names a different
 *    id than its embed, which only Rumble's oEmbed could resolve, so it is refused
 *  - X/Twitter posts → platform.twitter.com/embed/Tweet.html?id=<id>
 * Links to other video sites, and YouTube/Rumble links without a valid id, get the popup
 * media message 'Invalid YouTube or Rumble URL'; anything else 'Unknown Embed URL'.
 * Runtime-neutral: the browser rebuilds the player's address from provider and id with these rules.
 */

/**
 * The WHATWG URL parser, present in every runtime this module runs in (browser, Workers, Node)
 * but not in the ES library this project is typed with: only what these rules read of it.
 */
declare const URL: new (input: string) => URL;
type URL = { protocol: string; hostname: string; pathname: string; searchParams: { get(name: string): string | null } };

export const UNKNOWN_EMBED = 'Unknown Embed URL';
export const INVALID_VIDEO = 'Invalid YouTube or Rumble URL';

export const EMBED_PROVIDERS = ['youtube', 'rumble', 'x'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export type ParsedEmbed = {
  provider: EmbedProvider;
  /** The provider's id: an 11-character YouTube id, a Rumble embed id, an X post's number. */
  id: string;
  /** The provider's embed page (the iframe's address before any click-time parameters). */
  src: string;
  /** What the facade says when the editor gave no title. */
  title: string;
};
export type Embed = ParsedEmbed | { error: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const RUMBLE_ID = /^v[a-z0-9]{3,15}$/i;
const POST_ID = /^\d{1,25}$/;
const ID_RULE: Record<EmbedProvider, RegExp> = { youtube: YOUTUBE_ID, rumble: RUMBLE_ID, x: POST_ID };
const DEFAULT_TITLE: Record<EmbedProvider, string> = { youtube: 'YouTube video', rumble: 'Rumble video', x: 'Post on X' };
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'youtube-nocookie.com']);
const X_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com']);
const OTHER_VIDEO_HOSTS = [
  'vimeo.com',
  'player.vimeo.com',
  'dailymotion.com',
  'dai.ly',
  'twitch.tv',
  'tiktok.com',
  'streamable.com',
  'bitchute.com',
  'odysee.com',
  'wistia.com',
  'loom.com',
];
const VIDEO_FILE = /\.(mp4|webm|mov|m4v|m3u8|ogv|avi|mkv)$/i;

function youtubeId(url: URL, host: string): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    host === 'youtu.be'
      ? parts[0]
      : url.pathname === '/watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
          ? parts[1]
          : null;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The provider's embed page for an id already checked against its rule. */
function embedSrc(provider: EmbedProvider, id: string): string {
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}`;
  if (provider === 'rumble') return `https://rumble.com/embed/${id}/`;
  return `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`;
}

/** An embed from a provider and an id, or null when the id breaks the provider's rule. */
export function embedOf(provider: string, id: string): ParsedEmbed | null {
  if (!(EMBED_PROVIDERS as readonly string[]).includes(provider)) return null;
  const p = provider as EmbedProvider;
  return ID_RULE[p].test(id) ? { provider: p, id, src: embedSrc(p, id), title: DEFAULT_TITLE[p] } : null;
}

export function parseEmbed(raw: unknown): Embed {
  if (typeof raw !== 'string' || raw.length > 2048) return { error: UNKNOWN_EMBED };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { error: UNKNOWN_EMBED };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: UNKNOWN_EMBED };
  const host = url.hostname.toLowerCase().replace(/^www\./, '');

  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url, host);
    return (id && embedOf('youtube', id)) || { error: INVALID_VIDEO };
  }
  if (host === 'rumble.com') {
    const [first, id] = url.pathname.split('/').filter(Boolean);
    return (first === 'embed' && id && embedOf('rumble', id)) || { error: INVALID_VIDEO };
  }
  if (X_HOSTS.has(host)) {
    // /<user>/status/<id> or /i/web/status/<id>
    const m = /\/status(?:es)?\/([^/]+)\/?$/.exec(url.pathname);
    return (m && embedOf('x', m[1]!)) || { error: UNKNOWN_EMBED };
  }
  if (OTHER_VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || VIDEO_FILE.test(url.pathname)) return { error: INVALID_VIDEO };
  return { error: UNKNOWN_EMBED };
}

/** The link a reader without JavaScript follows: the provider's own page for it. */
export function watchUrl({ provider, id }: ParsedEmbed): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`;
  if (provider === 'rumble') return `https://rumble.com/embed/${id}/`;
  return `https://x.com/i/web/status/${id}`;
}

/**
 * The still a facade shows, fetched by our image proxy (never by the reader's browser): YouTube
 * publishes one per video at a fixed address; Rumble's and X's are known only through their
 * oEmbed APIs, so their facades draw a poster of their own instead.
 */
export function thumbnailSource({ provider, id }: ParsedEmbed): string | null {
  return provider === 'youtube' ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/**
 * The player's address once the reader has clicked: it starts playing, and YouTube's answers its
 * postMessage API (enablejsapi, with our origin so it talks to no one else).
 */
export function playerSrc(embed: ParsedEmbed, origin: string): string {
  if (embed.provider === 'youtube') return `${embed.src}?autoplay=1&enablejsapi=1&playsinline=1&rel=0&origin=${encodeURIComponent(origin)}`;
  if (embed.provider === 'rumble') return `${embed.src}?autoplay=2`;
  return embed.src;
}

/** The origin a player's messages come from (anything else is ignored). */
export const PLAYER_ORIGIN: Record<EmbedProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  rumble: 'https://rumble.com',
  x: 'https://platform.twitter.com',
};

/** Origins the page's CSP must allow in frame-src for these embeds. */
export const EMBED_ORIGINS = Object.values(PLAYER_ORIGIN);

/** The title an editor gave an embed, trimmed and capped; the provider's default when none. */
export const MAX_EMBED_TITLE = 200;
export function embedTitle(embed: ParsedEmbed, given: string | null | undefined): string {
  const t = (given ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_EMBED_TITLE);
  return t || embed.title;
}
