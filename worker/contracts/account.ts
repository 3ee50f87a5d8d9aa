/**
 * @module Account settings: the spec's exact strings for the /account pages, and the pure rules
 * shared by the Worker and the browser (theme choices, the comments toggle, profile field rules),
 * so a settings page and its API can never disagree.
 */

export const ACCOUNT_MESSAGES = {
  themeUpdated: 'Theme settings updated.',
  notificationsUpdated: 'Notification settings updated.',
  noCurators: 'You have not followed any curators',
  followingEveryone: 'You are following everyone already!',
  // Not in the spec's catalogue (docs/decisions/014): the spec names no rule or text for these.
  usernameInvalid: 'Username may only use letters, digits, dots, dashes and underscores (1 to 40).',
  usernameTaken: 'That username is already taken.',
  phoneInvalid: 'Please enter a valid phone number.',
  emailUpdated: 'Email updated.',
  phoneUpdated: 'Phone number updated.',
  passwordUpdated: 'Password updated.',
  nothingToUpdate: 'Nothing to update.',
  smsConsentRequired: 'Please agree to receive text messages, or skip this step.',
  interestRequired: 'Follow at least one interest to continue.',
  noBookmarks: 'You have not saved any articles yet.',
  deleteConfirmRequired: 'Tick the box to confirm that your account should be deleted.',
  // Spec §4 Bookmark and §8.
  bookmarked: 'Article bookmarked',
  bookmarkRemoved: 'Bookmark removed',
  bookmarkFailed: 'Failed to bookmark article',
  noTags: 'No results',
  followFailed: 'Could not update your follows. Please try again.',
} as const;

/** The eight settings pages, in sidebar order; each one's label is its slug, capitalized. */
const SECTION_SLUGS = ['profile', 'billing', 'notifications', 'saved', 'interests', 'locations', 'following', 'theme'] as const;
export type AccountSection = (typeof SECTION_SLUGS)[number];
export const ACCOUNT_SECTIONS: readonly { slug: AccountSection; label: string }[] = SECTION_SLUGS.map((slug) => ({
  slug,
  label: slug.charAt(0).toUpperCase() + slug.slice(1),
}));

export const isAccountSection = (s: string): s is AccountSection => ACCOUNT_SECTIONS.some((x) => x.slug === s);

/** Theme: dark, light, or null = follow the device. Exclusive: one stored value. */
/** Stored themes; null follows the device. The users table takes its column values from here. */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number] | null;
export const THEME_CHOICES: readonly { value: Theme; key: 'dark' | 'light' | 'device'; label: string }[] = [
  { value: 'dark', key: 'dark', label: 'Dark' },
  { value: 'light', key: 'light', label: 'Light' },
  { value: null, key: 'device', label: 'Follow device' },
];

/** The radio value ('dark' | 'light' | 'device') → the stored theme. Anything else: null (device). */
export function themeFromChoice(key: string): Theme {
  return key === 'dark' || key === 'light' ? key : null;
}

/** The classes the <html> element carries for a theme (none: CSS follows the device). */
export const themeClass = (theme: Theme): string => theme ?? '';

export const COMMENT_NOTIFICATION = ['all', 'replies', 'none'] as const;
export type CommentNotification = (typeof COMMENT_NOTIFICATION)[number];
/** The two channels the comments toggle sets together. */
export type CommentChannels = Record<'email_notification_comments' | 'push_notification_comments', CommentNotification>;
export type NotificationSettings = { notification_breaking: boolean; notification_am_pm: boolean } & CommentChannels;

/** The comments toggle: on sets e-mail and push to 'all', off sets both to 'none'. */
export function commentsToggle(on: boolean): CommentChannels {
  const value = on ? 'all' : 'none';
  return { email_notification_comments: value, push_notification_comments: value };
}

/** The toggle shows on while either channel still sends something ('all' or 'replies'). */
export const commentsOn = (s: CommentChannels) => s.email_notification_comments !== 'none' || s.push_notification_comments !== 'none';

/** Notification changes are saved this long after the last one (spec: 1200 ms). */
export const NOTIFICATION_DEBOUNCE_MS = 1200;
/** Saved articles per page (spec: bookmarks size 100). */
export const BOOKMARKS_PAGE_SIZE = 100;

/** Usernames as the sign-up makes them (accounts.ts freeUsername): letters, digits, . _ -. */
export const USERNAME_MAX = 40;
export const isUsername = (name: string) => /^[A-Za-z0-9_.-]{1,40}$/.test(name);

/**
 * Phone numbers: the spec shows no format rule, so any usual way of writing one is accepted
 * (digits with spaces, dots, dashes, parentheses, a leading +), 7 to 15 digits (E.164's maximum).
 */
export function isPhone(raw: string): boolean {
  const phone = raw.trim();
  if (!/^\+?[0-9 ().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The stored form of a phone number: trimmed, inner whitespace collapsed; empty → null. */
export const normalizePhone = (raw: string): string | null => raw.trim().replace(/\s+/g, ' ') || null;

/** A tag as the follow pickers show it (the island props stay small: no scope or image). */
export type FollowTagView = { id: number; name: string; type: string; followed: boolean };
/** A curator in the following page's lists (spec's follow list item: id, avatar, name, followed). */
export type CuratorView = { id: number; name: string; username: string; avatar: string | null; followed: boolean };
