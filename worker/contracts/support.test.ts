// The support form's e-mail rule (spec: exactly one @, text on both sides, a dot-separated domain).
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './support';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['reader@edgewire.test', 'a.b+c@mail.example.co.uk', 'x@y.z']) expect(isValidEmail(e), e).toBe(true);
  });
  it('refuses the rest', () => {
    for (const e of ['', 'plain', '@edgewire.test', 'a@b', 'a@@b.c', 'a@b@c.d', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', '<a@b.c>'])
      expect(isValidEmail(e), e).toBe(false);
  });
});
