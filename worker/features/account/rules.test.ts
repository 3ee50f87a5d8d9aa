import { describe, expect, it } from 'vitest';
import { profileChanges, uniqueViolation } from './rules';

describe('profileChanges', () => {
  it('maps only the fields sent to their columns', () => {
    expect(profileChanges({}, null)).toEqual({});
    expect(
      profileChanges({ username: ' jane ', theme: null, notification_am_pm: false, push_notification_comments: 'replies' }, null),
    ).toEqual({
      username: 'jane',
      theme: null,
      notificationAmPm: false,
      pushNotificationComments: 'replies',
    });
  });
  it('keeps SMS consent for the same number and withdraws it for a new or removed one', () => {
    expect(profileChanges({ phone: ' +1 512  555 0142' }, '+1 512 555 0142')).toEqual({ phone: '+1 512 555 0142' });
    expect(profileChanges({ phone: '+1 512 555 0199' }, '+1 512 555 0142')).toEqual({ phone: '+1 512 555 0199', smsConsentAt: null });
    expect(profileChanges({ phone: '' }, '+1 512 555 0142')).toEqual({ phone: null, smsConsentAt: null });
    expect(profileChanges({ phone: null }, null)).toEqual({ phone: null });
  });
});

describe('uniqueViolation', () => {
  it('names the field a UNIQUE failure hit', () => {
    expect(uniqueViolation(new Error("D1_ERROR: UNIQUE constraint failed: index 'users_email_unique'"))).toBe('email');
    expect(uniqueViolation({ cause: new Error("UNIQUE constraint failed: index 'users_username_unique'") })).toBe('username');
    expect(uniqueViolation(new Error('no such table'))).toBeNull();
  });
});
