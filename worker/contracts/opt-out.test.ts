// Who counts as having opted out of tracking: Do Not Track and Global Privacy Control.
import { describe, expect, it } from 'vitest';
import { optedOut } from './opt-out';

describe('optedOut', () => {
  const table: [Parameters<typeof optedOut>[0], boolean][] = [
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null }, false],
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: '1' }, true],
    [{ globalPrivacyControl: false }, false],
    [{ globalPrivacyControl: '0' }, false],
    [{}, false],
    [{ doNotTrack: '0', globalPrivacyControl: true }, true],
  ];
  for (const [signals, out] of table) it(`${JSON.stringify(signals)} → ${out}`, () => expect(optedOut(signals)).toBe(out));
});
