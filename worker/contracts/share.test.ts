// The share rules as tables: address shape, splitting, the five-recipient cap (what stays in the
// input), the API's verdict, the 140-character title, and the eight links (none carries a pass).
import { describe, expect, it } from 'vitest';
import {
  isShareAddress,
  recipientsOrError,
  SHARE_MESSAGES,
  SHARE_NETWORKS,
  shareLinks,
  shareTitle,
  sortAddresses,
  splitAddresses,
  takeAddresses,
} from './share';

describe('isShareAddress', () => {
  const table: [string, boolean][] = [
    ['ada@example.com', true],
    ['a@b.co', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['ADA@EXAMPLE.COM', true],
    ['ädä@exämple.de', true],
    ['ada@example', false],
    ['@example.com', false],
    ['ada@', false],
    ['ada', false],
    ['ada@@example.com', false],
    ['a@b@example.com', false],
    ['ada@example.', false],
    ['ada@.example.com', false],
    ['ada@example..com', false],
    ['', false],
  ];
  it.each(table)('%j → %s', (address, ok) => expect(isShareAddress(address)).toBe(ok));
});

describe('splitAddresses', () => {
  const table: [string, string[]][] = [
    ['a@b.co', ['a@b.co']],
    ['a@b.co;c@d.co', ['a@b.co', 'c@d.co']],
    ['a@b.co, c@d.co', ['a@b.co', 'c@d.co']],
    ['a@b.co c@d.co\te@f.co\nG@h.co', ['a@b.co', 'c@d.co', 'e@f.co', 'G@h.co']],
    [' ;, a@b.co ;; ,, ', ['a@b.co']],
    ['', []],
    ['   ', []],
  ];
  it.each(table)('%j → %j', (input, out) => expect(splitAddresses(input)).toEqual(out));
});

describe('sortAddresses', () => {
  const six = ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co'];
  const table: [string, string[], string[], { valid: string[]; invalid: string[]; extra: string[] }][] = [
    ['one', ['a@x.co'], [], { valid: ['a@x.co'], invalid: [], extra: [] }],
    ['duplicates, any case, once', ['a@x.co', 'A@X.CO', 'a@x.co'], [], { valid: ['a@x.co'], invalid: [], extra: [] }],
    ['invalid kept apart', ['a@x.co', 'nope', 'b@x'], [], { valid: ['a@x.co'], invalid: ['nope', 'b@x'], extra: [] }],
    ['five is the cap', six.slice(0, 5), [], { valid: six.slice(0, 5), invalid: [], extra: [] }],
    ['the sixth is extra', six, [], { valid: six.slice(0, 5), invalid: [], extra: ['f@x.co'] }],
    ['six with a duplicate is five', [...six.slice(0, 5), 'C@x.co'], [], { valid: six.slice(0, 5), invalid: [], extra: [] }],
    [
      'counts those chosen before',
      ['c@x.co', 'd@x.co', 'e@x.co'],
      ['a@x.co', 'b@x.co', 'z@x.co'],
      { valid: ['c@x.co', 'd@x.co'], invalid: [], extra: ['e@x.co'] },
    ],
    ['a chosen one again is dropped', ['A@x.co'], ['a@x.co'], { valid: [], invalid: [], extra: [] }],
    ['list items are split too', ['a@x.co;b@x.co'], [], { valid: ['a@x.co', 'b@x.co'], invalid: [], extra: [] }],
  ];
  it.each(table)('%s', (_name, addresses, already, out) => expect(sortAddresses(addresses, already)).toEqual(out));
});

describe('takeAddresses (the input)', () => {
  const table: [string, string[], string, string[], string][] = [
    ['valid ones become recipients', [], 'a@x.co, b@x.co', ['a@x.co', 'b@x.co'], ''],
    ['invalid ones stay in the input', ['a@x.co'], 'b@x.co nope;c@', ['a@x.co', 'b@x.co'], 'nope, c@'],
    [
      'at five, the rest stays',
      ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co'],
      'e@x.co f@x.co',
      ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'],
      'f@x.co',
    ],
    ['a duplicate vanishes', ['a@x.co'], 'A@X.co', ['a@x.co'], ''],
    ['nothing typed', ['a@x.co'], '  ', ['a@x.co'], ''],
  ];
  it.each(table)('%s', (_name, before, input, recipients, rest) =>
    expect(takeAddresses(before, input)).toEqual({ recipients, input: rest }),
  );
});

describe('recipientsOrError (the API)', () => {
  const table: [string, string[], { recipients: string[] } | { error: string }][] = [
    ['five', ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'], { recipients: ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co'] }],
    ['six names the extra', ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co'], { error: `${SHARE_MESSAGES.tooMany} f@x.co` }],
    ['invalid named first', ['a@x.co', 'bad', 'also@bad'], { error: `${SHARE_MESSAGES.invalid} bad, also@bad` }],
    ['none', [], { error: SHARE_MESSAGES.none }],
    ['blank only', [' ', ''], { error: SHARE_MESSAGES.none }],
  ];
  it.each(table)('%s', (_name, addresses, out) => expect(recipientsOrError(addresses)).toEqual(out));
});

describe('shareTitle', () => {
  const long = 'x'.repeat(141);
  const table: [string, string][] = [
    ['Short title', 'Short title'],
    ['y'.repeat(140), 'y'.repeat(140)],
    [long, `${'x'.repeat(140)}…`],
    [`${'a'.repeat(139)} and more`, `${'a'.repeat(139)}…`],
    [`${'😀'.repeat(141)}`, `${'😀'.repeat(140)}…`],
  ];
  it.each(table)('%#', (title, out) => expect(shareTitle(title)).toBe(out));
});

describe('shareLinks', () => {
  const url = 'https://edgewire.example/article/7';
  const links = shareLinks(url, `Storm & "floods" ${'z'.repeat(200)}`, '/share/7#wechat');
  it('lists the eight networks in the spec order', () => expect(links.map((l) => l.network)).toEqual([...SHARE_NETWORKS]));
  const table: [string, RegExp][] = [
    ['messenger', /^fb-messenger:\/\/share\/\?link=https%3A%2F%2Fedgewire\.example%2Farticle%2F7$/],
    ['email', /^mailto:\?subject=Storm%20%26%20%22floods%22%20z+%E2%80%A6&body=/],
    ['twitter', /^https:\/\/twitter\.com\/intent\/tweet\?text=Storm.*&url=https%3A%2F%2Fedgewire\.example%2Farticle%2F7$/],
    ['facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2Fedgewire\.example%2Farticle%2F7$/],
    ['pinterest', /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=https%3A.*&description=Storm/],
    ['sms', /^sms:\?&body=Storm.*https%3A%2F%2Fedgewire\.example%2Farticle%2F7$/],
    ['wechat', /^\/share\/7#wechat$/],
    ['sharethis', /^https:\/\/www\.sharethis\.com\/share\?url=https%3A.*&title=Storm/],
  ];
  it.each(table)('%s', (network, href) => expect(links.find((l) => l.network === network)?.href).toMatch(href));
  it('cuts the title to 140 characters in every link and never adds a pass', () => {
    for (const l of links) {
      expect(decodeURIComponent(l.href)).not.toContain('z'.repeat(141));
      expect(l.href).not.toMatch(/pass/);
    }
  });
});
