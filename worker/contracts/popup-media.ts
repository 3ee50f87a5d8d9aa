/**
 * @module Popup media, the one reading of spec §5 ("image extensions jpg, jpeg, png, gif, webp,
 * svg, bmp, tiff, tif; video from YouTube or Rumble …; nothing shown if neither applies"). The
 * admin API refuses a config whose media this reads as nothing (features/popups/rules.ts), and the
 * reader's browser shows only what it reads (PopupView), so a row written by other means still
 * shows nothing rather than an arbitrary frame. Videos go through the one embed rule
 * (contracts/embeds.ts); the iframe address is built there, never copied from the config.
 */
import { parseEmbed } from './embeds';

export const POPUP_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp', 'tiff', 'tif'] as const;
const IMAGE = new RegExp(`\\.(${POPUP_IMAGE_EXTENSIONS.join('|')})$`, 'i');

// An http(s) address or a path on this site; nothing that could break out of an attribute.
const ABSOLUTE = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?([^?#]*)/i;
const SITE_PATH = /^(\/(?!\/)[^?#]*)/;
const UNSAFE = /[\s"'<>\\`]/;

export type PopupMedia = { kind: 'image'; src: string } | { kind: 'video'; src: string } | null;

export function popupMediaOf(raw: string | undefined): PopupMedia {
  const url = raw?.trim();
  if (!url || UNSAFE.test(url)) return null;
  const path = (ABSOLUTE.exec(url) ?? SITE_PATH.exec(url))?.[1];
  if (path === undefined) return null;
  if (IMAGE.test(path)) return { kind: 'image', src: url };
  const embed = parseEmbed(url);
  return 'provider' in embed && embed.provider !== 'x' ? { kind: 'video', src: embed.src } : null;
}
