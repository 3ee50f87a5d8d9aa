/**
 * @module Sharing as the reader sees it (spec §5, §8, §9): the eight networks and their links, the
 * title cut to 140 characters, and the e-mail recipients (split on semicolons, commas or
 * whitespace; text before @ and a dot-separated domain; at most 5 unique). Shared by the Worker
 * (which decides) and the browser (which keeps invalid addresses in the input). Zod-free.
 */

/** Spec §9: "Share limit 5 recipients; share title 140". */
export const SHARE_MAX_RECIPIENTS = 5;
export const SHARE_TITLE_MAX = 140;
/**
 * Per account and UTC day: e-mails (recipients), counted exactly in D1. Ten full shares a day is
 * far beyond what a reader sends to friends, and caps what a stolen account can mail out.
 */
export const SHARE_DAILY_LIMIT = { limit: 50, windowSeconds: 86_400 } as const;

export const SHARE_MESSAGES = {
  /** Spec §8. */
  sent: 'Thank you for sharing this article!',
  failed: 'There was an error sharing this article.',
  // Not in the spec (it shows no wording for these): the API names what is wrong.
  none: 'Add at least one e-mail address.',
  invalid: 'These are not e-mail addresses:',
  tooMany: `You can share with at most ${SHARE_MAX_RECIPIENTS} people at a time. Remove:`,
  plusOnly: 'Sharing paid articles by e-mail is part of Edgewire Plus.',
  daily: 'You have shared as many articles by e-mail as you can today. Please try again tomorrow.',
  copied: 'Link copied to the clipboard.',
  copyFailed: 'Could not copy the link: it is selected for you to copy.',
  notFound: 'Article not found',
  wrongUrl: 'url must be the address of this article on this site.',
} as const;

export const SHARE_NETWORKS = ['messenger', 'email', 'twitter', 'facebook', 'pinterest', 'sms', 'wechat', 'sharethis'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_LABELS: Record<ShareNetwork, string> = {
  messenger: 'Messenger',
  email: 'Email',
  twitter: 'Twitter',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  sms: 'SMS',
  wechat: 'WeChat',
  sharethis: 'ShareThis',
};

/** Spec §5: "Share title is cut to 140 characters with an ellipsis" (by characters, not UTF-16 units). */
export function shareTitle(title: string): string {
  const chars = [...title.trim()];
  return chars.length > SHARE_TITLE_MAX ? `${chars.slice(0, SHARE_TITLE_MAX).join('').trimEnd()}…` : chars.join('');
}

export type ShareLink = { network: ShareNetwork; label: string; href: string };

/**
 * The network links for an article's public URL. They never carry a share pass: passes are minted
 * per e-mail recipient only. WeChat has no web share URL; its entry points at the QR code
 * (`wechatHref`, the share page's #wechat section), which the reader scans with the app.
 */
export function shareLinks(url: string, title: string, wechatHref: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(shareTitle(title));
  const hrefs: Record<ShareNetwork, string> = {
    messenger: `fb-messenger://share/?link=${u}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${shareTitle(title)}\n${url}`)}`,
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`,
    // `sms:?&body=` is the form both iOS and Android read.
    sms: `sms:?&body=${encodeURIComponent(`${shareTitle(title)} ${url}`)}`,
    wechat: wechatHref,
    sharethis: `https://www.sharethis.com/share?url=${u}&title=${t}`,
  };
  return SHARE_NETWORKS.map((network) => ({ network, label: SHARE_LABELS[network], href: hrefs[network] }));
}

/** Spec §5: "each needs text before @ and a dot-separated domain" (one @; no empty domain label). */
export function isShareAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((l) => l.length > 0);
}

/** Spec §5: "addresses split on semicolons, commas or whitespace". */
export const splitAddresses = (input: string): string[] => input.split(/[;,\s]+/).filter(Boolean);

const keyOf = (address: string) => address.toLowerCase();

export type Recipients = { valid: string[]; invalid: string[]; extra: string[] };

/**
 * Sorts addresses into the recipients (unique, case-insensitively, in order, at most 5), the
 * invalid ones and the valid ones beyond the fifth. `already` are recipients chosen before.
 */
export function sortAddresses(addresses: readonly string[], already: readonly string[] = []): Recipients {
  const seen = new Set(already.map(keyOf));
  const out: Recipients = { valid: [], invalid: [], extra: [] };
  for (const raw of addresses.flatMap(splitAddresses)) {
    if (!isShareAddress(raw)) {
      out.invalid.push(raw);
      continue;
    }
    if (seen.has(keyOf(raw))) continue;
    seen.add(keyOf(raw));
    (seen.size > SHARE_MAX_RECIPIENTS ? out.extra : out.valid).push(raw);
  }
  return out;
}

/**
 * What the e-mail input does with what was typed: valid addresses join the recipients (up to 5),
 * invalid and surplus ones stay in the input. The input is disabled once there are 5.
 */
export function takeAddresses(recipients: readonly string[], input: string): { recipients: string[]; input: string } {
  const sorted = sortAddresses([input], recipients);
  return { recipients: [...recipients, ...sorted.valid], input: [...sorted.invalid, ...sorted.extra].join(', ') };
}

/** The API's verdict on a request's list: the recipients, or the message naming what is wrong. */
export function recipientsOrError(addresses: readonly string[]): { recipients: string[] } | { error: string } {
  const { valid, invalid, extra } = sortAddresses(addresses);
  if (invalid.length) return { error: `${SHARE_MESSAGES.invalid} ${invalid.join(', ')}` };
  if (extra.length) return { error: `${SHARE_MESSAGES.tooMany} ${extra.join(', ')}` };
  if (!valid.length) return { error: SHARE_MESSAGES.none };
  return { recipients: valid };
}

/** The answer to a share: how many e-mails were queued. */
export type ShareSentDto = { sent: number };
