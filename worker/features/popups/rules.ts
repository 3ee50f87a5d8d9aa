/**
 * @module What a popup may hold, past its wire schema (contracts/admin-popups.ts): a body with a
 * script, an event handler or a javascript: link is refused (issue 27, Bad input: refused by the
 * admin API and never rendered), and what passes goes through the sanitizer the UI blocks use
 * (anything else unsafe removed, so what is stored is what readers get), the media must be an image or a YouTube/Rumble video
 * (spec §5, else 'Invalid YouTube or Rumble URL'), the text colour must be a plain CSS colour.
 * Stored configs from before the chain was a list (the seed's `trigger: { … }`) read as one step.
 */
import { type PopupConfig, PopupConfig as PopupConfigSchema } from '../../contracts/admin-popups';
import { INVALID_VIDEO } from '../../contracts/embeds';
import { popupMediaOf } from '../../contracts/popup-media';
import { sanitizeBlockHtml } from '../blocks/sanitize';
import { safeColor } from '../blocks/style';

export type FieldError = { message: string; path: string };

export const HOSTILE_BODY = 'body cannot hold scripts, event handlers (on…=) or javascript: links';

const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** Character references as a browser reads them inside an attribute (enough to find a scheme). */
function decodeRefs(html: string): string {
  return html.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|(colon|tab|newline));?/gi, (_, hex, dec, name) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Markup that would run script: a script element, an on… attribute, a javascript: URL (also with
 * the entity or whitespace tricks browsers forgive). Refused outright rather than quietly removed,
 * so the editor learns what was wrong; the sanitizer still removes whatever else slips past.
 */
export function hostileHtml(html: string): boolean {
  const plain = decodeRefs(html).replace(/\s+/g, '');
  return /<script\b/i.test(html) || /<[^>]*\son[a-z]+\s*=/i.test(html) || /(?:java|vb)script:/i.test(plain);
}

/** An image by its extension, or a video from YouTube or Rumble (the one reading: contracts/popup-media.ts). */
export const popupMedia = (url: string): 'image' | 'video' | null => popupMediaOf(url)?.kind ?? null;

/**
 * The config to store: the body sanitized, or the first field that breaks a rule (its path is
 * inside the config: `imageUrl`; the caller prefixes `config.`).
 */
export function finishConfig(config: PopupConfig): { config: PopupConfig } | { error: FieldError } {
  if (config.body && hostileHtml(config.body)) return { error: { message: HOSTILE_BODY, path: 'body' } };
  if (config.imageUrl && !popupMedia(config.imageUrl)) return { error: { message: INVALID_VIDEO, path: 'imageUrl' } };
  if (config.textColor && !safeColor(config.textColor))
    return { error: { message: 'textColor must be a CSS colour: #rgb, #rrggbb, rgb(), hsl() or a colour name', path: 'textColor' } };
  return { config: { ...config, body: config.body ? sanitizeBlockHtml(config.body) : '' } };
}

/** A stored config as the API shows it: a lone trigger object (older rows) becomes a one-step chain. */
export function storedConfig(raw: unknown): Record<string, unknown> {
  const config = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  const trigger = config.trigger;
  if (trigger && typeof trigger === 'object' && !Array.isArray(trigger)) {
    // Empty values in the old single-object form meant "no such condition".
    const step = Object.fromEntries(Object.entries(trigger).filter(([, v]) => v !== '' && v !== null && v !== undefined));
    config.trigger = Object.keys(step).length ? [step] : [];
  }
  return config;
}

/**
 * What a reader may be sent of a stored config: it passes every rule of the admin API, and its
 * body is sanitized again (rows written by other means, such as the seed, get the same care).
 * Null for a config that breaks a rule: the popup is left out rather than shown half-checked.
 */
export function readerConfig(raw: unknown): PopupConfig | null {
  const parsed = PopupConfigSchema.safeParse(storedConfig(raw));
  if (!parsed.success) return null;
  const finished = finishConfig(parsed.data);
  return 'config' in finished ? finished.config : null;
}

/**
 * A popup as the audit log keeps it: config fields one by one (`config.body`), so an edit records
 * only the fields that moved and a long body is clipped like any long text.
 */
export function popupSnapshot(p: { type: string; isActive: boolean; config: Record<string, unknown> }): Record<string, unknown> {
  const fields = Object.fromEntries(Object.entries(p.config).map(([k, v]) => [`config.${k}`, v]));
  return { type: p.type, is_active: p.isActive, ...fields };
}
