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

function parse(url: string): URL | null {
  try {
    // Site paths ("/media/…") read against a placeholder origin; only their path matters.
    return new URL(url, 'https://site.invalid');
  } catch {
    return null;
  }
}

export function popupMediaOf(raw: string | undefined): PopupMedia {
  if (!raw) return null;
  const url = parse(raw.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (IMAGE.test(url.pathname)) return { kind: 'image', src: raw.trim() };
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : url.pathname === '/watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
            ? parts[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'video', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === 'rumble.com' && parts[0] === 'embed' && parts[1] && RUMBLE_ID.test(parts[1]))
    return { kind: 'video', src: `https://rumble.com/embed/${parts[1]}/` };
  return null;
}
