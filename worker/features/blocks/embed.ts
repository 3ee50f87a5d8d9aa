/**
 * @module Embed URL rules (spec: "Embed URLs: {host} or {host} post with numeric id, YouTube
 * (11-character video id), Rumble; else Unknown Embed URL"). The redacted `{host} or {host}` is
 * read as X or Twitter: their post links carry a numeric status id. Each accepted URL becomes
 * the provider's own embed page, so the iframe's `src` is always built by us, never copied:
 *  - YouTube (watch, youtu.be, embed, shorts, live) → youtube-nocookie.com/embed/<id>
 *  - Rumble embed links (rumble.com/embed/<id>/) → the same; a Rumble page link names a different
 *    id than its embed, which only Rumble's oEmbed could resolve, so it is refused
 *  - X/Twitter posts → platform.twitter.com/embed/Tweet.html?id=<id>
 * Links to other video sites, and YouTube/Rumble links without a valid id, get the popup
 * media message 'Invalid YouTube or Rumble URL'; anything else 'Unknown Embed URL'.
 */

export const UNKNOWN_EMBED = 'Unknown Embed URL';
export const INVALID_VIDEO = 'Invalid YouTube or Rumble URL';

export type Embed = { provider: 'youtube' | 'rumble' | 'x'; src: string; title: string } | { error: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const RUMBLE_ID = /^v[a-z0-9]{3,15}$/i;
const POST_ID = /^\d{1,25}$/;
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
    return id
      ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}`, title: 'YouTube video' }
      : { error: INVALID_VIDEO };
  }
  if (host === 'rumble.com') {
    const [first, id] = url.pathname.split('/').filter(Boolean);
    return first === 'embed' && id && RUMBLE_ID.test(id)
      ? { provider: 'rumble', src: `https://rumble.com/embed/${id}/`, title: 'Rumble video' }
      : { error: INVALID_VIDEO };
  }
  if (X_HOSTS.has(host)) {
    // /<user>/status/<id> or /i/web/status/<id>
    const m = /\/status(?:es)?\/([^/]+)\/?$/.exec(url.pathname);
    if (m && POST_ID.test(m[1]!))
      return { provider: 'x', src: `https://platform.twitter.com/embed/Tweet.html?id=${m[1]}&dnt=true`, title: 'Post on X' };
    return { error: UNKNOWN_EMBED };
  }
  if (OTHER_VIDEO_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) || VIDEO_FILE.test(url.pathname)) return { error: INVALID_VIDEO };
  return { error: UNKNOWN_EMBED };
}

/** Origins the page's CSP must allow in frame-src for these embeds. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://rumble.com', 'https://platform.twitter.com'];
