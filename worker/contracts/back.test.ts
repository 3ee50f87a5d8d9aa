// backPath: only paths of this site come back; anything that could leave it falls back.
import { describe, expect, it } from 'vitest';
import { backPath } from './back';

describe('backPath', () => {
  it.each(['/', '/trending', '/article/12', '/trending/topic:ai.policy', '/search?q=rain+storm', '/foryou?page=2&tags=1,2'])(
    'keeps %s',
    (path) => expect(backPath(path, '/x')).toBe(path),
  );
  it.each([
    undefined,
    '',
    'trending',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/a b',
    '/a"onmouseover=1',
    '/a#frag',
    '/a?q=<script>',
    `/${'a'.repeat(300)}`,
  ])('falls back for %s', (posted) => expect(backPath(posted, '/x')).toBe('/x'));
});
