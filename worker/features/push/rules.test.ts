import { describe, expect, it } from 'vitest';
import { isPushUrl } from '../../contracts/notify';

describe('isPushUrl', () => {
  it('takes http(s) addresses and paths on this site', () => {
    for (const ok of ['https://edgewire.example/article/1', 'http://localhost:8787/x?y=1#z', '/trending', '/article/12?utm=push'])
      expect(isPushUrl(ok), ok).toBe(true);
  });
  it('refuses scripts, other schemes, other-host paths and odd characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      '//evil.example/x',
      '/\\evil.example',
      'https://user:pw@evil.example',
      'https:///nohost',
      'ftp://example.com',
      'https://exa mple.com',
      'article/1',
    ])
      expect(isPushUrl(bad), bad).toBe(false);
  });
});
