/**
 * @module Popup media as the reader's browser shows it (spec §5: "image extensions jpg, jpeg, png,
 * gif, webp, svg, bmp, tiff, tif; video from YouTube or Rumble …; nothing shown if neither
 * applies"). The admin API already refuses other media (features/popups/rules.ts, through the
 * embed rules); this is the same reading without the Worker, so a row written by other means
 * still shows nothing rather than an arbitrary frame. The iframe address is built here, never copied.
 */

/** The same list as POPUP_IMAGE_EXTENSIONS (contracts/admin-popups.ts, a zod module). */
const IMAGE = /\.(jpe?g|png|gif|webp|svg|bmp|tiff?)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const RUMBLE_ID = /^v[a-z0-9]{3,15}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com']);

export type PopupMedia = { kind: 'image'; src: string } | { kind: 'video'; src: string } | null;

type Parts = { host: string; path: string; query: string };

// Plain ECMAScript (no URL global in the contracts): an http(s) address, or a path on this site.
const ABSOLUTE = /^https?:\/\/([A-Za-z0-9.-]+)(?::\d{1,5})?([^?#]*)(?:\?([^#]*))?/i;
const SITE_PATH = /^(\/(?!\/)[^?#]*)(?:\?([^#]*))?/;

function parse(url: string): Parts | null {
  const abs = ABSOLUTE.exec(url);
  if (abs) return { host: abs[1]!.toLowerCase(), path: abs[2] || '/', query: abs[3] ?? '' };
  const site = SITE_PATH.exec(url);
  return site ? { host: '', path: site[1]!, query: site[2] ?? '' } : null;
}

const param = (query: string, name: string) =>
  query
    .split('&')
    .map((kv) => kv.split('='))
    .find(([k]) => k === name)?.[1] ?? null;

export function popupMediaOf(raw: string | undefined): PopupMedia {
  if (!raw) return null;
  const url = parse(raw.trim());
  if (!url || /[\s"'<>\\`]/.test(raw.trim())) return null;
  if (IMAGE.test(url.path)) return { kind: 'image', src: raw.trim() };
  const host = url.host.replace(/^www\./, '');
  const parts = url.path.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : url.path === '/watch'
          ? param(url.query, 'v')
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'video', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === 'rumble.com' && parts[0] === 'embed' && parts[1] && RUMBLE_ID.test(parts[1]))
    return { kind: 'video', src: `https://rumble.com/embed/${parts[1]}/` };
  return null;
}
