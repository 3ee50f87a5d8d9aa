// Addresses that reach SMTP commands and headers: plain addr-specs only; MAIL_FROM parsing.
import { describe, expect, it } from 'vitest';
import { domainOf, isMailAddress, MESSAGE_ID_PART, parseMailbox } from './address';

describe('isMailAddress', () => {
  it.each(['ada@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.org", 'x_y-z@a-b.example'])('accepts %s', (a) => {
    expect(isMailAddress(a)).toBe(true);
  });
  it.each([
    '',
    'ada',
    'ada@localhost',
    '@example.com',
    'ada@example..com',
    '.ada@example.com',
    'a..b@example.com',
    'ada@-example.com',
    'Ada <ada@example.com>',
    'ada@example.com>\r\nRCPT TO:<x@example.com',
    'ada @example.com',
    'ädä@example.com',
    'a,b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (a) => {
    expect(isMailAddress(a)).toBe(false);
  });
});

describe('parseMailbox', () => {
  it('reads "Name <address>", quoted names and bare addresses', () => {
    expect(parseMailbox('Edgewire <no-reply@edgewire.example>')).toEqual({ name: 'Edgewire', email: 'no-reply@edgewire.example' });
    expect(parseMailbox('"Edgewire News" <news@edgewire.example>')).toEqual({ name: 'Edgewire News', email: 'news@edgewire.example' });
    expect(parseMailbox(' no-reply@edgewire.example ')).toEqual({ email: 'no-reply@edgewire.example' });
  });
  it('throws on anything else', () => {
    for (const bad of ['Edgewire', 'Edgewire <nobody>', 'A\r\nBcc: x <a@example.com>', '<a@example.com> trailing'])
      expect(() => parseMailbox(bad), bad).toThrow();
  });
});

it('Message-ID parts are dot-atoms; domainOf takes the part after the last @', () => {
  expect(MESSAGE_ID_PART.test('support-message-12')).toBe(true);
  expect(MESSAGE_ID_PART.test('0b9c1d2e-aaaa-4bbb-8ccc-123456789abc')).toBe(true);
  for (const bad of ['a b', 'a..b', '.a', 'a>', 'a@b', 'a:b']) expect(MESSAGE_ID_PART.test(bad), bad).toBe(false);
  expect(domainOf('no-reply@edgewire.example')).toBe('edgewire.example');
});
