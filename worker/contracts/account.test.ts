import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SECTIONS,
  commentsOn,
  commentsToggle,
  isAccountSection,
  isPhone,
  isUsername,
  normalizePhone,
  THEME_CHOICES,
  themeClass,
  themeFromChoice,
} from './account';

describe('theme', () => {
  it('offers exactly dark, light and follow device (stored null), exclusive', () => {
    expect(THEME_CHOICES.map((c) => c.value)).toEqual(['dark', 'light', null]);
    expect(new Set(THEME_CHOICES.map((c) => c.key)).size).toBe(3);
  });
  it('maps a radio value to the stored theme; anything unknown follows the device', () => {
    expect(themeFromChoice('dark')).toBe('dark');
    expect(themeFromChoice('light')).toBe('light');
    expect(themeFromChoice('device')).toBeNull();
    expect(themeFromChoice('blue')).toBeNull();
  });
  it('puts the saved theme on <html>, nothing for the device', () => {
    expect(themeClass('dark')).toBe('dark');
    expect(themeClass('light')).toBe('light');
    expect(themeClass(null)).toBe('');
  });
});

describe('comments notification toggle', () => {
  it('on sets e-mail and push to all, off sets both to none', () => {
    expect(commentsToggle(true)).toEqual({ email_notification_comments: 'all', push_notification_comments: 'all' });
    expect(commentsToggle(false)).toEqual({ email_notification_comments: 'none', push_notification_comments: 'none' });
  });
  it('shows on while either channel sends something', () => {
    expect(commentsOn({ email_notification_comments: 'none', push_notification_comments: 'none' })).toBe(false);
    expect(commentsOn({ email_notification_comments: 'replies', push_notification_comments: 'none' })).toBe(true);
    expect(commentsOn({ email_notification_comments: 'none', push_notification_comments: 'all' })).toBe(true);
  });
});

describe('profile field rules', () => {
  it.each(['reader', 'a', 'jane.doe-2_x', 'x'.repeat(40)])('accepts the username %j', (u) => expect(isUsername(u)).toBe(true));
  it.each(['', 'two words', 'bad!', 'ünï', 'x'.repeat(41)])('refuses the username %j', (u) => expect(isUsername(u)).toBe(false));
  it.each(['+15125550142', '(512) 555-0142', '512.555.0142', '+44 20 7946 0958', '5550142'])('accepts the phone %j', (p) =>
    expect(isPhone(p)).toBe(true),
  );
  it.each(['', '555014', 'call me', '+1 555 0100 0100 0100 99', '++15125550142', '512-555-0142 x12'])('refuses the phone %j', (p) =>
    expect(isPhone(p)).toBe(false),
  );
  it('normalises a phone for storage', () => {
    expect(normalizePhone('  +1   512 555  0142 ')).toBe('+1 512 555 0142');
    expect(normalizePhone('   ')).toBeNull();
  });
});

describe('sections', () => {
  it('has the eight spec sections in sidebar order', () => {
    expect(ACCOUNT_SECTIONS.map((s) => s.slug)).toEqual([
      'profile',
      'billing',
      'notifications',
      'saved',
      'interests',
      'locations',
      'following',
      'theme',
    ]);
    expect(isAccountSection('theme')).toBe(true);
    expect(isAccountSection('admin')).toBe(false);
  });
});
