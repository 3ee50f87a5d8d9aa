import { describe, expect, it } from 'vitest';
import { csvRecord, toUserRow } from './dto';
import {
  changedOnly,
  changesSnapshot,
  csvSafe,
  exportFilename,
  isoTime,
  likePattern,
  ownAccountError,
  userChanges,
  userSnapshot,
} from './rules';

const row = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  phone: null,
  role: 'reader' as const,
  subscriptionEnd: 2_000,
  isActive: true,
  onboarded: false,
  created: 1_700_000_000,
};

describe('csvSafe (CSV injection guard)', () => {
  it.each(['=SUM(A1)', '+1 555 0100', '-2+3', '@cmd', '\tx', '\rx', '＝1+1'])('quotes %j so it stays text', (cell) => {
    expect(csvSafe(cell)).toBe(`'${cell}`);
  });
  it.each(['ada', 'a=b', '', "'already", '1e3'])('leaves %j as it is', (cell) => {
    expect(csvSafe(cell)).toBe(cell);
  });
});

describe('csvRecord', () => {
  it('writes the columns in order, booleans as words, times as ISO and guards text cells', () => {
    expect(csvRecord({ ...row, username: '-x', phone: '+1 555 0100' }, 1_000)).toEqual([
      '7',
      "'-x",
      'ada@example.com',
      "'+1 555 0100",
      'reader',
      'true',
      '1970-01-01T00:33:20.000Z',
      'true',
      '2023-11-14T22:13:20.000Z',
    ]);
  });
  it('leaves no subscription and no phone empty, and says not subscribed once the end has passed', () => {
    const cells = csvRecord({ ...row, subscriptionEnd: null }, 1_000);
    expect(cells[3]).toBe('');
    expect(cells[5]).toBe('false');
    expect(cells[6]).toBe('');
    expect(csvRecord(row, 2_000)[5]).toBe('false');
  });
});

describe('export names and times', () => {
  it('names the file after the UTC day', () => {
    expect(exportFilename(1_700_000_000)).toBe('edgewire-users-2023-11-14.csv');
    expect(isoTime(null)).toBe('');
  });
});

describe('ownAccountError', () => {
  it('refuses an admin demoting, deactivating or deleting themself', () => {
    expect(ownAccountError(1, 1, { role: 'reader' })).toEqual({ message: 'You cannot remove your own admin role.', path: 'role' });
    expect(ownAccountError(1, 1, { delete: true })?.path).toBe('id');
    expect(ownAccountError(1, 1, { deactivate: true })?.message).toBe('You cannot deactivate your own account.');
  });
  it('lets them change their own other fields and anyone else entirely', () => {
    expect(ownAccountError(1, 1, { role: 'admin' })).toBeNull();
    expect(ownAccountError(1, 1, {})).toBeNull();
    expect(ownAccountError(1, 2, { role: 'reader', delete: true, deactivate: true })).toBeNull();
  });
});

describe('likePattern', () => {
  it('matches anywhere, lower-cased, with % _ and \\ taken literally', () => {
    expect(likePattern('Ada')).toBe('%ada%');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('userChanges and the audit snapshots', () => {
  it('maps the profile fields as the profile does, plus role and subscription_end', () => {
    expect(userChanges({ role: 'admin', subscription_end: null, phone: ' 555  0100 ', theme: 'dark' }, '555 0199')).toEqual({
      role: 'admin',
      subscriptionEnd: null,
      phone: '555 0100',
      smsConsentAt: null,
      theme: 'dark',
    });
  });
  it('names written columns as the API does and leaves SMS consent out', () => {
    expect(changesSnapshot({ subscriptionEnd: 5, notificationAmPm: false, smsConsentAt: null })).toEqual({
      subscription_end: 5,
      notification_am_pm: false,
    });
  });
  it('keeps changeable fields only: no id, derived fields or subscriptions', () => {
    const detail = {
      ...toUserRow(row, 1_000),
      theme: null,
      notification_breaking: true,
      notification_am_pm: true,
      email_notification_comments: 'all' as const,
      push_notification_comments: 'all' as const,
      subscriptions: [],
    };
    expect(Object.keys(userSnapshot(detail)).sort()).toEqual(
      [
        'email',
        'email_notification_comments',
        'is_active',
        'notification_am_pm',
        'notification_breaking',
        'phone',
        'push_notification_comments',
        'role',
        'subscription_end',
        'theme',
        'username',
      ].sort(),
    );
  });
});

describe('changedOnly (an edit saved from the form)', () => {
  const detail = {
    ...toUserRow({ ...row, phone: '555 0100', subscriptionEnd: Date.UTC(2030, 0, 9, 8, 30) / 1000 }, 1_000),
    theme: null,
    notification_breaking: true,
    notification_am_pm: false,
    email_notification_comments: 'all' as const,
    push_notification_comments: 'all' as const,
    subscriptions: [],
  };

  it('keeps only what differs from the user as stored (a phone compared as stored)', () => {
    expect(changedOnly({ username: 'ada', email: 'ada@example.com', phone: '555  0100', notification_breaking: true }, detail)).toEqual({});
    expect(changedOnly({ username: 'grace', notification_am_pm: true }, detail)).toEqual({ username: 'grace', notification_am_pm: true });
  });

  it('reads Plus given as a day against the stored end: the same day keeps the exact end, another day or none changes it', () => {
    const sameDay = Date.UTC(2030, 0, 9, 23, 59, 59) / 1000;
    const nextDay = Date.UTC(2030, 0, 10, 23, 59, 59) / 1000;
    expect(changedOnly({ subscription_end: sameDay }, detail)).toEqual({});
    expect(changedOnly({ subscription_end: nextDay }, detail)).toEqual({ subscription_end: nextDay });
    expect(changedOnly({ subscription_end: null }, detail)).toEqual({ subscription_end: null });
    expect(changedOnly({ subscription_end: null }, { ...detail, subscription_end: null })).toEqual({});
  });
});
