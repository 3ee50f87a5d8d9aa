// Where a follow posted without JavaScript sends the reader back: a page on the list or a tag page,
// never a URL the form made up.
import { describe, expect, it } from 'vitest';
import { followReturn } from './follows';

describe('followReturn', () => {
  it('keeps a listed page and a tag page', () => {
    expect(followReturn('tags', '/account/locations')).toBe('/account/locations');
    expect(followReturn('tags', '/onboarding?step=interests')).toBe('/onboarding?step=interests');
    expect(followReturn('tags', '/trending/austin-tx')).toBe('/trending/austin-tx');
    expect(followReturn('tags', '/trending/topic:ai.policy')).toBe('/trending/topic:ai.policy');
  });

  it('falls back to the kind’s own page for anything else', () => {
    for (const posted of [
      undefined,
      '',
      '/trending/',
      '/trending/..',
      '/trending/a/b',
      '/trending/a?x=1',
      '//evil.example',
      'https://evil.example/trending/x',
      '/trending/%2F%2Fevil',
      `/trending/${'a'.repeat(81)}`,
    ])
      expect(followReturn('tags', posted), String(posted)).toBe('/account/interests');
    // A curator is never followed from a tag page.
    expect(followReturn('curators', '/trending/austin-tx')).toBe('/account/following');
  });
});
